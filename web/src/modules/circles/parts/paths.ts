/** The circle pages' addresses (spec §2: /circles/index, management/{id}, management/knowledge/…). */
export type ManagementTab = 'members' | 'posts' | 'knowledge';

export const CIRCLES_BASE = '/circles';
export const CIRCLES_LIST = '/circles/index';
export const KNOWLEDGE_BASE = '/circles/management/knowledge';

export const managementPath = (circleId: number, tab?: ManagementTab) =>
  `/circles/management/${circleId}${tab ? `?tab=${tab}` : ''}`;

/** The knowledge create page is told its circle in the query: the spec's path has no room for it. */
export const knowledgeCreatePath = (circleId: number) => `${KNOWLEDGE_BASE}/create?circleId=${circleId}`;
export const knowledgeDataPath = (id: number) => `${KNOWLEDGE_BASE}/data/${id}`;

/** The circle id of the create page's query; null when it is missing or not an id. */
export function circleIdOf(search: URLSearchParams): number | null {
  const raw = search.get('circleId') ?? '';
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

export const TABS: readonly ManagementTab[] = ['members', 'posts', 'knowledge'];
export function tabOf(search: URLSearchParams): ManagementTab {
  const t = search.get('tab');
  return TABS.includes(t as ManagementTab) ? (t as ManagementTab) : 'members';
}
