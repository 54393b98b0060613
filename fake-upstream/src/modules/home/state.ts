import { moduleState, platformState } from '../../kit/module.js';
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

/** The provider's notices, news, study centre and help pages: the same for every shop. */
export const providerContent = platformState('home.content', seedContent);

/** What a shop sends back to the provider (feedback, upgrade applications) and its TikTok sort orders. */
export const homeState = moduleState('home', () => ({
  feedback: [] as FeedbackRow[],
  applies: [] as ApplyRow[],
  tiktokSorts: new Map<number, number>(),
}));
