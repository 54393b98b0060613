import { MSG } from '@console/contracts';
import { type ReactNode, useState } from 'react';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { Modal } from '../../../widgets/busy';
import type { Clue } from '../shared/types';
import { ClueFormModal } from './ClueFormModal';
import { ShiftModal } from './ShiftModal';
import { StatusModal } from './StatusModal';
import { TagModal } from './TagModal';

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; clue: Clue }
  | { kind: 'shift' | 'allocate'; ids: number[]; currentUserId?: number | null }
  | { kind: 'tag'; ids: number[]; initial?: number[] }
  | { kind: 'status'; ids: number[] };

export interface ClueActions {
  open: (dialog: Dialog) => void;
  recycle: (ids: number[]) => void;
  restore: (ids: number[]) => void;
  remove: (ids: number[]) => void;
  claim: (ids: number[]) => void;
  /** The dialogs; render once wherever the actions are used. */
  dialogs: ReactNode;
}

/**
 * Everything that can be done to leads, single or batch, from a list or a detail page: the dialogs (create,
 * edit, shift, allocate, tags, status) and the confirmed one-step actions (recycle, restore, delete, claim).
 * `onDone` runs after any of them succeeds (the caller clears its selection or leaves a deleted lead).
 */
export function useClueActions(
  onDone: (what: 'saved' | 'recycled' | 'restored' | 'removed' | 'claimed') => void,
): ClueActions {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // A hook-made modal with its holder rendered here: it needs no antd App around the page.
  const [modal, modalHolder] = Modal.useModal();
  const message = useMessage();
  const utils = trpc.useUtils();
  // Moving to the recycle bin and deleting are GET calls in the spec, so tRPC makes them queries. They run
  // through the query cache (its error policy shows the failures) and are never served from it.
  const toRecycle = (input: { ids: number[]; restore?: boolean }) => utils.client.clue.toRecycle.mutate(input);
  const removeLeads = (input: { ids: number[] }) => utils.client.clue.remove.mutate(input);
  const claim = trpc.clue.poolClaim.useMutation();
  const close = () => setDialog(null);
  const finish = (what: Parameters<typeof onDone>[0]) => {
    void utils.clue.invalidate();
    onDone(what);
  };

  const confirm = (title: string, content: string, run: () => Promise<unknown>, danger = false) =>
    modal.confirm({
      title,
      content,
      okText: '确定',
      cancelText: MSG.cancel,
      okButtonProps: { danger },
      onOk: () => run().catch(() => undefined),
    });

  return {
    open: setDialog,
    recycle: (ids) =>
      confirm('移入回收站', `确定将所选的 ${ids.length} 条线索移入回收站吗？可在回收站中恢复。`, async () => {
        await toRecycle({ ids });
        message.success('已移入回收站');
        finish('recycled');
      }),
    restore: (ids) =>
      confirm('恢复线索', `确定恢复所选的 ${ids.length} 条线索吗？`, async () => {
        await toRecycle({ ids, restore: true });
        message.success('已恢复');
        finish('restored');
      }),
    remove: (ids) =>
      modal.confirm({
        title: '提示',
        content: `此操作将永久删除所选的 ${ids.length} 条线索, 是否继续?`,
        okText: '确定',
        cancelText: MSG.cancel,
        okButtonProps: { danger: true },
        onOk: () =>
          removeLeads({ ids })
            .then(() => {
              message.success(MSG.deleteSuccess);
              finish('removed');
            })
            .catch(() => undefined),
        onCancel: () => void message.info(MSG.deleteCancelled),
      }),
    claim: (ids) =>
      confirm('领取线索', `确定领取所选的 ${ids.length} 条线索吗？领取后由您跟进。`, async () => {
        const out = await claim.mutateAsync({ clewIds: ids });
        message.success(
          out.dailyLimit === null
            ? `已领取 ${out.claimed} 条线索`
            : `已领取 ${out.claimed} 条线索，今日已领取 ${out.claimedToday}/${out.dailyLimit} 条`,
        );
        finish('claimed');
      }),
    dialogs: (
      <>
        {modalHolder}
        <ClueFormModal
          open={dialog?.kind === 'create' || dialog?.kind === 'edit'}
          clue={dialog?.kind === 'edit' ? dialog.clue : undefined}
          onClose={close}
          onSaved={() => {
            close();
            finish('saved');
          }}
        />
        <ShiftModal
          open={dialog?.kind === 'shift' || dialog?.kind === 'allocate'}
          mode={dialog?.kind === 'allocate' ? 'allocate' : 'shift'}
          ids={dialog && 'ids' in dialog ? dialog.ids : []}
          currentUserId={dialog?.kind === 'shift' ? dialog.currentUserId : undefined}
          onClose={close}
          onDone={() => {
            close();
            finish('saved');
          }}
        />
        <TagModal
          open={dialog?.kind === 'tag'}
          ids={dialog?.kind === 'tag' ? dialog.ids : []}
          initial={dialog?.kind === 'tag' ? dialog.initial : undefined}
          onClose={close}
          onDone={() => {
            close();
            finish('saved');
          }}
        />
        <StatusModal
          open={dialog?.kind === 'status'}
          ids={dialog?.kind === 'status' ? dialog.ids : []}
          onClose={close}
          onDone={() => {
            close();
            finish('saved');
          }}
        />
      </>
    ),
  };
}
