import {
  MEDIA_TYPE,
  OFFICIAL_CONTENT_TYPES,
  officialActivity,
  officialAlbum,
  officialBanner,
  officialContact,
  officialForm,
  officialFormData,
  officialIntro,
  officialStudent,
  officialVideo,
  officialWorks,
} from '@console/contracts';
import type { FakeData } from '../../kit/fake-data.js';
import { seedStore } from '../../kit/seed.js';
import type { SeedContext } from '../../kit/seed-context.js';
import type { ResourceStore } from '../../kit/store.js';
import { PRIMARY_SHOP } from '../../state/shops.js';
import { DAY_MS, formatDate } from '../../util/time.js';

/**
 * The official website of the demo shop (启明星艺术培训学校). Values come from the fields' kinds; what the
 * tests and the screenshots rely on is given as rows, and the school's own vocabulary (its campuses, its
 * albums) as value lists.
 */
export const OFFICIAL_CATEGORY_SEED: Record<string, string[]> = {
  [OFFICIAL_CONTENT_TYPES.album]: ['校园风采', '教学环境', '节日活动'],
  [OFFICIAL_CONTENT_TYPES.works]: ['绘画作品', '书法作品'],
  [OFFICIAL_CONTENT_TYPES.video]: ['课堂实录', '学员展演', '名师讲堂'],
  [OFFICIAL_CONTENT_TYPES.activity]: ['学校新闻', '活动通知', '升学喜报'],
};

type Stores = Record<string, ResourceStore>;
const nth = <T>(items: readonly T[], i: number): T => items[i % items.length] as T;

/** Items of each category in turn: `names[c]` are the names in category `c`. */
function byCategory(names: readonly (readonly string[])[], ids: readonly number[]) {
  const flat = names.flatMap((list, c) => list.map((name) => ({ name, categoryId: ids[c] ?? null })));
  return {
    count: flat.length,
    name: (_g: FakeData, i: number) => nth(flat, i).name,
    categoryId: (i: number) => nth(flat, i).categoryId,
  };
}

/** The primary shop's introduction pages. */
const DEMO_INTRO = [
  { title: '学校简介', summary: '启明星艺术培训学校创办于 2012 年，专注少儿美术、书法与音乐启蒙教育。' },
  { title: '办学理念', summary: '以兴趣为起点，以习惯为根基，以作品为成果。' },
  { title: '师资力量', summary: '专职教师 38 名，均毕业于专业艺术院校。' },
  { title: '荣誉资质', summary: '市级优秀民办培训机构，连续五年家长满意度 98% 以上。' },
];

/** The primary shop's star students. */
const DEMO_STAR_STUDENTS = [
  { name: '王子涵', course: '少儿创意美术', honor: '第十二届全国少儿美术大赛金奖' },
  { name: '李沐阳', course: '素描进阶', honor: '市青少年美术作品展一等奖' },
  { name: '陈思语', course: '软笔书法', honor: '省“翰墨少年”书法比赛特等奖' },
  { name: '刘欣然', course: '钢琴', honor: '英皇钢琴考级六级优秀' },
  { name: '赵宇航', course: '少儿创意美术', honor: '区“我爱我家”绘画比赛一等奖' },
  { name: '周书瑶', course: '色彩与速写', honor: '中国美术学院附中录取' },
];

export function seedOfficial(ctx: SeedContext, stores: Stores): void {
  const at = (r: { name: string }) => stores[r.name] as ResourceStore;
  const cats = (ct: string) => ctx.categoryIds(ct);
  const helpers = { categories: cats };

  // The named demo rows are the primary shop's; another shop presents itself with its own introduction.
  const primary = ctx.shop.id === PRIMARY_SHOP;
  seedStore(at(officialIntro), ctx.fake(400_001), {
    count: 4,
    rows: primary
      ? DEMO_INTRO
      : [
          { title: '学校简介', summary: ctx.shop.profile.introduction },
          { title: '办学理念' },
          { title: '师资力量' },
          { title: '荣誉资质' },
        ],
    values: { content: (g, i) => g.html(nth(['学校简介', '办学理念', '师资力量', '荣誉资质'], i)), isShow: () => '1' },
    days: 300,
    helpers,
  });

  const videoTitles = ['水彩风景写生课堂实录', '素描静物：几何体的明暗', '2024 新年音乐会节选', '少儿书法：永字八法'];
  const audioTitles = ['儿童绘本故事：小蝌蚪找妈妈', '声乐练习：发声五步法'];
  seedStore(at(officialVideo), ctx.fake(400_002), {
    count: 6,
    values: {
      mediaType: (_g, i) => (i < videoTitles.length ? MEDIA_TYPE.video : MEDIA_TYPE.audio),
      title: (_g, i) => nth([...videoTitles, ...audioTitles], i),
      url: (g, i) => (i < videoTitles.length ? g.video() : g.audio()),
      categoryId: (_g, i) => nth(cats(OFFICIAL_CONTENT_TYPES.video), i),
      duration: (g) => g.int(120, 1800),
      isShow: (_g, i) => (i === 5 ? '0' : '1'),
    },
    days: 120,
    helpers,
  });

  const album = byCategory(
    [
      ['城东校区大门', '阳光画室', '图书角', '校园文化墙', '学员休息区', '前台接待', '美术教室一角'],
      ['钢琴教室', '书法教室', '陶艺工作室', '多功能报告厅', '作品展廊'],
      ['六一儿童节', '中秋灯笼制作', '新年音乐会', '春季写生', '期末作品展', '教师节贺卡'],
    ],
    cats(OFFICIAL_CONTENT_TYPES.album),
  );
  seedPhotos(at(officialAlbum), ctx.fake(400_003), album, helpers);

  const works = byCategory(
    [
      ['我的梦想家园', '海底世界', '秋天的果园', '太空探险', '我的好朋友', '雨后彩虹', '森林音乐会', '未来城市'],
      ['静夜思', '春晓', '厚德载物', '宁静致远', '天道酬勤', '上善若水'],
    ],
    cats(OFFICIAL_CONTENT_TYPES.works),
  );
  seedPhotos(at(officialWorks), ctx.fake(400_004), works, helpers);

  seedStore(at(officialStudent), ctx.fake(400_005), {
    count: 6,
    rows: primary ? DEMO_STAR_STUDENTS : [],
    values: {
      intro: (g) => g.html(),
      isShow: () => '1',
      // Another shop's honours are of what it teaches.
      ...(primary
        ? {}
        : {
            honor: (g: FakeData) =>
              `${g.course()}${g.pick(['考级优秀', '比赛一等奖', '汇报演出优秀学员', '年度进步之星'])}`,
          }),
    },
    days: 200,
    helpers,
  });
  const now = ctx.now;
  const news: Array<[string, number]> = [
    ['2025 春季招生简章', 1],
    ['我校学员在全国少儿美术大赛中荣获金奖', 2],
    ['“童心绘春天”户外写生活动圆满结束', 0],
    ['关于五一假期调课的通知', 1],
    ['城西校区正式开业', 0],
    ['期末学员作品展开幕', 0],
    ['暑期美术集训营报名开始', 1],
    ['周书瑶同学被中国美术学院附中录取', 2],
    ['教师节学员手绘贺卡展', 0],
    ['书法考级报名通知', 1],
    ['新年音乐会精彩回顾', 0],
    ['家长开放日活动邀请', 1],
  ];
  const activityCats = cats(OFFICIAL_CONTENT_TYPES.activity);
  seedStore(at(officialActivity), ctx.fake(400_006), {
    count: news.length,
    rows: news.map(([title, c], i) => ({
      title,
      categoryId: activityCats[c] ?? null,
      publishDate: formatDate(now - (i * 9 + 2) * DAY_MS),
      isTop: i === 0 ? '1' : '0',
      isShow: '1',
    })),
    values: { content: (g, i) => g.html(nth(news, i)[0]) },
    days: 110,
    helpers,
  });

  seedStore(at(officialContact), ctx.fake(400_007), {
    count: ctx.shop.profile.sites.length,
    rows: ctx.shop.profile.sites.map((site) => ({ ...site })),
    values: {
      contactName: (g) => g.addressedName(),
      openHours: (g) => g.pick(['周二至周日 9:00-20:00', '周二至周日 9:00-20:30', '周六、周日 8:30-18:00']),
      isShow: () => '1',
    },
    days: 250,
    helpers,
  });

  const banners: Array<[string, number]> = [
    ['春季招生火热进行中', 1],
    ['全国少儿美术大赛金奖', 1],
    ['暑期美术集训营', 1],
    ['走进启明星', 2],
    ['学校新闻', 3],
  ];
  seedStore(at(officialBanner), ctx.fake(400_008), {
    count: banners.length,
    rows: banners.map(([title, position], i) => ({ title, position, link: '', isShow: i === 2 ? '0' : '1' })),
    values: { image: (g, i) => g.image(nth(banners, i)[0], { w: 750, h: 360 }) },
    days: 60,
    helpers,
  });

  seedStore(at(officialForm), ctx.fake(400_009), {
    count: 2,
    rows: [
      {
        title: '免费试听课预约',
        description: '填写信息后，课程顾问将在 24 小时内与您联系，安排试听时间。',
        items: [
          { label: '孩子姓名', type: 'text', required: true, options: [] },
          { label: '家长电话', type: 'phone', required: true, options: [] },
          { label: '孩子年龄', type: 'radio', required: true, options: ['4-6 岁', '7-9 岁', '10-12 岁', '13 岁以上'] },
          { label: '感兴趣的课程', type: 'checkbox', required: false, options: ['美术', '书法', '钢琴', '声乐'] },
          { label: '方便试听的日期', type: 'date', required: false, options: [] },
        ],
        submitText: '立即预约',
        endDate: '',
        isShow: '1',
      },
      {
        title: '暑期集训营报名表',
        description: '7 月 10 日开营，名额 60 人，报满即止。',
        items: [
          { label: '学员姓名', type: 'text', required: true, options: [] },
          { label: '联系电话', type: 'phone', required: true, options: [] },
          { label: '就读学校', type: 'text', required: false, options: [] },
          { label: '备注', type: 'textarea', required: false, options: [] },
        ],
        submitText: '提交报名',
        endDate: '2026-07-05',
        isShow: '1',
      },
    ],
    values: { submitCount: () => 0 },
    days: 80,
    helpers,
  });

  // Visitors' answers to the two forms (ids 1 and 2): six to the first, two to the second.
  seedStore(at(officialFormData), ctx.fake(400_010), {
    count: 8,
    values: {
      formId: (_g, i) => (i < 6 ? 1 : 2),
      answers: (g, i) => formAnswers(g, i < 6 ? 1 : 2),
    },
    days: 20,
    helpers,
  });
  // The answers name the visitor and the phone the row shows.
  for (const row of at(officialFormData).all()) {
    const answers = row.values.answers as Array<{ label: string; value: string }>;
    row.values.name = answers[0]?.value;
    row.values.phone = answers[1]?.value;
  }
}

function seedPhotos(
  store: ResourceStore,
  g: FakeData,
  photos: ReturnType<typeof byCategory>,
  helpers: { categories: (ct: string) => readonly number[] },
) {
  seedStore(store, g, {
    count: photos.count,
    values: {
      name: photos.name,
      categoryId: (_g, i) => photos.categoryId(i),
      url: (f, i) => f.image(photos.name(f, i)),
      width: (f) => f.pick([800, 1024, 1280]),
      height: (f) => f.pick([0.75, 0.625, 1]),
      size: (f) => f.int(180, 2400) * 1024,
    },
    days: 90,
    helpers,
  });
  // `height` was seeded as a ratio of the width: a photo's sides keep a camera's proportions.
  for (const row of store.all()) row.values.height = Math.round(Number(row.values.width) * Number(row.values.height));
}

function formAnswers(g: FakeData, formId: number): Array<{ label: string; value: string }> {
  const name = g.personName();
  const phone = g.mobile();
  return formId === 1
    ? [
        { label: '孩子姓名', value: name },
        { label: '家长电话', value: phone },
        { label: '孩子年龄', value: g.pick(['4-6 岁', '7-9 岁', '10-12 岁']) },
        { label: '感兴趣的课程', value: g.some(['美术', '书法', '钢琴', '声乐'], 1, 2).join('、') },
      ]
    : [
        { label: '学员姓名', value: name },
        { label: '联系电话', value: phone },
        { label: '就读学校', value: g.school() },
      ];
}
