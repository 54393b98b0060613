import { chinaToday } from '@console/contracts';
import { DatePicker, Flex, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useMessage } from '../../../app/message';
import { type RouterOutputs, trpc } from '../../../app/trpc';
import { Modal } from '../../../widgets/busy';
import { ConflictDialog } from '../../../widgets/conflict/ConflictDialog';
import { useVersionedSave } from '../../../widgets/conflict/useVersionedSave';

type Setting = RouterOutputs['studySetting']['get'];

/** 节假日设置: the days scheduling skips when asked (statutory holidays, the school's own breaks). */
export function HolidaysModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const message = useMessage();
  const utils = trpc.useUtils();
  const setting = trpc.studySetting.get.useQuery(undefined, { enabled: open });
  const save = trpc.studySetting.save.useMutation({ meta: { conflictShown: true } });
  const [days, setDays] = useState<string[]>([]);
  /** The settings this save builds on: 欠课 is not edited here and goes as it was read (the latest, on 覆盖保存). */
  const base = useRef<Setting | undefined>(undefined);
  // Saved on the version the settings were read at: days (or 欠课) saved meanwhile elsewhere are not overwritten
  // silently; the conflict dialog says so, with the days picked here still in the dialog.
  const versioned = useVersionedSave<Setting, { holidays: string[] }>({
    save: ({ holidays, version }) =>
      save.mutateAsync({ allowNegative: base.current?.allowNegative ?? false, holidays, version }),
    latest: async () => {
      base.current = await utils.client.studySetting.get.query();
      return base.current;
    },
    labels: { holidays: '节假日' },
    valuesOf: (latest) => ({ holidays: [...latest.holidays].sort() }),
    onLoadLatest: (latest) => setDays([...latest.holidays].sort()),
    onSaved: async () => {
      void message.success('节假日已保存');
      await utils.studySetting.invalidate();
      onClose();
    },
  });
  const { load } = versioned;
  useEffect(() => {
    if (!open || !setting.data) return;
    setDays(setting.data.holidays);
    base.current = setting.data;
    load(setting.data);
  }, [open, setting.data, load]);
  const upcoming = days.filter((d) => d >= chinaToday().slice(0, 4)).sort();
  const years = [...new Set(upcoming.map((d) => d.slice(0, 4)))];

  return (
    <Modal
      open={open}
      title="节假日设置"
      okText="保存"
      confirmLoading={save.isPending}
      onCancel={onClose}
      onOk={async () => {
        if (!setting.data) return;
        // Another refusal has been told by the error policy; the dialog stays open with the days picked.
        await versioned.submit({ holidays: [...days].sort() }).catch(() => undefined);
      }}
    >
      <Typography.Paragraph type="secondary">排课时勾选「跳过节假日」会跳过这些日期。</Typography.Paragraph>
      <DatePicker
        placeholder="添加日期"
        aria-label="添加节假日"
        value={null}
        onChange={(d: Dayjs | null) => d && setDays((prev) => [...new Set([...prev, d.format('YYYY-MM-DD')])].sort())}
        style={{ marginBottom: 12 }}
      />
      {years.map((y) => (
        <div key={y} style={{ marginBottom: 8 }}>
          <Typography.Text strong>{y} 年</Typography.Text>
          <Flex wrap gap={4} style={{ marginTop: 4 }}>
            {upcoming
              .filter((d) => d.startsWith(y))
              .map((d) => (
                <Tag key={d} closable onClose={() => setDays((prev) => prev.filter((x) => x !== d))}>
                  {dayjs(d).format('M月D日')}
                </Tag>
              ))}
          </Flex>
        </div>
      ))}
      <ConflictDialog what="教务设置" {...versioned.dialog} />
    </Modal>
  );
}
