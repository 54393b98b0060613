import { isConflict } from '../app/error-policy';

/**
 * What a row action (a switch, a status move) does when the call is refused: the error policy has told the
 * person why; a conflict (the row changed since the list showed it) also reads the list again, so the next try
 * is on the row as it is. Answers false, the action's "not done", for `.then(() => true, refused(refresh))`.
 */
export function refused(refresh: () => Promise<unknown>) {
  return async (err: unknown): Promise<false> => {
    if (isConflict(err)) await refresh();
    return false;
  };
}
