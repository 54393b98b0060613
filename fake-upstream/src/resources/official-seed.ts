import { MEDIA_TYPE, OFFICIAL_CONTENT_TYPES } from '@console/contracts';
import type { CategoryRow } from '../state/index.js';
import { Rng } from '../util/random.js';
import { DAY_MS, formatDate } from '../util/time.js';
import { seedImage } from './seed-media.js';

/**
 * The official-website content of the demo shop (启明星艺术培训学校): what a real art school publishes, so
 * the pages, searches and screenshots read like the product in use.
 */
export interface SeedItem {
  values: Record<string, unknown>;
  /** Days before now the item was created. */
  daysAgo: number;
}

export const OFFICIAL_CATEGORY_SEED: Record<string, string[]> = {
  [OFFICIAL_CONTENT_TYPES.album]: ['校园风采', '教学环境', '节日活动'],
  [OFFICIAL_CONTENT_TYPES.works]: ['绘画作品', '书法作品'],
  [OFFICIAL_CONTENT_TYPES.video]: ['课堂实录', '学员展演', '名师讲堂'],
  [OFFICIAL_CONTENT_TYPES.activity]: ['学校新闻', '活动通知', '升学喜报'],
};

const para = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

export function introSeed(): SeedItem[] {
  const items: Array<[string, string, string]> = [
    [
      '学校简介',
      '启明星艺术培训学校创办于 2012 年，专注少儿美术、书法与音乐启蒙教育。',
      para(
        '启明星艺术培训学校创办于 2012 年，是经教育主管部门审批的正规艺术培训机构，现有城东、城西两个校区，教学面积 2600 平方米。',
        '学校开设少儿美术、硬笔与软笔书法、钢琴、声乐等课程，累计培养学员 12000 余名，多名学员在全国少儿美术大赛中获奖。',
        '<strong>办学宗旨：</strong>让每个孩子在艺术中发现美、表达美、创造美。',
      ),
    ],
    [
      '办学理念',
      '以兴趣为起点，以习惯为根基，以作品为成果。',
      para(
        '我们相信兴趣是最好的老师。课程设计从孩子的视角出发，循序渐进，在玩中学、在学中创。',
        '每学期末举办学员作品展，让孩子看到自己的成长，也让家长看到看得见的进步。',
      ),
    ],
    [
      '师资力量',
      '专职教师 38 名，均毕业于专业艺术院校。',
      para(
        '学校现有专职教师 38 名，其中中央美术学院、中国美术学院等专业院校毕业生 21 名，硕士学历 9 名。',
        '所有教师上岗前均经过 120 课时的教学培训，并定期参加教研与公开课评比。',
      ),
    ],
    [
      '荣誉资质',
      '市级优秀民办培训机构，连续五年家长满意度 98% 以上。',
      para('2019—2024 年连续被评为市级优秀民办培训机构。', '2023 年获评“区少儿美育示范基地”。'),
    ],
  ];
  return items.map(([title, summary, content], i) => ({
    values: { title, summary, content, cover: seedImage(title, 200 + i * 25), sort: i + 1, isShow: '1' },
    daysAgo: 300 - i * 10,
  }));
}

export function videoSeed(categories: (ct: string) => CategoryRow[]): SeedItem[] {
  const cats = categories(OFFICIAL_CONTENT_TYPES.video);
  const items: Array<[string, 1 | 2, number, string]> = [
    ['水彩风景写生课堂实录', MEDIA_TYPE.video, 0, '周六上午水彩提高班的户外写生课，老师现场示范湿画法。'],
    ['素描静物：几何体的明暗', MEDIA_TYPE.video, 0, '零基础学员的第一节素描课。'],
    ['2024 新年音乐会节选', MEDIA_TYPE.video, 1, '钢琴班、声乐班学员的新年汇报演出。'],
    ['少儿书法：永字八法', MEDIA_TYPE.video, 2, '书法名师王老师讲解永字八法。'],
    ['儿童绘本故事：小蝌蚪找妈妈', MEDIA_TYPE.audio, 2, '美术课前的绘本故事音频，配合主题创作。'],
    ['声乐练习：发声五步法', MEDIA_TYPE.audio, 2, '声乐班课后练习音频。'],
  ];
  return items.map(([title, mediaType, c, description], i) => ({
    values: {
      title,
      mediaType,
      description,
      cover: seedImage(title.slice(0, 8), 15 + i * 40),
      url: `/__media/demo/${mediaType === MEDIA_TYPE.video ? `video-${i + 1}.mp4` : `audio-${i + 1}.mp3`}`,
      categoryId: cats[c]?.id ?? null,
      duration: 180 + i * 97,
      sort: i + 1,
      isShow: i === 5 ? '0' : '1',
      playCount: 120 + i * 233,
    },
    daysAgo: 120 - i * 9,
  }));
}

function photos(
  rng: Rng,
  names: Record<number, string[]>,
  cats: CategoryRow[],
  extra: (name: string, i: number) => Record<string, unknown> = () => ({}),
): SeedItem[] {
  const out: SeedItem[] = [];
  let i = 0;
  cats.forEach((cat, c) => {
    for (const name of names[c] ?? []) {
      const w = rng.pick([800, 1024, 1280]);
      const h = Math.round(w * rng.pick([0.75, 0.625, 1]));
      out.push({
        values: {
          name,
          url: seedImage(name, (c * 90 + i * 23) % 360, { w: 640, h: Math.round((640 * h) / w) }),
          categoryId: cat.id,
          sort: i + 1,
          width: w,
          height: h,
          size: rng.int(180, 2400) * 1024,
          ...extra(name, i),
        },
        daysAgo: 90 - i * 2,
      });
      i++;
    }
  });
  return out;
}

export function albumSeed(categories: (ct: string) => CategoryRow[]): SeedItem[] {
  return photos(
    new Rng(400_001),
    {
      0: ['城东校区大门', '阳光画室', '图书角', '校园文化墙', '学员休息区', '前台接待', '美术教室一角'],
      1: ['钢琴教室', '书法教室', '陶艺工作室', '多功能报告厅', '作品展廊'],
      2: ['六一儿童节', '中秋灯笼制作', '新年音乐会', '春季写生', '期末作品展', '教师节贺卡'],
    },
    categories(OFFICIAL_CONTENT_TYPES.album),
  );
}

export function worksSeed(categories: (ct: string) => CategoryRow[]): SeedItem[] {
  const authors = ['王子涵', '李沐阳', '张一诺', '陈思语', '刘欣然', '杨梓萱', '赵宇航', '黄可馨', '周书瑶', '吴浩然'];
  return photos(
    new Rng(400_002),
    {
      0: ['我的梦想家园', '海底世界', '秋天的果园', '太空探险', '我的好朋友', '雨后彩虹', '森林音乐会', '未来城市'],
      1: ['静夜思', '春晓', '厚德载物', '宁静致远', '天道酬勤', '上善若水'],
    },
    categories(OFFICIAL_CONTENT_TYPES.works),
    (_name, i) => ({ author: authors[i % authors.length] }),
  );
}

export function studentSeed(): SeedItem[] {
  const items: Array<[string, string, string, string]> = [
    ['王子涵', '实验小学五年级', '少儿创意美术', '第十二届全国少儿美术大赛金奖'],
    ['李沐阳', '育才中学初一', '素描进阶', '市青少年美术作品展一等奖'],
    ['陈思语', '第二实验小学四年级', '软笔书法', '省“翰墨少年”书法比赛特等奖'],
    ['刘欣然', '外国语学校初二', '钢琴', '英皇钢琴考级六级优秀'],
    ['赵宇航', '实验小学三年级', '少儿创意美术', '区“我爱我家”绘画比赛一等奖'],
    ['周书瑶', '市一中高一', '色彩与速写', '中国美术学院附中录取'],
  ];
  return items.map(([name, school, course, honor], i) => ({
    values: {
      name,
      school,
      course,
      honor,
      avatar: seedImage(name, 330 - i * 30, { w: 400, h: 400 }),
      intro: para(`${name}同学在启明星学习${course}已有 ${2 + (i % 3)} 年。`, `获得荣誉：${honor}。`),
      sort: i + 1,
      isShow: '1',
    },
    daysAgo: 200 - i * 15,
  }));
}

export function activitySeed(categories: (ct: string) => CategoryRow[], now: number): SeedItem[] {
  const cats = categories(OFFICIAL_CONTENT_TYPES.activity);
  const items: Array<[string, number, string]> = [
    ['2025 春季招生简章', 1, '春季班 3 月 1 日开课，美术、书法、钢琴课程全面开放报名，老学员续费享 9 折。'],
    [
      '我校学员在全国少儿美术大赛中荣获金奖',
      2,
      '在第十二届全国少儿美术大赛中，我校王子涵同学的作品《我的梦想家园》荣获金奖。',
    ],
    ['“童心绘春天”户外写生活动圆满结束', 0, '4 月 12 日，120 名学员走进植物园，用画笔记录春天。'],
    ['关于五一假期调课的通知', 1, '5 月 1 日至 5 日放假，周六班课程顺延一周，请家长留意。'],
    ['城西校区正式开业', 0, '城西校区位于万达广场 3 楼，开业当月报名赠送美术材料包。'],
    ['期末学员作品展开幕', 0, '展出学员作品 300 余幅，展期两周，欢迎家长和孩子们前来参观。'],
    ['暑期美术集训营报名开始', 1, '7 月 10 日开营，为期 3 周，每天 3 课时，小班授课。'],
    ['周书瑶同学被中国美术学院附中录取', 2, '恭喜周书瑶同学！她在我校学习色彩与速写 4 年。'],
    ['教师节学员手绘贺卡展', 0, '学员亲手绘制的 200 余张贺卡在校园文化墙展出。'],
    ['书法考级报名通知', 1, '2025 年度书法考级报名截止 10 月 20 日。'],
    ['新年音乐会精彩回顾', 0, '钢琴班、声乐班 60 名学员同台演出。'],
    ['家长开放日活动邀请', 1, '每月最后一个周六为家长开放日，欢迎家长走进课堂。'],
  ];
  return items.map(([title, c, summary], i) => ({
    values: {
      title,
      summary,
      content: para(summary, '更多详情请致电学校前台或关注官方公众号。'),
      cover: seedImage(title.slice(0, 8), (i * 47) % 360),
      categoryId: cats[c]?.id ?? null,
      publishDate: formatDate(now - (i * 9 + 2) * DAY_MS),
      isTop: i === 0 ? '1' : '0',
      isShow: '1',
      viewCount: 80 + ((i * 137) % 900),
    },
    daysAgo: i * 9 + 2,
  }));
}

export function contactSeed(): SeedItem[] {
  const items: Array<[string, string, string, string, string]> = [
    ['城东校区（总部）', '刘老师', '0571-88886666', '杭州市上城区解放东路 58 号启明大厦 2 楼', '周二至周日 9:00-20:00'],
    ['城西校区', '孙老师', '13858001234', '杭州市西湖区文一西路万达广场 3 楼 302', '周二至周日 9:00-20:30'],
    [
      '滨江教学点',
      '陈老师',
      '13906712345',
      '杭州市滨江区江南大道 1088 号星光大道二期 B 座 4 楼',
      '周六、周日 8:30-18:00',
    ],
  ];
  return items.map(([name, contactName, phone, address, openHours], i) => ({
    values: {
      name,
      contactName,
      phone,
      address,
      openHours,
      wechatQr: seedImage('微信咨询', 140, { w: 300, h: 300 }),
      sort: i + 1,
      isShow: '1',
    },
    daysAgo: 250 - i * 40,
  }));
}

export function bannerSeed(): SeedItem[] {
  const items: Array<[string, number, string]> = [
    ['春季招生火热进行中', 1, ''],
    ['全国少儿美术大赛金奖', 1, ''],
    ['暑期美术集训营', 1, ''],
    ['走进启明星', 2, ''],
    ['学校新闻', 3, ''],
  ];
  return items.map(([title, position, link], i) => ({
    values: {
      title,
      position,
      link,
      image: seedImage(title, (i * 61 + 190) % 360, { w: 750, h: 360 }),
      sort: i + 1,
      isShow: i === 2 ? '0' : '1',
    },
    daysAgo: 60 - i * 5,
  }));
}

export function formSeed(): SeedItem[] {
  return [
    {
      values: {
        title: '免费试听课预约',
        description: '填写信息后，课程顾问将在 24 小时内与您联系，安排试听时间。',
        cover: seedImage('免费试听', 25),
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
        submitCount: 0,
      },
      daysAgo: 80,
    },
    {
      values: {
        title: '暑期集训营报名表',
        description: '7 月 10 日开营，名额 60 人，报满即止。',
        cover: seedImage('暑期集训营', 50),
        items: [
          { label: '学员姓名', type: 'text', required: true, options: [] },
          { label: '联系电话', type: 'phone', required: true, options: [] },
          { label: '就读学校', type: 'text', required: false, options: [] },
          { label: '备注', type: 'textarea', required: false, options: [] },
        ],
        submitText: '提交报名',
        endDate: '2026-07-05',
        isShow: '1',
        submitCount: 0,
      },
      daysAgo: 30,
    },
  ];
}

/** Visitors' answers to the seeded forms (form ids 1 and 2, in seed order). */
export function formDataSeed(): SeedItem[] {
  const parents: Array<[string, string]> = [
    ['王思远', '13812345671'],
    ['李佳怡', '13912345672'],
    ['张子墨', '13712345673'],
    ['陈雨桐', '15012345674'],
    ['刘一鸣', '18612345675'],
    ['杨若曦', '13612345676'],
    ['赵天佑', '15912345677'],
    ['孙语嫣', '18812345678'],
  ];
  const ages = ['4-6 岁', '7-9 岁', '10-12 岁'];
  const courses = ['美术', '书法', '钢琴', '美术、书法'];
  return parents.map(([name, phone], i) => {
    const formId = i < 6 ? 1 : 2;
    const answers =
      formId === 1
        ? [
            { label: '孩子姓名', value: name },
            { label: '家长电话', value: phone },
            { label: '孩子年龄', value: ages[i % ages.length] as string },
            { label: '感兴趣的课程', value: courses[i % courses.length] as string },
          ]
        : [
            { label: '学员姓名', value: name },
            { label: '联系电话', value: phone },
            { label: '就读学校', value: '实验小学' },
          ];
    return { values: { formId, name, phone, answers }, daysAgo: 20 - i * 2 };
  });
}
