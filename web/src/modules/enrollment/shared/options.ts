import { CLUE_STATUS, CLUE_STATUS_LABELS } from '@console/contracts';
import { trpc } from '../../../app/trpc';

/** Statuses in pipeline order, as select options. */
export const STATUS_OPTIONS = Object.values(CLUE_STATUS).map((value) => ({
  value,
  label: CLUE_STATUS_LABELS[value] ?? String(value),
}));

/** Tag colours of the statuses: grey waiting, blue in progress, green won, red lost. */
export const STATUS_COLORS: Record<number, string> = {
  1: 'default',
  2: 'processing',
  3: 'cyan',
  4: 'purple',
  5: 'success',
  6: 'error',
};

/** Lookups change rarely: a few minutes of staleness saves a call on every list and dialog. */
const LOOKUP = { staleTime: 5 * 60_000 } as const;

/** The shop's sources, follow-up users and tag groups, shared by filters, forms and the import. */
export function useClueOptions() {
  const sources = trpc.clue.sources.useQuery(undefined, LOOKUP);
  const followUsers = trpc.clue.followUsers.useQuery(undefined, LOOKUP);
  const tags = trpc.clue.tags.useQuery(undefined, LOOKUP);
  return {
    sources: sources.data ?? [],
    followUsers: followUsers.data ?? [],
    tagGroups: tags.data ?? [],
    loading: sources.isLoading || followUsers.isLoading || tags.isLoading,
    ready: Boolean(sources.data && followUsers.data && tags.data),
  };
}
