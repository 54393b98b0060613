import { optionLabel, STUDENT_TYPES, studyStudent } from '@console/contracts';
import { Tag } from 'antd';
import { Link } from 'react-router-dom';
import { ResourceList } from '../../../engine';
import { LinkButton } from '../../../widgets/LinkButton';
import { studyPaths } from '../shared/paths';

const TYPE_COLORS: Record<number, string> = { 1: 'orange', 2: 'green', 3: 'default' };

/** 学员管理: the school's students, searched and filtered, exported; each opens on their profile. */
export function StudentList() {
  return (
    <ResourceList
      resource={studyStudent}
      title="学员管理"
      createTo={studyPaths.studentCreate}
      editTo={studyPaths.studentEdit}
      columns={{
        name: { render: (v: string, r) => <Link to={studyPaths.studentInfo(r.id)}>{v}</Link> },
        type: { render: (v: number) => <Tag color={TYPE_COLORS[v]}>{optionLabel(STUDENT_TYPES, v)}</Tag> },
      }}
      rowActions={(r) => (
        <LinkButton to={studyPaths.studentInfo(r.id)} type="link" size="small">
          详情
        </LinkButton>
      )}
    />
  );
}
