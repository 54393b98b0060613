import { Select } from 'antd';
import { trpc } from '../../app/trpc';
import { pickerLoad } from '../load-error/LoadError';
import { useCategoryCheck } from './useCategoryCheck';

export interface CategorySelectProps {
  contentType: string;
  value?: number | null;
  onChange?: (id: number | undefined) => void;
  placeholder?: string;
  allowClear?: boolean;
  /** Ask to add categories first when there are none (form pages). */
  check?: boolean;
  /** Where 去添加 goes, when the categories are not managed in the official site's settings. */
  managePath?: string;
  style?: React.CSSProperties;
  'aria-label'?: string;
  /** Given by Form.Item, so that the field's label names the select. */
  id?: string;
}

/** The categories of one content type, for forms and list filters. */
export function CategorySelect(p: CategorySelectProps) {
  const query = trpc.category.list.useQuery({ contentType: p.contentType }, { select: (d) => d.list });
  const holder = useCategoryCheck(p.check ? p.contentType : undefined, query.data, p.managePath);
  return (
    <>
      {holder}
      <Select
        value={p.value ?? undefined}
        onChange={(v: number | undefined) => p.onChange?.(v)}
        loading={query.isLoading}
        {...pickerLoad(query, '分类', '暂无分类')}
        allowClear={p.allowClear}
        placeholder={p.placeholder ?? '请选择分类'}
        options={(query.data ?? []).map((c) => ({
          value: Number(c.id),
          label: c.isShow === '0' ? `${c.name}（隐藏）` : c.name,
        }))}
        style={p.style}
        aria-label={p['aria-label']}
        id={p.id}
      />
    </>
  );
}

/** Category names by id, for list cells. */
export function useCategoryNames(contentType: string | undefined): Map<number, string> {
  const query = trpc.category.list.useQuery(
    { contentType: contentType ?? '' },
    { enabled: Boolean(contentType), select: (d) => d.list },
  );
  return new Map((query.data ?? []).map((c) => [Number(c.id), c.name]));
}
