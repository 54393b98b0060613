import { chinaDate, chinaToday, classTrial } from '@console/contracts';
import { useParams } from 'react-router-dom';
import { trpc } from '../../../app/trpc';
import { ResourceForm } from '../../../engine';
import { teacherField } from '../parts/teacher-field';

const DAY_MS = 86_400_000;

/** 新增体验课 / 编辑体验课: a new trial course is free, open from today for 30 days, one lesson long. */
export function TrialForm() {
  const id = Number(useParams().id);
  // The form loads the same item; this read shares its cache and names the chosen teachers.
  const item = trpc.classTrial.get.useQuery({ id }, { enabled: id > 0 });
  return (
    <ResourceForm
      resource={classTrial}
      fields={{ teacherIds: teacherField(item.data?.teachers) }}
      initial={() => ({
        trialPrice: '0',
        validFrom: chinaToday(),
        validTo: chinaDate(Date.now() + 30 * DAY_MS),
        lessonCount: 1,
        chargeMode: 1,
        capacity: 6,
        bookingLimit: 30,
      })}
    />
  );
}
