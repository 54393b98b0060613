import { Input } from 'antd';

/** An amount typed in yuan (the form checks it with the contract's `yuanText`); the call carries fen. */
export function MoneyInput(p: {
  id?: string;
  value?: string;
  onChange?: (v: string) => void;
  placeholder?: string;
  disabled?: boolean;
  'aria-label'?: string;
}) {
  return (
    <Input
      id={p.id}
      value={p.value}
      onChange={(e) => p.onChange?.(e.target.value)}
      prefix="¥"
      suffix="元"
      inputMode="decimal"
      placeholder={p.placeholder ?? '0.00'}
      disabled={p.disabled}
      aria-label={p['aria-label']}
      style={{ width: 200 }}
    />
  );
}
