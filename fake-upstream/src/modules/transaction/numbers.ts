import { PRIMARY_SHOP } from '../../state/shops.js';

/**
 * The serial a number of the shop is made from: the platform's order, trade and withdrawal numbers are unique
 * across shops, so each shop counts in its own block of `block` serials. The primary shop's block starts at 0:
 * its numbers are the ones the tests and the README know. `id` stays below `block` in every series here.
 */
export const serialOf = (shop: number, id: number, block: number): number => (shop - PRIMARY_SHOP) * block + id;

/** Blocks per series: trade numbers keep six digits, withdrawal numbers four (five shops). */
export const SERIAL_BLOCK = { order: 1_000_000, trade: 200_000, withdraw: 2_000 } as const;
