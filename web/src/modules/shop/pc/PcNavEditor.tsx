import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type DecorPc, PC_NAV_LIMITS } from '@console/contracts';
import { Card, Flex, Form, Input, Typography } from 'antd';
import { Button, Switch } from '../../../widgets/busy';
import { ImageUpload } from '../../../widgets/upload';
import { LinkPicker } from '../links/LinkPicker';
import { type Issues, issueAt, statusAt } from '../parts/issues';
import { moveItem, SortableList } from '../parts/SortableList';

type Nav = DecorPc['nav'][number];

/** 导航栏: the PC site's top entries — name, link, icons, shown — dragged into order, within PC_NAV_LIMITS. */
export function PcNavEditor(p: { value: Nav[]; onChange: (nav: Nav[]) => void; issues: Issues }) {
  const { value, issues } = p;
  const patch = (i: number, change: Partial<Nav>) =>
    p.onChange(value.map((n, j) => (j === i ? { ...n, ...change } : n)));
  const listError = issueAt(issues, 'nav');
  return (
    <Card
      title="导航栏"
      size="small"
      extra={
        <Button
          icon={<PlusOutlined />}
          disabled={value.length >= PC_NAV_LIMITS.max}
          onClick={() => p.onChange([...value, { name: '', link: null, icon: '', activeIcon: '', shown: true }])}
        >
          添加导航
        </Button>
      }
    >
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">
          {`共 ${value.length} 项，${PC_NAV_LIMITS.min}–${PC_NAV_LIMITS.max} 项；拖动把手调整顺序`}
        </Typography.Text>
        {listError ? (
          <Typography.Text type="danger" role="alert">
            {listError}
          </Typography.Text>
        ) : null}
        <SortableList
          items={value}
          testId="pc-nav-items"
          nameOf={(n, i) => n.name || `第 ${i + 1} 项`}
          onMove={(from, to) => p.onChange(moveItem(value, from, to))}
          render={(nav, i, handle) => {
            const n = i + 1;
            return (
              <Card size="small" data-testid={`pc-nav-${n}`}>
                <Form layout="vertical" component="div">
                  <Flex wrap gap={12} align="flex-start">
                    <div style={{ paddingTop: 30 }}>{handle}</div>
                    <Form.Item
                      label="导航名称"
                      htmlFor={`pc-nav-name-${n}`}
                      required
                      style={{ width: 140, marginBottom: 8 }}
                      {...statusAt(issues, 'nav', i, 'name')}
                    >
                      <Input
                        id={`pc-nav-name-${n}`}
                        value={nav.name}
                        onChange={(e) => patch(i, { name: e.target.value })}
                      />
                    </Form.Item>
                    <Form.Item
                      label="链接"
                      required
                      style={{ flex: 1, minWidth: 180, marginBottom: 8 }}
                      {...statusAt(issues, 'nav', i, 'link')}
                    >
                      <LinkPicker
                        value={nav.link}
                        onChange={(link) => patch(i, { link })}
                        aria-label={`第 ${n} 项导航链接`}
                        status={issueAt(issues, 'nav', i, 'link') ? 'error' : undefined}
                      />
                    </Form.Item>
                    <Form.Item label="显示" style={{ marginBottom: 8 }}>
                      <Switch
                        checked={nav.shown}
                        onChange={(shown) => patch(i, { shown })}
                        aria-label={`第 ${n} 项显示`}
                      />
                    </Form.Item>
                    <Button
                      type="text"
                      danger
                      size="small"
                      icon={<DeleteOutlined />}
                      aria-label={`删除第 ${n} 项导航`}
                      disabled={value.length <= PC_NAV_LIMITS.min}
                      onClick={() => p.onChange(value.filter((_, j) => j !== i))}
                      style={{ marginTop: 30 }}
                    />
                  </Flex>
                  <Flex wrap gap={12}>
                    <Form.Item label="图标（可选）" style={{ marginBottom: 0 }} {...statusAt(issues, 'nav', i, 'icon')}>
                      <ImageUpload
                        value={nav.icon}
                        onChange={(icon) => patch(i, { icon })}
                        label="上传图标"
                        width={96}
                        height={64}
                        clearable
                      />
                    </Form.Item>
                    <Form.Item
                      label="选中图标（可选）"
                      style={{ marginBottom: 0 }}
                      {...statusAt(issues, 'nav', i, 'activeIcon')}
                    >
                      <ImageUpload
                        value={nav.activeIcon}
                        onChange={(activeIcon) => patch(i, { activeIcon })}
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
          }}
        />
      </Flex>
    </Card>
  );
}
