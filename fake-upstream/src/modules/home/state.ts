import { moduleState } from '../../kit/module.js';
import { seedContent } from './content.js';

export interface FeedbackRow {
  accountId: number;
  content: string;
  contact: string | null;
  createdAt: number;
}

export interface ApplyRow {
  accountId: number;
  type: 1 | 2;
  productId: number;
  name: string;
  phone: string;
  createdAt: number;
}

/** The provider's notices, news and study centre, and what shops send back (feedback, upgrade applications). */
export const homeState = moduleState('home', (ctx) => ({
  content: seedContent(ctx.now),
  feedback: [] as FeedbackRow[],
  applies: [] as ApplyRow[],
  tiktokSorts: new Map<number, number>(),
}));
