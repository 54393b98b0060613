import { type Edition, H5_ONLY_COMBO_ID, PRODUCTS, type SessionContent, type UserInfo } from '@console/contracts';
import { chinaWallClock } from '../app/china-zone';

/** The signed-in user as the console keeps it: the login content plus what spec §4 derives from it. */
export interface Session {
  token: string;
  name: string;
  avatar: string;
  introduction: string;
  wxAppName: string;
  roles: string[];
  /** Absolute values of the numeric resource codes (spec §3). */
  resources: string[];
  permissions: string[];
  products: number[];
  productSign: string;
  userInfo: UserInfo;
  productId: Edition;
  comboId: string | null;
  /** The H5 marker: set for H5-only accounts. */
  isH5: boolean;
  /** The official-website shop link. */
  h5Link: string | null;
  /** The mini-program app version (userInfo.app_version; the spec keeps it without naming its source). */
  appVersion: number | null;
  exceed: { miniProgram: boolean; h5: boolean; tiktok: boolean };
  /** An administrator signed in as this customer: edition restrictions and product checks are off. */
  impersonating: boolean;
  /**
   * A demo-type account (spec §6: 'a special session value bypasses the product check'). The spec hides
   * the detail; here the login content marks it with userInfo.is_demo '1', kept per tab like impersonation.
   */
  demo: boolean;
}

/** Spec section 4: PRODUCT_ID is 1 if is_app is '1', 3 if is_tiktok is '1', else 2. */
export function editionOf(info: Pick<UserInfo, 'is_app' | 'is_tiktok'>): Edition {
  if (info.is_app === '1') return PRODUCTS.app;
  if (info.is_tiktok === '1') return PRODUCTS.tiktok;
  return PRODUCTS.miniProgram;
}

/** H5-only accounts: is_app '0' or empty, and is_H5 '1'. */
export function isH5Only(info: Pick<UserInfo, 'is_app' | 'is_H5'>): boolean {
  return (info.is_app === '0' || !info.is_app) && info.is_H5 === '1';
}

/**
 * Reads an upstream date ('2025-06-30', '2025-06-30 18:00:00', ISO) as China time, the server's, whatever the
 * browser's zone; NaN when unreadable.
 */
function parseDate(text: string): number {
  const t = text.trim();
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(t);
  if (!m) return Date.parse(t);
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  return chinaWallClock(y as number, mo as number, d as number, h || 0, mi || 0, s || 0);
}

/**
 * Whether an end date has passed. A bare date ('2025-06-30') stays valid through that whole day; empty or
 * unreadable dates never expire, because an account must not lose its edition over a malformed field.
 * (Plain Date rather than dayjs: this runs on the login page, which keeps its script small.)
 */
export function isPast(text: string | null | undefined, now: Date): boolean {
  if (!text) return false;
  const parsed = parseDate(text);
  if (Number.isNaN(parsed)) return false;
  const bareDay = /^\d{4}-\d{1,2}-\d{1,2}$/.test(text.trim());
  const end = bareDay ? parsed + 24 * 3600_000 - 1 : parsed;
  return end < now.getTime();
}

/**
 * The expiry fallbacks of spec §4, applied in the spec's order (so an expired H5 date wins over an
 * expired tiktok date). Impersonated sessions skip them.
 */
export function applyExpiry(
  info: Pick<UserInfo, 'end_date' | 'tiktok_end_date' | 'h5_end_date'>,
  productId: Edition,
  now: Date,
): { productId: Edition; exceed: Session['exceed'] } {
  const exceed = { miniProgram: false, h5: false, tiktok: false };
  let id = productId;
  if (isPast(info.end_date, now)) exceed.miniProgram = true;
  if (isPast(info.tiktok_end_date, now)) {
    id = PRODUCTS.miniProgram;
    exceed.tiktok = true;
  }
  if (isPast(info.h5_end_date, now)) {
    id = PRODUCTS.app;
    exceed.h5 = true;
  }
  return { productId: id, exceed };
}

/** An app version as the upstream sends it ('426', 426, '4.2.6' reads as 426); null when absent or unreadable. */
export function versionOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value !== 'string' || !/^\d+(\.\d+)*$/.test(value.trim())) return null;
  return Number(value.trim().replaceAll('.', ''));
}

/** Resource codes are numeric strings whose absolute value counts ('-800' grants 800). */
export function normalizeCode(code: string): string {
  return /^-?\d+$/.test(code.trim()) ? String(Math.abs(Number.parseInt(code, 10))) : code;
}

/** Builds the kept session from a login (or role-loading) response. Pure: `now` decides the expiry rules. */
export function deriveSession(content: SessionContent, opts: { impersonating: boolean; now: Date }): Session {
  const info = content.userInfo;
  const edition = editionOf(info);
  const { productId, exceed } = opts.impersonating
    ? { productId: edition, exceed: { miniProgram: false, h5: false, tiktok: false } }
    : applyExpiry(info, edition, opts.now);
  const h5Only = isH5Only(info);
  const combo = info.combo_id;
  return {
    token: content.token,
    name: content.name,
    avatar: content.avatar ?? '',
    introduction: content.introduction ?? '',
    wxAppName: content.wxAppName ?? info.wxAppName ?? '',
    roles: [...content.roles],
    resources: content.resources.map(normalizeCode),
    permissions: [...content.permissions],
    products: content.products.map((p) => p.id),
    productSign: content.productSign,
    userInfo: info,
    productId,
    comboId: h5Only ? String(H5_ONLY_COMBO_ID) : combo === null || combo === undefined ? null : String(combo),
    isH5: h5Only,
    h5Link: info.h5_domain || null,
    appVersion: versionOf(info.app_version),
    exceed,
    impersonating: opts.impersonating,
    demo: info.is_demo === '1',
  };
}
