import { officialBanner } from '@console/contracts';
import { ResourceForm } from '../../../engine';

export function BannerForm() {
  return <ResourceForm resource={officialBanner} fields={{ link: { extra: '点击轮播图打开的页面，不填则不跳转' } }} />;
}
