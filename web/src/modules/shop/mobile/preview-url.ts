import { h5Url } from '../../../shell/ShopEntries';

/**
 * The H5 address that opens a page's saved draft on a phone: the shop's own domain (the session's H5 link, as
 * the top bar's 官网店铺 QR uses it) and the storefront's page route with the draft flag.
 */
export function previewUrl(h5Link: string, pageId: number): string {
  return `${h5Url(h5Link).replace(/\/+$/, '')}/pages/index/page?id=${pageId}&preview=draft`;
}
