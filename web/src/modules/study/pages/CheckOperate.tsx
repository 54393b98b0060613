import { CHECK_HOMEWORK, CHECK_STATUS, CHECK_TYPES, optionLabel, studyCheck } from '@console/contracts';
import { Tag } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { ResourceList } from '../../../engine';
import { Button } from '../../../widgets/busy';
import { LinkButton } from '../../../widgets/LinkButton';
import { studyPaths } from '../shared/paths';

const STATUS_COLORS: Record<number, string> = { 1: 'default', 2: 'green', 3: 'default' };

/** 打卡管理: the check-in tasks and homework series, each opening on its diaries or its homework. */
export function CheckOperate() {
  const navigate = useNavigate();
  return (
    <ResourceList
      resource={studyCheck}
      title="打卡管理"
      createTo={studyPaths.addNewCheck(1)}
      // 编辑 leads to a path that names the task's type, so it is one of the row's own actions.
      can={{ edit: false }}
      toolbar={<Button onClick={() => navigate(studyPaths.addNewCheck(CHECK_HOMEWORK))}>新建作业</Button>}
      columns={{
        title: { render: (v: string, r) => <Link to={studyPaths.diaryInfo(r.id)}>{v}</Link> },
        type: { render: (v: number) => <Tag color={v === 1 ? 'cyan' : 'geekblue'}>{optionLabel(CHECK_TYPES, v)}</Tag> },
        status: { render: (v: number) => <Tag color={STATUS_COLORS[v]}>{optionLabel(CHECK_STATUS, v)}</Tag> },
        startDate: { title: '周期', render: (_: string, r) => `${r.startDate} 至 ${r.endDate}` },
        endDate: false,
        diaryCount: { render: (v: number, r) => (r.type === 1 ? v : '—') },
        homeworkCount: { render: (v: number, r) => (r.type === 2 ? v : '—') },
      }}
      rowActions={(r) => (
        <>
          <LinkButton to={studyPaths.editCheck(r.type, r.id)} type="link" size="small">
            编辑
          </LinkButton>
          <LinkButton to={studyPaths.diaryInfo(r.id)} type="link" size="small">
            详情
          </LinkButton>
          {r.type === CHECK_HOMEWORK ? (
            <LinkButton to={studyPaths.createHomework(r.id)} type="link" size="small">
              布置作业
            </LinkButton>
          ) : null}
        </>
      )}
    />
  );
}
