import { describe, expect, it } from 'vitest';
import { SHOPS } from '../../state/shops.js';
import { Ledger } from './ledger.js';
import { SERIAL_BLOCK } from './numbers.js';
import { orderNoOf } from './seed.js';

const AT = Date.UTC(2025, 5, 16, 2);

describe('numbers across shops', () => {
  it('gives no two orders of any shops placed the same day one order number; shop 1 keeps its numbers', () => {
    const seen = new Set<string>();
    for (const { id: shop } of SHOPS) for (let id = 1; id <= 5_000; id++) seen.add(orderNoOf(shop, id, AT));
    expect(seen.size).toBe(SHOPS.length * 5_000);
    expect(orderNoOf(1, 1, AT)).toBe('202506160001242486');
  });

  it('keeps every shop’s withdrawal serials within the number’s four digits', () => {
    expect(SHOPS.length * SERIAL_BLOCK.withdraw).toBeLessThanOrEqual(10_000);
  });

  it('gives lines written in the same second in different shops different trade numbers', () => {
    const lines = SHOPS.map(({ id }) =>
      new Ledger(id).income(100, AT, { orderId: 1, orderNo: 'x', method: '微信支付' }),
    );
    expect(new Set(lines.map((l) => l.tradeNo)).size).toBe(SHOPS.length);
    expect(lines[0]?.tradeNo).toBe('T20250616100000000001');
  });
});
