import { type Category, categorySchema } from '@console/contracts';
import { z } from 'zod';
import { fail, notFound } from '../../errors.js';
import type { Handlers } from '../../kit/handlers.js';
import { advance, checkVersion } from '../../kit/versioned.js';
import type { CategoryRow } from '../../state/index.js';
import { formatDateTime } from '../../util/time.js';

/** The forbidden-word list of the check (spec §5): small, but real words a shop must not publish. */
export const SENSITIVE_WORDS = ['赌博', '色情', '代开发票', '枪支', '毒品', '法轮', '办证', '传销', '博彩', '裸聊'];

export function sensitiveHits(text: string): string[] {
  return SENSITIVE_WORDS.filter((w) => text.includes(w));
}

export const checkHandlers: Handlers['check'] = {
  categorySave({ contentType, listStr, version }, ctx) {
    // The contract has already checked that listStr is a non-empty list with names; this reads it again typed.
    const items: Category[] = z.array(categorySchema).parse(JSON.parse(listStr));
    const key = String(contentType);
    // The list is saved whole: one saved since this one was read would be overwritten (issue 28).
    const whole = ctx.state.categoryList(key);
    checkVersion(whole, version);
    const stored = new Map((ctx.state.categories.get(key) ?? []).map((c) => [c.id, c]));
    const names = new Set<string>();
    const saved: CategoryRow[] = items.map((item, i) => {
      const name = item.name.trim();
      if (names.has(name)) throw fail(`分类名称不能重复：${name}`);
      names.add(name);
      if (typeof item.id === 'number' && !stored.has(item.id)) throw notFound();
      return {
        id: typeof item.id === 'number' ? item.id : ctx.state.nextCategoryId(),
        name,
        cover: item.cover ?? null,
        isShow: item.isShow,
        // Spec section 9: sort is reassigned 1..n in list order on save.
        sort: i + 1,
        isIndex: item.isIndex ?? '0',
        type: item.type ?? (typeof item.id === 'number' ? 1 : 2),
      };
    });
    ctx.state.categories.set(key, saved);
    advance(whole);
    whole.updateTime = formatDateTime(ctx.now);
    return saved.map((c) => ({ ...c }));
  },

  sensitive({ content }) {
    const hits = sensitiveHits(content);
    return hits.length > 0 ? `包含敏感词：${hits.join('、')}` : null;
  },
};
