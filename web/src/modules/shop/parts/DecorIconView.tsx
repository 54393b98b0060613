import {
  AppstoreOutlined,
  BellOutlined,
  BookOutlined,
  CalendarOutlined,
  CustomerServiceOutlined,
  EnvironmentOutlined,
  FieldTimeOutlined,
  FileTextOutlined,
  FireOutlined,
  GiftOutlined,
  HomeOutlined,
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
import { DECOR_ICONS, type DecorIcon } from '@console/contracts';
import type { ComponentType, CSSProperties } from 'react';

const ICONS: Record<DecorIcon, ComponentType<{ style?: CSSProperties }>> = {
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
  clock: FieldTimeOutlined,
  notice: BellOutlined,
  article: FileTextOutlined,
  calendar: CalendarOutlined,
  location: EnvironmentOutlined,
  phone: PhoneOutlined,
  service: CustomerServiceOutlined,
  user: UserOutlined,
};

/** One of the decoration's built-in icons (a tab, a grid entry), drawn with antd's icon set. */
export function DecorIconView({ name, style }: { name: DecorIcon; style?: CSSProperties }) {
  const Icon = ICONS[name];
  return <Icon style={style} />;
}

/** The icon choices of a select: each icon beside its name. */
export const ICON_OPTIONS = DECOR_ICONS.map((i) => ({
  value: i.value,
  label: (
    <span>
      <DecorIconView name={i.value} style={{ marginRight: 6 }} />
      {i.label}
    </span>
  ),
  title: i.label,
}));
