import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  AudioOutlined,
  CloudUploadOutlined,
  HolderOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { SECTION_MEDIA, vodSection } from '@console/contracts';
import { Card, Flex, Grid, Space, Tag, Tooltip, Typography, theme } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useMessage } from '../../../app/message';
import { type RouterOutputs, trpc } from '../../../app/trpc';
import { ListPagination, ListTable, refused, SearchBar, useAction, useResourceList } from '../../../engine';
import { Button, Switch } from '../../../widgets/busy';
import { LinkButton } from '../../../widgets/LinkButton';
import { LoadError } from '../../../widgets/load-error/LoadError';
import { CourseHeader } from '../CourseHeader';
import { formatDuration } from '../duration';
import { batchPath, createSectionPath, editSectionPath } from '../paths';
import { moveItem } from '../reorder';

type Section = RouterOutputs['vodSection']['list']['list'][number];

/**
 * 章节列表 (spec §2 /vod/course/section/:id): a course's sections in play order. Rows are dragged (or moved
 * with the arrows) into a new order, saved as 1..n; the free-preview and shelf switches act at once.
 */
export function SectionList() {
  const params = useParams();
  const courseId = Number(params.id);
  const navigate = useNavigate();
  const message = useMessage();
  const screens = Grid.useBreakpoint();
  const { token } = theme.useToken();
  const course = trpc.vodCourse.get.useQuery({ id: courseId });
  const { query, setQuery, list, rows, total, confirmDelete, confirmHolder, invalidate } = useResourceList(vodSection, {
    fixed: { courseId },
  });
  const utils = trpc.useUtils();
  const action = useAction(vodSection);
  const [order, setOrder] = useState<Section[]>([]);
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  useEffect(() => setOrder(rows), [rows]);

  if (course.error)
    return (
      <LoadError
        error={course.error}
        onRetry={course.refetch}
        retrying={course.isFetching}
        what="课程"
        back={{ to: '/vod/index', label: '返回课程列表' }}
      />
    );

  const refresh = async () => {
    await invalidate();
    await utils.vodCourse.get.invalidate({ id: courseId });
  };
  const reorder = async (next: Section[]) => {
    const before = order;
    setOrder(next);
    try {
      await action.mutateAsync({ key: 'reorder', input: { courseId, ids: next.map((s) => s.id) } });
      void message.success('排序已保存');
    } catch {
      setOrder(before);
    }
    await refresh();
  };
  const toggle = async (key: 'setFree' | 'setShow', row: Section, on: boolean, label: string) => {
    // A refusal is shown by the error policy; the switch stays as it was (the list read again on a conflict).
    const input = { ids: [row.id], value: on ? '1' : '0', version: row.version };
    const done = await action.mutateAsync({ key, input }).then(() => true, refused(refresh));
    if (!done) return;
    void message.success(on ? `已开启${label}` : `已关闭${label}`);
    await refresh();
  };
  const busy = (key: string, id: number) =>
    action.isPending &&
    action.variables?.key === key &&
    ((action.variables.input as { ids?: number[] }).ids?.includes(id) ?? false);

  const columns: ColumnsType<Section> = [
    {
      key: 'order',
      title: '排序',
      width: 112,
      render: (_: unknown, r, i) => (
        <Flex align="center" gap={2}>
          <HolderOutlined style={{ cursor: 'grab', color: token.colorTextTertiary }} aria-label="拖动排序" />
          <Typography.Text style={{ width: 28, textAlign: 'center' }}>{r.sort ?? i + 1}</Typography.Text>
          <Tooltip title="上移">
            <Button
              size="small"
              type="text"
              icon={<ArrowUpOutlined />}
              aria-label={`上移 ${r.title}`}
              disabled={i === 0 || action.isPending}
              onClick={() => void reorder(moveItem(order, i, i - 1))}
            />
          </Tooltip>
          <Tooltip title="下移">
            <Button
              size="small"
              type="text"
              icon={<ArrowDownOutlined />}
              aria-label={`下移 ${r.title}`}
              disabled={i === order.length - 1 || action.isPending}
              onClick={() => void reorder(moveItem(order, i, i + 1))}
            />
          </Tooltip>
        </Flex>
      ),
    },
    {
      key: 'title',
      title: '章节名称',
      render: (_: unknown, r) => (
        <Typography.Text ellipsis={{ tooltip: r.title }} style={{ maxWidth: 280 }}>
          {r.title}
        </Typography.Text>
      ),
    },
    {
      key: 'mediaType',
      title: '类型',
      width: 90,
      render: (_: unknown, r) =>
        r.mediaType === SECTION_MEDIA.audio ? (
          <Tag icon={<AudioOutlined />} color="purple">
            音频
          </Tag>
        ) : (
          <Tag icon={<VideoCameraOutlined />} color="blue">
            视频
          </Tag>
        ),
    },
    { key: 'duration', title: '时长', width: 90, render: (_: unknown, r) => formatDuration(r.duration) },
    {
      key: 'isFree',
      title: '免费试看',
      width: 100,
      render: (_: unknown, r) => (
        <Switch
          size="small"
          checked={r.isFree === '1'}
          loading={busy('setFree', r.id)}
          aria-label={`免费试看 ${r.title}`}
          onChange={(on) => void toggle('setFree', r, on, '免费试看')}
        />
      ),
    },
    {
      key: 'isShow',
      title: '上架',
      width: 80,
      render: (_: unknown, r) => (
        <Switch
          size="small"
          checked={r.isShow === '1'}
          loading={busy('setShow', r.id)}
          aria-label={`上架 ${r.title}`}
          onChange={(on) => void toggle('setShow', r, on, '上架')}
        />
      ),
    },
    { key: 'playCount', dataIndex: 'playCount', title: '播放次数', width: 100, align: 'right' },
    { key: 'updateDate', dataIndex: 'updateDate', title: '更新时间', width: 170 },
    {
      key: 'actions',
      title: '操作',
      width: 130,
      fixed: screens.md ? 'right' : undefined,
      render: (_: unknown, r) => (
        <Space size={0}>
          <LinkButton type="link" size="small" to={editSectionPath(r.id, r.mediaType)}>
            编辑
          </LinkButton>
          <Button type="link" size="small" danger onClick={() => void confirmDelete([r.id]).then(refresh)}>
            删除
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card title="章节列表">
      {confirmHolder}
      <CourseHeader
        course={course.data}
        extra={
          <>
            <Button
              type="primary"
              icon={<VideoCameraOutlined />}
              onClick={() => navigate(createSectionPath(courseId, SECTION_MEDIA.video))}
            >
              新增视频
            </Button>
            <Button icon={<AudioOutlined />} onClick={() => navigate(createSectionPath(courseId, SECTION_MEDIA.audio))}>
              新增音频
            </Button>
            <Button icon={<CloudUploadOutlined />} onClick={() => navigate(batchPath(courseId))}>
              批量上传
            </Button>
          </>
        }
      />
      <SearchBar resource={vodSection} value={query} onSearch={(filters) => setQuery({ ...filters, page: 1 })} />
      <Flex align="center" gap={12} wrap style={{ marginBottom: 12 }}>
        <Button
          danger
          disabled={selected.length === 0}
          onClick={async () => {
            if (await confirmDelete(selected)) {
              setSelected([]);
              await refresh();
            }
          }}
        >
          批量删除
        </Button>
        <Typography.Text type="secondary">
          {selected.length > 0 ? `已选 ${selected.length} 项` : '拖动行或点箭头调整播放顺序'}
        </Typography.Text>
      </Flex>
      <ListTable<Section>
        rowKey="id"
        columns={columns}
        dataSource={order}
        query={list}
        what="章节"
        pagination={false}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
        onRow={(_, index) => ({
          draggable: true,
          style: over === index && dragging !== index ? { outline: `2px dashed ${token.colorPrimary}` } : undefined,
          onDragStart: (e: React.DragEvent) => {
            e.dataTransfer.effectAllowed = 'move';
            setDragging(index ?? null);
          },
          onDragOver: (e: React.DragEvent) => {
            e.preventDefault();
            setOver(index ?? null);
          },
          onDragEnd: () => {
            setDragging(null);
            setOver(null);
          },
          onDrop: (e: React.DragEvent) => {
            e.preventDefault();
            const from = dragging;
            setDragging(null);
            setOver(null);
            if (from === null || index === undefined || from === index) return;
            void reorder(moveItem(order, from, index));
          },
        })}
      />
      <ListPagination
        page={query.page}
        size={query.size}
        total={list.data ? total : undefined}
        onChange={(page, size) => {
          setSelected([]);
          setQuery({ page, size });
        }}
      />
    </Card>
  );
}
