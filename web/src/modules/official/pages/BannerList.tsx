import { officialBanner } from '@console/contracts';
import { ResourceList } from '../../../engine';

/** 轮播图, per page position. */
export function BannerList() {
  return <ResourceList resource={officialBanner} columns={{ image: { title: '图片', width: 110 }, link: false }} />;
}
