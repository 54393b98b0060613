import { formatYuan, studyCourse, studyRoom } from '@console/contracts';
import { Card, Tabs, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ResourceForm, ResourceList } from '../../../engine';
import { Modal } from '../../../widgets/busy';
import { ColorDot, ColorSwatches } from '../shared/ColorSwatches';
import { unitOf } from '../shared/format';
import { studyPaths } from '../shared/paths';
import { useUrlParam } from '../shared/url-filter';

const TABS = { course: '课程', room: '教室' } as const;
type Tab = keyof typeof TABS;

/**
 * 课程体系: the courses the school teaches (how each is charged and how many lessons a class deducts) and the
 * rooms lessons take place in. Each is edited in a dialog over its list (`?tab=…&form=new|{id}`).
 */
export function Curriculum() {
  const navigate = useNavigate();
  const [tabParam] = useUrlParam('tab');
  const [form] = useUrlParam('form');
  const tab: Tab = tabParam === 'room' ? 'room' : 'course';
  const at = (t: Tab, f?: string) => `${studyPaths.curriculum}?tab=${t}${f ? `&form=${f}` : ''}`;
  const editTo = (id: number) => at(tab, String(id));
  const close = () => navigate(at(tab));
  const id = form && form !== 'new' ? Number(form) : undefined;
  const formTitle = `${id ? '编辑' : '新增'}${TABS[tab]}`;

  return (
    <Card>
      <Tabs
        activeKey={tab}
        destroyOnHidden
        onChange={(k) => navigate(at(k as Tab))}
        items={[
          {
            key: 'course',
            label: '课程',
            children: (
              <ResourceList
                resource={studyCourse}
                title="课程"
                createTo={at(tab, 'new')}
                editTo={editTo}
                columns={{
                  name: {
                    render: (v: string, r) => (
                      <span>
                        <ColorDot color={r.color} />
                        {v}
                      </span>
                    ),
                  },
                  color: false,
                  price: {
                    render: (v: number, r) => `${formatYuan(v)}/${unitOf(r.chargeType)}`,
                  },
                }}
              />
            ),
          },
          {
            key: 'room',
            label: '教室',
            children: <ResourceList resource={studyRoom} title="教室" createTo={at(tab, 'new')} editTo={editTo} />,
          },
        ]}
      />
      <Modal
        open={form !== undefined}
        footer={null}
        width={820}
        onCancel={close}
        destroyOnHidden
        title={formTitle}
        styles={{ body: { paddingTop: 8 } }}
      >
        {tab === 'course' ? (
          <ResourceForm
            resource={studyCourse}
            id={id}
            title={<Typography.Text type="secondary">课程名称在全校唯一</Typography.Text>}
            initial={() => ({ color: '#2975ee', deductLessons: 1, chargeType: 1, type: 1 })}
            fields={{ color: { render: () => <ColorSwatches /> } }}
            afterSave={close}
            backTo={at(tab)}
          />
        ) : (
          <ResourceForm
            resource={studyRoom}
            id={id}
            title={<Typography.Text type="secondary">同一时间一个教室只能排一节课</Typography.Text>}
            afterSave={close}
            backTo={at(tab)}
          />
        )}
      </Modal>
    </Card>
  );
}
