import type { Handlers } from '../../kit/handlers.js';

/** Reading a content type's categories (the editor and the category pickers). */
export const categoryHandlers: Handlers['category'] = {
  list({ contentType }, ctx) {
    return (ctx.state.categories.get(String(contentType)) ?? []).map((c) => ({ ...c }));
  },
};
