import { Popconfirm as AntPopconfirm, type PopconfirmProps as AntPopconfirmProps } from 'antd';
import type { MouseEvent } from 'react';
import { useBusy } from './useBusy';

export type PopconfirmProps = Omit<AntPopconfirmProps, 'onConfirm'> & {
  onConfirm?: (event?: MouseEvent<HTMLElement>) => unknown;
};

/**
 * antd's pop-up confirmation whose OK stays open and busy until the confirmed action has settled: antd keeps
 * it loading while onConfirm's promise runs, and this promise covers the calls the action started.
 */
export function Popconfirm({ onConfirm, ...props }: PopconfirmProps) {
  const { run } = useBusy();
  return <AntPopconfirm {...props} onConfirm={onConfirm ? (event) => run(() => onConfirm(event)) : undefined} />;
}
