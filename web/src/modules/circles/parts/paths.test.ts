import { describe, expect, it } from 'vitest';
import { circleIdOf, knowledgeCreatePath, managementPath, tabOf } from './paths';

describe('circle page paths', () => {
  it('spells the management page with its tab and the knowledge create page with its circle', () => {
    expect(managementPath(3)).toBe('/circles/management/3');
    expect(managementPath(3, 'knowledge')).toBe('/circles/management/3?tab=knowledge');
    expect(knowledgeCreatePath(3)).toBe('/circles/management/knowledge/create?circleId=3');
  });

  it('reads the circle id and the tab from the query, refusing what is not one', () => {
    expect(circleIdOf(new URLSearchParams('circleId=12'))).toBe(12);
    for (const q of ['', 'circleId=0', 'circleId=abc', 'circleId=-1', 'circleId=1.5'])
      expect(circleIdOf(new URLSearchParams(q))).toBeNull();
    expect(tabOf(new URLSearchParams('tab=posts'))).toBe('posts');
    expect(tabOf(new URLSearchParams('tab=x'))).toBe('members');
  });
});
