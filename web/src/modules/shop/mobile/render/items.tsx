import { CustomerServiceOutlined, PhoneOutlined, WechatOutlined } from '@ant-design/icons';
import {
  DECOR_SOURCES,
  type DecorComponentOf,
  type DecorProps,
  type DecorSourceType,
  formatYuan,
} from '@console/contracts';
import type { CSSProperties } from 'react';
import { type ChosenState, itemSourceOf, useChosenItems } from './chosen-items';
import { ink, muted, onFill } from './colors';
import { usePreviewTheme } from './context';
import { EmptyHint, ImageSlot, oneLine, twoLines } from './parts';

type Layout = 'rows' | 'scroll' | 'big' | 'twoCol' | 'threeCol' | 'cards';
interface Show {
  showPrice: boolean;
  showSales: boolean;
  buttonText: string;
}

function ItemCard({ item, layout, show, bg }: { item: ChosenState; layout: Layout; show: Show; bg: string }) {
  const theme = usePreviewTheme();
  if (item.status !== 'ok')
    return (
      <div style={{ fontSize: 12, color: muted(bg), padding: 8, background: '#f0f2f5', borderRadius: 4 }}>
        {item.status === 'loading' ? '加载中…' : `#${item.id} 已不存在，请重新选择`}
      </div>
    );
  const rows = layout === 'rows';
  const imageHeight = { rows: 75, scroll: 90, big: 180, twoCol: 110, threeCol: 80, cards: 90 }[layout];
  const price =
    show.showPrice && item.price !== undefined ? (
      <span style={{ color: ink(theme.accent, bg), fontWeight: 600, fontSize: 14 }}>
        {item.price === 0 ? '免费' : formatYuan(item.price)}
        {item.originalPrice ? (
          <s style={{ color: muted(bg), fontWeight: 400, fontSize: 11, marginLeft: 4 }}>
            {formatYuan(item.originalPrice)}
          </s>
        ) : null}
      </span>
    ) : null;
  const body = (
    <div
      style={{
        flex: 1,
        minWidth: 0,
        display: 'flex',
        flexDirection: 'column',
        gap: 4,
        padding: rows ? 0 : '6px 6px 8px',
      }}
    >
      <div style={{ ...twoLines, fontSize: 13, color: ink('#1f1f1f', bg) }}>{item.title}</div>
      {item.note ? <div style={{ fontSize: 11, color: muted(bg) }}>{item.note}</div> : null}
      <div
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 4, marginTop: 'auto' }}
      >
        {price}
        {show.showSales && item.sales !== undefined ? (
          <span style={{ fontSize: 11, color: muted(bg) }}>已售 {item.sales}</span>
        ) : null}
        {show.buttonText ? (
          <span
            style={{
              background: theme.primary,
              color: onFill(theme.primary),
              borderRadius: 12,
              padding: '1px 10px',
              fontSize: 12,
              flexShrink: 0,
            }}
          >
            {show.buttonText}
          </span>
        ) : null}
      </div>
    </div>
  );
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: rows ? 'row' : 'column',
        gap: rows ? 8 : 0,
        background: '#ffffff',
        borderRadius: 6,
        overflow: 'hidden',
        width: layout === 'scroll' ? 120 : undefined,
        flexShrink: 0,
      }}
    >
      <div style={{ width: rows ? 100 : '100%', flexShrink: 0 }}>
        <ImageSlot src={item.image} alt={item.title} height={imageHeight} style={{ borderRadius: rows ? 4 : 0 }} />
      </div>
      {body}
    </div>
  );
}

function ItemsGrid({ items, layout, show, bg }: { items: ChosenState[]; layout: Layout; show: Show; bg: string }) {
  const box: CSSProperties =
    layout === 'scroll'
      ? { display: 'flex', gap: 8, overflowX: 'hidden' }
      : {
          display: 'grid',
          gap: 8,
          gridTemplateColumns: layout === 'twoCol' ? '1fr 1fr' : layout === 'threeCol' ? '1fr 1fr 1fr' : '1fr',
        };
  return (
    <div style={box}>
      {items.map((item) => (
        <ItemCard key={item.id} item={item} layout={layout} show={show} bg={bg} />
      ))}
    </div>
  );
}

type SourceComponent = DecorComponentOf<DecorSourceType>;

/** A component showing items of another module: the chosen ones as customers see them, or what to choose. */
export function ChosenItemsView({ c, bg }: { c: SourceComponent; bg: string }) {
  const p = c.props;
  const source = itemSourceOf(c.type, 'source' in p ? p.source : undefined);
  const items = useChosenItems(source, p.ids);
  const show: Show =
    'showPrice' in p ? p : { showPrice: true, showSales: false, buttonText: c.type === 'coupon' ? '领取' : '' };
  const title = 'title' in p && p.title ? p.title : null;
  return (
    <div>
      {title ? (
        <div style={{ fontSize: 15, fontWeight: 600, padding: '8px 0', color: ink('#1f1f1f', bg) }}>{title}</div>
      ) : null}
      {p.ids.length === 0 ? (
        <EmptyHint>选择{DECOR_SOURCES[c.type]}后展示</EmptyHint>
      ) : c.type === 'coupon' ? (
        <CouponRow items={items} layout={c.props.layout} />
      ) : c.type === 'article' ? (
        <ArticleList items={items} props={c.props} bg={bg} />
      ) : (
        <ItemsGrid items={items} layout={p.layout as Layout} show={show} bg={bg} />
      )}
    </div>
  );
}

function CouponRow({ items, layout }: { items: ChosenState[]; layout: 'rows' | 'scroll' }) {
  const theme = usePreviewTheme();
  return (
    <div style={{ display: layout === 'scroll' ? 'flex' : 'grid', gap: 8, overflow: 'hidden' }}>
      {items.map((item) => (
        <div
          key={item.id}
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            background: theme.light,
            borderRadius: 6,
            padding: '8px 10px',
            minWidth: layout === 'scroll' ? 150 : undefined,
            flexShrink: 0,
          }}
        >
          {item.status === 'ok' ? (
            <>
              <span style={{ color: ink(theme.accent, theme.light), fontSize: 18, fontWeight: 700 }}>
                {formatYuan(item.price ?? 0)}
              </span>
              <span style={{ fontSize: 11, color: muted(theme.light), flex: 1, minWidth: 0 }}>
                <span style={{ ...oneLine, display: 'block' }}>{item.title}</span>
                {item.note}
              </span>
              <span
                style={{
                  background: theme.primary,
                  color: onFill(theme.primary),
                  borderRadius: 10,
                  padding: '0 8px',
                  fontSize: 12,
                }}
              >
                领取
              </span>
            </>
          ) : (
            <span style={{ fontSize: 12, color: muted(theme.light) }}>
              {item.status === 'loading' ? '加载中…' : `#${item.id} 已不存在，请重新选择`}
            </span>
          )}
        </div>
      ))}
    </div>
  );
}

function ArticleList({ items, props, bg }: { items: ChosenState[]; props: DecorProps<'article'>; bg: string }) {
  const cards = props.layout === 'cards';
  return (
    <div style={{ display: 'grid', gap: 10, gridTemplateColumns: cards ? '1fr 1fr' : '1fr' }}>
      {items.map((item) =>
        item.status === 'ok' ? (
          <div key={item.id} style={{ display: 'flex', flexDirection: cards ? 'column' : 'row-reverse', gap: 8 }}>
            <div style={{ width: cards ? '100%' : 100, flexShrink: 0 }}>
              <ImageSlot src={item.image} alt={item.title} height={cards ? 90 : 70} style={{ borderRadius: 4 }} />
            </div>
            <div style={{ flex: 1, minWidth: 0 }}>
              <div style={{ ...twoLines, fontSize: 13, color: ink('#1f1f1f', bg) }}>{item.title}</div>
              {props.showDate && item.note ? (
                <div style={{ fontSize: 11, color: muted(bg), marginTop: 4 }}>{item.note}</div>
              ) : null}
            </div>
          </div>
        ) : (
          <div key={item.id} style={{ fontSize: 12, color: muted(bg) }}>
            {item.status === 'loading' ? '加载中…' : `#${item.id} 已不存在，请重新选择`}
          </div>
        ),
      )}
    </div>
  );
}

export function ServiceView({ p, bg }: { p: DecorProps<'service'>; bg: string }) {
  const theme = usePreviewTheme();
  const icon = p.contact === 'phone' ? <PhoneOutlined aria-hidden /> : <WechatOutlined aria-hidden />;
  if (p.mode === 'float')
    return (
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 8 }}>
        <span
          style={{
            width: 48,
            height: 48,
            borderRadius: 24,
            background: theme.primary,
            color: onFill(theme.primary),
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 10,
          }}
        >
          <CustomerServiceOutlined style={{ fontSize: 18 }} aria-hidden />
          {p.text.slice(0, 4) || '客服'}
        </span>
      </div>
    );
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '10px 12px',
        fontSize: 14,
        color: ink('#1f1f1f', bg),
      }}
    >
      <CustomerServiceOutlined style={{ color: ink(theme.primary, bg), fontSize: 18 }} aria-hidden />
      <span style={{ flex: 1 }}>{p.text || '联系客服'}</span>
      <span style={{ color: muted(bg), fontSize: 12 }}>
        {icon} {p.contact === 'phone' ? p.phone || '未填写电话' : '添加微信'}
      </span>
    </div>
  );
}

export function FollowView({ p, bg }: { p: DecorProps<'follow'>; bg: string }) {
  const theme = usePreviewTheme();
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 10, padding: '10px 12px' }}>
      <div style={{ width: 40, flexShrink: 0 }}>
        <ImageSlot src={p.logo} alt="公众号头像" height={40} style={{ borderRadius: 20 }} />
      </div>
      <div style={{ flex: 1, minWidth: 0 }}>
        <div style={{ ...oneLine, fontSize: 14, color: ink('#1f1f1f', bg) }}>{p.name || '输入公众号名称'}</div>
        {p.description ? <div style={{ ...oneLine, fontSize: 12, color: muted(bg) }}>{p.description}</div> : null}
      </div>
      {p.buttonText ? (
        <span
          style={{
            background: theme.primary,
            color: onFill(theme.primary),
            borderRadius: 12,
            padding: '2px 12px',
            fontSize: 12,
          }}
        >
          {p.buttonText}
        </span>
      ) : null}
    </div>
  );
}
