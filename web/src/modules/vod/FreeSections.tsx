import { Select, Typography } from 'antd';
import { trpc } from '../../app/trpc';
import { pickerLoad } from '../../widgets/load-error/LoadError';

export interface FreeSectionsProps {
  /** The course being edited; a new course has no sections yet. */
  courseId?: number;
  value?: number[];
  onChange?: (ids: number[]) => void;
  id?: string;
}

/** 免费试看: which of a paid course's sections a visitor may play before buying (the sections' own flag). */
export function FreeSections(p: FreeSectionsProps) {
  const sections = trpc.vodSection.list.useQuery(
    { courseId: p.courseId ?? 0, page: 1, size: 50 },
    { enabled: p.courseId !== undefined },
  );
  if (p.courseId === undefined)
    return (
      <Typography.Text type="secondary" id={p.id}>
        保存课程并添加章节后，可在这里选择免费试看的章节
      </Typography.Text>
    );
  return (
    <Select
      id={p.id}
      mode="multiple"
      allowClear
      value={p.value ?? []}
      onChange={(ids: number[]) => p.onChange?.(ids)}
      loading={sections.isLoading}
      {...pickerLoad(sections, '章节', '课程还没有章节')}
      options={(sections.data?.list ?? []).map((s) => ({ value: s.id, label: s.title }))}
      placeholder={sections.data?.total === 0 ? '课程还没有章节' : '选择可免费试看的章节'}
      style={{ maxWidth: 520 }}
      aria-label="免费试看"
    />
  );
}
