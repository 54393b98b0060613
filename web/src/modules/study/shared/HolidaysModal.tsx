import { chinaToday } from '@console/contracts';
import { DatePicker, Flex, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { Modal } from '../../../widgets/busy';
import { succeeded } from './settled';

/** 节假日设置: the days scheduling skips when asked (statutory holidays, the school's own breaks). */
export function HolidaysModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const message = useMessage();
  const utils = trpc.useUtils();
  const setting = trpc.studySetting.get.useQuery(undefined, { enabled: open });
  const save = trpc.studySetting.save.useMutation();
  const [days, setDays] = useState<string[]>([]);
  useEffect(() => {
    if (open && setting.data) setDays(setting.data.holidays);
  }, [open, setting.data]);
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
        if (!(await succeeded(save.mutateAsync({ allowNegative: setting.data.allowNegative, holidays: days })))) return;
        void message.success('节假日已保存');
        await utils.studySetting.invalidate();
        onClose();
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
    </Modal>
  );
}
