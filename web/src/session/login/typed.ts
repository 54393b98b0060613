/** What a person typed into the sign-in form of /login's first HTML (login-shell.tsx) before the app's code came. */
export interface Typed {
  username: string;
  password: string;
  /** The field they were in, and where in it. */
  focus: { field: 'username' | 'password'; start: number; end: number } | null;
}

let firstForm: HTMLFormElement | null = null;

/** Notes the first HTML's password form inside `root`, if it is there, before the app starts. */
export function holdFirstForm(root: ParentNode): void {
  firstForm = root.querySelector<HTMLFormElement>('form[name="password-login"]');
}

/**
 * What was typed into the first HTML's form, read while it is still on the page: the live form reads it as it is
 * first drawn, in the same task as the app replaces the page, so no keystroke falls between the two.
 */
export function typedBefore(): Typed | null {
  if (!firstForm) return null;
  const input = (autocomplete: string) =>
    firstForm?.querySelector<HTMLInputElement>(`input[autocomplete="${autocomplete}"]`) ?? null;
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

/** The live form has taken over: the first HTML's form is gone. */
export function forgetTyped(): void {
  firstForm = null;
}
