import { type DecorPage, decorPagePublishSchema, type ShopPageEntity, shopPage } from '@console/contracts';
import { fail, refuseAny } from '../../errors.js';
import type { CallContext, Handlers } from '../../kit/handlers.js';
import { resourceHandlers } from '../../kit/resource-handlers.js';
import type { StoredRow } from '../../kit/store.js';
import { formatDateTime } from '../../util/time.js';
import { absoluteMedia } from './media.js';
import { PAGE_STATUS, type ShopState, shopState, templateContent } from './state.js';
import { templatePage } from './templates.js';
import { conflictOf, savedOutcome } from './versions.js';

export const HOME_DELETE_REFUSED = '首页不能删除，请先将其他页面设为首页';
export const HOME_UNPUBLISHED_REFUSED = '页面尚未发布，请先发布再设为首页';
const COPY_SUFFIX = '（副本）';
const NAME_MAX = 20;

const mediaBase = (ctx: CallContext) => `/${ctx.env.bucket}`;
const pagesOf = (ctx: CallContext) => shopState.of(ctx).pages;

function entity(s: ShopState, row: StoredRow): ShopPageEntity {
  return s.pages.view(row) as ShopPageEntity;
}

function docsOf(s: ShopState, id: number) {
  const docs = s.docs.get(id);
  if (!docs) throw new Error(`page ${id} has no design`);
  return docs;
}

/** A new page's row and design, unpublished, at version 1. */
function addPage(s: ShopState, name: string, draft: DecorPage, now: number): StoredRow {
  const row = s.pages.seed(
    {
      name,
      isHome: '0',
      status: PAGE_STATUS.unpublished,
      componentCount: draft.components.length,
      publishTime: null,
    },
    now,
  );
  s.docs.set(row.id, { draft, published: null });
  return row;
}

/** Writes a design as the page's draft or (publishing) as both: the next version, the status that follows. */
function write(s: ShopState, row: StoredRow, name: string, doc: DecorPage, now: number, publish: boolean) {
  const docs = docsOf(s, row.id);
  docs.draft = doc;
  if (publish) docs.published = doc;
  const wasLive = row.values.status !== PAGE_STATUS.unpublished;
  s.pages.edit(
    row,
    {
      name,
      componentCount: doc.components.length,
      status: publish ? PAGE_STATUS.published : wasLive ? PAGE_STATUS.changed : PAGE_STATUS.unpublished,
      publishTime: publish ? formatDateTime(now) : row.values.publishTime,
    },
    now,
  );
}

const standard = resourceHandlers(shopPage, pagesOf, {});

/** 微页面: the list (home page first), and delete, which never takes the home page. */
export const shopPageHandlers: Handlers['shopPage'] = {
  ...standard,
  remove({ id }, ctx) {
    const pages = pagesOf(ctx);
    if (pages.get(id).values.isHome === '1') throw fail(HOME_DELETE_REFUSED);
    pages.remove([id]);
    shopState.of(ctx).docs.delete(id);
    return null;
  },
  removeMany({ ids }, ctx) {
    const pages = pagesOf(ctx);
    refuseAny(ids.map((id) => (pages.get(id).values.isHome === '1' ? HOME_DELETE_REFUSED : null)));
    pages.remove(ids);
    for (const id of ids) shopState.of(ctx).docs.delete(id);
    return null;
  },
};

/** The designer's calls: new pages from templates, copies, the home page, and saving with versions. */
export const shopDesignHandlers: Handlers['shopDesign'] = {
  create({ name, template }, ctx) {
    const s = shopState.of(ctx);
    let hue = s.pages.all().length * 47;
    const content = templateContent(ctx, mediaBase(ctx), () => (hue += 97) % 360);
    return entity(s, addPage(s, name, templatePage(template, name, content), ctx.now));
  },
  copy({ id }, ctx) {
    const s = shopState.of(ctx);
    const source = s.pages.get(id);
    const name = `${String(source.values.name).slice(0, NAME_MAX - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
    return entity(s, addPage(s, name, structuredClone(docsOf(s, id).draft), ctx.now));
  },
  setHome({ id }, ctx) {
    const s = shopState.of(ctx);
    const row = s.pages.get(id);
    if (row.values.status === PAGE_STATUS.unpublished) throw fail(HOME_UNPUBLISHED_REFUSED);
    for (const r of s.pages.live()) {
      const isHome = r.id === id ? '1' : '0';
      if (r.values.isHome !== isHome) s.pages.edit(r, { isHome }, ctx.now);
    }
    return entity(s, row);
  },
  design({ id }, ctx) {
    const s = shopState.of(ctx);
    const row = s.pages.get(id);
    const docs = absoluteMedia(docsOf(s, id), mediaBase(ctx), ctx.publicUrl);
    return { page: entity(s, row), draft: docs.draft, published: docs.published };
  },
  saveDraft(input, ctx) {
    const s = shopState.of(ctx);
    const row = s.pages.get(input.id);
    const conflict = conflictOf(row, input);
    if (conflict) return conflict;
    write(s, row, input.name, input.doc, ctx.now, false);
    return savedOutcome(row.version, row.updatedAt);
  },
  publish(input, ctx) {
    const s = shopState.of(ctx);
    const row = s.pages.get(input.id);
    // The gateway parses the input already; the upstream still never keeps a live page that could not go live.
    const checked = decorPagePublishSchema.safeParse(input.doc);
    if (!checked.success) throw fail(checked.error.issues[0]?.message ?? '页面内容不完整');
    const conflict = conflictOf(row, input);
    if (conflict) return conflict;
    write(s, row, input.name, checked.data, ctx.now, true);
    return savedOutcome(row.version, row.updatedAt);
  },
};
