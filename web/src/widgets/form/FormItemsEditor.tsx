import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { FORM_ITEM_TYPES, type FormItem } from '@console/contracts';
import { Flex, Input, Select, Space, Typography, theme } from 'antd';
import { Button, Switch } from '../busy';

const CHOICE = new Set(['radio', 'checkbox']);

/** The questions of an official-site form: label, type, required, and options for choice questions. */
export function FormItemsEditor({
  value,
  onChange,
  id,
}: {
  value?: FormItem[];
  onChange?: (v: FormItem[]) => void;
  id?: string;
}) {
  const { token } = theme.useToken();
  const items = value ?? [];
  const set = (next: FormItem[]) => onChange?.(next);
  const patch = (i: number, change: Partial<FormItem>) =>
    set(items.map((it, j) => (j === i ? { ...it, ...change } : it)));
  const move = (i: number, to: number) => {
    if (to < 0 || to >= items.length) return;
    const next = [...items];
    const [it] = next.splice(i, 1);
    next.splice(to, 0, it as FormItem);
    set(next);
  };
  return (
    <Flex vertical gap={8} id={id}>
      {items.map((it, i) => (
        <Flex
          // biome-ignore lint/suspicious/noArrayIndexKey: questions have no ids; order is their identity while editing
          key={i}
          wrap
          gap={8}
          align="center"
          style={{ padding: 10, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG }}
        >
          <Typography.Text type="secondary">{i + 1}.</Typography.Text>
          <Input
            value={it.label}
            maxLength={20}
            placeholder="题目名称"
            aria-label={`题目名称 ${i + 1}`}
            onChange={(e) => patch(i, { label: e.target.value })}
            style={{ width: 180 }}
          />
          <Select
            value={it.type}
            options={FORM_ITEM_TYPES.map((t) => ({ value: t.value, label: t.label }))}
            onChange={(type) => patch(i, { type, options: CHOICE.has(type) ? it.options : [] })}
            style={{ width: 120 }}
            aria-label={`题目类型 ${i + 1}`}
          />
          <Space size={4}>
            <Switch
              size="small"
              checked={it.required}
              onChange={(required) => patch(i, { required })}
              aria-label={`必填 ${i + 1}`}
            />
            <Typography.Text type="secondary">必填</Typography.Text>
          </Space>
          {CHOICE.has(it.type) ? (
            <Select
              mode="tags"
              value={it.options}
              onChange={(options: string[]) => patch(i, { options: options.map((o) => o.slice(0, 20)) })}
              placeholder="输入选项后回车"
              style={{ minWidth: 220, flex: 1 }}
              aria-label={`选项 ${i + 1}`}
              open={false}
            />
          ) : null}
          <Space size={0} style={{ marginLeft: 'auto' }}>
            <Button
              type="text"
              icon={<ArrowUpOutlined />}
              aria-label="上移"
              disabled={i === 0}
              onClick={() => move(i, i - 1)}
            />
            <Button
              type="text"
              icon={<ArrowDownOutlined />}
              aria-label="下移"
              disabled={i === items.length - 1}
              onClick={() => move(i, i + 1)}
            />
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label="删除题目"
              onClick={() => set(items.filter((_, j) => j !== i))}
            />
          </Space>
        </Flex>
      ))}
      <Button
        type="dashed"
        icon={<PlusOutlined />}
        onClick={() => set([...items, { label: '', type: 'text', required: false, options: [] }])}
        disabled={items.length >= 30}
      >
        添加题目
      </Button>
    </Flex>
  );
}
