import type { Edition } from '@console/contracts';
import { analysisRoutes } from '../modules/analysis/routes';
import { centerRoutes } from '../modules/center/routes';
import { circlesRoutes } from '../modules/circles/routes';
import { classRoutes } from '../modules/class/routes';
import { enrollmentRoutes } from '../modules/enrollment/routes';
import { formsRoutes } from '../modules/forms/routes';
import { mallRoutes } from '../modules/mall/routes';
import { marketingRoutes } from '../modules/marketing/routes';
import { officialRoutes } from '../modules/official/routes';
import { overviewRoutes } from '../modules/overview/routes';
import { pointsRoutes } from '../modules/points/routes';
import { promoteRoutes } from '../modules/promote/routes';
import { settingRoutes } from '../modules/setting/routes';
import { shopRoutes } from '../modules/shop/routes';
import { studyRoutes } from '../modules/study/routes';
import { teacherRoutes } from '../modules/teacher/routes';
import { transactionRoutes } from '../modules/transaction/routes';
import { vodRoutes } from '../modules/vod/routes';
import type { AppRoute } from './types';

/**
 * The three route tables, chosen by PRODUCT_ID (spec §6). They differ in which menus are included; the
 * spec does not list them, so the split follows what each edition sells:
 * - 1 app/H5: everything, with the website pages (website visit analysis, PC decoration).
 * - 2 mini-program: everything but the website-only pages. H5-only accounts are on this edition and keep the
 *   official-website content, which the mini-program's own site pages show too.
 * - 3 short-video: a storefront without a website: no official content, forms, study tools, decoration,
 *   circles or points; settings group roles and accounts.
 * A route restricted with `editions` is dropped from the other tables by the builder.
 */
const APP: readonly AppRoute[] = [
  ...overviewRoutes,
  ...officialRoutes,
  ...classRoutes,
  ...vodRoutes,
  ...mallRoutes,
  ...enrollmentRoutes,
  ...marketingRoutes,
  ...formsRoutes,
  ...transactionRoutes,
  ...analysisRoutes,
  ...studyRoutes,
  ...shopRoutes,
  ...circlesRoutes,
  ...teacherRoutes,
  ...pointsRoutes,
  ...promoteRoutes,
  ...settingRoutes,
  ...centerRoutes,
];

const MINI_PROGRAM: readonly AppRoute[] = APP;

const TIKTOK: readonly AppRoute[] = [
  ...overviewRoutes,
  ...classRoutes,
  ...vodRoutes,
  ...mallRoutes,
  ...enrollmentRoutes,
  ...marketingRoutes,
  ...transactionRoutes,
  ...analysisRoutes,
  ...teacherRoutes,
  ...promoteRoutes,
  ...settingRoutes,
  ...centerRoutes,
];

export const EDITION_TABLES: Readonly<Record<Edition, readonly AppRoute[]>> = {
  1: APP,
  2: MINI_PROGRAM,
  3: TIKTOK,
};
