import type { DecorComponent } from '@console/contracts';
import { type CSSProperties, memo } from 'react';
import {
  BannerView,
  CubeView,
  DividerView,
  GridView,
  ImageView,
  NoticeView,
  RichTextView,
  SearchView,
  SpacerView,
  TitleView,
  VideoView,
} from './basic';
import { ChosenItemsView, FollowView, ServiceView } from './items';

function Body({ c, bg }: { c: DecorComponent; bg: string }) {
  switch (c.type) {
    case 'search':
      return <SearchView p={c.props} bg={bg} />;
    case 'notice':
      return <NoticeView p={c.props} bg={bg} />;
    case 'banner':
      return <BannerView p={c.props} />;
    case 'image':
      return <ImageView p={c.props} />;
    case 'grid':
      return <GridView p={c.props} bg={bg} />;
    case 'title':
      return <TitleView p={c.props} bg={bg} />;
    case 'video':
      return <VideoView p={c.props} />;
    case 'divider':
      return <DividerView p={c.props} />;
    case 'spacer':
      return <SpacerView p={c.props} />;
    case 'cube':
      return <CubeView p={c.props} />;
    case 'richText':
      return <RichTextView p={c.props} />;
    case 'service':
      return <ServiceView p={c.props} bg={bg} />;
    case 'follow':
      return <FollowView p={c.props} bg={bg} />;
    default:
      return <ChosenItemsView c={c} bg={bg} />;
  }
}

/** The box every component sits in: its background, margins, paddings and corners. */
export function boxStyle(c: DecorComponent): CSSProperties {
  const s = c.style;
  return {
    background: s.bgImage ? `center / cover no-repeat url("${encodeURI(s.bgImage)}")` : s.bgColor || undefined,
    margin: `${s.marginTop}px ${s.marginX}px ${s.marginBottom}px`,
    padding: `${s.paddingY}px ${s.paddingX}px`,
    borderRadius: s.radius,
    overflow: 'hidden',
  };
}

/**
 * A component as customers see it, from its properties alone. Memoised on the component object: the document
 * operations keep untouched components as the same objects, so a change redraws one component, not the page.
 */
export const ComponentView = memo(function ComponentView({ c, pageBg }: { c: DecorComponent; pageBg: string }) {
  const bg = c.style.bgColor || pageBg || '#ffffff';
  return (
    <div style={boxStyle(c)}>
      <Body c={c} bg={bg} />
    </div>
  );
});
