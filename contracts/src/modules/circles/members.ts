import { defineResource, f, readOnly } from '../../resource.js';
import { MEMBER_STATUS_OPTIONS, MEMBER_TRANSITIONS } from './constants.js';

/**
 * 圈子成员: the people of a circle and the requests to join it. People join from a storefront; staff review
 * requests, mute and remove members.
 */
export const circleMember = defineResource({
  name: 'circleMember',
  thing: 'circle/member',
  title: '成员',
  parent: { key: 'circleId', title: '圈子' },
  fields: {
    avatar: f.image('头像'),
    nickname: f.text('昵称', { required: true, max: 20, keyword: true, semantic: 'nickname' }),
    phone: f.phone('手机号', { required: true }),
    reason: f.textarea('申请理由', { max: 100, column: true }),
    status: f.select('状态', MEMBER_STATUS_OPTIONS, { required: true }),
    muted: f.switch('禁言', { default: '0' }),
  },
  actions: ['list', 'delete'],
  filters: ['status', 'muted'],
  extras: (b) => ({
    review: b.status('status', MEMBER_TRANSITIONS, { label: '审核', path: 'review' }),
    setMuted: b.toggle('muted', { label: '禁言' }),
  }),
});

/** 圈子动态: what members post in a circle; staff pin, feature, hide and delete posts. */
export const circlePost = defineResource({
  name: 'circlePost',
  thing: 'circle/post',
  title: '帖子',
  parent: { key: 'circleId', title: '圈子' },
  fields: {
    author: f.text('发布人', { required: true, max: 20, keyword: true, semantic: 'nickname' }),
    content: f.text('内容', { required: true, max: 1000, keyword: true }),
    images: f.images('图片', { max: 9 }),
    isTop: f.switch('置顶', { default: '0' }),
    isFeatured: f.switch('精华', { default: '0' }),
    isShow: f.switch('显示'),
    likeCount: readOnly(f.number('点赞', { required: true, max: 10_000_000 })),
    commentCount: readOnly(f.number('评论', { required: true, max: 10_000_000 })),
  },
  actions: ['list', 'delete'],
  filters: ['isTop', 'isFeatured', 'isShow'],
  extras: (b) => ({
    setTop: b.toggle('isTop'),
    setFeatured: b.toggle('isFeatured'),
    setShow: b.toggle('isShow'),
  }),
});
