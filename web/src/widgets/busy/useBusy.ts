import { QueryClientContext } from '@tanstack/react-query';
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { runAction } from './track';

/**
 * The busy state of one control's action: `run(handler)` starts the action unless one is running (a second
 * click meanwhile does nothing), and `busy` is true from the click until the action has settled, including a
 * confirmation or validation that comes first and the calls it makes (see runAction).
 */
export function useBusy(): {
  busy: boolean;
  /** Whether an action runs now (drawn busy or not yet): a submit button cancels a second click's submit. */
  running: () => boolean;
  run: (handler: () => unknown) => Promise<void>;
} {
  // Outside the app's providers (a widget's own test, the first HTML's sign-in) only the handler's promise counts.
  const cache = useContext(QueryClientContext)?.getMutationCache();
  const running = useRef(false);
  const mounted = useRef(true);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const run = useCallback(
    async (handler: () => unknown) => {
      // The ref, not the state: a double click's second event comes before React has drawn the first as busy.
      if (running.current) return;
      running.current = true;
      try {
        await runAction(cache, handler, () => {
          if (mounted.current) setBusy(true);
        });
      } finally {
        running.current = false;
        if (mounted.current) setBusy(false);
      }
    },
    [cache],
  );
  const isRunning = useCallback(() => running.current, []);
  return { busy, running: isRunning, run };
}
