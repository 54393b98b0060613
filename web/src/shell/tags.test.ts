import { describe, expect, it } from 'vitest';
import { writeText } from '../session/storage';
import {
  addView,
  closeAll,
  closeOthers,
  closeView,
  getViews,
  nextView,
  setViews,
  type VisitedView,
  withAffixed,
} from './tags';

const view = (path: string, affix = false): VisitedView => ({
  path,
  fullPath: path,
  title: path,
  query: {},
  meta: { affix },
});

const overview = view('/overview', true);
const a = view('/a');
const b = view('/b');
const c = view('/c');

describe('visited views', () => {
  it('adds a tab per path, updating an existing one in place', () => {
    const views = addView(addView([overview], a), b);
    expect(views.map((v) => v.path)).toEqual(['/overview', '/a', '/b']);
    const again = addView(views, { ...a, fullPath: '/a?page=2', query: { page: '2' } });
    expect(again.map((v) => v.fullPath)).toEqual(['/overview', '/a?page=2', '/b']);
  });

  it('never closes affixed tabs', () => {
    const views = [overview, a, b, c];
    expect(closeView(views, '/overview')).toEqual(views);
    expect(closeView(views, '/b').map((v) => v.path)).toEqual(['/overview', '/a', '/c']);
    expect(closeOthers(views, '/b').map((v) => v.path)).toEqual(['/overview', '/b']);
    expect(closeAll(views).map((v) => v.path)).toEqual(['/overview']);
  });

  it('goes to the neighbour after closing the active tab', () => {
    const before = [overview, a, b, c];
    expect(nextView(before, closeView(before, '/b'), '/b')?.path).toBe('/c');
    expect(nextView(before, closeView(before, '/c'), '/c')?.path).toBe('/b');
  });

  it('puts the table affixed tabs first', () => {
    expect(withAffixed([a, overview, b], [overview]).map((v) => v.path)).toEqual(['/overview', '/a', '/b']);
  });

  it('remembers the strip per sign-in', () => {
    writeText('token', 't1');
    setViews([overview, a]);
    expect(getViews().map((v) => v.path)).toEqual(['/overview', '/a']);
    // Another sign-in in the same page load starts with its own (stored) tabs, not these.
    localStorage.clear();
    writeText('token', 't2');
    expect(getViews()).toEqual([]);
  });
});
