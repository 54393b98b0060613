import type { AnyResource } from '@console/contracts';
import { useMessage } from '../app/message';
import { Switch } from '../widgets/busy';
import type { ConfirmOptions } from '../widgets/confirm';
import { useAction, useInvalidate } from './api';
import { refused } from './row-action';

/** What the toast says after a switch: the page's own words, or 已开启{label} / 已关闭{label}. */
export function toggleMessage(label: string, on: boolean, messages?: { on: string; off: string }): string {
  if (messages) return on ? messages.on : messages.off;
  return on ? `已开启${label}` : `已关闭${label}`;
}

export interface ToggleCellProps {
  resource: AnyResource;
  /** The resource's toggle call (`setShow`). */
  action: string;
  id: number;
  /** The row's version as the list shows it: a row changed since is refused (told, and the list read again). */
  version: number;
  checked: boolean;
  /** The switched field's label: the switch's accessible name with the id. */
  label: string;
  /** Toasts after switching on and off (已上架 / 已下架). */
  messages?: { on: string; off: string };
  disabled?: boolean;
  /**
   * The question asked before switching to `on` (switching off a running campaign names who takes part), or
   * null to switch at once. The switch moves only when it is answered OK and the call succeeds.
   */
  ask?: (on: boolean) => Omit<ConfirmOptions, 'onOk'> | null;
  /** The page's confirm dialog (its holder is rendered by the list). */
  confirm?: (o: ConfirmOptions) => Promise<boolean>;
}

/** A list cell's on/off switch: calls the resource's toggle for the row, tells, and refreshes the list. */
export function ToggleCell(p: ToggleCellProps) {
  const message = useMessage();
  const action = useAction(p.resource);
  const invalidate = useInvalidate(p.resource);
  return (
    <Switch
      size="small"
      checked={p.checked}
      disabled={p.disabled}
      loading={action.isPending}
      aria-label={`${p.label} ${p.id}`}
      onChange={async (on) => {
        // A refusal has been told by the error policy; the switch stays as the list says, and a row changed
        // since the list showed it is read again, so the list shows what is.
        const run = () =>
          action
            .mutateAsync({ key: p.action, input: { ids: [p.id], value: on ? '1' : '0', version: p.version } })
            .then(() => true, refused(invalidate));
        const question = p.ask?.(on) ?? null;
        let done = false;
        if (question && p.confirm) {
          // The dialog stays open, busy, until the call settles; a refusal closes it with the switch unchanged.
          await p.confirm({
            ...question,
            onOk: async () => {
              done = await run();
            },
          });
        } else done = await run();
        if (!done) return;
        void message.success(toggleMessage(p.label, on, p.messages));
        await invalidate();
      }}
    />
  );
}
