import { MSG } from '@console/contracts';
import type { ReactElement } from 'react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useConfirm } from '../confirm';

/** Where categories are managed; `?type=` opens the editor of that content type. */
export const CATEGORY_SETTINGS_PATH = '/official/setting/category';

/**
 * The category-check helper (spec §5 and §8): a page that needs categories asks, once they have loaded
 * and there are none, '还未添加分类，请先前往分类管理添加。' — 去添加 goes to category management, cancel goes back.
 */
export function useCategoryCheck(
  contentType: string | undefined,
  categories: readonly unknown[] | undefined,
  /** Where this content type's categories are managed, when not in the official site's settings. */
  managePath?: string,
): ReactElement {
  const [confirm, holder] = useConfirm();
  const navigate = useNavigate();
  const asked = useRef(false);
  useEffect(() => {
    if (!contentType || !categories || categories.length > 0 || asked.current) return;
    asked.current = true;
    void confirm({ content: MSG.noCategory, okText: MSG.noCategoryGo }).then((go) =>
      go ? navigate(managePath ?? `${CATEGORY_SETTINGS_PATH}?type=${encodeURIComponent(contentType)}`) : navigate(-1),
    );
  }, [contentType, categories, confirm, navigate, managePath]);
  return holder;
}
