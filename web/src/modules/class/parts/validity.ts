/** Where a trial course's validity window stands on `today` (YYYY-MM-DD, China time). */
export type Validity = 'upcoming' | 'open' | 'ended';

export function validityOf(from: string, to: string, today: string): Validity {
  if (today < from) return 'upcoming';
  return today > to ? 'ended' : 'open';
}

export const VALIDITY_TAGS: Record<Validity, { label: string; color: string }> = {
  upcoming: { label: '未开始', color: 'default' },
  open: { label: '进行中', color: 'green' },
  ended: { label: '已结束', color: 'red' },
};
