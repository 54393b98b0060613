/** How people join a circle (docs/DOMAIN.md §6): free, by paying its price, or after the owner's review. */
export const JOIN_MODE = { free: 1, paid: 2, review: 3 } as const;
export const JOIN_MODES = [
  { value: JOIN_MODE.free, label: '免费加入' },
  { value: JOIN_MODE.paid, label: '付费加入' },
  { value: JOIN_MODE.review, label: '审核加入' },
] as const;

/** A member's state: a request waiting for review, a member, or a refused request. */
export const MEMBER_STATUS = { pending: 1, joined: 2, rejected: 3 } as const;
export type MemberStatus = (typeof MEMBER_STATUS)[keyof typeof MEMBER_STATUS];
export const MEMBER_STATUS_OPTIONS = [
  { value: MEMBER_STATUS.pending, label: '待审核' },
  { value: MEMBER_STATUS.joined, label: '已加入' },
  { value: MEMBER_STATUS.rejected, label: '已拒绝' },
] as const;

/** The review queue: a request is approved or rejected; a rejected one may still be approved later. */
export const MEMBER_TRANSITIONS = {
  [MEMBER_STATUS.pending]: [MEMBER_STATUS.joined, MEMBER_STATUS.rejected],
  [MEMBER_STATUS.joined]: [],
  [MEMBER_STATUS.rejected]: [MEMBER_STATUS.joined],
} as const satisfies Record<MemberStatus, readonly MemberStatus[]>;

/** A knowledge item is an article, a video or an audio lesson. */
export const KNOWLEDGE_TYPE = { article: 1, video: 2, audio: 3 } as const;
export const KNOWLEDGE_TYPES = [
  { value: KNOWLEDGE_TYPE.article, label: '图文' },
  { value: KNOWLEDGE_TYPE.video, label: '视频' },
  { value: KNOWLEDGE_TYPE.audio, label: '音频' },
] as const;

/** Limits the upstream enforces: pinned posts per circle, the periods of a knowledge item's data page. */
export const CIRCLE_LIMITS = { pinnedPosts: 3, knowledgeVideoMb: 500, knowledgeAudioMb: 100 } as const;
export const KNOWLEDGE_DATA_DAYS = [7, 30, 90] as const;
