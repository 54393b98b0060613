import { circleKnowledge, KNOWLEDGE_TYPES } from '@console/contracts';
import { Flex, Image, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { ResourceList, ToggleCell } from '../../../engine';
import { Button } from '../../../widgets/busy';
import { KNOWLEDGE_BASE, knowledgeCreatePath, knowledgeDataPath } from './paths';

const TYPE_COLORS: Record<number, string> = { 1: 'blue', 2: 'purple', 3: 'cyan' };

/** 知识: the circle's articles, videos and audio lessons in their order, with their figures and data pages. */
export function KnowledgeTab({ circleId }: { circleId: number }) {
  return (
    <ResourceList
      resource={circleKnowledge}
      fixed={{ circleId }}
      base={KNOWLEDGE_BASE}
      createTo={knowledgeCreatePath(circleId)}
      title="知识"
      columns={{
        cover: false,
        title: {
          render: (_: unknown, r) => (
            <Flex gap={12} align="center" style={{ minWidth: 220 }}>
              <Image
                src={r.cover || undefined}
                width={64}
                height={40}
                style={{ objectFit: 'cover', borderRadius: 4 }}
                alt=""
                preview={false}
              />
              <Typography.Text strong>{r.title}</Typography.Text>
            </Flex>
          ),
        },
        type: {
          render: (_: unknown, r) => (
            <Tag color={TYPE_COLORS[r.type]}>{KNOWLEDGE_TYPES.find((t) => t.value === r.type)?.label}</Tag>
          ),
        },
        isShow: {
          render: (_: unknown, r) => (
            <ToggleCell
              resource={circleKnowledge}
              action="setShow"
              id={r.id}
              version={r.version}
              checked={r.isShow === '1'}
              label="上架"
              messages={{ on: '已上架', off: '已下架' }}
            />
          ),
        },
      }}
      rowActions={(r) => (
        <Link to={knowledgeDataPath(r.id)}>
          <Button type="link" size="small">
            数据
          </Button>
        </Link>
      )}
    />
  );
}
