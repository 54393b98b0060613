import { Switch as AntSwitch, type SwitchProps as AntSwitchProps } from 'antd';
import { useBusy } from './useBusy';

export type SwitchProps = Omit<AntSwitchProps, 'onChange'> & {
  /** May return a promise: the switch is busy until it and every call it started have settled. */
  onChange?: (checked: boolean) => unknown;
};

/** antd's switch, busy while the change it started runs (see Button). A switch in a form item is a plain one. */
export function Switch({ onChange, loading, ...props }: SwitchProps) {
  const { busy, run } = useBusy();
  return (
    <AntSwitch
      {...props}
      loading={busy || loading}
      onChange={onChange ? (checked) => void run(() => onChange(checked)) : undefined}
    />
  );
}
