import { officialActivity } from '@console/contracts';
import { chinaToday } from '../../../app/china-time';
import { ResourceForm } from '../../../engine';

export function ActivityForm() {
  return (
    <ResourceForm
      resource={officialActivity}
      fields={{ summary: { extra: '显示在新闻列表中，不填则不显示' } }}
      // News is usually published the day it is written.
      initial={() => ({ publishDate: chinaToday() })}
    />
  );
}
