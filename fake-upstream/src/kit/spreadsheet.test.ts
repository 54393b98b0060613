import { describe, expect, it } from 'vitest';
import { NUM_FMT, typedCell } from './spreadsheet.js';

const ORIGIN = 'http://127.0.0.1:8081';

describe('typed export cells', () => {
  it('writes money as yuan numbers with the ¥ format, from whole fen only', () => {
    expect(typedCell('money', 268000, ORIGIN)).toEqual({ value: 2680, numFmt: NUM_FMT.money });
    expect(typedCell('money', -1, ORIGIN)).toEqual({ value: -0.01, numFmt: NUM_FMT.money });
    expect(() => typedCell('money', 1.5, ORIGIN)).toThrow('money cell needs fen');
    expect(() => typedCell('money', '2680.00', ORIGIN)).toThrow('money cell needs fen');
  });

  it('keeps order numbers and phones as text', () => {
    expect(typedCell('text', '202611250019994678', ORIGIN)).toEqual({ value: '202611250019994678' });
    expect(typedCell('text', 13800000001, ORIGIN)).toEqual({ value: '13800000001' });
  });

  it('writes dates as China wall time, from ms or China-time text', () => {
    const ms = Date.UTC(2026, 10, 27, 16, 30); // 2026-11-28 00:30 in China
    expect(typedCell('datetime', ms, ORIGIN)).toEqual({
      value: new Date(Date.UTC(2026, 10, 28, 0, 30)),
      numFmt: NUM_FMT.datetime,
    });
    expect(typedCell('date', '2026-11-28', ORIGIN)).toEqual({
      value: new Date(Date.UTC(2026, 10, 28)),
      numFmt: NUM_FMT.date,
    });
    expect(typedCell('datetime', '2026-11-28 09:05:00', ORIGIN).value).toEqual(new Date(Date.UTC(2026, 10, 28, 9, 5)));
  });

  it('completes paths on this server into absolute addresses, one a line', () => {
    expect(typedCell('url', '/seed/a.png', ORIGIN)).toEqual({ value: `${ORIGIN}/seed/a.png` });
    expect(typedCell('url', ['/a.png', 'https://cdn.example.com/b.png'], ORIGIN)).toEqual({
      value: `${ORIGIN}/a.png\nhttps://cdn.example.com/b.png`,
    });
  });

  it('leaves empty values empty', () => {
    for (const v of [null, undefined, '', []]) expect(typedCell('money', v, ORIGIN)).toEqual({ value: null });
  });
});
