import { PRODUCTS, productSignature } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { canSeeRoute, gateFor, hasPermission, isSuper, productStatus } from './access';

const subject = (roles: string[], resources: string[] = [], permissions: string[] = []) => ({
  roles,
  resources,
  permissions,
});
const products = (ids: number[], extra: Partial<{ impersonating: boolean; demo: boolean; isH5: boolean }> = {}) => ({
  products: ids,
  productSign: productSignature(ids),
  impersonating: false,
  demo: false,
  isH5: false,
  ...extra,
});

describe('canSeeRoute', () => {
  it('the super role 100 sees every route, whatever its codes and roles', () => {
    expect(isSuper(subject(['100']))).toBe(true);
    expect(canSeeRoute({ roles: ['admin'], codes: [800, 5002] }, subject(['100']))).toBe(true);
  });

  it('others need one of the route roles', () => {
    expect(canSeeRoute({ roles: ['admin', 'editor'], codes: [] }, subject(['editor']))).toBe(true);
    expect(canSeeRoute({ roles: ['admin'], codes: [] }, subject(['editor']))).toBe(false);
    expect(canSeeRoute({ roles: undefined, codes: [] }, subject([]))).toBe(true);
  });

  it('a route with codes needs every one, by absolute value', () => {
    const editor = subject(['editor'], ['400', '-900', '600']);
    expect(canSeeRoute({ roles: ['editor'], codes: [900] }, editor)).toBe(true);
    expect(canSeeRoute({ roles: ['editor'], codes: [400] }, editor)).toBe(true);
    expect(canSeeRoute({ roles: ['editor'], codes: [800] }, editor)).toBe(false);
    expect(canSeeRoute({ roles: ['editor'], codes: [800, 5002] }, subject(['editor'], ['800']))).toBe(false);
  });

  it('a route without a code is always visible', () => {
    expect(canSeeRoute({ roles: ['editor'], codes: [] }, subject(['editor'], []))).toBe(true);
  });
});

describe('hasPermission (buttons and links)', () => {
  it('no code: always shown', () => {
    expect(hasPermission(undefined, subject([]))).toBe(true);
    expect(hasPermission('', subject([]))).toBe(true);
  });

  it('shown for the super role, or when permissions or resources hold the code', () => {
    expect(hasPermission(800, subject(['100']))).toBe(true);
    expect(hasPermission(800, subject(['admin'], [], ['800']))).toBe(true);
    expect(hasPermission('900', subject(['admin'], ['-900']))).toBe(true);
    expect(hasPermission(800, subject(['admin'], ['600'], ['400']))).toBe(false);
  });
});

describe('productStatus', () => {
  it('1 bought, 0 not bought, -1 when the list fails its signature', () => {
    expect(productStatus(PRODUCTS.mall, products([2, 14]))).toBe(1);
    expect(productStatus(PRODUCTS.lottery, products([2, 14]))).toBe(0);
    expect(productStatus(PRODUCTS.mall, { ...products([2]), products: [2, 14] })).toBe(-1);
  });

  it('impersonation and the demo account skip the check, signature included', () => {
    const tampered = { ...products([2]), products: [2, 14] };
    expect(productStatus(PRODUCTS.lottery, { ...tampered, impersonating: true })).toBe(1);
    expect(productStatus(PRODUCTS.lottery, { ...tampered, demo: true })).toBe(1);
  });
});

describe('gateFor', () => {
  it('opens routes without a product', () => {
    expect(gateFor({ productId: undefined, h5Flagged: false }, products([2]))).toEqual({ kind: 'open' });
  });

  it('asks to upgrade for a product not bought, and sends a tampered list to sign-in', () => {
    expect(gateFor({ productId: PRODUCTS.form, h5Flagged: false }, products([1]))).toEqual({
      kind: 'upgrade',
      productId: PRODUCTS.form,
    });
    expect(gateFor({ productId: PRODUCTS.form, h5Flagged: false }, products([1, 34]))).toEqual({ kind: 'open' });
    const tampered = { ...products([1]), products: [1, 34] };
    expect(gateFor({ productId: PRODUCTS.form, h5Flagged: false }, tampered)).toEqual({ kind: 'signIn' });
  });

  it('flagged menus ask H5-only accounts to upgrade to the app/H5 edition', () => {
    const h5 = products([2, 34], { isH5: true });
    expect(gateFor({ productId: undefined, h5Flagged: true }, h5)).toEqual({ kind: 'upgrade', productId: 1 });
    expect(gateFor({ productId: undefined, h5Flagged: true }, products([2]))).toEqual({ kind: 'open' });
    expect(gateFor({ productId: undefined, h5Flagged: true }, { ...h5, impersonating: true })).toEqual({
      kind: 'open',
    });
  });
});
