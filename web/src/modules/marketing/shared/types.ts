import type { PlaywayKey } from '@console/contracts';
import type { RouterOutputs } from '../../../app/trpc';
import type { ResourceName } from '../../../engine';

/** The playways' campaign resources are named by their keys. */
export type CampaignName = PlaywayKey & ResourceName;

/** What every campaign has, whatever its playway (the boost's entity stands for all). */
export type CampaignRow = Pick<
  RouterOutputs['boost']['get'],
  'id' | 'title' | 'cover' | 'startTime' | 'endTime' | 'status' | 'participants' | 'shareTitle' | 'shareImage' | 'rules'
>;

/** A data page's figures, chart and prize stock (one schema for every playway). */
export type CampaignStats = RouterOutputs['boost']['stats'];
