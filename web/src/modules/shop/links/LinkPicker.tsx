import { CloseCircleFilled, LinkOutlined } from '@ant-design/icons';
import {
  type AnyResource,
  campaignResources,
  classCourse,
  DECOR_CAMPAIGNS,
  DECOR_COURSE_SOURCES,
  DECOR_LINK_KINDS,
  DECOR_SYSTEM_PAGES,
  type DecorLink,
  type DecorLinkKind,
  decorLinkSchema,
  linkText,
  mallProduct,
  officialActivity,
  shopPage,
  vodCourse,
} from '@console/contracts';
import { Alert, Flex, Form, Input, Radio, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { Button, Modal } from '../../../widgets/busy';
import { type ChosenItem, ItemSelect } from './ItemSelect';

type Campaign = (typeof DECOR_CAMPAIGNS)[number]['value'];
type CourseSource = 'vod' | 'class';

/** Which module's list each campaign kind is picked from. */
const CAMPAIGN_RESOURCES: Record<Campaign, AnyResource> = {
  groupBuy: campaignResources.group,
  seckill: campaignResources.seckill,
  coupon: campaignResources.coupon,
  boost: campaignResources.boost,
  lottery: campaignResources.lottery,
  signUp: campaignResources.signUp,
};

/** What the dialog holds while the person chooses: every kind's part, so switching kinds loses nothing. */
interface Draft {
  kind: DecorLinkKind;
  system: string | null;
  page: ChosenItem | null;
  source: CourseSource;
  course: ChosenItem | null;
  product: ChosenItem | null;
  campaign: Campaign;
  campaignItem: ChosenItem | null;
  article: ChosenItem | null;
  url: string;
  urlTitle: string;
}

function draftOf(link: DecorLink | null): Draft {
  const d: Draft = {
    kind: link?.kind ?? 'system',
    system: null,
    page: null,
    source: 'vod',
    course: null,
    product: null,
    campaign: 'groupBuy',
    campaignItem: null,
    article: null,
    url: '',
    urlTitle: '',
  };
  if (!link) return d;
  const item = 'id' in link ? { id: link.id, title: link.title } : null;
  switch (link.kind) {
    case 'system':
      return { ...d, system: link.path };
    case 'page':
      return { ...d, page: item };
    case 'course':
      return { ...d, source: link.source, course: item };
    case 'product':
      return { ...d, product: item };
    case 'campaign':
      return { ...d, campaign: link.campaign, campaignItem: item };
    case 'article':
      return { ...d, article: item };
    case 'url':
      return { ...d, url: link.url, urlTitle: link.title };
  }
}

const PICK_MESSAGES: Record<DecorLinkKind, string> = {
  system: '请选择系统页面',
  page: '请选择微页面',
  course: '请选择课程',
  product: '请选择商品',
  campaign: '请选择活动',
  article: '请选择文章',
  url: '请输入链接地址',
};

/** The link the draft stands for, or the Chinese message of what is missing or wrong. */
export function linkOf(d: Draft): { link: DecorLink } | { error: string } {
  const chosen = (item: ChosenItem | null, make: (i: ChosenItem) => unknown) => (item ? make(item) : null);
  const candidate: unknown = (() => {
    switch (d.kind) {
      case 'system': {
        const page = DECOR_SYSTEM_PAGES.find((p) => p.path === d.system);
        return page ? { kind: 'system', path: page.path, title: page.title } : null;
      }
      case 'page':
        return chosen(d.page, (i) => ({ kind: 'page', ...i }));
      case 'course':
        return chosen(d.course, (i) => ({ kind: 'course', source: d.source, ...i }));
      case 'product':
        return chosen(d.product, (i) => ({ kind: 'product', ...i }));
      case 'campaign':
        return chosen(d.campaignItem, (i) => ({ kind: 'campaign', campaign: d.campaign, ...i }));
      case 'article':
        return chosen(d.article, (i) => ({ kind: 'article', ...i }));
      case 'url':
        return d.url.trim() === '' ? null : { kind: 'url', url: d.url.trim(), title: d.urlTitle.trim() };
    }
  })();
  if (candidate === null) return { error: PICK_MESSAGES[d.kind] };
  const parsed = decorLinkSchema.safeParse(candidate);
  return parsed.success ? { link: parsed.data } : { error: parsed.error.issues[0]?.message ?? PICK_MESSAGES[d.kind] };
}

export interface LinkPickerProps {
  /** The link, or null for none. */
  value?: DecorLink | null;
  onChange?: (link: DecorLink | null) => void;
  /** The kinds offered (every kind by default). */
  kinds?: readonly DecorLinkKind[];
  disabled?: boolean;
  /** Marks the picker as in error (a required link missing). */
  status?: 'error';
  /** Names the picker for screen readers: '第 2 项链接'. */
  'aria-label'?: string;
  id?: string;
}

/**
 * 选择链接: where a storefront part goes — a system page, one of the shop's pages, a course, a product, a
 * campaign, an official article or an outside address. The items of other modules come through their
 * contracts. A controlled value (value, onChange), for forms and the page designer alike.
 */
export function LinkPicker(p: LinkPickerProps) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const kinds = DECOR_LINK_KINDS.filter((k) => !p.kinds || p.kinds.includes(k.value));
  const label = p['aria-label'] ?? '链接';
  const open = () => {
    const d = draftOf(p.value ?? null);
    setDraft(kinds.some((k) => k.value === d.kind) ? d : { ...d, kind: kinds[0]?.value ?? 'system' });
    setError(null);
  };
  const set = (change: Partial<Draft>) => {
    setDraft((d) => (d ? { ...d, ...change } : d));
    setError(null);
  };
  const confirm = () => {
    if (!draft) return;
    const out = linkOf(draft);
    if ('error' in out) {
      setError(out.error);
      return;
    }
    p.onChange?.(out.link);
    setDraft(null);
  };
  const text = linkText(p.value);
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Button
          id={p.id}
          icon={<LinkOutlined />}
          onClick={open}
          disabled={p.disabled}
          danger={p.status === 'error'}
          aria-label={`${label}：${text || '选择链接'}`}
          style={{ flex: 1, minWidth: 0, justifyContent: 'flex-start', overflow: 'hidden' }}
        >
          <Typography.Text ellipsis type={text ? undefined : 'secondary'} style={{ maxWidth: '100%' }}>
            {text || '选择链接'}
          </Typography.Text>
        </Button>
        {text && !p.disabled ? (
          <Button icon={<CloseCircleFilled />} aria-label={`清除${label}`} onClick={() => p.onChange?.(null)} />
        ) : null}
      </Space.Compact>
      <Modal open={draft !== null} title="选择链接" onCancel={() => setDraft(null)} onOk={confirm} destroyOnHidden>
        {draft ? (
          <Flex vertical gap={16}>
            <Radio.Group
              value={draft.kind}
              onChange={(e) => set({ kind: e.target.value })}
              optionType="button"
              options={kinds.map((k) => ({ value: k.value, label: k.label }))}
              aria-label="链接类型"
              style={{ display: 'flex', flexWrap: 'wrap', rowGap: 8 }}
            />
            <Form layout="vertical" component="div">
              <KindFields draft={draft} set={set} />
            </Form>
            {error ? <Alert type="error" showIcon message={error} /> : null}
          </Flex>
        ) : null}
      </Modal>
    </>
  );
}

function KindFields({ draft, set }: { draft: Draft; set: (change: Partial<Draft>) => void }) {
  switch (draft.kind) {
    case 'system':
      return (
        <Form.Item label="系统页面" htmlFor="link-system">
          <Select
            id="link-system"
            value={draft.system}
            onChange={(system: string) => set({ system })}
            options={DECOR_SYSTEM_PAGES.map((s) => ({ value: s.path, label: s.title }))}
            placeholder="请选择系统页面"
          />
        </Form.Item>
      );
    case 'page':
      return (
        <Form.Item label="微页面" htmlFor="link-page">
          <ItemSelect
            id="link-page"
            resource={shopPage}
            value={draft.page}
            onChange={(page) => set({ page })}
            placeholder="请选择微页面"
          />
        </Form.Item>
      );
    case 'course':
      return (
        <>
          <Form.Item label="课程类型">
            <Radio.Group
              value={draft.source}
              onChange={(e) => set({ source: e.target.value, course: null })}
              options={DECOR_COURSE_SOURCES.map((s) => ({ value: s.value, label: s.label }))}
            />
          </Form.Item>
          <Form.Item label="课程" htmlFor="link-course">
            <ItemSelect
              key={draft.source}
              id="link-course"
              resource={draft.source === 'vod' ? vodCourse : classCourse}
              value={draft.course}
              onChange={(course) => set({ course })}
              placeholder="请选择课程"
            />
          </Form.Item>
        </>
      );
    case 'product':
      return (
        <Form.Item label="商品" htmlFor="link-product">
          <ItemSelect
            id="link-product"
            resource={mallProduct}
            value={draft.product}
            onChange={(product) => set({ product })}
            placeholder="请选择商品"
          />
        </Form.Item>
      );
    case 'campaign':
      return (
        <>
          <Form.Item label="活动类型" htmlFor="link-campaign-kind">
            <Select
              id="link-campaign-kind"
              value={draft.campaign}
              onChange={(campaign: Campaign) => set({ campaign, campaignItem: null })}
              options={DECOR_CAMPAIGNS.map((c) => ({ value: c.value, label: c.label }))}
            />
          </Form.Item>
          <Form.Item label="活动" htmlFor="link-campaign">
            <ItemSelect
              key={draft.campaign}
              id="link-campaign"
              resource={CAMPAIGN_RESOURCES[draft.campaign]}
              value={draft.campaignItem}
              onChange={(campaignItem) => set({ campaignItem })}
              placeholder="请选择活动"
            />
          </Form.Item>
        </>
      );
    case 'article':
      return (
        <Form.Item label="官网文章" htmlFor="link-article">
          <ItemSelect
            id="link-article"
            resource={officialActivity}
            value={draft.article}
            onChange={(article) => set({ article })}
            placeholder="请选择文章"
          />
        </Form.Item>
      );
    case 'url':
      return (
        <>
          <Form.Item label="链接地址" htmlFor="link-url">
            <Input
              id="link-url"
              value={draft.url}
              onChange={(e) => set({ url: e.target.value })}
              placeholder="https://"
            />
          </Form.Item>
          <Form.Item label="链接名称" htmlFor="link-url-title">
            <Input
              id="link-url-title"
              value={draft.urlTitle}
              onChange={(e) => set({ urlTitle: e.target.value })}
              placeholder="不填则显示链接地址"
            />
          </Form.Item>
        </>
      );
  }
}
