import { SHARE_QR_MIN_APP_VERSION, UI } from '@console/contracts';
import QRCode from 'qrcode';

/**
 * The share dialog's rules: the QR code is 262 px and downloads as 微信二维码; an app version below 426
 * cannot make share codes (spec §8 and §9).
 */
export function canShareQr(appVersion: string | number | null | undefined): boolean {
  if (appVersion === null || appVersion === undefined || appVersion === '') return true;
  const n = Number.parseInt(String(appVersion).replace(/\D/g, ''), 10);
  return !Number.isFinite(n) || n >= SHARE_QR_MIN_APP_VERSION;
}

/** The app version the session carries, if the upstream sends one (userInfo is open-ended). */
export function appVersionOf(userInfo: Record<string, unknown> | null | undefined): string | null {
  const v = userInfo?.app_version ?? userInfo?.appVersion ?? userInfo?.version;
  return typeof v === 'string' || typeof v === 'number' ? String(v) : null;
}

/**
 * The official-website (H5) address of a storefront page: `https://{h5_domain}/#/pages/{page}?id={id}`
 * (`course/offline`, `circle/detail`). Null when the account has no H5 domain.
 */
export function h5Url(domain: string | null | undefined, page: string, id?: number): string | null {
  if (!domain) return null;
  const host = domain.replace(/^https?:\/\//, '').replace(/\/+$/, '');
  const query = id === undefined ? '' : `?id=${id}`;
  return `https://${host}/#/pages/${page}${query}`;
}

/** The address of an official-website content page: `…/#/pages/official/{kind}?id={id}`. */
export function h5PageUrl(domain: string | null | undefined, kind: string, id?: number): string | null {
  return h5Url(domain, `official/${kind}`, id);
}

/** The 262 px QR code of `text`, as a PNG data URL. */
export function qrDataUrl(text: string, size: number = UI.qrSize): Promise<string> {
  return QRCode.toDataURL(text, { width: size, margin: 2, errorCorrectionLevel: 'M' });
}

/** Copies text; the fallback serves plain-http deployments, where the clipboard API is missing. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the selection copy
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  return ok;
}
