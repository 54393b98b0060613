import { MSG_EXTRA } from '@console/contracts';

/**
 * The gateway's own messages: protocol and framework refusals that no upstream call words. Chinese, as every
 * message a person may see; programs read the kind beside them.
 */
export const GATEWAY_MSG = {
  notJson: '请求内容不是有效的 JSON',
  badRequest: MSG_EXTRA.badInput,
  badUrl: '请求地址有误',
  pathNotFound: '请求的地址不存在',
  procedureNotFound: '请求的接口不存在',
  methodNotAllowed: '不支持此请求方式',
  unsupportedType: '不支持的请求内容类型',
  tooLarge: '请求内容过大',
  headersTooLarge: '请求头过大',
  requestTimeout: '请求超时，请重试',
  tooManyRequests: '请求过于频繁，请稍后再试',
  unauthorized: MSG_EXTRA.sessionExpired,
  forbidden: MSG_EXTRA.forbidden,
  cancelled: '请求已取消',
  unavailable: '服务暂时不可用，请稍后再试',
  internal: '服务出错了，请稍后再试',
  multipartOnly: '请使用 multipart/form-data 上传',
  unknownEditorAction: '未知的编辑器操作',
  metricsToken: '需要有效的监控令牌',
  stopping: '服务正在停止，请稍后再试',
  malformedUpstream: '上游返回的不是有效的数据',
  badOutput: (call: string) => `${call} 返回的数据与约定不符`,
  noShop: '会话未说明所属店铺，无法签发上传凭证',
} as const;
