import { describe, expect, it } from 'vitest';
import { CATEGORY_SETTINGS_PATH, categorySettingsPath } from './useCategoryCheck';

describe('category settings path', () => {
  it('opens the official settings on the content type by default', () => {
    expect(categorySettingsPath('3')).toBe(`${CATEGORY_SETTINGS_PATH}?type=3`);
  });

  it("opens a module's own editor, keeping its query", () => {
    expect(categorySettingsPath('vodCourse', '/vod/index?tab=course')).toBe('/vod/index?tab=course&type=vodCourse');
    expect(categorySettingsPath('a b', '/x')).toBe('/x?type=a+b');
  });
});
