import { Modal as AntModal, type ModalProps as AntModalProps } from 'antd';
import type { MouseEvent } from 'react';
import { useBusy } from './useBusy';

export type ModalProps = Omit<AntModalProps, 'onOk'> & {
  /** May return a promise: OK is busy, and ignores clicks, until it and every call it started have settled. */
  onOk?: (event: MouseEvent<HTMLButtonElement>) => unknown;
};

/** antd's dialog whose OK button is busy while its action runs (see Button); its static API is antd's. */
function BusyModal({ onOk, confirmLoading, ...props }: ModalProps) {
  const { busy, run } = useBusy();
  return (
    <AntModal
      {...props}
      confirmLoading={busy || confirmLoading}
      onOk={onOk ? (event) => void run(() => onOk(event)) : undefined}
    />
  );
}

export const Modal = Object.assign(BusyModal, { useModal: AntModal.useModal });
