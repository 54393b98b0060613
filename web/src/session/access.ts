import { PRODUCTS, type ProductId, SUPER_ROLE, verifyProductSignature } from '@console/contracts';
import type { MenuRole } from '../routes/types';
import { normalizeCode } from './rules';

/**
 * Access rules of spec §6, as pure functions of the session. The frame, the menus, the header search
 * and the `<Permission>` component all ask these, so there is one answer to "may this person see it".
 */

/** What access depends on: a `Session` satisfies it. */
export interface AccessSubject {
  roles: readonly string[];
  /** Absolute values of the resource codes. */
  resources: readonly string[];
  permissions: readonly string[];
}

export interface ProductSubject {
  products: readonly number[];
  productSign: string;
  impersonating: boolean;
  demo: boolean;
}

/** What a route needs; a `RouteNode` satisfies it. */
export interface RouteRule {
  roles: readonly MenuRole[] | undefined;
  codes: readonly number[];
}

export const isSuper = (s: AccessSubject): boolean => s.roles.includes(SUPER_ROLE);

const granted = (list: readonly string[], code: number | string): boolean => {
  const wanted = normalizeCode(String(code));
  return list.some((c) => normalizeCode(c) === wanted);
};

/**
 * Whether a route is in this person's routes: the super role sees every route of the edition; others need one
 * of the route's roles and every code on its way down (resource codes by absolute value). No code, no limit.
 */
export function canSeeRoute(rule: RouteRule, s: AccessSubject): boolean {
  if (isSuper(s)) return true;
  if (rule.roles && !rule.roles.some((r) => s.roles.includes(r))) return false;
  return rule.codes.every((code) => granted(s.resources, code));
}

/**
 * Whether a link or button with `code` shows: without a code always; otherwise for the super role, or when the
 * stored permissions or resources hold the code.
 */
export function hasPermission(code: number | string | undefined | null, s: AccessSubject): boolean {
  if (code === undefined || code === null || code === '') return true;
  return isSuper(s) || granted(s.permissions, code) || granted(s.resources, code);
}

/**
 * The product check of spec §6: 1 when the product is bought (or the check is skipped for an
 * impersonation or a demo account), 0 when it is not, -1 when the product list fails its signature: storage
 * must then be cleared and the person signs in again.
 */
export type ProductStatus = 1 | 0 | -1;

export function productStatus(productId: number, s: ProductSubject): ProductStatus {
  if (s.impersonating || s.demo) return 1;
  if (!verifyProductSignature(s.products, s.productSign)) return -1;
  return s.products.includes(productId) ? 1 : 0;
}

/** What entering a route (or choosing a menu entry) takes. */
export type Gate = { kind: 'open' } | { kind: 'upgrade'; productId: ProductId } | { kind: 'signIn' };

/**
 * The gate of a route. H5-only accounts need the full app/H5 edition (product 1) for the menus spec §6
 * flags for them (the spec leaves the effect open; an H5-only account never holds product 1); otherwise the
 * route's own product decides.
 */
export function gateFor(
  rule: { productId: ProductId | undefined; h5Flagged: boolean },
  s: ProductSubject & { isH5: boolean },
): Gate {
  const needed = rule.h5Flagged && s.isH5 ? PRODUCTS.app : rule.productId;
  if (needed === undefined) return { kind: 'open' };
  const status = productStatus(needed, s);
  if (status === -1) return { kind: 'signIn' };
  return status === 1 ? { kind: 'open' } : { kind: 'upgrade', productId: needed };
}
