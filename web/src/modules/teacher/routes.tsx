import { IdcardOutlined } from '@ant-design/icons';
import { crud } from '../../routes/crud';
import { page } from '../../routes/page';
import { type AppRoute, STAFF_ROLES } from '../../routes/types';

const TeacherForm = page(() => import('./pages/TeacherForm'), 'TeacherForm');

/** Teachers (spec §2: /teacher/list, create, edit/:id): the school's one teacher entity. */
export const teacherRoutes: readonly AppRoute[] = [
  {
    ...crud('/teacher', '讲师', {
      meta: { icon: IdcardOutlined, roles: STAFF_ROLES },
      list: page(() => import('./pages/TeacherList'), 'TeacherList'),
      create: TeacherForm,
      edit: TeacherForm,
      titles: { list: '讲师管理' },
    }),
    redirect: '/teacher/list',
  },
];
