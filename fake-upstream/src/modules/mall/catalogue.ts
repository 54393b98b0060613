/**
 * What the demo school's shop sells: art and calligraphy supplies, instrument accessories, textbooks, school
 * merchandise and course packs, each with the unit it is sold by, its usual specs and its price range in yuan.
 */
export interface CatalogueItem {
  name: string;
  unit: string;
  /** Specs of the multi-spec version (none: a single-spec product). */
  attrs?: ReadonlyArray<{ name: string; values: readonly string[] }>;
  yuan: readonly [number, number];
  feature: string;
}

export const MALL_CATEGORY_NAMES = ['美术用品', '书法文具', '乐器配件', '教材教辅', '文创周边', '课程礼包'] as const;

/** Items by category, in the order of `MALL_CATEGORY_NAMES`. */
export const CATALOGUE: ReadonlyArray<readonly CatalogueItem[]> = [
  [
    {
      name: '儿童可水洗水彩笔',
      unit: '盒',
      attrs: [{ name: '颜色数', values: ['24 色', '36 色', '48 色'] }],
      yuan: [19, 59],
      feature: '可水洗配方，衣物沾上一洗就掉',
    },
    { name: '素描铅笔套装', unit: '套', yuan: [25, 45], feature: '2H 至 8B 共 12 支，附赠橡皮与美工刀' },
    {
      name: '4K 素描纸',
      unit: '包',
      attrs: [{ name: '张数', values: ['20 张', '50 张'] }],
      yuan: [12, 30],
      feature: '160 克加厚纸，反复擦改不起毛',
    },
    {
      name: '重彩油画棒',
      unit: '盒',
      attrs: [{ name: '颜色数', values: ['24 色', '36 色', '48 色'] }],
      yuan: [29, 89],
      feature: '膏体细腻，叠色、刮画都好用',
    },
    {
      name: '丙烯颜料套装',
      unit: '套',
      attrs: [{ name: '容量', values: ['12 色 × 22ml', '24 色 × 22ml', '12 色 × 75ml'] }],
      yuan: [39, 129],
      feature: '防水耐晒，可画在帆布、石头、木板上',
    },
    {
      name: '写生画板画架套装',
      unit: '套',
      attrs: [{ name: '尺寸', values: ['4K', '8K'] }],
      yuan: [89, 169],
      feature: '铝合金画架可伸缩，户外写生一提就走',
    },
    {
      name: '美术工具收纳包',
      unit: '个',
      attrs: [{ name: '颜色', values: ['藏青', '军绿', '卡其'] }],
      yuan: [35, 59],
      feature: '大容量分格设计，画笔颜料分开放',
    },
    { name: '洗笔桶', unit: '个', yuan: [9, 19], feature: '三格分区，可折叠收纳' },
  ],
  [
    {
      name: '学生练字毛毡',
      unit: '张',
      attrs: [{ name: '尺寸', values: ['50 × 70cm', '70 × 100cm'] }],
      yuan: [15, 35],
      feature: '加厚羊毛毡，吸墨不透',
    },
    {
      name: '米字格宣纸',
      unit: '刀',
      attrs: [{ name: '格数', values: ['28 格', '40 格'] }],
      yuan: [18, 32],
      feature: '半生半熟，初学者练字不洇墨',
    },
    {
      name: '一得阁墨汁',
      unit: '瓶',
      attrs: [{ name: '容量', values: ['100ml', '250ml', '500ml'] }],
      yuan: [8, 36],
      feature: '墨色黑亮，书写流畅',
    },
    {
      name: '硬笔书法练字帖',
      unit: '本',
      attrs: [{ name: '年级', values: ['一年级', '二年级', '三年级'] }],
      yuan: [12, 18],
      feature: '同步课本生字，描红加临写',
    },
    { name: '端砚', unit: '方', yuan: [68, 198], feature: '石质细腻，发墨快' },
    { name: '铜镇纸', unit: '对', yuan: [39, 79], feature: '纯铜铸造，压纸稳当' },
  ],
  [
    {
      name: '尤克里里 21 寸',
      unit: '把',
      attrs: [{ name: '颜色', values: ['原木色', '天空蓝', '樱花粉'] }],
      yuan: [169, 229],
      feature: '椴木面板，音色清亮，附赠琴包和调音器',
    },
    { name: '电子节拍器', unit: '个', yuan: [59, 99], feature: '人声报拍，可夹在琴谱架上' },
    {
      name: '古筝义甲',
      unit: '副',
      attrs: [{ name: '尺码', values: ['儿童', '成人'] }],
      yuan: [15, 35],
      feature: '玳瑁色赛璐珞，弧度贴合指尖',
    },
    {
      name: '折叠乐谱架',
      unit: '个',
      attrs: [{ name: '颜色', values: ['黑色', '白色'] }],
      yuan: [35, 59],
      feature: '升降可调，折叠后可放进琴包',
    },
    {
      name: '钢琴琴凳',
      unit: '张',
      attrs: [{ name: '款式', values: ['单人', '双人'] }],
      yuan: [199, 399],
      feature: '高度可调，皮面耐磨',
    },
    { name: '吉他变调夹', unit: '个', yuan: [19, 39], feature: '弹簧力度适中，不跑音' },
  ],
  [
    {
      name: '钢琴基础教程',
      unit: '本',
      attrs: [{ name: '册次', values: ['第一册', '第二册', '第三册'] }],
      yuan: [28, 36],
      feature: '配套课堂视频，扫码即看',
    },
    {
      name: '自然拼读练习册',
      unit: '本',
      attrs: [{ name: '级别', values: ['Level 1', 'Level 2', 'Level 3'] }],
      yuan: [25, 32],
      feature: '课堂同步练习，附单词卡',
    },
    {
      name: '思维数学练习册',
      unit: '套',
      attrs: [{ name: '年级', values: ['一年级', '二年级', '三年级', '四年级'] }],
      yuan: [45, 68],
      feature: '每周一练，附详细解析',
    },
    { name: '围棋入门习题集', unit: '本', yuan: [26, 32], feature: '死活题与对杀题 300 道' },
    {
      name: '国学经典诵读本',
      unit: '本',
      attrs: [{ name: '篇目', values: ['三字经', '弟子规', '千字文'] }],
      yuan: [18, 25],
      feature: '注音版，附名家诵读音频',
    },
  ],
  [
    {
      name: '学校定制帆布袋',
      unit: '个',
      attrs: [{ name: '颜色', values: ['米白', '藏青'] }],
      yuan: [29, 39],
      feature: '加厚帆布，装得下 8K 画板',
    },
    {
      name: '定制保温杯',
      unit: '个',
      attrs: [{ name: '容量', values: ['350ml', '500ml'] }],
      yuan: [59, 89],
      feature: '316 不锈钢内胆，12 小时保温',
    },
    {
      name: '学校文化衫',
      unit: '件',
      attrs: [
        { name: '颜色', values: ['白色', '天蓝'] },
        { name: '尺码', values: ['110', '120', '130', '140'] },
      ],
      yuan: [49, 69],
      feature: '纯棉面料，印有学校标志',
    },
    {
      name: '卡通双肩书包',
      unit: '个',
      attrs: [{ name: '颜色', values: ['粉色', '蓝色', '黄色'] }],
      yuan: [99, 169],
      feature: '护脊设计，减轻肩部负担',
    },
    { name: '学员作品明信片', unit: '套', yuan: [15, 25], feature: '12 张学员获奖作品' },
  ],
  [
    { name: '寒假美术体验礼包', unit: '份', yuan: [99, 199], feature: '含 4 节体验课与全套画材' },
    { name: '书法入门礼包', unit: '份', yuan: [129, 199], feature: '文房四宝全套加 2 节入门课' },
    { name: '钢琴启蒙礼包', unit: '份', yuan: [199, 299], feature: '含节拍器、教材与 2 节一对一体验课' },
  ],
];

/** Values a bench-sized spec draws from, when a product needs more SKUs than its own specs make. */
export const BENCH_SPEC_VALUES = {
  颜色: ['红色', '橙色', '黄色', '绿色', '青色', '蓝色', '紫色', '粉色', '白色', '黑色'],
  尺寸: ['S', 'M', 'L', 'XL', 'XXL'],
  款式: ['标准版', '豪华版'],
} as const;
