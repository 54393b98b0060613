import { CODES } from './permissions/codes.js';

/** Business constants and limits of spec §9. */
export const MB = 1024 * 1024;

export const LIMITS = {
  imageMaxBytes: 5 * MB,
  compressThresholdBytes: 500 * 1024,
  videoDefaultMaxMb: 50,
  editorImageMaxBytes: 10 * MB,
  editorVideoMaxBytes: 1000 * MB,
  photoNameMax: 20,
  posterTitleMax: 12,
  posterDescMax: 20,
  priceDecimals: 2,
} as const;

export const PAGE_SIZES = [10, 20, 30, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;

export const CATEGORY = { newSort: 99, newType: 2, tempIdPrefix: 'add-' } as const;

export const AUDIO_TYPES = ['mp3', 'wav', 'aac', 'flac', 'ogg'] as const;
export const VIDEO_TYPES = ['mp4', 'm4v', 'mov', 'avi', 'wmv', 'flv', 'mkv', 'rmvb', 'rm'] as const;

export const H5_ONLY_COMBO_ID = 25;
export const SUPER_ROLE = '100';
export const SHARE_QR_MIN_APP_VERSION = 426;

/** The spec's documented menu codes (§2, §6), from the one table (permissions/codes.ts). */
export const MENU_CODES = {
  assets: CODES.assets,
  settings: CODES.setting,
  study: CODES.study,
  analysis: CODES.analysis,
  points: CODES.points,
  official: CODES.official,
} as const;

export const DEFAULT_SHOP_STATE = { visualId: 1, versionId: 11 } as const;

export const PROMOTION_METHODS = ['海报', '微信好友', '朋友圈', '公众号', '图文消息'] as const;

export const UI = {
  promotionDialogWidth: 1520,
  applyDialogWidth: 590,
  popoverWidth: 320,
  qrSize: 262,
  qrDownloadName: '微信二维码',
  mobileBreakpoint: 992,
  sidebarHoverDelayMs: 100,
  sidebarWidth: 95,
  mainLeftWithSecondMenu: 225,
  mainLeftWithoutSecondMenu: 95,
  helpPanelRightMargin: 225,
  shellThemeColor: '#2975ee',
  pickerDefaultColor: '#409EFF',
  sizes: ['default', 'medium', 'small', 'mini'] as const,
  defaultSize: 'medium',
  scrollTopMs: 800,
  errorScrollDelayMs: 100,
} as const;

export const TIMEOUTS = { callMs: 50_000, downloadMs: 5_000_000 } as const;

/** Timestamps further off than this are refused by the upstream (docs/ARCHITECTURE.md ("A request, end to end")). */
export const SIGN_MAX_SKEW_SECONDS = 300;
