import { EDITIONS, type Edition, type SessionContent, type UserInfo, verifyProductSignature } from '@console/contracts';
import { useSyncExternalStore } from 'react';
import { deriveSession, type Session, versionOf } from './rules';
import {
  clearSessionStorage,
  DEMO_KEY,
  IMPERSONATION_KEY,
  readJson,
  readText,
  STORAGE_PREFIX,
  writeJson,
  writeText,
} from './storage';

/**
 * The session store: browser storage is the source of truth (it survives reloads and is shared by tabs),
 * and this module keeps one parsed snapshot of it for React and the tRPC headers.
 */

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
const isNumberArray = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => typeof x === 'number');
// Every userInfo field is optional and nullable, so any plain object is a readable UserInfo.
const isUserInfo = (v: unknown): v is UserInfo => typeof v === 'object' && v !== null && !Array.isArray(v);
const isEdition = (n: number): n is Edition => (EDITIONS as readonly number[]).includes(n);

function load(): Session | null {
  const token = readText('token');
  const roles = readJson('roles', isStringArray);
  const products = readJson('products', isNumberArray);
  const userInfo = readJson('userInfo', isUserInfo);
  const productId = Number(readText('productId'));
  if (!token || !roles || !products || !userInfo || !isEdition(productId)) return null;
  const impersonating = sessionStorage.getItem(IMPERSONATION_KEY) === '1';
  const productSign = readText('productSign') ?? '';
  if (!impersonating && !verifyProductSignature(products, productSign)) {
    // Spec section 6: a product list that does not match its signature clears storage and forces a re-login.
    // Idempotent and invisible to React (the snapshot is already null), so it is safe during a render.
    clearSessionStorage();
    return null;
  }
  return {
    token,
    name: readText('name') ?? '',
    avatar: readText('avatar') ?? '',
    introduction: readText('introduction') ?? '',
    wxAppName: readText('wxAppName') ?? '',
    roles,
    resources: readJson('resources', isStringArray) ?? [],
    permissions: readJson('permissions', isStringArray) ?? [],
    products,
    productSign,
    userInfo,
    productId,
    comboId: readText('comboId'),
    isH5: readText('isH5') === '1',
    h5Link: readText('h5Link'),
    appVersion: versionOf(readText('appVersion')),
    exceed: {
      miniProgram: readText('miniProgramExceed') === '1',
      h5: readText('h5Exceed') === '1',
      tiktok: readText('tiktokExceed') === '1',
    },
    impersonating,
    demo: sessionStorage.getItem(DEMO_KEY) === '1',
  };
}

function persist(s: Session): void {
  const flag = (on: boolean) => (on ? '1' : null);
  writeText('token', s.token);
  writeText('name', s.name);
  writeText('avatar', s.avatar);
  writeText('introduction', s.introduction);
  writeText('wxAppName', s.wxAppName);
  writeJson('roles', s.roles);
  writeJson('resources', s.resources);
  writeJson('permissions', s.permissions);
  writeJson('products', s.products);
  writeText('productSign', s.productSign);
  writeJson('userInfo', s.userInfo);
  writeText('productId', String(s.productId));
  writeText('comboId', s.comboId);
  writeText('isH5', flag(s.isH5));
  writeText('h5Link', s.h5Link);
  writeText('appVersion', s.appVersion === null ? null : String(s.appVersion));
  writeText('miniProgramExceed', flag(s.exceed.miniProgram));
  writeText('h5Exceed', flag(s.exceed.h5));
  writeText('tiktokExceed', flag(s.exceed.tiktok));
  if (s.impersonating) sessionStorage.setItem(IMPERSONATION_KEY, '1');
  else sessionStorage.removeItem(IMPERSONATION_KEY);
  if (s.demo) sessionStorage.setItem(DEMO_KEY, '1');
  else sessionStorage.removeItem(DEMO_KEY);
}

let snapshot: Session | null | undefined;
const listeners = new Set<() => void>();

/**
 * Re-reads the kept session and tells React only when it differs: the role check that follows every page load
 * usually brings back what was kept, and re-rendering the frame for it would close an open menu.
 */
function changed(): void {
  const next = load();
  if (snapshot !== undefined && JSON.stringify(next) === JSON.stringify(snapshot)) return;
  snapshot = next;
  for (const listener of listeners) listener();
}

/** Another tab signing in or out changes this tab's session too. */
function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key.startsWith(STORAGE_PREFIX)) changed();
}

export function getSession(): Session | null {
  if (snapshot === undefined) snapshot = load();
  return snapshot;
}

export function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession);
}

export type SaveResult = { ok: true; session: Session } | { ok: false; reason: 'badSignature' };

/**
 * Keeps a login (or role-loading) response. A product list that fails its signature is not kept: storage is
 * cleared and the caller stays signed out. Impersonated sessions skip the product check (spec §6).
 */
export function saveSession(
  content: SessionContent,
  opts: { impersonating: boolean; now?: Date } = { impersonating: false },
): SaveResult {
  const session = deriveSession(content, { impersonating: opts.impersonating, now: opts.now ?? new Date() });
  if (!session.impersonating && !verifyProductSignature(session.products, session.productSign)) {
    clearSessionStorage();
    changed();
    return { ok: false, reason: 'badSignature' };
  }
  // A new sign-in starts from nothing (another user's tabs and menus must not show); the same token coming
  // back from the role check only refreshes what the server says, and keeps the tabs of this session.
  if (readText('token') !== session.token) clearSessionStorage();
  persist(session);
  changed();
  return { ok: true, session };
}

/** Signs out locally: token, roles, products, signature and every other kept field (spec §4). */
export function clearSession(): void {
  clearSessionStorage();
  changed();
}
