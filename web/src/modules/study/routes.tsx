import { ScheduleOutlined } from '@ant-design/icons';
import { MENU_CODES, PRODUCTS } from '@console/contracts';
import { type AppRoute, STAFF_ROLES } from '../../routes/types';

const hidden = (path: string, title: string, noCache = false): AppRoute => ({
  path,
  hidden: true,
  meta: { title, noCache },
});

/**
 * Study tools (spec §2, code 900): sign-in, teachers, classes, students, growth calendar and homework
 * check-in. Second-level menus show on every study page except /study/menu. Paths starting with '/' are the
 * spec's absolute ones; they still belong to this module.
 */
export const studyRoutes: readonly AppRoute[] = [
  {
    path: '/study',
    redirect: '/study/menu',
    meta: { title: '教务', icon: ScheduleOutlined, roles: STAFF_ROLES, code: MENU_CODES.study },
    children: [
      { path: 'menu', meta: { title: '教务中心' } },
      {
        path: 'sign/index',
        meta: {
          title: '签到',
          productId: PRODUCTS.signIn,
          rememberTab: { key: 'studySign', value: 'sign' },
        },
      },
      { path: 'teacher', meta: { title: '教师管理' } },
      hidden('edit', '编辑教师', true),
      hidden('createTeacher', '新增教师', true),
      { path: 'evaluate', meta: { title: '教师评价' } },
      { path: 'schedule', meta: { title: '排课' } },
      { path: 'course', meta: { title: '班级管理' } },
      hidden('createClass', '新增班级', true),
      hidden('editClass', '编辑班级', true),
      { path: 'studentList', meta: { title: '学员管理' } },
      { path: 'makeup', meta: { title: '补课管理' } },
      { path: 'classSchedule', meta: { title: '课表' } },
      { path: 'scheduleList', meta: { title: '排课记录' } },
      hidden('editStudent', '编辑学员', true),
      hidden('createStudent', '新增学员', true),
      { path: 'studentEvaluation', meta: { title: '学员评价' } },
      { path: 'studentLesson', meta: { title: '学员课时' } },
      { path: 'curriculum', meta: { title: '课程体系' } },
      { path: 'notice', meta: { title: '通知' } },
      hidden('createNotice', '新增通知', true),
      {
        path: 'growth',
        meta: { title: '成长日历', productId: PRODUCTS.growthCalendar },
        children: [
          { path: 'list', meta: { title: '成长日历' } },
          hidden('detail', '成长详情'),
          hidden('info', '成长信息'),
        ],
      },
      {
        path: 'check',
        meta: { title: '作业打卡', productId: PRODUCTS.checkIn },
        children: [
          {
            path: 'overview',
            meta: { title: '打卡概况', rememberTab: { key: 'studyCheckOverview', value: 'overview' } },
          },
          { path: 'operate', meta: { title: '打卡管理' } },
          hidden('diaryInfo/:id', '日记详情'),
          hidden('homeworkInfo/:id', '作业详情'),
        ],
      },
      hidden('/studentDiary/:id', '学员日记'),
      hidden('/studentInfo/:id', '学员信息'),
      hidden('/diaryTable/:id', '日记列表'),
      hidden('addNewCheck/:type', '新建打卡', true),
      hidden('/createCheck/:type', '创建打卡', true),
      hidden('/editCheck/:type/:id', '编辑打卡', true),
      hidden('/editHomework/:id', '编辑作业', true),
      hidden('/createHomework/:clockId', '布置作业', true),
    ],
  },
];
