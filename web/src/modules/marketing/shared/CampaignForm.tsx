import { campaignResources, chinaDateTime, PLAYWAYS } from '@console/contracts';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { type FieldOverride, type NamedResource, ResourceForm, type ResourceFormProps } from '../../../engine';
import { playwayBase } from './paths';
import type { CampaignName } from './types';

const HOUR = 3_600_000;

/** A new campaign's window: from the next full hour, for a week. */
export function defaultWindow(now = Date.now()): { startTime: string; endTime: string } {
  const start = Math.ceil(now / HOUR) * HOUR;
  return { startTime: chinaDateTime(start), endTime: chinaDateTime(start + 7 * 24 * HOUR) };
}

export interface CampaignFormProps<N extends CampaignName> {
  playway: N;
  fields?: Partial<Record<string, FieldOverride>>;
  /** Starting values of a new campaign besides its window. */
  initial?: () => Record<string, unknown>;
  transform?: ResourceFormProps<N>['transform'];
  aside?: (values: Record<string, unknown>) => ReactNode;
}

/**
 * A playway's create, edit and copy page: the engine's form with the campaign's common hints. A boost is
 * copied at `edit/{id}/{copy}` (a new campaign starting from one; nothing is saved until 保存).
 */
export function CampaignForm<N extends CampaignName>(p: CampaignFormProps<N>) {
  const params = useParams();
  const resource = campaignResources[p.playway] as unknown as NamedResource<N>;
  const label = PLAYWAYS.find((x) => x.key === p.playway)?.label ?? '';
  const copying = params.copy !== undefined && params.id !== undefined;
  const fields: Partial<Record<string, FieldOverride>> = {
    title: { extra: '显示在活动页和分享卡片上' },
    endTime: { extra: '到达结束时间后活动自动结束' },
    isShow: { extra: '关闭后活动立即结束，用户无法参与' },
    rules: { extra: '逐条写明参与方式、次数限制和奖品发放说明' },
    ...p.fields,
  };
  return (
    <ResourceForm
      resource={resource}
      base={playwayBase(p.playway)}
      copyOf={copying ? Number(params.id) : undefined}
      title={copying ? `复制${label}活动` : undefined}
      initial={() => ({ ...defaultWindow(), ...p.initial?.() })}
      transform={p.transform}
      fields={fields as ResourceFormProps<N>['fields']}
      aside={p.aside}
    />
  );
}
