/** The three kinds of article the centre shows; the detail path is /center/centerInfo/{kind}/{id}. */
export const CENTER_KINDS = ['notice', 'product', 'study'] as const;
export type CenterKind = (typeof CENTER_KINDS)[number];

export const KIND_TITLES: Record<CenterKind, string> = { notice: '公告', product: '产品动态', study: '学习中心' };
export const KIND_LISTS: Record<CenterKind, string> = {
  notice: '/center/notice',
  product: '/center/product',
  study: '/center/study',
};

export const isCenterKind = (v: string | undefined): v is CenterKind =>
  v !== undefined && (CENTER_KINDS as readonly string[]).includes(v);

export const detailPath = (kind: CenterKind, id: number): string => `/center/centerInfo/${kind}/${id}`;
