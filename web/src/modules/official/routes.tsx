import { GlobalOutlined } from '@ant-design/icons';
import { MENU_CODES, PRODUCTS } from '@console/contracts';
import { type AppRoute, STAFF_ROLES } from '../../routes/types';

/**
 * Official-website content (spec section 2, code 400). Every item has list, create and edit/:id; the form item
 * also has create/:id and formsData. Plug a page in by adding `component: () => import('./pages/…')` to its
 * route; until then the route stays out of the router and the menus.
 *
 * The form item is gated by the form product (34), as forms are wherever else they appear (/forms,
 * /marketing/forms): the spec gives forms one product id.
 */
export const officialRoutes: readonly AppRoute[] = [
  {
    path: '/official',
    redirect: '/official/content/introduction/list',
    meta: { title: '官网', icon: GlobalOutlined, roles: STAFF_ROLES, code: MENU_CODES.official },
    children: [
      {
        path: 'content',
        redirect: '/official/content/introduction/list',
        meta: { title: '官网内容' },
        children: [
          {
            path: 'introduction',
            meta: { title: '关于我们' },
            children: [
              { path: 'list', meta: { title: '关于我们' }, component: () => import('./pages/IntroductionList') },
              {
                path: 'create',
                hidden: true,
                meta: { title: '新增介绍', noCache: true },
                component: () => import('./pages/IntroductionForm'),
              },
              {
                path: 'edit/:id',
                hidden: true,
                meta: { title: '编辑介绍', noCache: true },
                component: () => import('./pages/IntroductionForm'),
              },
            ],
          },
          {
            path: 'video',
            meta: { title: '视频中心' },
            children: [
              { path: 'list', meta: { title: '视频中心' }, component: () => import('./pages/VideoList') },
              {
                path: 'create',
                hidden: true,
                meta: { title: '新增视频', noCache: true },
                component: () => import('./pages/VideoForm'),
              },
              {
                path: 'edit/:id',
                hidden: true,
                numericParams: ['id'],
                meta: { title: '编辑视频', noCache: true },
                component: () => import('./pages/VideoForm'),
              },
            ],
          },
          {
            path: 'album',
            meta: { title: '相册' },
            children: [
              { path: 'list', meta: { title: '相册' }, component: () => import('./pages/AlbumList') },
              {
                path: 'create',
                hidden: true,
                meta: { title: '新增相册', noCache: true },
                component: () => import('./pages/AlbumCreate'),
              },
              {
                path: 'edit/:id',
                hidden: true,
                meta: { title: '编辑相册', noCache: true },
                component: () => import('./pages/AlbumEdit'),
              },
            ],
          },
          {
            path: 'student',
            meta: { title: '典型学员' },
            children: [
              { path: 'list', meta: { title: '典型学员' }, component: () => import('./pages/StudentList') },
              {
                path: 'create',
                hidden: true,
                meta: { title: '新增学员', noCache: true },
                component: () => import('./pages/StudentForm'),
              },
              {
                path: 'edit/:id',
                hidden: true,
                meta: { title: '编辑学员', noCache: true },
                component: () => import('./pages/StudentForm'),
              },
            ],
          },
          {
            path: 'activity',
            meta: { title: '新闻动态' },
            children: [
              { path: 'list', meta: { title: '新闻动态' }, component: () => import('./pages/ActivityList') },
              {
                path: 'create',
                hidden: true,
                meta: { title: '新增新闻', noCache: true },
                component: () => import('./pages/ActivityForm'),
              },
              {
                path: 'edit/:id',
                hidden: true,
                meta: { title: '编辑新闻', noCache: true },
                component: () => import('./pages/ActivityForm'),
              },
            ],
          },
          {
            path: 'works',
            meta: { title: '学员作品' },
            children: [
              { path: 'list', meta: { title: '学员作品' }, component: () => import('./pages/WorksList') },
              {
                path: 'create',
                hidden: true,
                meta: { title: '新增作品', noCache: true },
                component: () => import('./pages/WorksCreate'),
              },
              {
                path: 'edit/:id',
                hidden: true,
                meta: { title: '编辑作品', noCache: true },
                component: () => import('./pages/WorksEdit'),
              },
            ],
          },
          {
            path: 'contact',
            meta: { title: '联系方式' },
            children: [
              { path: 'list', meta: { title: '联系方式' }, component: () => import('./pages/ContactList') },
              {
                path: 'create',
                hidden: true,
                meta: { title: '新增联系方式', noCache: true },
                component: () => import('./pages/ContactForm'),
              },
              {
                path: 'edit/:id',
                hidden: true,
                meta: { title: '编辑联系方式', noCache: true },
                component: () => import('./pages/ContactForm'),
              },
            ],
          },
          {
            path: 'banner',
            meta: { title: '轮播图' },
            children: [
              { path: 'list', meta: { title: '轮播图' }, component: () => import('./pages/BannerList') },
              {
                path: 'create',
                hidden: true,
                meta: { title: '新增轮播图', noCache: true },
                component: () => import('./pages/BannerForm'),
              },
              {
                path: 'edit/:id',
                hidden: true,
                meta: { title: '编辑轮播图', noCache: true },
                component: () => import('./pages/BannerForm'),
              },
            ],
          },
          {
            path: 'form',
            meta: { title: '表单', productId: PRODUCTS.form },
            children: [
              { path: 'list', meta: { title: '表单' }, component: () => import('./pages/FormList') },
              {
                path: 'create',
                hidden: true,
                meta: { title: '新增表单', noCache: true, noScroll: true },
                component: () => import('./pages/FormEdit'),
              },
              {
                path: 'create/:id',
                hidden: true,
                meta: { title: '复制表单', noCache: true, noScroll: true },
                component: () => import('./pages/FormEdit'),
              },
              {
                path: 'edit/:id',
                hidden: true,
                meta: { title: '编辑表单', noCache: true },
                component: () => import('./pages/FormEdit'),
              },
              {
                path: 'formsData',
                hidden: true,
                meta: { title: '表单数据' },
                component: () => import('./pages/FormsData'),
              },
            ],
          },
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
            component: () => import('./pages/CategorySettings'),
          },
        ],
      },
    ],
  },
];
