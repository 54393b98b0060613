import { MSG } from '@console/contracts';
import type { ReactElement, ReactNode } from 'react';
import { Modal } from './busy';

export interface ConfirmOptions {
  content: ReactNode;
  title?: ReactNode;
  okText?: string;
  cancelText?: string;
  danger?: boolean;
  /**
   * Runs on OK; the dialog stays open, loading, until it settles. When it fails (the error policy has told
   * why), the dialog stays open for another try or a cancel.
   */
  onOk?: () => Promise<void> | void;
}

/**
 * A confirm dialog as a promise (true for OK). The dialog renders through the component's own holder, so it
 * takes the console's theme and locale wherever the component is used. It is awaited, which tells antd that
 * a failed `onOk` is handled here rather than an unhandled rejection.
 */
export function useConfirm(): [(o: ConfirmOptions) => Promise<boolean>, ReactElement] {
  const [modal, holder] = Modal.useModal();
  const confirm = async (o: ConfirmOptions) =>
    await modal.confirm({
      title: o.title ?? MSG.upgradeTitle,
      content: o.content,
      okText: o.okText ?? '确定',
      cancelText: o.cancelText ?? MSG.cancel,
      okType: o.danger ? 'danger' : 'primary',
      onOk: o.onOk ? async () => await o.onOk?.() : undefined,
    });
  return [confirm, holder];
}
