import { type DecorComponent, type DecorLink, type DecorPage, newDecorComponent } from '@console/contracts';

/** What a template fills its components with: the shop's own courses and products, and pictures. */
export interface TemplateContent {
  /** Live online courses (id and title), newest first. */
  courses: ReadonlyArray<{ id: number; title: string }>;
  /** Live products (id and name). */
  products: ReadonlyArray<{ id: number; title: string }>;
  /** A picture address showing `text` at the given size. */
  image(text: string, w: number, h: number): string;
}

export type TemplateKey = 'blank' | 'home' | 'course' | 'mall';

const system = (path: string, title: string): DecorLink => ({ kind: 'system', path, title }) as DecorLink;

/** Numbers the components of one page: c1, c2, … */
function counter() {
  let n = 0;
  return () => `c${++n}`;
}

function banner(id: string, c: TemplateContent, titles: readonly string[]) {
  const b = newDecorComponent('banner', id);
  b.props.items = titles.map((t, i) => {
    const course = c.courses[i];
    return {
      image: c.image(t, 750, 320),
      link: course
        ? { kind: 'course', source: 'vod', id: course.id, title: course.title.slice(0, 50) }
        : system('/pages/course/list', '全部课程'),
    };
  });
  return b;
}

function notice(id: string, texts: readonly string[]) {
  const n = newDecorComponent('notice', id);
  n.props.items = texts.map((text) => ({ text, link: null }));
  return n;
}

function title(id: string, text: string, more: DecorLink | null) {
  const t = newDecorComponent('title', id);
  t.props.title = text;
  t.props.moreText = more ? '更多' : '';
  t.props.moreLink = more;
  return t;
}

function grid(id: string) {
  const g = newDecorComponent('grid', id);
  g.props.items = [
    {
      icon: 'course',
      image: '',
      title: '全部课程',
      subtitle: '',
      badge: '',
      link: system('/pages/course/list', '全部课程'),
    },
    { icon: 'shop', image: '', title: '商城', subtitle: '', badge: '', link: system('/pages/goods/list', '全部商品') },
    {
      icon: 'coupon',
      image: '',
      title: '领券',
      subtitle: '',
      badge: '新',
      link: system('/pages/coupon/center', '领券中心'),
    },
    {
      icon: 'notice',
      image: '',
      title: '新闻动态',
      subtitle: '',
      badge: '',
      link: system('/pages/official/activity', '新闻动态'),
    },
    {
      icon: 'phone',
      image: '',
      title: '联系我们',
      subtitle: '',
      badge: '',
      link: system('/pages/official/contact', '联系我们'),
    },
    {
      icon: 'calendar',
      image: '',
      title: '我的课表',
      subtitle: '',
      badge: '',
      link: system('/pages/user/index', '个人中心'),
    },
    { icon: 'cart', image: '', title: '购物车', subtitle: '', badge: '', link: system('/pages/cart/index', '购物车') },
    { icon: 'user', image: '', title: '我的', subtitle: '', badge: '', link: system('/pages/user/index', '个人中心') },
  ];
  return g;
}

function courses(id: string, c: TemplateContent, layout: 'rows' | 'twoCol') {
  const ids = c.courses.slice(0, 4).map((x) => x.id);
  if (layout === 'rows') {
    const list = newDecorComponent('courseList', id);
    list.props.ids = ids;
    return list;
  }
  const card = newDecorComponent('courseCard', id);
  card.props.ids = ids;
  return card;
}

function products(id: string, c: TemplateContent, layout: 'rows' | 'twoCol') {
  const ids = c.products.slice(0, 4).map((x) => x.id);
  if (layout === 'rows') {
    const list = newDecorComponent('productList', id);
    list.props.ids = ids;
    return list;
  }
  const card = newDecorComponent('productCard', id);
  card.props.ids = ids;
  return card;
}

function service(id: string) {
  const s = newDecorComponent('service', id);
  s.props.phone = '13800000001';
  return s;
}

/**
 * The components a template starts a page with: the home page a shop opens with (search, banners, notice,
 * grid navigation, courses, products, customer service), a course page, a sale page, or nothing. Without
 * courses or products of its own, a template leaves those parts out rather than show empty ones.
 */
export function templateComponents(key: TemplateKey, c: TemplateContent): DecorComponent[] {
  const id = counter();
  const withCourses = c.courses.length > 0;
  const withProducts = c.products.length > 0;
  const parts: Array<DecorComponent | false> = (() => {
    switch (key) {
      case 'blank':
        return [];
      case 'home':
        return [
          newDecorComponent('search', id()),
          banner(id(), c, ['春季班火热报名中', '名师直播公开课', '学员作品展']),
          notice(id(), ['春季班 3 月 1 日开课，老学员续报享 9 折', '周六下午开放试听，欢迎预约']),
          grid(id()),
          withCourses && title(id(), '精品课程', system('/pages/course/list', '全部课程')),
          withCourses && courses(id(), c, 'rows'),
          withProducts && title(id(), '热销好物', system('/pages/goods/list', '全部商品')),
          withProducts && products(id(), c, 'twoCol'),
          service(id()),
        ];
      case 'course':
        return [
          banner(id(), c, ['名师课程推荐']),
          title(id(), '热门课程', system('/pages/course/list', '全部课程')),
          withCourses && courses(id(), c, 'twoCol'),
          title(id(), '最新上线', null),
          withCourses && courses(id(), c, 'rows'),
        ];
      case 'mall':
        return [
          banner(id(), c, ['限时特惠', '新品上架']),
          notice(id(), ['全场满 199 元包邮']),
          title(id(), '今日特价', system('/pages/goods/list', '全部商品')),
          withProducts && products(id(), c, 'twoCol'),
          title(id(), '为你推荐', null),
          withProducts && products(id(), c, 'rows'),
        ];
    }
  })();
  return parts.filter((p): p is DecorComponent => p !== false);
}

const TEMPLATE_TITLES: Record<TemplateKey, string> = {
  blank: '',
  home: '首页',
  course: '课程推荐',
  mall: '商品促销',
};

/** A new page's design from a template: its components, the page title (the page's name), a plain top bar. */
export function templatePage(key: TemplateKey, name: string, c: TemplateContent): DecorPage {
  return {
    settings: { title: (name || TEMPLATE_TITLES[key]).slice(0, 20), description: '', bgColor: '#f5f5f5', bgImage: '' },
    nav: { style: 'normal', bgColor: '#ffffff', textColor: 'dark', showSearch: false },
    components: templateComponents(key, c),
  };
}
