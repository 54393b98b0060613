/**
 * Browser storage of the session (spec §3 and §4). Every key carries the product prefix; the part
 * before the first underscore ('zx') is what the product reads as its identifier.
 */
export const STORAGE_PREFIX = 'zx_console_';

/** Local-storage keys of the locally kept fields of spec §3, plus the token and the client id. */
export const KEYS = {
  token: 'token',
  name: 'name',
  avatar: 'avatar',
  introduction: 'introduction',
  wxAppName: 'wxAppName',
  comboId: 'combo_id',
  isH5: 'is_h5',
  roles: 'rolesTemp',
  resources: 'resources',
  permissions: 'permissions',
  productId: 'PRODUCT_ID',
  products: 'products',
  productSign: 'productSign',
  miniProgramExceed: 'isMiniProgramExceed',
  h5Exceed: 'isH5Exceed',
  tiktokExceed: 'isTiktokExceed',
  /** The official-website shop link; the original product stored it under this name. */
  h5Link: 'h5avatar',
  userInfo: 'userInfo',
  /** The mini-program app version; share QR codes need 426 or later (spec §9). */
  appVersion: 'appVersion',
  /** Contact name and phone last sent with an upgrade application, offered again next time. */
  popContactName: 'pop_contactName',
  popPhone: 'pop_phone',
  /** Product ids already applied for; the apply dialog opens on its success state for them. */
  appliedProducts: 'appliedProducts',
  /** The frame's memory of this session (spec §2): open tabs, the active menu and its index. */
  visitedViews: 'visitedViews',
  activeMenu: 'activeMenu',
  menuIndex: 'menuIndex',
  /** The five remembered tab selections, by page. */
  rememberedTabs: 'rememberedTabs',
  /** Set while a page has unsaved changes: leaving asks first, and menu navigation is blocked. */
  routeLeaveAlert: 'routeLeaveAlert',
  clientId: 'clientId',
} as const;
export type StorageKey = keyof typeof KEYS;

/** The impersonation marker lives in session storage: it belongs to the tab the administrator opened. */
export const IMPERSONATION_KEY = `${STORAGE_PREFIX}impersonating`;
/** The demo-account marker, kept the same way (spec §6). */
export const DEMO_KEY = `${STORAGE_PREFIX}demo`;

export const storageKey = (key: StorageKey): string => STORAGE_PREFIX + KEYS[key];

export function readText(key: StorageKey): string | null {
  return localStorage.getItem(storageKey(key));
}

export function writeText(key: StorageKey, value: string | null | undefined): void {
  if (value === null || value === undefined) localStorage.removeItem(storageKey(key));
  else localStorage.setItem(storageKey(key), value);
}

export function readJson<T>(key: StorageKey, guard: (v: unknown) => v is T): T | null {
  const text = readText(key);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return guard(value) ? value : null;
  } catch {
    // A hand-edited or truncated value reads as absent; the session then asks for a fresh sign-in.
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeText(key, JSON.stringify(value));
}

/**
 * Removes every session key of this product, in this tab's session storage too. The client id survives: it
 * identifies the browser, not the user.
 */
export function clearSessionStorage(): void {
  const keep = storageKey('clientId');
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(STORAGE_PREFIX) && key !== keep) localStorage.removeItem(key);
  }
  sessionStorage.removeItem(IMPERSONATION_KEY);
  sessionStorage.removeItem(DEMO_KEY);
}

/** 32 hex digits; `getRandomValues` works on plain-http deployments, where `randomUUID` does not exist. */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The browser's client id, generated once and kept (spec §9); the gateway signs with it. */
export function clientId(): string {
  const existing = readText('clientId');
  if (existing && /^[\w-]{8,64}$/.test(existing)) return existing;
  const id = newClientId();
  writeText('clientId', id);
  return id;
}
