import { ReadOutlined } from '@ant-design/icons';
import { crud } from '../../routes/crud';
import { type AppRoute, STAFF_ROLES } from '../../routes/types';

/** Classes (spec §2): offline courses and trial courses. Trial courses are flagged for H5-only accounts. */
export const classRoutes: readonly AppRoute[] = [
  {
    path: '/class',
    redirect: '/class/list/list',
    meta: { title: '课程', icon: ReadOutlined, roles: STAFF_ROLES },
    children: [crud('list', '线下课程'), crud('experience', '体验课', { meta: { h5Flagged: true } })],
  },
];
