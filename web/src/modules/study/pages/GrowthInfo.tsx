import { chinaToday, studyGrowth, TARGET_CLASS, TARGET_STUDENT } from '@console/contracts';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ResourceForm } from '../../../engine';
import { useNumberParam } from '../shared/ids';
import { studyPaths } from '../shared/paths';
import { ClassSelect, StudentSelect } from '../shared/pickers';

/**
 * 成长信息: a growth record written or edited (`?id=`); a new one can start on a day and a class or a student
 * (`?date=&classId=` or `&studentId=`). Saved, it opens as its detail.
 */
export function GrowthInfo() {
  const id = useNumberParam('id');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const classId = Number(search.get('classId')) || undefined;
  const studentId = Number(search.get('studentId')) || undefined;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(search.get('date') ?? '') ? search.get('date') : chinaToday();
  return (
    <ResourceForm
      resource={studyGrowth}
      id={id}
      title={id ? '编辑成长记录' : '记录成长'}
      backTo={studyPaths.growth}
      initial={() => ({ target: studentId ? TARGET_STUDENT : TARGET_CLASS, classId, studentId, date })}
      fields={{
        classId: { render: () => <ClassSelect aria-label="班级" />, visible: (v) => v.target === TARGET_CLASS },
        studentId: { render: () => <StudentSelect aria-label="学员" />, visible: (v) => v.target === TARGET_STUDENT },
      }}
      transform={(v) => (v.target === TARGET_CLASS ? { ...v, studentId: null } : { ...v, classId: null })}
      afterSave={(saved) => navigate(studyPaths.growthDetail(saved.id))}
    />
  );
}
