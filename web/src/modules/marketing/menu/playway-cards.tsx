import {
  CrownOutlined,
  FireOutlined,
  FormOutlined,
  GiftOutlined,
  type HeartOutlined,
  ScheduleOutlined,
  TagsOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import type { PlaywayKey } from '@console/contracts';

type Icon = typeof HeartOutlined;

/** How the marketing menu presents each playway: its icon, its colour and a one-line pitch. */
export const PLAYWAY_CARDS: Record<PlaywayKey | 'forms', { icon: Icon; color: string; pitch: string }> = {
  boost: { icon: FireOutlined, color: '#fa541c', pitch: '邀请好友助力，达标即得奖品，老带新快速裂变' },
  group: { icon: TeamOutlined, color: '#eb2f96', pitch: '多人成团享拼团价，学员自发拉人报名' },
  signUp: { icon: ScheduleOutlined, color: '#13c2c2', pitch: '线下活动在线报名、收费、核销一站完成' },
  superGame: { icon: TrophyOutlined, color: '#722ed1', pitch: '大转盘、九宫格、砸金蛋、刮刮乐，趣味互动提升活跃' },
  lottery: { icon: GiftOutlined, color: '#faad14', pitch: '九宫格抽奖送积分、优惠券和实物，活跃老学员' },
  seckill: { icon: ThunderboltOutlined, color: '#f5222d', pitch: '限时限量低价抢购，制造紧迫感促成交' },
  coupon: { icon: TagsOutlined, color: '#2f54eb', pitch: '满减、无门槛券灵活发放，拉新促活提升转化' },
  forms: { icon: FormOutlined, color: '#52c41a', pitch: '自定义报名表、问卷和预约表，收集学员信息' },
};

/** The admissions tools: outside sites, opened in a new window (spec §2). */
export const ADMISSIONS_CARDS = [
  { path: '/marketing/admissions/brochure', icon: CrownOutlined, color: '#1677ff', pitch: '一键生成图文招生简章' },
  { path: '/marketing/admissions/poster', icon: FireOutlined, color: '#fa8c16', pitch: '海量模板快速制作招生海报' },
] as const;
