import { Button as AntButton, type ButtonProps as AntButtonProps } from 'antd';
import type { MouseEvent, Ref } from 'react';
import { useBusy } from './useBusy';

export type ButtonProps = Omit<AntButtonProps, 'onClick'> & {
  /** May return a promise: the button is busy until it and every call the click started have settled. */
  onClick?: (event: MouseEvent<HTMLElement>) => unknown;
  /** A drag handle's or a focus target's node (React 19 passes a function component's ref as a prop). */
  ref?: Ref<HTMLAnchorElement | HTMLButtonElement>;
};

/**
 * The console's button: antd's, busy from the click until its action has settled (a confirmation first, the
 * calls it makes), ignoring clicks meanwhile. A form's submit button is busy through its validation and the
 * save its onFinish makes, and a second click does not submit again. Every page uses it
 * (tests/architecture/controls.test.ts), so no action can be started twice and no page wires its own busy state.
 */
export function Button({ onClick, loading, ...props }: ButtonProps) {
  const { busy, running, run } = useBusy();
  return (
    <AntButton
      {...props}
      loading={busy || loading}
      onClick={(event) => {
        if (running()) {
          event.preventDefault();
          return;
        }
        void run(() => onClick?.(event));
      }}
    />
  );
}
