import { productSignature, type SessionContent } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { readText, storageKey, writeText } from './storage';
import { clearSession, getSession, saveSession, subscribe } from './store';

function content(token: string, products = [1, 34]): SessionContent {
  return {
    token,
    roles: ['100'],
    name: '张校长',
    avatar: null,
    introduction: null,
    resources: ['400'],
    permissions: [],
    wxAppName: null,
    products: products.map((id) => ({ id })),
    productSign: productSignature(products),
    userInfo: { is_app: '1', combo_id: 12, h5_domain: 'qmx.h5.zhixiao.cn', app_version: '430' },
  };
}

describe('session store', () => {
  it('keeps every session field under the product prefix', () => {
    expect(saveSession(content('zx_t1')).ok).toBe(true);
    expect(localStorage.getItem('zx_console_token')).toBe('zx_t1');
    expect(localStorage.getItem('zx_console_PRODUCT_ID')).toBe('1');
    expect(localStorage.getItem('zx_console_h5avatar')).toBe('qmx.h5.zhixiao.cn');
    expect(localStorage.getItem('zx_console_appVersion')).toBe('430');
    expect(getSession()?.comboId).toBe('12');
  });

  it('a role refresh of the same sign-in keeps the frame memory; a new sign-in drops it', () => {
    saveSession(content('zx_t1'));
    writeText('visitedViews', '[]');
    saveSession(content('zx_t1'));
    expect(readText('visitedViews')).toBe('[]');
    saveSession(content('zx_t2'));
    expect(readText('visitedViews')).toBeNull();
  });

  it('refuses a product list that fails its signature and clears storage', () => {
    saveSession(content('zx_t1'));
    const bad = { ...content('zx_t3'), productSign: 'forged' };
    expect(saveSession(bad)).toEqual({ ok: false, reason: 'badSignature' });
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(storageKey('token'))).toBeNull();
  });

  it('a product list edited in storage signs the person out when storage is next read', () => {
    const unsubscribe = subscribe(() => undefined);
    saveSession(content('zx_t1'));
    expect(getSession()?.products).toEqual([1, 34]);
    localStorage.setItem(storageKey('products'), JSON.stringify([1, 34, 6]));
    // The edit reaches this tab as a storage event (another tab, or devtools), which drops the snapshot.
    window.dispatchEvent(new StorageEvent('storage', { key: storageKey('products') }));
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(storageKey('token'))).toBeNull();
    unsubscribe();
  });

  it('logout clears token, roles, products and productSign but keeps the client id', () => {
    writeText('clientId', 'abcdef0123456789');
    saveSession(content('zx_t1'));
    clearSession();
    for (const key of ['token', 'roles', 'products', 'productSign'] as const) expect(readText(key)).toBeNull();
    expect(readText('clientId')).toBe('abcdef0123456789');
  });
});
