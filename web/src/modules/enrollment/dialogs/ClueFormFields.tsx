import { CLUE_LIMITS, CLUE_SEX_LABELS, isPhone, MSG } from '@console/contracts';
import { Form, Input, Radio, Select } from 'antd';
import { useClueOptions } from '../shared/options';
import { TagSelect } from '../shared/TagSelect';

/** The lead form's field names, as the add and update calls name them (for marking bad-input errors). */
export const CLUE_FORM_FIELDS = [
  'name',
  'phone',
  'sex',
  'source',
  'intention',
  'remark',
  'followUserId',
  'tagIds',
] as const;

/** The fields' labels, for the conflict dialog's list of what differs from the latest lead. */
export const CLUE_FIELD_LABELS: Readonly<Record<(typeof CLUE_FORM_FIELDS)[number], string>> = {
  name: '姓名',
  phone: '手机号',
  sex: '性别',
  source: '线索来源',
  followUserId: '跟进人',
  tagIds: '标签',
  intention: '意向课程',
  remark: '备注',
};

const SEX_OPTIONS = ([0, 1, 2] as const).map((value) => ({ value, label: CLUE_SEX_LABELS[value] }));

/**
 * The fields of a lead, shared by the create dialog, the edit page and manual import. The phone rule is the
 * spec's (section 5), with its message.
 */
export function ClueFormFields({ followHint }: { followHint?: string }) {
  const { sources, followUsers, tagGroups } = useClueOptions();
  return (
    <>
      <Form.Item name="name" label="姓名" rules={[{ required: true, whitespace: true, message: '请输入姓名' }]}>
        <Input maxLength={CLUE_LIMITS.name} showCount placeholder="学员或家长姓名" />
      </Form.Item>
      <Form.Item
        name="phone"
        label="手机号"
        rules={[
          { required: true, whitespace: true, message: '请输入手机号' },
          {
            validator: (_, value: string | undefined) =>
              !value?.trim() || isPhone(value.trim())
                ? Promise.resolve()
                : Promise.reject(new Error(MSG.applyPhoneInvalid)),
          },
        ]}
      >
        <Input placeholder="手机号或座机（如 010-12345678）" inputMode="tel" />
      </Form.Item>
      <Form.Item name="sex" label="性别" initialValue={0}>
        <Radio.Group options={SEX_OPTIONS} />
      </Form.Item>
      <Form.Item name="source" label="线索来源" rules={[{ required: true, message: '请选择线索来源' }]}>
        <Select placeholder="选择来源" options={sources.map((s) => ({ value: s.id, label: s.name }))} />
      </Form.Item>
      <Form.Item name="followUserId" label="跟进人" extra={followHint}>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder="不选则分配给默认跟进人"
          options={followUsers.map((u) => ({ value: u.id, label: u.name }))}
        />
      </Form.Item>
      <Form.Item name="tagIds" label="标签">
        <TagSelect groups={tagGroups} />
      </Form.Item>
      <Form.Item name="intention" label="意向课程">
        <Input maxLength={CLUE_LIMITS.intention} placeholder="如：少儿编程体验课" />
      </Form.Item>
      <Form.Item name="remark" label="备注">
        <Input.TextArea maxLength={CLUE_LIMITS.remark} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
    </>
  );
}
