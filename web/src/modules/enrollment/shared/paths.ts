import type { ClueScope } from './types';

/** Where the lead pages live (modules/enrollment/routes.tsx declares them under /enrollment/clue). */
const BASE = '/enrollment/clue';

/** The appointment list is /enrollment/clue/list; the others /enrollment/clue/{scope}/list. */
const scopeBase = (scope: ClueScope) => (scope === 'appointment' ? BASE : `${BASE}/${scope}`);

export const cluePaths = {
  list: (scope: ClueScope) => `${scopeBase(scope)}/list`,
  recycle: (scope: ClueScope) => `${scopeBase(scope)}/recycle`,
  /**
   * A lead's detail page. The appointment list and the pool have none of their own (spec §2): their
   * leads open under all leads.
   */
  detail: (scope: ClueScope, id: number) =>
    `${BASE}/${scope === 'my' || scope === 'today' ? scope : 'total'}/detail/${id}`,
  edit: (id: number) => `${BASE}/edit/${id}`,
  imports: `${BASE}/export/list`,
  batchImport: `${BASE}/export/add`,
  manualImport: `${BASE}/export/manual`,
  setting: `${BASE}/setting`,
  tags: `${BASE}/tags`,
} as const;
