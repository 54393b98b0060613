import { ReadOutlined } from '@ant-design/icons';
import { crud } from '../../routes/crud';
import { page } from '../../routes/page';
import { type AppRoute, STAFF_ROLES } from '../../routes/types';

const CourseForm = page(() => import('./pages/CourseForm'), 'CourseForm');
const TrialForm = page(() => import('./pages/TrialForm'), 'TrialForm');

/**
 * Classes (spec §2): offline courses and trial courses. Trial courses are flagged for H5-only accounts. A trial
 * course's bookings have a page of their own under it (hidden, keeping 体验课 highlighted).
 */
export const classRoutes: readonly AppRoute[] = [
  {
    path: '/class',
    redirect: '/class/list/list',
    meta: { title: '课程', icon: ReadOutlined, roles: STAFF_ROLES },
    children: [
      crud('list', '线下课程', {
        list: page(() => import('./pages/CourseList'), 'CourseList'),
        create: CourseForm,
        edit: CourseForm,
      }),
      crud('experience', '体验课', {
        meta: { h5Flagged: true },
        list: page(() => import('./pages/TrialList'), 'TrialList'),
        create: TrialForm,
        edit: TrialForm,
        extra: [
          {
            path: 'bookings/:id',
            hidden: true,
            numericParams: ['id'],
            meta: { title: '预约记录' },
            component: page(() => import('./pages/TrialBookings'), 'TrialBookings'),
          },
        ],
      }),
    ],
  },
];
