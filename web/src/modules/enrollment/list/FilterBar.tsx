import { SearchOutlined } from '@ant-design/icons';
import { Cascader, DatePicker, Flex, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { Button } from '../../../widgets/busy';
import { STATUS_OPTIONS, useClueOptions } from '../shared/options';
import type { ClueFilters } from '../shared/types';

const FIELD_WIDTH = { width: 150 } as const;

/** The tag filter's path: a group alone matches any of its tags. */
function tagPath(tagId: number | undefined, groups: ReturnType<typeof useClueOptions>['tagGroups']): number[] {
  if (tagId === undefined) return [];
  for (const g of groups) {
    if (g.id === tagId) return [g.id];
    if (g.children.some((t) => t.id === tagId)) return [g.id, tagId];
  }
  return [];
}

/**
 * The list filters: keyword on name or phone, status, source, tag (a group or one tag), follow-up user and the
 * creation date range. Applying them replaces the address bar's filters and goes back to page 1.
 */
export function FilterBar(props: { filters: ClueFilters; followFilter: boolean; onApply: (f: ClueFilters) => void }) {
  const { filters, followFilter, onApply } = props;
  const { sources, followUsers, tagGroups } = useClueOptions();
  const [draft, setDraft] = useState<ClueFilters>(filters);
  useEffect(() => setDraft(filters), [filters]);

  const set = (patch: Partial<ClueFilters>) => setDraft((d) => ({ ...d, ...patch }));
  const apply = (next: ClueFilters = draft) => onApply(next);
  const range: [Dayjs, Dayjs] | null =
    draft.startDate && draft.endDate ? [dayjs(draft.startDate), dayjs(draft.endDate)] : null;

  return (
    <Flex wrap gap={8} align="center" role="search">
      <Input
        allowClear
        style={{ width: 200 }}
        prefix={<SearchOutlined />}
        placeholder="姓名 / 手机号"
        aria-label="搜索姓名或手机号"
        value={draft.keyword ?? ''}
        onChange={(e) => set({ keyword: e.target.value || undefined })}
        onPressEnter={() => apply()}
        maxLength={50}
      />
      <Select
        allowClear
        style={FIELD_WIDTH}
        placeholder="状态"
        aria-label="状态"
        value={draft.status}
        options={STATUS_OPTIONS}
        onChange={(status) => set({ status })}
      />
      <Select
        allowClear
        style={FIELD_WIDTH}
        placeholder="来源"
        aria-label="来源"
        value={draft.source}
        options={sources.map((s) => ({ value: s.id, label: s.name }))}
        onChange={(source) => set({ source })}
      />
      <Cascader
        allowClear
        changeOnSelect
        style={FIELD_WIDTH}
        placeholder="标签"
        aria-label="标签"
        value={tagPath(draft.tagId, tagGroups)}
        options={tagGroups.map((g) => ({
          value: g.id,
          label: g.name,
          children: g.children.map((t) => ({ value: t.id, label: t.name })),
        }))}
        onChange={(path) => set({ tagId: path?.length ? Number(path[path.length - 1]) : undefined })}
      />
      {followFilter ? (
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          style={FIELD_WIDTH}
          placeholder="跟进人"
          aria-label="跟进人"
          value={draft.followUserId}
          options={followUsers.map((u) => ({ value: u.id, label: u.name }))}
          onChange={(followUserId) => set({ followUserId })}
        />
      ) : null}
      <DatePicker.RangePicker
        style={{ width: 240 }}
        placeholder={['创建开始', '创建结束']}
        value={range}
        onChange={(v) =>
          set({
            startDate: v?.[0]?.format('YYYY-MM-DD') ?? undefined,
            endDate: v?.[1]?.format('YYYY-MM-DD') ?? undefined,
          })
        }
      />
      <Button type="primary" onClick={() => apply()}>
        查询
      </Button>
      <Button
        onClick={() => {
          setDraft({});
          apply({});
        }}
      >
        重置
      </Button>
    </Flex>
  );
}
