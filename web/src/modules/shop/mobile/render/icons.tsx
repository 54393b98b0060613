import {
  AppstoreOutlined,
  BookOutlined,
  CalendarOutlined,
  ClockCircleOutlined,
  CustomerServiceOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  FireOutlined,
  GiftOutlined,
  HomeOutlined,
  NotificationOutlined,
  PhoneOutlined,
  PlayCircleOutlined,
  ReadOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  StarOutlined,
  TagOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { DecorIcon } from '@console/contracts';
import type { ComponentType, CSSProperties } from 'react';

/** The icon set a tab, a grid entry or a navigation item draws from (DECOR_ICONS). */
export const DECOR_ICON_COMPONENTS: Record<DecorIcon, ComponentType<{ style?: CSSProperties }>> = {
  home: HomeOutlined,
  category: AppstoreOutlined,
  course: ReadOutlined,
  video: PlayCircleOutlined,
  book: BookOutlined,
  cart: ShoppingCartOutlined,
  shop: ShopOutlined,
  gift: GiftOutlined,
  coupon: TagOutlined,
  fire: FireOutlined,
  star: StarOutlined,
  team: TeamOutlined,
  clock: ClockCircleOutlined,
  notice: NotificationOutlined,
  article: FileTextOutlined,
  calendar: CalendarOutlined,
  location: EnvironmentOutlined,
  phone: PhoneOutlined,
  service: CustomerServiceOutlined,
  user: UserOutlined,
};

export function DecorIconView({ name, style }: { name: DecorIcon; style?: CSSProperties }) {
  const Icon = DECOR_ICON_COMPONENTS[name];
  return <Icon style={style} />;
}
