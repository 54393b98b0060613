import { GlobalOutlined } from '@ant-design/icons';
import { PRODUCTS } from '@console/contracts';
import { crud } from '../../routes/crud';
import { page } from '../../routes/page';
import { type AppRoute, STAFF_ROLES } from '../../routes/types';

const FormEdit = page(() => import('./pages/FormEdit'), 'FormEdit');

/**
 * Official-website content (spec §2, code 400). Every item has list, create and edit/:id; the form item
 * also has create/:id and formsData.
 *
 * The form item is gated by the form product (34), as forms are wherever else they appear (/forms,
 * /marketing/forms): the spec gives forms one product id.
 */
export const officialRoutes: readonly AppRoute[] = [
  {
    path: '/official',
    redirect: '/official/content/introduction/list',
    meta: { title: '官网', icon: GlobalOutlined, roles: STAFF_ROLES },
    children: [
      {
        path: 'content',
        redirect: '/official/content/introduction/list',
        meta: { title: '官网内容' },
        children: [
          crud('introduction', '关于我们', {
            list: page(() => import('./pages/IntroductionList'), 'IntroductionList'),
            create: page(() => import('./pages/IntroductionForm'), 'IntroductionForm'),
            edit: page(() => import('./pages/IntroductionForm'), 'IntroductionForm'),
            titles: { create: '新增介绍', edit: '编辑介绍' },
          }),
          crud('video', '视频中心', {
            list: page(() => import('./pages/VideoList'), 'VideoList'),
            create: page(() => import('./pages/VideoForm'), 'VideoForm'),
            edit: page(() => import('./pages/VideoForm'), 'VideoForm'),
            titles: { create: '新增视频', edit: '编辑视频' },
            numericId: true,
          }),
          crud('album', '相册', {
            list: page(() => import('./pages/AlbumList'), 'AlbumList'),
            create: page(() => import('./pages/AlbumCreate'), 'AlbumCreate'),
            edit: page(() => import('./pages/PhotoForm'), 'AlbumForm'),
          }),
          crud('student', '典型学员', {
            list: page(() => import('./pages/StudentList'), 'StudentList'),
            create: page(() => import('./pages/StudentForm'), 'StudentForm'),
            edit: page(() => import('./pages/StudentForm'), 'StudentForm'),
            titles: { create: '新增学员', edit: '编辑学员' },
          }),
          crud('activity', '新闻动态', {
            list: page(() => import('./pages/ActivityList'), 'ActivityList'),
            create: page(() => import('./pages/ActivityForm'), 'ActivityForm'),
            edit: page(() => import('./pages/ActivityForm'), 'ActivityForm'),
            titles: { create: '新增新闻', edit: '编辑新闻' },
          }),
          crud('works', '学员作品', {
            list: page(() => import('./pages/WorksList'), 'WorksList'),
            create: page(() => import('./pages/WorksCreate'), 'WorksCreate'),
            edit: page(() => import('./pages/PhotoForm'), 'WorksForm'),
            titles: { create: '新增作品', edit: '编辑作品' },
          }),
          crud('contact', '联系方式', {
            list: page(() => import('./pages/ContactList'), 'ContactList'),
            create: page(() => import('./pages/ContactForm'), 'ContactForm'),
            edit: page(() => import('./pages/ContactForm'), 'ContactForm'),
          }),
          crud('banner', '轮播图', {
            list: page(() => import('./pages/BannerList'), 'BannerList'),
            create: page(() => import('./pages/BannerForm'), 'BannerForm'),
            edit: page(() => import('./pages/BannerForm'), 'BannerForm'),
          }),
          crud('form', '表单', {
            meta: { productId: PRODUCTS.form },
            list: page(() => import('./pages/FormList'), 'FormList'),
            create: FormEdit,
            edit: FormEdit,
            createMeta: { noScroll: true },
            extra: [
              {
                path: 'create/:id',
                hidden: true,
                meta: { title: '复制表单', noCache: true, noScroll: true },
                component: FormEdit,
              },
              {
                path: 'formsData',
                hidden: true,
                meta: { title: '表单数据' },
                component: page(() => import('./pages/FormsData'), 'FormsData'),
              },
            ],
          }),
        ],
      },
      {
        path: 'setting',
        redirect: '/official/setting/category',
        meta: { title: '官网设置' },
        children: [
          {
            path: 'category',
            meta: { title: '分类管理', noCache: true },
            component: page(() => import('./pages/CategorySettings'), 'CategorySettings'),
          },
        ],
      },
    ],
  },
];
