import { decorTabBarPublishSchema } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { issueAt, issuesOf, statusAt } from './issues';

const tab = (text: string) => ({
  text,
  link: { kind: 'system', path: '/pages/index/index', title: '店铺首页' },
  icon: 'home',
  iconImage: '',
  activeIconImage: '',
});

describe('issues', () => {
  it('names each place with its first message, and nothing for a valid value', () => {
    const bar = { color: '#7d7e80', activeColor: '#2975ee', bgColor: '#ffffff', items: [tab('')] };
    const issues = issuesOf(decorTabBarPublishSchema, bar);
    expect(issueAt(issues, 'items')).toBe('底部导航至少 2 项');
    expect(issueAt(issues, 'items', 0, 'text')).toBe('请输入导航文字');
    expect(statusAt(issues, 'items', 0, 'text')).toEqual({ validateStatus: 'error', help: '请输入导航文字' });
    expect(issuesOf(decorTabBarPublishSchema, { ...bar, items: [tab('首页'), tab('我的')] }).size).toBe(0);
    expect(statusAt(new Map(), 'items')).toEqual({});
  });
});
