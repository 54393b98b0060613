import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { DECOR_ICONS, type DecorTabBar, decorTabBarPublishSchema, TAB_BAR_LIMITS } from '@console/contracts';
import { Card, ColorPicker, Flex, Form, Input, Select, Typography } from 'antd';
import { Button } from '../../../widgets/busy';
import { ImageUpload } from '../../../widgets/upload';
import { LinkPicker } from '../links/LinkPicker';
import { ICON_OPTIONS } from '../parts/DecorIconView';
import { type Issues, issueAt, issuesOf, NO_ISSUES, statusAt } from '../parts/issues';
import { moveItem, SortableList } from '../parts/SortableList';
import { TabBarPreview } from './TabBarPreview';

type Tab = DecorTabBar['items'][number];

/** A new tab: a name to change, the next unused icon, no link yet. */
export function newTab(bar: DecorTabBar): Tab {
  const used = new Set(bar.items.map((i) => i.icon));
  const icon = DECOR_ICONS.find((i) => !used.has(i.value))?.value ?? 'home';
  return { text: '', link: null, icon, iconImage: '', activeIconImage: '' };
}

/** What a tab bar lacks before it can be saved, by where it is (the contract's own messages). */
export const tabBarIssues = (bar: DecorTabBar): Issues => issuesOf(decorTabBarPublishSchema, bar);

export interface TabBarEditorProps {
  value: DecorTabBar;
  onChange: (bar: DecorTabBar) => void;
  /** Mark the problems at their fields (after a save was refused); the editor says nothing before. */
  showErrors?: boolean;
  disabled?: boolean;
}

const COLOURS: Array<{ key: 'color' | 'activeColor' | 'bgColor'; label: string }> = [
  { key: 'color', label: '文字颜色' },
  { key: 'activeColor', label: '选中颜色' },
  { key: 'bgColor', label: '背景颜色' },
];

/**
 * 底部导航: 2–5 tabs, each with its text, link, icon (built in, or a pair of uploaded pictures) — dragged into
 * order — and the bar's colours, with the bar drawn above as customers see it. A controlled value (value,
 * onChange) for the menu's drawer and the page designer alike.
 */
export function TabBarEditor({ value, onChange, showErrors, disabled }: TabBarEditorProps) {
  const issues = showErrors ? tabBarIssues(value) : NO_ISSUES;
  const setItems = (items: Tab[]) => onChange({ ...value, items });
  const patch = (i: number, change: Partial<Tab>) =>
    setItems(value.items.map((t, j) => (j === i ? { ...t, ...change } : t)));
  const listError = issueAt(issues, 'items');
  return (
    <Flex vertical gap={16}>
      <Flex justify="center" style={{ padding: 12, background: 'rgba(0,0,0,0.04)', borderRadius: 8 }}>
        <TabBarPreview value={value} width={375} />
      </Flex>
      <Form layout="vertical" component="div" disabled={disabled}>
        <Flex wrap gap={16}>
          {COLOURS.map((c) => (
            <Form.Item key={c.key} label={c.label} style={{ marginBottom: 0 }} {...statusAt(issues, c.key)}>
              <ColorPicker
                value={value[c.key]}
                disabledAlpha
                showText
                aria-label={c.label}
                onChangeComplete={(colour) => onChange({ ...value, [c.key]: colour.toHexString() })}
              />
            </Form.Item>
          ))}
        </Flex>
      </Form>
      <Flex justify="space-between" align="center">
        <Typography.Text type="secondary">
          {`共 ${value.items.length} 项，${TAB_BAR_LIMITS.min}–${TAB_BAR_LIMITS.max} 项；拖动把手调整顺序`}
        </Typography.Text>
        <Button
          icon={<PlusOutlined />}
          disabled={disabled || value.items.length >= TAB_BAR_LIMITS.max}
          onClick={() => setItems([...value.items, newTab(value)])}
        >
          添加导航
        </Button>
      </Flex>
      {listError ? (
        <Typography.Text type="danger" role="alert">
          {listError}
        </Typography.Text>
      ) : null}
      <SortableList
        items={value.items}
        testId="tab-bar-items"
        disabled={disabled}
        nameOf={(t, i) => t.text || `第 ${i + 1} 项`}
        onMove={(from, to) => setItems(moveItem(value.items, from, to))}
        render={(tab, i, handle) => (
          <TabCard
            tab={tab}
            index={i}
            handle={handle}
            issues={issues}
            disabled={disabled}
            onPatch={(change) => patch(i, change)}
            onRemove={() => setItems(value.items.filter((_, j) => j !== i))}
          />
        )}
      />
    </Flex>
  );
}

function TabCard(p: {
  tab: Tab;
  index: number;
  handle: React.ReactNode;
  issues: Issues;
  disabled?: boolean;
  onPatch: (change: Partial<Tab>) => void;
  onRemove: () => void;
}) {
  const { tab, index: i, issues } = p;
  const n = i + 1;
  return (
    <Card size="small" data-testid={`tab-${n}`}>
      <Form layout="vertical" component="div" disabled={p.disabled}>
        <Flex align="center" gap={8} style={{ marginBottom: 8 }}>
          {p.handle}
          <Typography.Text strong>第 {n} 项</Typography.Text>
          <Button
            type="text"
            danger
            size="small"
            icon={<DeleteOutlined />}
            aria-label={`删除第 ${n} 项`}
            onClick={p.onRemove}
            style={{ marginLeft: 'auto' }}
          />
        </Flex>
        <Flex wrap gap={12}>
          <Form.Item
            label="导航文字"
            htmlFor={`tab-text-${n}`}
            required
            style={{ width: 140, marginBottom: 8 }}
            {...statusAt(issues, 'items', i, 'text')}
          >
            <Input id={`tab-text-${n}`} value={tab.text} onChange={(e) => p.onPatch({ text: e.target.value })} />
          </Form.Item>
          <Form.Item
            label="链接"
            required
            style={{ flex: 1, minWidth: 180, marginBottom: 8 }}
            {...statusAt(issues, 'items', i, 'link')}
          >
            <LinkPicker
              value={tab.link}
              onChange={(link) => p.onPatch({ link })}
              aria-label={`第 ${n} 项链接`}
              status={issueAt(issues, 'items', i, 'link') ? 'error' : undefined}
            />
          </Form.Item>
          <Form.Item label="图标" htmlFor={`tab-icon-${n}`} style={{ width: 140, marginBottom: 8 }}>
            <Select
              id={`tab-icon-${n}`}
              value={tab.icon}
              options={ICON_OPTIONS}
              optionLabelProp="title"
              onChange={(icon) => p.onPatch({ icon })}
              aria-label={`第 ${n} 项图标`}
            />
          </Form.Item>
        </Flex>
        <Flex wrap gap={12}>
          <Form.Item
            label="图标图片（可选）"
            style={{ marginBottom: 0 }}
            {...statusAt(issues, 'items', i, 'iconImage')}
          >
            <ImageUpload
              value={tab.iconImage}
              onChange={(iconImage) => p.onPatch({ iconImage })}
              label="上传图标"
              width={96}
              height={64}
              clearable
            />
          </Form.Item>
          <Form.Item
            label="选中图标图片（可选）"
            style={{ marginBottom: 0 }}
            {...statusAt(issues, 'items', i, 'activeIconImage')}
          >
            <ImageUpload
              value={tab.activeIconImage}
              onChange={(activeIconImage) => p.onPatch({ activeIconImage })}
              label="上传选中图标"
              width={96}
              height={64}
              clearable
            />
          </Form.Item>
        </Flex>
      </Form>
    </Card>
  );
}
