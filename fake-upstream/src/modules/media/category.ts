import type { Handlers } from '../../kit/handlers.js';

/** Reading a content type's categories (the editor and the category pickers), with the list's version. */
export const categoryHandlers: Handlers['category'] = {
  list({ contentType }, ctx) {
    const key = String(contentType);
    const { version, updateTime } = ctx.state.categoryList(key);
    const list = (ctx.state.categories.get(key) ?? []).map((c) => ({ ...c }));
    return updateTime === undefined ? { list, version } : { list, version, updateTime };
  },
};
