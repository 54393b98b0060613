import { describe, expect, it } from 'vitest';
import { fullPath, loginPath, pageTitle, safeRedirect } from './paths';

describe('paths', () => {
  it('titles pages as "{route title} - {site title}"', () => {
    expect(pageTitle('概况')).toBe('概况 - 智校管理后台');
    expect(pageTitle(undefined)).toBe('智校管理后台');
  });

  it('builds the login path with the full path as redirect', () => {
    const path = fullPath({ pathname: '/clue/list', search: '?page=2&size=20', hash: '#top' });
    expect(path).toBe('/clue/list?page=2&size=20#top');
    const url = new URL(loginPath(path), 'http://x');
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('redirect')).toBe('/clue/list?page=2&size=20#top');
  });

  it('does not nest the login page into its own redirect', () => {
    expect(loginPath('/login?redirect=%2Foverview')).toBe('/login?redirect=%2Foverview');
    expect(loginPath('/login')).toBe('/login');
  });

  it('follows only paths of this site after sign-in', () => {
    expect(safeRedirect('/overview?x=1')).toBe('/overview?x=1');
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
  });
});
