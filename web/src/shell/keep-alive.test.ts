import { describe, expect, it } from 'vitest';
import { type KeepMeta, type KeptPages, keepInFront, keepOpen } from './keep-alive';

const none = () => false;

/** Visits the paths in order, bound `max`, each with its meta and the unsaved marks of `unsaved`. */
function visit(
  paths: string[],
  max: number,
  meta: Record<string, KeepMeta> = {},
  unsaved: (path: string) => boolean = none,
  from: KeptPages<string> = new Map(),
): KeptPages<string> {
  return paths.reduce(
    (kept, path) => keepInFront(kept, { path, location: `${path}?seen`, meta: meta[path] ?? {} }, max, unsaved),
    from,
  );
}

const paths = (kept: KeptPages<string>) => [...kept.keys()];

describe('the bounded keep-alive', () => {
  it('keeps the most recently used pages and lets the least recently used go', () => {
    expect(paths(visit(['/a', '/b', '/c'], 3))).toEqual(['/a', '/b', '/c']);
    expect(paths(visit(['/a', '/b', '/c', '/d'], 3))).toEqual(['/b', '/c', '/d']);
    // Coming back to /a makes it the most recent: /b is the one let go, and the pages keep their order.
    expect(paths(visit(['/a', '/b', '/c', '/a', '/d'], 3))).toEqual(['/a', '/c', '/d']);
  });

  it('keeps the address a page was last shown at', () => {
    const kept = keepInFront(visit(['/a', '/b'], 3), { path: '/a', location: '/a?page=2', meta: {} }, 3, none);
    expect(kept.get('/a')?.location).toBe('/a?page=2');
    expect(kept.get('/b')?.location).toBe('/b?seen');
  });

  it('never lets a page left with unsaved changes go', () => {
    const unsaved = (path: string) => path === '/a';
    expect(paths(visit(['/a', '/b', '/c', '/d', '/e'], 3, {}, unsaved))).toEqual(['/a', '/d', '/e']);
    // With every other page unsaved too, the bound gives way rather than a person's typing.
    const all = (path: string) => path !== '/e';
    expect(paths(visit(['/a', '/b', '/c', '/d', '/e'], 3, {}, all))).toEqual(['/a', '/b', '/c', '/d', '/e']);
    // Once saved (no longer marked), it goes like any other on the next visit.
    const before = visit(['/a', '/b', '/c', '/d', '/e'], 3, {}, unsaved);
    expect(paths(visit(['/f'], 3, {}, none, before))).toEqual(['/d', '/e', '/f']);
  });

  it('never keeps a noCache page, and lets it go when it is left', () => {
    const meta = { '/form': { noCache: true } };
    expect(paths(visit(['/a', '/form'], 3, meta))).toEqual(['/a']);
    expect(paths(visit(['/a', '/form', '/b'], 3, meta))).toEqual(['/a', '/b']);
  });

  it('always keeps a keepAlive page, whatever the bound', () => {
    const meta = { '/a': { keepAlive: true } };
    expect(paths(visit(['/a', '/b', '/c', '/d', '/e'], 3, meta))).toEqual(['/a', '/d', '/e']);
  });

  it('never lets the page in front go', () => {
    const meta = { '/a': { keepAlive: true }, '/b': { keepAlive: true } };
    expect(paths(visit(['/a', '/b', '/c'], 2, meta))).toEqual(['/a', '/b', '/c']);
  });

  it('answers the same pages when a visit changes nothing', () => {
    const kept = visit(['/a', '/b'], 3);
    expect(keepInFront(kept, { path: '/b', location: '/b?seen', meta: {} }, 3, none)).toBe(kept);
    expect(keepOpen(kept, new Set(['/a', '/b']), '/b')).toBe(kept);
  });

  it('lets the pages of closed tabs go, except the page in front', () => {
    const kept = visit(['/a', '/b', '/c'], 5);
    expect(paths(keepOpen(kept, new Set(['/a']), '/c'))).toEqual(['/a', '/c']);
  });
});
