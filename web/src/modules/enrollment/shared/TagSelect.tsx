import { Select, type SelectProps } from 'antd';
import type { TagGroup } from './types';

/** Second-level tags grouped under their first-level group; groups themselves are not pickable. */
export function tagOptions(groups: readonly TagGroup[]): NonNullable<SelectProps['options']> {
  return groups
    .filter((g) => g.children.length > 0)
    .map((g) => ({ label: g.name, title: g.name, options: g.children.map((t) => ({ label: t.name, value: t.id })) }));
}

export function TagSelect(props: SelectProps<number[]> & { groups: readonly TagGroup[] }) {
  const { groups, ...rest } = props;
  return (
    <Select<number[]>
      mode="multiple"
      allowClear
      placeholder="选择标签"
      optionFilterProp="label"
      maxTagCount="responsive"
      options={tagOptions(groups)}
      {...rest}
    />
  );
}
