/**
 * A call whose failure the error policy (app/query-client.ts) has already shown to the person: these settle
 * instead of rejecting, so a failure stops the caller without leaving an unhandled rejection in the page.
 */

/** Whether the call went through. */
export const succeeded = (call: Promise<unknown>): Promise<boolean> =>
  call.then(
    () => true,
    () => false,
  );

/** The call's answer, or undefined when it failed. */
export const answerOf = <T>(call: Promise<T>): Promise<T | undefined> => call.catch(() => undefined);
