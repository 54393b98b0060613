import { NotificationOutlined, PlayCircleFilled, RightOutlined, SearchOutlined } from '@ant-design/icons';
import { CUBE_LAYOUTS, type DecorProps } from '@console/contracts';
import { SafeHtml } from '../../../../widgets/editor/SafeHtml';
import { DecorIconView } from '../../parts/DecorIconView';
import { ink, muted, onFill } from './colors';
import { usePreviewTheme } from './context';
import { EmptyHint, ImageSlot, oneLine } from './parts';

export function SearchView({ p, bg }: { p: DecorProps<'search'>; bg: string }) {
  const box = p.boxColor || '#f2f3f5';
  return (
    <div style={{ padding: '8px 12px' }}>
      <div
        style={{
          background: box,
          color: ink(p.textColor, box),
          borderRadius: p.shape === 'round' ? 18 : 4,
          height: 34,
          display: 'flex',
          alignItems: 'center',
          justifyContent: p.align === 'center' ? 'center' : 'flex-start',
          gap: 6,
          padding: '0 12px',
          fontSize: 13,
        }}
      >
        <SearchOutlined aria-hidden />
        <span style={oneLine}>{p.placeholder || '搜索'}</span>
      </div>
      {p.hotWords.length > 0 ? (
        <div style={{ display: 'flex', gap: 8, marginTop: 6, fontSize: 12, color: muted(bg), flexWrap: 'wrap' }}>
          {p.hotWords.map((w, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: hot words may repeat while typed; their place is their identity
            <span key={i}>{w}</span>
          ))}
        </div>
      ) : null}
    </div>
  );
}

export function NoticeView({ p, bg }: { p: DecorProps<'notice'>; bg: string }) {
  const first = p.items.find((i) => i.text.trim() !== '');
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, fontSize: 13, minHeight: 22 }}>
      <NotificationOutlined style={{ color: ink(p.iconColor, bg) }} aria-hidden />
      <span style={{ ...oneLine, flex: 1, color: first ? ink(p.textColor, bg) : muted(bg) }}>
        {first ? first.text : '输入公告内容后展示'}
      </span>
      {p.items.length > 1 ? <span style={{ color: muted(bg), fontSize: 12 }}>1/{p.items.length}</span> : null}
    </div>
  );
}

export function BannerView({ p }: { p: DecorProps<'banner'> }) {
  const theme = usePreviewTheme();
  const card = p.mode === 'card';
  const first = p.items[0];
  const slide = (
    <ImageSlot
      src={first?.image ?? ''}
      alt="轮播图"
      height={p.height}
      text={first ? '上传图片后展示' : '添加轮播图后展示'}
      style={{ borderRadius: card ? 8 : 0 }}
    />
  );
  const count = Math.max(p.items.length, 1);
  return (
    <div style={{ position: 'relative', padding: card ? '0 16px' : 0 }}>
      {slide}
      {p.indicator === 'number' ? (
        <span
          style={{
            position: 'absolute',
            right: card ? 24 : 8,
            bottom: 8,
            background: 'rgba(0,0,0,0.55)',
            color: '#ffffff',
            fontSize: 12,
            borderRadius: 10,
            padding: '0 8px',
          }}
        >
          1/{count}
        </span>
      ) : (
        <span
          style={{
            position: 'absolute',
            left: 0,
            right: 0,
            bottom: 8,
            display: 'flex',
            justifyContent: 'center',
            gap: 4,
          }}
        >
          {Array.from({ length: count }, (_, i) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: dots stand for positions
              key={i}
              style={{
                width: i === 0 ? 12 : 6,
                height: 6,
                borderRadius: 3,
                background: i === 0 ? theme.primary : 'rgba(255,255,255,0.8)',
              }}
            />
          ))}
        </span>
      )}
    </div>
  );
}

export function ImageView({ p }: { p: DecorProps<'image'> }) {
  return <ImageSlot src={p.image} alt={p.alt || '图片'} height={p.image ? 'auto' : 160} text="上传图片后展示" />;
}

export function GridView({ p, bg }: { p: DecorProps<'grid'>; bg: string }) {
  const theme = usePreviewTheme();
  if (p.items.length === 0) return <EmptyHint>添加导航后展示</EmptyHint>;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: `repeat(${p.columns}, 1fr)`, rowGap: 12 }}>
      {p.items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries are edited in place; their place is their identity
        <div key={i} style={{ textAlign: 'center', position: 'relative', fontSize: 12 }}>
          {item.image ? (
            <img src={item.image} alt="" style={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 8 }} />
          ) : (
            <span
              style={{
                display: 'inline-flex',
                width: 40,
                height: 40,
                borderRadius: 20,
                background: theme.light,
                alignItems: 'center',
                justifyContent: 'center',
              }}
            >
              <DecorIconView name={item.icon} style={{ fontSize: 20, color: ink(theme.primary, theme.light) }} />
            </span>
          )}
          {item.badge ? (
            <span
              style={{
                position: 'absolute',
                top: -4,
                left: '55%',
                background: theme.accent,
                color: onFill(theme.accent),
                borderRadius: 8,
                padding: '0 4px',
                fontSize: 10,
              }}
            >
              {item.badge}
            </span>
          ) : null}
          <div style={{ ...oneLine, marginTop: 4, color: ink(p.titleColor, bg) }}>{item.title || '导航'}</div>
          {item.subtitle ? <div style={{ ...oneLine, color: muted(bg), fontSize: 11 }}>{item.subtitle}</div> : null}
        </div>
      ))}
    </div>
  );
}

export function TitleView({ p, bg }: { p: DecorProps<'title'>; bg: string }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', padding: '10px 12px', gap: 8 }}>
      <div style={{ flex: 1, minWidth: 0, textAlign: p.align }}>
        <div style={{ ...oneLine, fontSize: 16, fontWeight: 600, color: ink(p.titleColor, bg) }}>
          {p.title || '标题'}
        </div>
        {p.subtitle ? <div style={{ ...oneLine, fontSize: 12, color: muted(bg) }}>{p.subtitle}</div> : null}
      </div>
      {p.moreText ? (
        <span style={{ fontSize: 12, color: muted(bg), flexShrink: 0 }}>
          {p.moreText} <RightOutlined aria-hidden />
        </span>
      ) : null}
    </div>
  );
}

export function VideoView({ p }: { p: DecorProps<'video'> }) {
  if (!p.url) return <ImageSlot src="" alt="视频" height={200} text="上传视频后展示" />;
  return (
    <div style={{ position: 'relative', height: 200, background: '#000000' }}>
      {p.poster ? (
        <img src={p.poster} alt="视频封面" style={{ width: '100%', height: 200, objectFit: 'cover' }} />
      ) : null}
      <PlayCircleFilled
        aria-hidden
        style={{
          position: 'absolute',
          top: '50%',
          left: '50%',
          transform: 'translate(-50%,-50%)',
          fontSize: 44,
          color: '#ffffff',
        }}
      />
    </div>
  );
}

export function DividerView({ p }: { p: DecorProps<'divider'> }) {
  return (
    <div style={{ padding: '8px 0' }}>
      <hr style={{ margin: 0, border: 0, borderTop: `${p.thickness}px ${p.line} ${p.color || '#e5e5e5'}` }} />
    </div>
  );
}

export function SpacerView({ p }: { p: DecorProps<'spacer'> }) {
  return <div style={{ height: p.height }} />;
}

export function CubeView({ p }: { p: DecorProps<'cube'> }) {
  const cells = CUBE_LAYOUTS[p.layout].cells;
  const unit = 100 / 4;
  return (
    <div style={{ position: 'relative', height: p.height }}>
      {cells.map(([x = 0, y = 0, w = 0, h = 0], i) => {
        const item = p.items[i];
        return (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its place in the layout
            key={i}
            style={{
              position: 'absolute',
              left: `calc(${x * unit}% + ${x > 0 ? p.gap / 2 : 0}px)`,
              top: `calc(${y * unit}% + ${y > 0 ? p.gap / 2 : 0}px)`,
              width: `calc(${w * unit}% - ${(x > 0 ? p.gap / 2 : 0) + (x + w < 4 ? p.gap / 2 : 0)}px)`,
              height: `calc(${h * unit}% - ${(y > 0 ? p.gap / 2 : 0) + (y + h < 4 ? p.gap / 2 : 0)}px)`,
            }}
          >
            <ImageSlot src={item?.image ?? ''} alt={`图片 ${i + 1}`} height="100%" text={`图片 ${i + 1}`} />
          </div>
        );
      })}
    </div>
  );
}

export function RichTextView({ p }: { p: DecorProps<'richText'> }) {
  if (p.html.replace(/<[^>]*>|&nbsp;/g, '').trim() === '') return <EmptyHint>编辑内容后展示</EmptyHint>;
  return (
    <div style={{ padding: '8px 12px', fontSize: 14, overflowWrap: 'anywhere' }}>
      <SafeHtml html={p.html} />
    </div>
  );
}
