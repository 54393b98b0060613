import {
  AUTH_STATUSES,
  type AuthStatus,
  labelOf,
  ORDER_STATUSES,
  type OrderStatus,
  USER_WITHDRAW_STATUSES,
  type UserWithdrawStatus,
  WITHDRAW_STATUSES,
  type WithdrawStatus,
} from '@console/contracts';
import { Tag } from 'antd';

const ORDER_COLORS: Record<OrderStatus, string> = {
  unpaid: 'orange',
  toShip: 'blue',
  toVerify: 'geekblue',
  done: 'green',
  refunded: 'red',
  closed: 'default',
};

export const OrderStatusTag = ({ status }: { status: OrderStatus }) => (
  <Tag color={ORDER_COLORS[status]}>{labelOf(ORDER_STATUSES, status)}</Tag>
);

const WITHDRAW_COLORS: Record<WithdrawStatus, string> = { reviewing: 'processing', paid: 'success', rejected: 'error' };
export const WithdrawStatusTag = ({ status }: { status: WithdrawStatus }) => (
  <Tag color={WITHDRAW_COLORS[status]}>{labelOf(WITHDRAW_STATUSES, status)}</Tag>
);

const USER_COLORS: Record<UserWithdrawStatus, string> = {
  pending: 'processing',
  approved: 'warning',
  paid: 'success',
  rejected: 'error',
};
export const UserWithdrawStatusTag = ({ status }: { status: UserWithdrawStatus }) => (
  <Tag color={USER_COLORS[status]}>{labelOf(USER_WITHDRAW_STATUSES, status)}</Tag>
);

const AUTH_COLORS: Record<AuthStatus, string> = {
  none: 'default',
  reviewing: 'processing',
  approved: 'success',
  rejected: 'error',
};
export const AuthStatusTag = ({ status }: { status: AuthStatus }) => (
  <Tag color={AUTH_COLORS[status]}>{labelOf(AUTH_STATUSES, status)}</Tag>
);
