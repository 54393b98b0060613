import { PRIMARY_SHOP, type ShopProfile } from '../../state/shops.js';
import { CATALOGUE, type CatalogueItem, MALL_CATEGORY_NAMES } from './catalogue.js';

/** What a shop's mall sells: its categories and, in their order, each category's items. */
export interface ShopCatalogue {
  categories: readonly string[];
  items: ReadonlyArray<readonly CatalogueItem[]>;
}

/** Goods of a subject, in the categories a shop teaching it sells by. */
const SUBJECT_GOODS: Readonly<Record<string, ReadonlyArray<[string, readonly CatalogueItem[]]>>> = {
  英语: [
    [
      '英语教材',
      [
        {
          name: '自然拼读教材',
          unit: '套',
          attrs: [{ name: '级别', values: ['Level 1', 'Level 2', 'Level 3'] }],
          yuan: [88, 128],
          feature: '字母发音到拼读规则，附点读音频',
        },
        {
          name: '剑桥少儿英语练习册',
          unit: '本',
          attrs: [{ name: '级别', values: ['一级', '二级', '三级'] }],
          yuan: [32, 45],
          feature: '课堂同步练习，附听力音频',
        },
        { name: 'KET 真题集', unit: '本', yuan: [49, 69], feature: '近年真题 8 套，附详解与听力' },
        { name: '新概念英语青少版', unit: '本', yuan: [42, 58], feature: '课本加练习册，配套动画视频' },
      ],
    ],
    [
      '绘本读物',
      [
        {
          name: '牛津阅读树分级绘本',
          unit: '套',
          attrs: [{ name: '级别', values: ['1-3 级', '4-6 级'] }],
          yuan: [199, 299],
          feature: '分级阅读，每本附点读',
        },
        { name: '英文儿歌绘本', unit: '套', yuan: [69, 99], feature: '24 首经典儿歌，扫码跟唱' },
        { name: '英语单词闪卡', unit: '盒', yuan: [29, 49], feature: '400 个高频词，正面图画背面拼写' },
        { name: '儿童英汉词典', unit: '本', yuan: [39, 59], feature: '彩图版，收词 5000 余条' },
      ],
    ],
    [
      '学习用品',
      [
        { name: '英语点读笔', unit: '支', yuan: [199, 299], feature: '点读教材与绘本，可录音跟读' },
        {
          name: '英语四线三格本',
          unit: '本',
          attrs: [{ name: '规格', values: ['10 本装', '20 本装'] }],
          yuan: [15, 28],
          feature: '加厚纸张，书写不透',
        },
        { name: '儿童耳机', unit: '副', yuan: [59, 99], feature: '限音设计，网课听力都合适' },
      ],
    ],
  ],
  舞蹈: [
    [
      '舞蹈服饰',
      [
        {
          name: '少儿练功服',
          unit: '件',
          attrs: [{ name: '尺码', values: ['110', '120', '130', '140'] }],
          yuan: [69, 99],
          feature: '棉质弹力，练功不勒',
        },
        {
          name: '芭蕾纱裙',
          unit: '条',
          attrs: [{ name: '颜色', values: ['粉色', '白色'] }],
          yuan: [49, 79],
          feature: '三层网纱，蓬度自然',
        },
        { name: '拉丁舞裙', unit: '条', yuan: [129, 199], feature: '流苏裙摆，旋转时飘逸' },
      ],
    ],
    [
      '舞鞋配件',
      [
        {
          name: '软底练功鞋',
          unit: '双',
          attrs: [{ name: '尺码', values: ['28', '30', '32', '34'] }],
          yuan: [29, 49],
          feature: '猪皮软底，抓地贴脚',
        },
        { name: '拉丁舞鞋', unit: '双', yuan: [159, 259], feature: '中跟设计，缎面鞋身' },
        { name: '舞蹈发网发饰', unit: '套', yuan: [15, 29], feature: '盘发不散，考级演出适用' },
      ],
    ],
  ],
  书法: [
    [
      '文房用品',
      [
        {
          name: '米字格宣纸',
          unit: '刀',
          attrs: [{ name: '格数', values: ['28 格', '40 格'] }],
          yuan: [18, 32],
          feature: '半生半熟，初学者练字不洇墨',
        },
        { name: '兼毫毛笔套装', unit: '套', yuan: [39, 69], feature: '大中小楷各一支，笔锋弹性好' },
        { name: '学生练字毛毡', unit: '张', yuan: [15, 35], feature: '加厚羊毛毡，吸墨不透' },
        { name: '一得阁墨汁', unit: '瓶', yuan: [8, 36], feature: '墨色黑亮，书写流畅' },
      ],
    ],
    [
      '字帖碑帖',
      [
        {
          name: '硬笔楷书练字帖',
          unit: '本',
          attrs: [{ name: '年级', values: ['一年级', '二年级', '三年级'] }],
          yuan: [12, 18],
          feature: '同步课本生字，描红加临写',
        },
        { name: '颜勤礼碑临摹字帖', unit: '本', yuan: [25, 39], feature: '原碑放大，附笔画解析' },
        { name: '曹全碑隶书字帖', unit: '本', yuan: [25, 39], feature: '高清原帖，附临写示范' },
      ],
    ],
  ],
  围棋: [
    [
      '棋具',
      [
        {
          name: '云子围棋套装',
          unit: '套',
          attrs: [{ name: '规格', values: ['单面凸', '双面凸'] }],
          yuan: [168, 298],
          feature: '云南云子，手感温润',
        },
        { name: '折叠木质棋盘', unit: '块', yuan: [69, 129], feature: '19 路标准棋盘，折叠便携' },
        { name: '对弈计时钟', unit: '个', yuan: [99, 159], feature: '读秒提示，比赛标准' },
      ],
    ],
    [
      '棋书习题',
      [
        {
          name: '围棋死活题集',
          unit: '本',
          attrs: [{ name: '级别', values: ['入门', '初级', '中级'] }],
          yuan: [26, 36],
          feature: '每天一练，附答案详解',
        },
        { name: '围棋定式手册', unit: '本', yuan: [39, 49], feature: '常用定式 200 型' },
        { name: '少儿围棋启蒙教程', unit: '套', yuan: [68, 98], feature: '上下两册，配套课堂使用' },
      ],
    ],
  ],
};

/** School merchandise any shop sells. */
const MERCHANDISE: readonly CatalogueItem[] = [
  {
    name: '校徽保温杯',
    unit: '个',
    attrs: [{ name: '容量', values: ['350ml', '500ml'] }],
    yuan: [59, 89],
    feature: '316 不锈钢内胆，12 小时保温',
  },
  {
    name: '学员文化衫',
    unit: '件',
    attrs: [{ name: '尺码', values: ['110', '120', '130', '140'] }],
    yuan: [49, 69],
    feature: '纯棉面料，印有学校标志',
  },
  { name: '定制帆布袋', unit: '个', yuan: [29, 39], feature: '加厚帆布，装得下课本和水杯' },
];

/**
 * The mall of a shop: the primary shop's is the catalogue the tests know; another sells the goods of its first
 * subject, school merchandise, and trial packs of its own courses.
 */
export function catalogueOf(shop: ShopProfile): ShopCatalogue {
  const goods = SUBJECT_GOODS[shop.subjects[0] ?? ''];
  if (shop.id === PRIMARY_SHOP || !goods) return { categories: MALL_CATEGORY_NAMES, items: CATALOGUE };
  const packs = shop.courses.slice(0, 4).map(
    (course): CatalogueItem => ({
      name: `${course}体验礼包`,
      unit: '份',
      yuan: [99, 199],
      feature: `含 2 节${course}体验课与入门教材`,
    }),
  );
  return {
    categories: [...goods.map(([name]) => name), '文创周边', '课程礼包'],
    items: [...goods.map(([, items]) => items), MERCHANDISE, packs],
  };
}
