import { addDays, CHECK_HOMEWORK, CHECK_TYPES, chinaToday, optionLabel, studyCheck } from '@console/contracts';
import { useParams, useSearchParams } from 'react-router-dom';
import { ResourceForm } from '../../../engine';
import { CHECK_TEMPLATES } from '../shared/check-templates';
import { useNumberParam } from '../shared/ids';
import { MissingId } from '../shared/MissingId';
import { studyPaths } from '../shared/paths';
import { ClassSelect } from '../shared/pickers';
import { TimeSelect } from '../shared/TimeSelect';
import { WeekdayChecks } from '../shared/WeekdayChecks';

const fields = {
  type: { hidden: true },
  classId: { render: () => <ClassSelect query={{ status: 1 }} aria-label="班级" /> },
  weekdays: { render: () => <WeekdayChecks /> },
  remindTime: {
    render: () => <TimeSelect aria-label="提醒时间" />,
    visible: (v: Record<string, unknown>) => v.remind === '1',
  },
};

/** 创建打卡 (`/createCheck/{type}`, `?template=` to start from one). */
export function CheckCreate() {
  const type = Number(useParams().type) === CHECK_HOMEWORK ? CHECK_HOMEWORK : 1;
  const [search] = useSearchParams();
  const template = CHECK_TEMPLATES.find((t) => t.key === search.get('template') && t.type === type);
  const today = chinaToday();
  return (
    <ResourceForm
      resource={studyCheck}
      title={`创建${optionLabel(CHECK_TYPES, type)}`}
      backTo={studyPaths.checks}
      initial={() => ({
        type,
        startDate: today,
        endDate: addDays(today, type === CHECK_HOMEWORK ? 89 : 20),
        weekdays: template?.weekdays ?? [1, 2, 3, 4, 5],
        title: template?.title ?? '',
        requirements: template?.requirements ?? '',
        remindTime: '19:30',
      })}
      fields={fields}
    />
  );
}

/** 编辑打卡 (`/editCheck/{type}/{id}`). */
export function CheckEdit() {
  const type = Number(useParams().type) === CHECK_HOMEWORK ? CHECK_HOMEWORK : 1;
  const id = useNumberParam('id');
  if (!id) return <MissingId what="打卡任务" back={studyPaths.checks} />;
  return (
    <ResourceForm
      resource={studyCheck}
      id={id}
      title={`编辑${optionLabel(CHECK_TYPES, type)}`}
      backTo={studyPaths.checks}
      fields={fields}
    />
  );
}
