import { InputNumber, type InputNumberProps } from 'antd';

/** What a number box may not be told: each of these changes what a person typed without a word. */
type Silent = 'precision' | 'min' | 'max' | 'stringMode' | 'parser' | 'formatter';

export type NumberInputProps = Omit<InputNumberProps<number>, Silent>;

/**
 * The number box of every form. antd's InputNumber rounds to its `precision` and clamps to `min` / `max` as the
 * person leaves the box (1.555 becomes 2 in a count); here it does neither, so the value the form checks is the
 * one typed, and the field's schema refuses it with what is wrong (请输入整数, 最多两位小数, 不能小于 1).
 */
export function NumberInput(props: NumberInputProps) {
  return <InputNumber<number> {...props} />;
}
