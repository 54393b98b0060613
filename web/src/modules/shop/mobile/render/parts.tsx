import { PictureOutlined } from '@ant-design/icons';
import type { CSSProperties, ReactNode } from 'react';
import { muted } from './colors';

const PLACEHOLDER_BG = '#f0f2f5';

/**
 * Where a picture goes while none is chosen: a grey box that says what is missing, never a stock picture
 * pretending to be the shop's.
 */
export function ImageSlot(p: {
  src: string;
  alt: string;
  height: number | string;
  text?: string;
  style?: CSSProperties;
}) {
  if (p.src)
    return (
      <img
        src={p.src}
        alt={p.alt}
        style={{ display: 'block', width: '100%', height: p.height, objectFit: 'cover', ...p.style }}
      />
    );
  return (
    <div
      style={{
        height: p.height,
        background: PLACEHOLDER_BG,
        color: muted(PLACEHOLDER_BG),
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 4,
        fontSize: 12,
        ...p.style,
      }}
    >
      <PictureOutlined style={{ fontSize: 20 }} aria-hidden />
      {p.text ? <span>{p.text}</span> : null}
    </div>
  );
}

/** A component with nothing chosen yet: what it will show once something is ("选择商品后展示"). */
export function EmptyHint({ children, icon }: { children: ReactNode; icon?: ReactNode }) {
  return (
    <div
      style={{
        padding: '20px 12px',
        textAlign: 'center',
        background: PLACEHOLDER_BG,
        color: muted(PLACEHOLDER_BG),
        fontSize: 13,
        borderRadius: 4,
      }}
    >
      {icon ? <div style={{ fontSize: 20, marginBottom: 4 }}>{icon}</div> : null}
      {children}
    </div>
  );
}

/** One line of text cut with an ellipsis. */
export const oneLine: CSSProperties = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
/** Two lines cut with an ellipsis. */
export const twoLines: CSSProperties = {
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
};
