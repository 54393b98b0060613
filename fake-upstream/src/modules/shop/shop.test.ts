import {
  decorPagePublishSchema,
  decorPageSchema,
  newDecorComponent,
  type ShopPageEntity,
  shopPage,
  shopStoreSchema,
} from '@console/contracts';
import { describe, expect, it } from 'vitest';
import type { CallContext } from '../../kit/handlers.js';
import { businessError, callContext, testState } from '../../kit/testing.js';
import { settingState } from '../setting/state.js';
import { HOME_DELETE_REFUSED, HOME_UNPUBLISHED_REFUSED, shopDesignHandlers, shopPageHandlers } from './pages.js';
import { PAGE_STATUS, shopState } from './state.js';
import { shopStoreHandlers } from './store.js';

const NOW = Date.UTC(2026, 2, 2, 2, 0, 0);

/** A call on a fresh fake at `now`; the shop's handlers read the bucket from the env. */
const setUp = (now = NOW): CallContext => ({
  ...callContext(testState(now), now),
  env: { bucket: 'console-media' } as CallContext['env'],
});

const list = (ctx: CallContext, q: Record<string, unknown> = {}) =>
  shopPageHandlers.list({ page: 1, size: 100, ...q } as never, ctx) as { list: ShopPageEntity[]; total: number };
const home = (ctx: CallContext) => list(ctx).list.find((p) => p.isHome === '1') as ShopPageEntity;
const byStatus = (ctx: CallContext, status: number) =>
  list(ctx).list.find((p) => p.status === status && p.isHome === '0') as ShopPageEntity;

/** The handlers answer at once; their type allows a promise, which these never are. */
function sync<T>(v: T | Promise<T>): T {
  if (v instanceof Promise) throw new Error('expected an answer, not a promise');
  return v;
}

const design = (ctx: CallContext, id: number) => sync(shopDesignHandlers.design({ id }, ctx));

describe('the seeded shop', () => {
  it('has one published home page first, 30 pages and more in every status, each matching the entity', () => {
    const ctx = setUp();
    const { list: rows, total } = list(ctx);
    expect(total).toBeGreaterThanOrEqual(30);
    expect(rows[0]?.isHome).toBe('1');
    expect(rows.filter((r) => r.isHome === '1')).toHaveLength(1);
    expect(rows[0]?.status).toBe(PAGE_STATUS.published);
    for (const status of [1, 2, 3]) expect(rows.some((r) => r.status === status)).toBe(true);
    for (const r of rows) expect(() => shopPage.entity.parse(r)).not.toThrow();
  });

  it('keeps every live design publishable, with pictures answered absolute', () => {
    const ctx = setUp();
    for (const row of list(ctx).list) {
      const d = design(ctx, row.id);
      expect(decorPageSchema.safeParse(d.draft).success).toBe(true);
      expect(d.page.componentCount).toBe(d.draft.components.length);
      if (row.status === PAGE_STATUS.unpublished) expect(d.published).toBeNull();
      else expect(decorPagePublishSchema.safeParse(d.published).error?.issues ?? []).toEqual([]);
    }
    const types = design(ctx, home(ctx).id).draft.components.map((c) => c.type);
    expect(types).toEqual(expect.arrayContaining(['search', 'banner', 'notice', 'grid', 'courseList']));
    expect(JSON.stringify(design(ctx, home(ctx).id).draft)).toContain('"image":"http://fake/console-media/');
  });

  it('starts the store from the spec §9 defaults with a 4-tab bar and a 5-entry PC site', () => {
    const store = shopStoreSchema.parse(shopStoreHandlers.get(undefined as never, setUp()));
    expect([store.visualId, store.versionId]).toEqual([1, 11]);
    expect(store.tabBar.items).toHaveLength(4);
    expect(store.pc.nav).toHaveLength(5);
    expect(store.pc.banners).toHaveLength(3);
    expect(store.pc.footer.recordNumber).toBe('浙ICP备12345678号-1');
  });
});

describe('pages', () => {
  it('never deletes the home page, alone or in a batch, and deletes another', () => {
    const ctx = setUp();
    const h = home(ctx);
    const other = byStatus(ctx, PAGE_STATUS.published);
    expect(businessError(() => shopPageHandlers.remove({ id: h.id }, ctx))).toBe(HOME_DELETE_REFUSED);
    expect(businessError(() => shopPageHandlers.removeMany({ ids: [other.id, h.id] }, ctx))).toBe(HOME_DELETE_REFUSED);
    expect(list(ctx).list.some((p) => p.id === other.id)).toBe(true);
    shopPageHandlers.remove({ id: other.id }, ctx);
    expect(list(ctx).list.some((p) => p.id === other.id)).toBe(false);
  });

  it('makes a published page the home page, the old one no longer; an unpublished one is refused', () => {
    const ctx = setUp();
    const old = home(ctx);
    const next = byStatus(ctx, PAGE_STATUS.changed);
    expect(businessError(() => shopDesignHandlers.setHome({ id: byStatus(ctx, 1).id }, ctx))).toBe(
      HOME_UNPUBLISHED_REFUSED,
    );
    shopDesignHandlers.setHome({ id: next.id }, ctx);
    expect(home(ctx).id).toBe(next.id);
    expect(list(ctx).list[0]?.id).toBe(next.id);
    expect(list(ctx).list.find((p) => p.id === old.id)?.isHome).toBe('0');
    shopPageHandlers.remove({ id: old.id }, ctx);
  });

  it('creates from each template a page of its own parts, and copies the draft under a new name', () => {
    const ctx = setUp();
    const blank = shopDesignHandlers.create({ name: '空白', template: 'blank' }, ctx) as ShopPageEntity;
    expect([blank.status, blank.version, blank.componentCount, blank.isHome]).toEqual([1, 1, 0, '0']);
    for (const template of ['home', 'course', 'mall'] as const) {
      const page = shopDesignHandlers.create({ name: `模板${template}`, template }, ctx) as ShopPageEntity;
      const d = design(ctx, page.id);
      expect(page.componentCount).toBeGreaterThan(3);
      expect(decorPagePublishSchema.safeParse(d.draft).error?.issues ?? []).toEqual([]);
    }
    const source = byStatus(ctx, PAGE_STATUS.changed);
    const copy = shopDesignHandlers.copy({ id: source.id }, ctx) as ShopPageEntity;
    expect(copy.name).toBe(`${source.name}（副本）`);
    expect([copy.status, copy.isHome, copy.version]).toEqual([1, '0', 1]);
    expect(design(ctx, copy.id).draft).toEqual(design(ctx, source.id).draft);
  });
});

describe('drafts, publishing and versions', () => {
  const doc = () => {
    const banner = newDecorComponent('banner', 'b1');
    banner.props.items = [{ image: 'https://example.com/a.png', link: null }];
    return {
      settings: { title: '活动页', description: '', bgColor: '', bgImage: '' },
      nav: { style: 'normal' as const, bgColor: '#ffffff', textColor: 'dark' as const, showSearch: false },
      components: [banner],
    };
  };

  it('follows draft and publish: 未发布 stays so on a draft, 已发布 becomes 有未发布的修改, publish makes it 已发布', () => {
    const ctx = setUp();
    const page = shopDesignHandlers.create({ name: '活动页', template: 'blank' }, ctx) as ShopPageEntity;
    let v = page.version;
    const save = (publish: boolean) => {
      const out = (publish ? shopDesignHandlers.publish : shopDesignHandlers.saveDraft)(
        { id: page.id, version: v, name: '活动页', doc: doc() },
        ctx,
      );
      const saved = sync(out);
      if (saved.status !== 'saved') throw new Error('not saved');
      v = saved.version;
      return design(ctx, page.id).page;
    };
    expect(save(false).status).toBe(PAGE_STATUS.unpublished);
    const live = save(true);
    expect(live.status).toBe(PAGE_STATUS.published);
    expect(live.publishTime).not.toBeNull();
    expect(save(false).status).toBe(PAGE_STATUS.changed);
    expect(design(ctx, page.id).published?.components).toHaveLength(1);
    expect(save(true).status).toBe(PAGE_STATUS.published);
    expect(v).toBe(page.version + 4);
  });

  it('answers a save on an older version with a conflict and writes nothing, unless forced', () => {
    const ctx = setUp();
    const page = byStatus(ctx, PAGE_STATUS.published);
    const before = design(ctx, page.id);
    const stale = { id: page.id, version: page.version - 1, name: '别的名字', doc: doc() };
    expect(shopDesignHandlers.saveDraft(stale, ctx)).toEqual({
      status: 'conflict',
      version: page.version,
      updateDate: page.updateDate,
    });
    expect(shopDesignHandlers.publish(stale, ctx)).toMatchObject({ status: 'conflict' });
    expect(design(ctx, page.id)).toEqual(before);
    expect(shopDesignHandlers.saveDraft({ ...stale, force: true }, ctx)).toMatchObject({
      status: 'saved',
      version: page.version + 1,
    });
    expect(design(ctx, page.id).page.name).toBe('别的名字');
  });

  it('never keeps an invalid live page: publish checks the page as the publish schema does', () => {
    const ctx = setUp();
    const page = byStatus(ctx, PAGE_STATUS.unpublished);
    const bad = doc();
    bad.components.push(newDecorComponent('banner', 'b2'));
    expect(
      businessError(() => shopDesignHandlers.publish({ id: page.id, version: page.version, name: 'x', doc: bad }, ctx)),
    ).toBe('第 2 个组件「轮播图」：请至少添加一张轮播图');
    expect(design(ctx, page.id).published).toBeNull();
  });
});

describe('store settings', () => {
  it('saves theme and tab bar on the version it loaded; a stale one is a conflict; the setting record agrees', () => {
    const ctx = setUp();
    const store = shopStoreSchema.parse(shopStoreHandlers.get(undefined as never, ctx));
    const tabBar = { ...store.tabBar, items: store.tabBar.items.slice(0, 3) };
    const saved = shopStoreHandlers.saveMobile({ version: store.mobileVersion, themeId: 3, tabBar }, ctx);
    expect(saved).toMatchObject({ status: 'saved', version: store.mobileVersion + 1 });
    expect(settingState.of(ctx).shop.themeId).toBe(3);
    const stale = shopStoreHandlers.saveMobile({ version: store.mobileVersion, themeId: 5, tabBar: store.tabBar }, ctx);
    expect(stale).toMatchObject({ status: 'conflict', version: store.mobileVersion + 1 });
    const after = shopStoreSchema.parse(shopStoreHandlers.get(undefined as never, ctx));
    expect([after.themeId, after.tabBar.items.length]).toEqual([3, 3]);
    expect(
      shopStoreHandlers.saveMobile(
        { version: store.mobileVersion, themeId: 5, tabBar: store.tabBar, force: true },
        ctx,
      ),
    ).toMatchObject({ status: 'saved' });
  });

  it('saves the PC site on its own version, apart from the mobile one', () => {
    const ctx = setUp();
    const store = shopStoreSchema.parse(shopStoreHandlers.get(undefined as never, ctx));
    const pc = { ...store.pc, nav: store.pc.nav.slice(0, 2) };
    expect(shopStoreHandlers.savePc({ version: store.pcVersion, pc, showBanner: '0' }, ctx)).toMatchObject({
      status: 'saved',
    });
    expect(shopStoreHandlers.savePc({ version: store.pcVersion, pc, showBanner: '1' }, ctx)).toMatchObject({
      status: 'conflict',
    });
    const after = shopStoreSchema.parse(shopStoreHandlers.get(undefined as never, ctx));
    expect([after.pc.nav.length, after.showBanner, after.mobileVersion]).toEqual([2, '0', store.mobileVersion]);
    expect(shopState.of(ctx).pcVersion).toBe(store.pcVersion + 1);
  });
});
