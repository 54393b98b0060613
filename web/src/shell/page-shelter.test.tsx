import { act, fireEvent, render, screen } from '@testing-library/react';
import { useMemo, useState } from 'react';
import {
  createMemoryRouter,
  type Location,
  RouterProvider,
  useLocation,
  useNavigate,
  useParams,
} from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ShellContext, type ShellState, useShell } from './context';
import { ShelteredPage } from './page-shelter';

/** The parts of the shell a page reads; the test's frame makes a new state on every navigation, as Shell does. */
const sessions: Record<string, { name: string }> = { 甲: { name: '甲' }, 乙: { name: '乙' } };
const shellAt = (pathname: string, session: string): ShellState =>
  ({ session: sessions[session], resolution: { kind: 'page', pathname } }) as unknown as ShellState;

const renders: string[] = [];
const sessionSetter: { current: (s: string) => void } = { current: () => undefined };

/** A page of a kept tab: counts its renders and reads what pages read (its params, navigate, the shell). */
function Page() {
  const { id } = useParams();
  const navigate = useNavigate();
  const shell = useShell();
  const name = (shell.session as unknown as { name: string }).name;
  return (
    <button type="button" onClick={() => void navigate('/teacher/9')}>
      <Rows text={`${id} ${name}`} />
    </button>
  );
}
/** What the page draws: drawn again only when the page is. */
function Rows({ text }: { text: string }) {
  renders.push(text);
  return text;
}
const routes = [{ path: '/teacher/:id', element: <Page /> }];

/** The frame: a new shell state on each navigation, as Shell makes, around a kept page. */
function Frame() {
  const location = useLocation();
  const [session, setSession] = useState('甲');
  sessionSetter.current = setSession;
  const [pageLocation] = useState<Location>(location);
  const shell = useMemo(() => shellAt(location.pathname, session), [location.pathname, session]);
  return (
    <ShellContext value={shell}>
      <ShelteredPage routes={routes} location={pageLocation} />
    </ShellContext>
  );
}

function setup() {
  renders.length = 0;
  const router = createMemoryRouter([{ path: '*', element: <Frame /> }], { initialEntries: ['/teacher/1'] });
  render(<RouterProvider router={router} />);
  return { router, setSession: (s: string) => act(() => sessionSetter.current(s)) };
}

describe('ShelteredPage', () => {
  it("keeps the frame's navigations out of a kept page: it is not rendered again, and still reads its own address", async () => {
    const { router } = setup();
    expect(renders).toEqual(['1 甲']);
    await act(() => router.navigate('/teacher/2'));
    await act(() => router.navigate('/elsewhere?x=1'));
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(renders).toEqual(['1 甲']);
    expect(screen.getByRole('button').textContent).toBe('1 甲');
  });

  it('passes on what a page reads of the shell (the session here) when it changes', () => {
    const { setSession } = setup();
    setSession('乙');
    expect(renders).toEqual(['1 甲', '1 乙']);
  });

  it("lets the page navigate the frame's router", async () => {
    const { router } = setup();
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(router.state.location.pathname).toBe('/teacher/9');
  });
});
