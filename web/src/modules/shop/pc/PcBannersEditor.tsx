import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type DecorPc, PC_BANNER_MAX } from '@console/contracts';
import { Card, Flex, Form, Input, Typography } from 'antd';
import { Button, Switch } from '../../../widgets/busy';
import { ImageUpload } from '../../../widgets/upload';
import { LinkPicker } from '../links/LinkPicker';
import { type Issues, issueAt, statusAt } from '../parts/issues';
import { moveItem, SortableList } from '../parts/SortableList';

type Banner = DecorPc['banners'][number];

/** 首页轮播图: up to PC_BANNER_MAX pictures (1200×400), each with a title and a link, in the order dragged. */
export function PcBannersEditor(p: {
  value: Banner[];
  onChange: (banners: Banner[]) => void;
  showBanner: boolean;
  onShowBanner: (on: boolean) => void;
  issues: Issues;
}) {
  const { value, issues } = p;
  const patch = (i: number, change: Partial<Banner>) =>
    p.onChange(value.map((b, j) => (j === i ? { ...b, ...change } : b)));
  const listError = issueAt(issues, 'banners');
  return (
    <Card
      title="首页轮播图"
      size="small"
      extra={
        <Flex gap={12} align="center">
          <Flex gap={6} align="center">
            <Switch checked={p.showBanner} onChange={p.onShowBanner} aria-label="显示轮播图" />
            <Typography.Text>显示轮播图</Typography.Text>
          </Flex>
          <Button
            icon={<PlusOutlined />}
            disabled={value.length >= PC_BANNER_MAX}
            onClick={() => p.onChange([...value, { image: '', title: '', link: null }])}
          >
            添加图片
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">{`最多 ${PC_BANNER_MAX} 张，建议尺寸 1200×400 像素；拖动把手调整顺序`}</Typography.Text>
        {listError ? (
          <Typography.Text type="danger" role="alert">
            {listError}
          </Typography.Text>
        ) : null}
        <SortableList
          items={value}
          testId="pc-banners"
          nameOf={(b, i) => b.title || `第 ${i + 1} 张`}
          onMove={(from, to) => p.onChange(moveItem(value, from, to))}
          render={(banner, i, handle) => {
            const n = i + 1;
            return (
              <Card size="small" data-testid={`pc-banner-${n}`}>
                <Flex wrap gap={12} align="flex-start">
                  {handle}
                  <Form.Item required style={{ marginBottom: 0 }} {...statusAt(issues, 'banners', i, 'image')}>
                    <ImageUpload
                      value={banner.image}
                      onChange={(image) => patch(i, { image })}
                      label={`第 ${n} 张轮播图`}
                      width={180}
                      height={60}
                    />
                  </Form.Item>
                  <Form layout="vertical" component="div" style={{ flex: 1, minWidth: 200 }}>
                    <Form.Item
                      label="图片标题"
                      htmlFor={`pc-banner-title-${n}`}
                      style={{ marginBottom: 8 }}
                      {...statusAt(issues, 'banners', i, 'title')}
                    >
                      <Input
                        id={`pc-banner-title-${n}`}
                        value={banner.title}
                        onChange={(e) => patch(i, { title: e.target.value })}
                      />
                    </Form.Item>
                    <Form.Item label="链接" style={{ marginBottom: 0 }}>
                      <LinkPicker
                        value={banner.link}
                        onChange={(link) => patch(i, { link })}
                        aria-label={`第 ${n} 张轮播图链接`}
                      />
                    </Form.Item>
                  </Form>
                  <Button
                    type="text"
                    danger
                    size="small"
                    icon={<DeleteOutlined />}
                    aria-label={`删除第 ${n} 张轮播图`}
                    onClick={() => p.onChange(value.filter((_, j) => j !== i))}
                  />
                </Flex>
              </Card>
            );
          }}
        />
      </Flex>
    </Card>
  );
}
