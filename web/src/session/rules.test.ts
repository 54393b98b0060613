import { productSignature, type SessionContent } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { chinaWallClock } from '../app/china-zone';
import { applyExpiry, deriveSession, editionOf, isH5Only, isPast, normalizeCode, versionOf } from './rules';

// Noon on 15 June 2025 in China, where the server's dates are.
const NOW = new Date(chinaWallClock(2025, 6, 15, 12));

function content(userInfo: SessionContent['userInfo'], extra: Partial<SessionContent> = {}): SessionContent {
  return {
    token: 'zx_abc',
    roles: ['admin'],
    name: '张校长',
    avatar: 'https://img/qr.png',
    introduction: null,
    resources: ['400', '-900'],
    permissions: ['400'],
    wxAppName: '小程序',
    products: [{ id: 2 }, { id: 14 }],
    productSign: productSignature([2, 14]),
    userInfo,
    ...extra,
  };
}

describe('session rules of spec §4', () => {
  it('chooses PRODUCT_ID: 1 for is_app, 3 for is_tiktok, else 2', () => {
    expect(editionOf({ is_app: '1', is_tiktok: '1' })).toBe(1);
    expect(editionOf({ is_app: '0', is_tiktok: '1' })).toBe(3);
    expect(editionOf({ is_app: '', is_tiktok: null })).toBe(2);
  });

  it('reads end dates as local days, kept valid through their last day', () => {
    expect(isPast('2025-06-15', NOW)).toBe(false);
    expect(isPast('2025-06-14', NOW)).toBe(true);
    expect(isPast('2025-06-15 11:59:59', NOW)).toBe(true);
    expect(isPast('2025-06-15T12:30:00', NOW)).toBe(false);
    expect(isPast('', NOW)).toBe(false);
    expect(isPast('not a date', NOW)).toBe(false);
    // A bare end date lasts until midnight in China, which is 16:00 UTC.
    expect(isPast('2025-06-15', new Date(Date.UTC(2025, 5, 15, 15, 59, 59)))).toBe(false);
    expect(isPast('2025-06-15', new Date(Date.UTC(2025, 5, 15, 16, 0, 0)))).toBe(true);
  });

  it('applies the three expiry fallbacks, in order', () => {
    expect(applyExpiry({ end_date: '2025-01-01' }, 1, NOW)).toEqual({
      productId: 1,
      exceed: { miniProgram: true, h5: false, tiktok: false },
    });
    expect(applyExpiry({ tiktok_end_date: '2025-01-01' }, 3, NOW)).toEqual({
      productId: 2,
      exceed: { miniProgram: false, h5: false, tiktok: true },
    });
    expect(applyExpiry({ tiktok_end_date: '2025-01-01', h5_end_date: '2025-01-01' }, 3, NOW).productId).toBe(1);
  });

  it('gives H5-only accounts combo 25 and the H5 marker', () => {
    expect(isH5Only({ is_app: '0', is_H5: '1' })).toBe(true);
    expect(isH5Only({ is_app: '1', is_H5: '1' })).toBe(false);
    const s = deriveSession(content({ is_app: '', is_H5: '1', combo_id: 8 }), { impersonating: false, now: NOW });
    expect(s.comboId).toBe('25');
    expect(s.isH5).toBe(true);
  });

  it('skips the expiry rules for impersonation, takes codes by absolute value and marks demo accounts', () => {
    const info = { is_app: '1' as const, end_date: '2020-01-01', h5_end_date: '2020-01-01', is_demo: '1' as const };
    const s = deriveSession(content(info), { impersonating: true, now: NOW });
    expect(s.productId).toBe(1);
    expect(s.exceed).toEqual({ miniProgram: false, h5: false, tiktok: false });
    expect(s.resources).toEqual(['400', '900']);
    expect(s.demo).toBe(true);
    expect(normalizeCode('-300109')).toBe('300109');
  });

  it('reads the app version as a number', () => {
    expect(versionOf('426')).toBe(426);
    expect(versionOf('4.2.6')).toBe(426);
    expect(versionOf(430)).toBe(430);
    expect(versionOf('abc')).toBeNull();
    expect(versionOf(undefined)).toBeNull();
  });
});
