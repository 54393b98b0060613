import {
  AuditOutlined,
  BellOutlined,
  BookOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  ClusterOutlined,
  CommentOutlined,
  FieldTimeOutlined,
  FormOutlined,
  PictureOutlined,
  ScheduleOutlined,
  SolutionOutlined,
  StarOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { PRODUCT_NAMES } from '@console/contracts';
import { Card, Col, Flex, Row, Tag, Typography, theme } from 'antd';
import type { ComponentType } from 'react';
import { gateFor } from '../../../session/access';
import { useShell } from '../../../shell/context';
import { useMenuNavigate } from '../../../shell/useMenuNavigate';
import { Heading } from '../../../widgets/Heading';
import { studyPaths } from '../shared/paths';

interface Tool {
  path: string;
  icon: ComponentType;
  text: string;
}

/** The study centre's tools in the order a school's day runs: take the roll, plan, keep records, reach parents. */
const GROUPS: ReadonlyArray<{ title: string; tools: readonly Tool[] }> = [
  {
    title: '上课',
    tools: [
      { path: studyPaths.signIn, icon: CheckSquareOutlined, text: '按课节点名，自动扣课时、记录课消' },
      { path: studyPaths.timetable, icon: CalendarOutlined, text: '按老师、教室或班级查看周课表和月课表' },
      { path: studyPaths.makeup, icon: FieldTimeOutlined, text: '请假和缺勤的学员安排插班补课' },
    ],
  },
  {
    title: '排课与班级',
    tools: [
      { path: studyPaths.schedule(), icon: ScheduleOutlined, text: '按规则或日期批量排课，保存前检查冲突' },
      { path: studyPaths.lessons, icon: SolutionOutlined, text: '已排的课节，可调课或取消' },
      { path: studyPaths.classes, icon: ClusterOutlined, text: '班级的课程、老师、教室和学员' },
      { path: studyPaths.curriculum, icon: BookOutlined, text: '课程、收费标准和教室' },
    ],
  },
  {
    title: '学员与老师',
    tools: [
      { path: studyPaths.students, icon: UserOutlined, text: '学员档案、所在班级和上课记录' },
      { path: studyPaths.balances, icon: AuditOutlined, text: '购买、赠送、已用、剩余课时与课消明细' },
      { path: studyPaths.teachers, icon: TeamOutlined, text: '教师档案、任职状态和授课课时' },
      { path: studyPaths.ratings, icon: StarOutlined, text: '家长对老师的评价与回复' },
      { path: studyPaths.evaluations, icon: CommentOutlined, text: '老师对学员的课堂点评' },
    ],
  },
  {
    title: '家校互动',
    tools: [
      { path: studyPaths.notices, icon: BellOutlined, text: '给班级或学员发送通知，查看已读情况' },
      { path: studyPaths.growth, icon: PictureOutlined, text: '记录学员和班级的成长瞬间' },
      { path: studyPaths.checkOverview, icon: FormOutlined, text: '每日打卡和家庭作业' },
    ],
  },
];

/** 教务中心: each tool as a card; a tool of a product the school has not bought says so and offers the upgrade. */
export function StudyMenu() {
  const shell = useShell();
  const go = useMenuNavigate();
  const { token } = theme.useToken();
  const nodeOf = (path: string) => shell.table.pages.find((n) => n.fullPath === path.split('?')[0]);
  return (
    <Flex vertical gap={24} style={{ padding: 'clamp(0px, 1.5vw, 16px)' }}>
      {GROUPS.map((group) => {
        const tools = group.tools.filter((t) => {
          const node = nodeOf(t.path);
          return node && shell.allowed(node);
        });
        if (tools.length === 0) return null;
        return (
          <section key={group.title} aria-label={group.title}>
            <Heading look={5}>{group.title}</Heading>
            <Row gutter={[16, 16]}>
              {tools.map((t) => {
                const node = nodeOf(t.path);
                if (!node) return null;
                const gate = gateFor(node, shell.session);
                const locked = gate.kind !== 'open';
                const Icon = t.icon;
                return (
                  <Col key={t.path} xs={24} sm={12} lg={8} xl={6}>
                    <Card
                      hoverable
                      // Named by what it shows (name, state, what it does), as a person reads it.
                      role="link"
                      tabIndex={0}
                      onClick={() => go({ to: t.path, node })}
                      onKeyDown={(e) => e.key === 'Enter' && go({ to: t.path, node })}
                      style={{ height: '100%' }}
                    >
                      <Flex gap={12} align="flex-start">
                        <span style={{ fontSize: 28, color: locked ? token.colorTextDisabled : token.colorPrimary }}>
                          <Icon />
                        </span>
                        <Flex vertical gap={4} style={{ minWidth: 0 }}>
                          <Flex gap={8} align="center" wrap>
                            <Typography.Text strong>{node.title}</Typography.Text>
                            {node.productId ? (
                              <Tag color={locked ? 'default' : 'green'}>
                                {locked ? `未开通${PRODUCT_NAMES[node.productId]}` : '已开通'}
                              </Tag>
                            ) : null}
                          </Flex>
                          <Typography.Text type="secondary">{t.text}</Typography.Text>
                        </Flex>
                      </Flex>
                    </Card>
                  </Col>
                );
              })}
            </Row>
          </section>
        );
      })}
    </Flex>
  );
}
