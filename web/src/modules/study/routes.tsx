import { ScheduleOutlined } from '@ant-design/icons';
import { PRODUCTS } from '@console/contracts';
import { page } from '../../routes/page';
import { type AppRoute, type PageLoader, STAFF_ROLES } from '../../routes/types';

const hidden = (path: string, title: string, noCache: boolean, component: PageLoader): AppRoute => ({
  path,
  hidden: true,
  meta: { title, noCache },
  component,
});

const TeacherForm = (name: 'TeacherCreate' | 'TeacherEdit') => page(() => import('./pages/TeacherForm'), name);
const ClassForm = (name: 'ClassCreate' | 'ClassEdit') => page(() => import('./pages/ClassForm'), name);
const StudentForm = (name: 'StudentCreate' | 'StudentEdit') => page(() => import('./pages/StudentForm'), name);
const CheckForm = (name: 'CheckCreate' | 'CheckEdit') => page(() => import('./pages/CheckForm'), name);
const HomeworkForm = (name: 'HomeworkCreate' | 'HomeworkEdit') => page(() => import('./pages/HomeworkForm'), name);

/**
 * Study tools (spec §2, code 900): sign-in, teachers, classes, students, growth calendar and homework
 * check-in. Second-level menus show on every study page except /study/menu. Paths starting with '/' are the
 * spec's absolute ones; they still belong to this module.
 */
export const studyRoutes: readonly AppRoute[] = [
  {
    path: '/study',
    redirect: '/study/menu',
    meta: { title: '教务', icon: ScheduleOutlined, roles: STAFF_ROLES },
    children: [
      { path: 'menu', meta: { title: '教务中心' }, component: page(() => import('./pages/StudyMenu'), 'StudyMenu') },
      {
        path: 'sign/index',
        meta: {
          title: '签到',
          productId: PRODUCTS.signIn,
          rememberTab: { key: 'studySign', value: 'sign' },
        },
        component: page(() => import('./pages/SignIn'), 'SignIn'),
      },
      {
        path: 'teacher',
        meta: { title: '教师管理' },
        component: page(() => import('./pages/TeacherList'), 'TeacherList'),
      },
      hidden('edit', '编辑教师', true, TeacherForm('TeacherEdit')),
      hidden('createTeacher', '新增教师', true, TeacherForm('TeacherCreate')),
      {
        path: 'evaluate',
        meta: { title: '教师评价' },
        component: page(() => import('./pages/TeacherRatings'), 'TeacherRatings'),
      },
      {
        path: 'schedule',
        meta: { title: '排课', noCache: true },
        component: page(() => import('./pages/Schedule'), 'Schedule'),
      },
      { path: 'course', meta: { title: '班级管理' }, component: page(() => import('./pages/ClassList'), 'ClassList') },
      hidden('createClass', '新增班级', true, ClassForm('ClassCreate')),
      hidden('editClass', '编辑班级', true, ClassForm('ClassEdit')),
      {
        path: 'studentList',
        meta: { title: '学员管理' },
        component: page(() => import('./pages/StudentList'), 'StudentList'),
      },
      { path: 'makeup', meta: { title: '补课管理' }, component: page(() => import('./pages/Makeup'), 'Makeup') },
      {
        path: 'classSchedule',
        meta: { title: '课表' },
        component: page(() => import('./pages/ClassSchedule'), 'ClassSchedule'),
      },
      {
        path: 'scheduleList',
        meta: { title: '排课记录' },
        component: page(() => import('./pages/ScheduleList'), 'ScheduleList'),
      },
      hidden('editStudent', '编辑学员', true, StudentForm('StudentEdit')),
      hidden('createStudent', '新增学员', true, StudentForm('StudentCreate')),
      {
        path: 'studentEvaluation',
        meta: { title: '学员评价' },
        component: page(() => import('./pages/StudentEvaluations'), 'StudentEvaluations'),
      },
      {
        path: 'studentLesson',
        meta: { title: '学员课时' },
        component: page(() => import('./pages/StudentLessons'), 'StudentLessons'),
      },
      {
        path: 'curriculum',
        meta: { title: '课程体系' },
        component: page(() => import('./pages/Curriculum'), 'Curriculum'),
      },
      { path: 'notice', meta: { title: '通知' }, component: page(() => import('./pages/NoticeList'), 'NoticeList') },
      hidden(
        'createNotice',
        '新增通知',
        true,
        page(() => import('./pages/NoticeForm'), 'NoticeForm'),
      ),
      {
        path: 'growth',
        meta: { title: '成长日历', productId: PRODUCTS.growthCalendar },
        children: [
          {
            path: 'list',
            meta: { title: '成长日历' },
            component: page(() => import('./pages/GrowthList'), 'GrowthList'),
          },
          hidden(
            'detail',
            '成长详情',
            false,
            page(() => import('./pages/GrowthDetail'), 'GrowthDetail'),
          ),
          hidden(
            'info',
            '成长信息',
            true,
            page(() => import('./pages/GrowthInfo'), 'GrowthInfo'),
          ),
        ],
      },
      {
        path: 'check',
        meta: { title: '作业打卡', productId: PRODUCTS.checkIn },
        children: [
          {
            path: 'overview',
            meta: { title: '打卡概况', rememberTab: { key: 'studyCheckOverview', value: 'overview' } },
            component: page(() => import('./pages/CheckOverview'), 'CheckOverview'),
          },
          {
            path: 'operate',
            meta: { title: '打卡管理' },
            component: page(() => import('./pages/CheckOperate'), 'CheckOperate'),
          },
          hidden(
            'diaryInfo/:id',
            '日记详情',
            false,
            page(() => import('./pages/DiaryInfo'), 'DiaryInfo'),
          ),
          hidden(
            'homeworkInfo/:id',
            '作业详情',
            false,
            page(() => import('./pages/HomeworkInfo'), 'HomeworkInfo'),
          ),
        ],
      },
      hidden(
        '/studentDiary/:id',
        '学员日记',
        false,
        page(() => import('./pages/StudentDiary'), 'StudentDiary'),
      ),
      hidden(
        '/studentInfo/:id',
        '学员信息',
        false,
        page(() => import('./pages/StudentInfo'), 'StudentInfo'),
      ),
      hidden(
        '/diaryTable/:id',
        '日记列表',
        false,
        page(() => import('./pages/DiaryTable'), 'DiaryTable'),
      ),
      hidden(
        'addNewCheck/:type',
        '新建打卡',
        true,
        page(() => import('./pages/AddNewCheck'), 'AddNewCheck'),
      ),
      hidden('/createCheck/:type', '创建打卡', true, CheckForm('CheckCreate')),
      hidden('/editCheck/:type/:id', '编辑打卡', true, CheckForm('CheckEdit')),
      hidden('/editHomework/:id', '编辑作业', true, HomeworkForm('HomeworkEdit')),
      hidden('/createHomework/:clockId', '布置作业', true, HomeworkForm('HomeworkCreate')),
    ],
  },
];
