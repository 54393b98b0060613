import type { ClueScope } from '../shared/types';

export type BatchAction = 'claim' | 'allocate' | 'shift' | 'tag' | 'status' | 'recycle';

export interface ScopeConfig {
  title: string;
  recycleTitle: string;
  /** Batch actions of the live list, in toolbar order. */
  actions: readonly BatchAction[];
  /** The follow-up user filter makes no sense where the scope already fixes it. */
  followFilter: boolean;
  /** Leads are created from this list (the pool takes leads without a follow-up user). */
  canCreate: boolean;
  empty: string;
}

/** The five lead lists of /enrollment (spec §2) and what each one offers. */
export const SCOPES: Record<ClueScope, ScopeConfig> = {
  appointment: {
    title: '预约管理',
    recycleTitle: '预约回收站',
    actions: ['shift', 'tag', 'status', 'recycle'],
    followFilter: true,
    canCreate: false,
    empty: '暂无已邀约的线索',
  },
  my: {
    title: '我的线索',
    recycleTitle: '我的线索回收站',
    actions: ['shift', 'tag', 'status', 'recycle'],
    followFilter: false,
    canCreate: true,
    empty: '暂无由您跟进的线索',
  },
  today: {
    title: '今日待办',
    recycleTitle: '今日待办回收站',
    actions: ['shift', 'tag', 'status', 'recycle'],
    followFilter: true,
    canCreate: false,
    empty: '今天没有需要跟进的线索',
  },
  total: {
    title: '全部线索',
    recycleTitle: '全部线索回收站',
    actions: ['allocate', 'shift', 'tag', 'status', 'recycle'],
    followFilter: true,
    canCreate: true,
    empty: '暂无线索',
  },
  pool: {
    title: '公海线索',
    recycleTitle: '公海回收站',
    actions: ['claim', 'allocate', 'tag', 'recycle'],
    followFilter: false,
    canCreate: false,
    empty: '公海中暂无线索',
  },
};
