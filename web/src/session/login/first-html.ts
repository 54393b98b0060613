/**
 * /login's first HTML (login.html, drawn by login-shell.tsx) shows the sign-in form before the app's code comes.
 * The app then starts beside it, in a container of its own, drawing itself in small slices (main.tsx), and on its
 * first commit its form takes what was typed (typedBefore) and the app takes the first HTML's place
 * (replaceFirstHtml), before the browser paints again: nothing typed is lost and nothing moves.
 */

/** What a person typed into the first HTML's sign-in form before the app came. */
export interface Typed {
  username: string;
  password: string;
  /** The field they were in, and where in it. */
  focus: { field: 'username' | 'password'; start: number; end: number } | null;
}

let first: { root: HTMLElement; form: HTMLFormElement; app: HTMLElement } | null = null;

/**
 * The element the app renders into: `root` itself, or, when `root` holds the first HTML's form, a new empty element
 * after it (React would empty `root` when it commits, before the form could be read).
 */
export function appContainer(root: HTMLElement): HTMLElement {
  const form = root.querySelector<HTMLFormElement>('form[name="password-login"]');
  if (!form) return root;
  const app = document.createElement('div');
  root.after(app);
  first = { root, form, app };
  return app;
}

/** What was typed into the first HTML's form, while it is still on the page (the app's first commit). */
export function typedBefore(): Typed | null {
  if (!first) return null;
  const input = (autocomplete: string) =>
    first?.form.querySelector<HTMLInputElement>(`input[autocomplete="${autocomplete}"]`) ?? null;
  const username = input('username');
  const password = input('current-password');
  const active = document.activeElement;
  const at = active === username || active === password ? (active as HTMLInputElement) : null;
  return {
    username: username?.value ?? '',
    password: password?.value ?? '',
    focus: at
      ? { field: at === username ? 'username' : 'password', start: at.selectionStart ?? 0, end: at.selectionEnd ?? 0 }
      : null,
  };
}

/** The app has committed: the first HTML goes and the app's container takes its name. */
export function replaceFirstHtml(): void {
  if (!first) return;
  const { root, app } = first;
  first = null;
  root.remove();
  app.id = root.id;
}
