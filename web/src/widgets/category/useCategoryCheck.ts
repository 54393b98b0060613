import { MSG } from '@console/contracts';
import type { ReactElement } from 'react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useConfirm } from '../confirm';

/** Where categories are managed; `?type=` opens the editor of that content type. */
export const CATEGORY_SETTINGS_PATH = '/official/setting/category';

/** The page that edits `contentType`'s categories: the official settings, or a module's own (`settingsPath`). */
export function categorySettingsPath(contentType: string, settingsPath = CATEGORY_SETTINGS_PATH): string {
  const [path, query = ''] = settingsPath.split('?');
  const search = new URLSearchParams(query);
  search.set('type', contentType);
  return `${path}?${search.toString()}`;
}

/**
 * The category-check helper (spec §5 and §8): a page that needs categories asks, once they have loaded
 * and there are none, '还未添加分类，请先前往分类管理添加。' — 去添加 goes to category management, cancel goes back.
 */
export function useCategoryCheck(
  contentType: string | undefined,
  categories: readonly unknown[] | undefined,
  settingsPath?: string,
): ReactElement {
  const [confirm, holder] = useConfirm();
  const navigate = useNavigate();
  const asked = useRef(false);
  useEffect(() => {
    if (!contentType || !categories || categories.length > 0 || asked.current) return;
    asked.current = true;
    void confirm({ content: MSG.noCategory, okText: MSG.noCategoryGo }).then((go) =>
      go ? navigate(categorySettingsPath(contentType, settingsPath)) : navigate(-1),
    );
  }, [contentType, categories, confirm, navigate, settingsPath]);
  return holder;
}
