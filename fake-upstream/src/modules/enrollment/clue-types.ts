import type { ClueStore } from './clue-store.js';

export interface TagRow {
  id: number;
  name: string;
  parentId: number;
  sort: number;
  /** Advances on every change of the tag (a rename, a move); a rename made on an older one is refused. */
  version: number;
}

export interface RecordRow {
  id: number;
  clewId: number;
  content: string;
  userName: string;
  createdAt: number;
  nextFollowAt: number | null;
}

export interface ShiftRow {
  id: number;
  clewId: number;
  operationsType: number;
  fromUserName: string | null;
  toUserName: string | null;
  reason: string | null;
  operatorName: string;
  createdAt: number;
}

export interface ImportRow {
  name: string;
  phone: string;
  result: '成功' | '失败';
  reason: string;
}

export interface ImportRecord {
  id: number;
  /** The account that imported the file; only it may add chunks to the record. */
  accountId: number;
  fileName: string;
  operatorName: string;
  createdAt: number;
  clientType: number;
  rows: ImportRow[];
}

export interface ClueSettings {
  poolReturnEnabled: boolean;
  poolReturnDays: number;
  claimLimitEnabled: boolean;
  claimDailyLimit: number;
  /** Advances on every save of the settings. */
  version: number;
}

export interface ReasonRow {
  id: number;
  name: string;
  sort: number;
  version: number;
}

/** Everything of the lead area: the leads and what hangs off them. */
export interface ClueState {
  store: ClueStore;
  sources: Array<{ id: number; name: string }>;
  tags: Map<number, TagRow>;
  records: Map<number, RecordRow[]>;
  shifts: ShiftRow[];
  imports: ImportRecord[];
  defaultFollowUserId: number | null;
  settings: ClueSettings;
  reasons: ReasonRow[];
  /** Leads claimed from the pool, keyed `{YYYY-MM-DD}|{account id}`. */
  claims: Map<string, number>;
  /** When the pool rule last ran (it runs lazily, at most once a minute, and at once after a settings change). */
  poolCheckedAt: number;
  seq: { tag: number; record: number; shift: number; reason: number; import: number };
}
