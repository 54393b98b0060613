/**
 * Every message of spec §5, §6 and §8, word for word. Templates take their number as an argument.
 * Nothing else in the product writes these strings again.
 */
export const MSG = {
  // 5. Image, video and media uploads
  imageType: '上传图片只能是jpg、jpeg、png格式',
  imageSize: '上传图片大小不能超过 5MB!',
  videoType: '上传视频只能是MP4或MOV文件!',
  videoSize: (n: number) => `上传视频大小不能超过 ${n}MB!`,
  mediaMp3Only: '只能上传MP3文件!',
  mediaMp4MovOnly: '只能上传MP4、MOV文件!',
  mediaAny: '只能上传MP3、MP4、MOV文件!',
  fileSize: (n: number) => `上传文件大小不能超过 ${n}MB!`,
  // 5. Categories and photos
  categoryNameRequired: '请输入分类名称',
  categoryKeepOne: '分类选项至少保留一条',
  batchDeleteNoneSelected: '请先勾选要删除的作品',
  // 5. Apply form
  applyNameRequired: '请输入联系人姓名',
  applyPhoneRequired: '请输入电话',
  applyPhoneInvalid: '您输入的手机号有误',
  // 5. Poster
  posterTitleRequired: '请输入标题',
  posterDescRequired: '请输入描述',
  posterImageRequired: '请选择图片',
  // 6. Unsupported edition
  upgradeTitle: '提示',
  upgradeBody: '抱歉，您当前版本不支持此功能，升级后即可使用。',
  upgradeButton: '立即升级',
  // 8. Response codes
  unknownCode: '网络错误',
  network: '抱歉，出了点问题，请稍后再试',
  roleLoadFallback: 'Has Error',
  // 8. Unsaved changes
  unsavedChanges: '此操作将不会保存已有修改, 是否继续?',
  continue: '继续',
  cancel: '取消',
  // 8. Share QR
  shareQrVersionTooLow: '当前版本暂不支持生成分享二维码，请联系服务商客服进行版本升级',
  // 8. Delete confirmations
  deleteOneConfirm: '此操作将永久删除该文件, 是否继续?',
  deleteManyConfirm: '此操作将永久删除这些文件, 是否继续?',
  deleteSuccess: '删除成功!',
  deleteCancelled: '已取消删除',
  deleteCategoryConfirm: '确认删除此分类？',
  // 8. Missing categories
  noCategory: '还未添加分类，请先前往分类管理添加。',
  noCategoryGo: '去添加',
  // 8. Apply success
  applySuccessTitle: '提交成功',
  applySuccessBody: '您的专属客户经理稍后会与您联系',
  // 8. Other
  fullscreenUnsupported: 'you browser can not work',
  copied: '已复制好，可贴粘',
  sizeSwitched: 'Switch Size Success',
} as const;

/** Messages the spec does not give but the product needs; kept here so every part words them alike. */
export const MSG_EXTRA = {
  /** A call the session's roles do not grant (the gateway and the upstream refuse it alike). */
  forbidden: '没有权限执行此操作',
  badSignature: '签名校验失败',
  staleTimestamp: '请求已过期，请校准本机时间后重试',
  reusedRandom: '重复的请求',
  loginFailed: '账号或密码错误',
  smsCodeInvalid: '验证码错误或已过期',
  smsTooFrequent: '验证码发送过于频繁，请稍后再试',
  loginTooFrequent: '登录尝试过于频繁，请稍后再试',
  sessionExpired: '登录已过期，请重新登录',
  notFound: '数据不存在或已被删除',
  conflict: '该内容已被他人修改，请刷新后再编辑',
  uploadTooLarge: '上传文件过大',
  imageProxyRefused: '不支持的图片地址',
  badInput: '提交的数据有误，请检查后重试',
  timeout: '请求超时，请稍后再试',
} as const;
