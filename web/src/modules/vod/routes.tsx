import { PlayCircleOutlined } from '@ant-design/icons';
import { PRODUCTS } from '@console/contracts';
import { page } from '../../routes/page';
import { type AppRoute, STAFF_ROLES } from '../../routes/types';

const LecturerForm = page(() => import('./pages/LecturerForm'), 'LecturerForm');
const CourseForm = page(() => import('./pages/CourseForm'), 'CourseForm');
const VideoSectionForm = page(() => import('./pages/SectionForm'), 'VideoSectionForm');
const AudioSectionForm = page(() => import('./pages/SectionForm'), 'AudioSectionForm');

/**
 * Online courses (spec §2, product 6, no second menu): the index lists courses and teachers, every other
 * page is reached from it. Flagged for H5-only accounts (the video centre).
 */
export const vodRoutes: readonly AppRoute[] = [
  {
    path: '/vod',
    redirect: '/vod/index',
    meta: {
      title: '网课',
      icon: PlayCircleOutlined,
      roles: STAFF_ROLES,
      productId: PRODUCTS.onlineCourse,
      noSecondMenu: true,
      h5Flagged: true,
    },
    children: [
      { path: 'index', meta: { title: '在线课程' }, component: page(() => import('./pages/VodIndex'), 'VodIndex') },
      {
        path: 'batch',
        hidden: true,
        meta: { title: '批量上传', noCache: true },
        component: page(() => import('./pages/BatchUpload'), 'BatchUpload'),
      },
      { path: 'teacher/create', hidden: true, meta: { title: '新增讲师', noCache: true }, component: LecturerForm },
      { path: 'teacher/edit/:id', hidden: true, meta: { title: '编辑讲师', noCache: true }, component: LecturerForm },
      { path: 'course/create', hidden: true, meta: { title: '新增课程', noCache: true }, component: CourseForm },
      { path: 'course/edit/:id', hidden: true, meta: { title: '编辑课程', noCache: true }, component: CourseForm },
      {
        path: 'course/section/:id',
        hidden: true,
        numericParams: ['id'],
        meta: { title: '章节列表' },
        component: page(() => import('./pages/SectionList'), 'SectionList'),
      },
      {
        path: 'course/section/create',
        hidden: true,
        meta: { title: '新增视频章节', noCache: true },
        component: VideoSectionForm,
      },
      {
        path: 'course/section/createAudio',
        hidden: true,
        meta: { title: '新增音频章节', noCache: true },
        component: AudioSectionForm,
      },
      {
        path: 'course/section/edit/:id',
        hidden: true,
        meta: { title: '编辑视频章节', noCache: true },
        component: VideoSectionForm,
      },
      {
        path: 'course/section/editAudio/:id',
        hidden: true,
        meta: { title: '编辑音频章节', noCache: true },
        component: AudioSectionForm,
      },
      {
        path: 'course/user/:id',
        hidden: true,
        numericParams: ['id'],
        meta: { title: '学员列表' },
        component: page(() => import('./pages/LearnerList'), 'LearnerList'),
      },
    ],
  },
];
