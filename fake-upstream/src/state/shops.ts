/**
 * The customers of the business API: each shop keeps a business state of its own (state/shop.ts). A demo
 * account owns one; staff accounts belong to their owner's. What a shop is shapes its seed: its city (the
 * addresses, schools and companies of its data), what it teaches (its courses, classes and campaigns), and its
 * owner's products (a shop without the mall has no mall data).
 */
export interface ShopProfile {
  id: number;
  name: string;
  /** Its mini-program's name (the session's `wxAppName`). */
  wxAppName: string;
  city: string;
  /** The city's districts: every address of the shop's data is in one of them. */
  districts: readonly string[];
  /** Its campuses (a school that grew beyond one site names them in its roles and classes). */
  campuses: readonly string[];
  /** The subjects its teachers teach (among the teacher form's suggestions). */
  subjects: readonly string[];
  /** What it teaches, as its courses are named. */
  courses: readonly string[];
  /** The first characters of its people's ID numbers (the city's region codes). */
  regions: readonly string[];
  /** Where it teaches: each site's name, address and phone (the contact page; its courses are at one of them). */
  sites: readonly ShopSite[];
  /** Where it is, its front-desk line and how it presents itself (the shop settings' seed). */
  address: string;
  phone: string;
  introduction: string;
}

export interface ShopSite {
  name: string;
  address: string;
  phone: string;
}

/** The shop a call runs for when it names none: the first demo account's (tests and dev routes default to it). */
export const PRIMARY_SHOP = 1;

export const SHOPS: readonly ShopProfile[] = [
  {
    id: 1,
    name: '启明星艺术培训学校',
    wxAppName: '启明星艺术培训',
    city: '杭州市',
    districts: ['上城区', '拱墅区', '西湖区', '滨江区', '余杭区', '萧山区'],
    campuses: ['西湖校区', '滨江校区', '萧山校区', '余杭校区', '拱墅校区'],
    subjects: ['美术', '书法', '钢琴', '声乐', '舞蹈', '英语', '数学', '编程', '围棋', '国学'],
    courses: [
      '少儿创意美术',
      '素描基础',
      '水彩风景',
      '国画入门',
      '硬笔书法',
      '软笔书法',
      '钢琴启蒙',
      '钢琴进阶',
      '少儿声乐',
      '中国舞',
      '拉丁舞',
      '少儿英语',
      '自然拼读',
      '思维数学',
      '乐高编程',
      'Python 编程',
      '围棋入门',
      '国学经典',
      '小主持人',
      '街舞',
      '尤克里里',
      '古筝',
      '播音与朗诵',
      '科学实验',
    ],
    sites: [
      { name: '城东校区（总部）', phone: '0571-88886666', address: '杭州市上城区解放东路 58 号启明大厦 2 楼' },
      { name: '城西校区', phone: '13858001234', address: '杭州市西湖区文一西路万达广场 3 楼 302' },
      { name: '滨江教学点', phone: '13906712345', address: '杭州市滨江区江南大道 1088 号星光大道二期 B 座 4 楼' },
    ],
    regions: ['330102', '330105', '330106', '330108', '330110'],
    address: '浙江省杭州市西湖区文三路 259 号昌地火炬大厦 3 楼',
    phone: '0571-88886666',
    introduction:
      '启明星艺术培训学校创办于 2012 年，开设少儿美术、书法、钢琴、舞蹈等课程，小班教学，每月举办学员作品展。',
  },
  {
    id: 2,
    name: '小橙子少儿英语',
    wxAppName: '小橙子英语',
    city: '上海市',
    districts: ['浦东新区', '徐汇区', '静安区', '闵行区', '杨浦区', '长宁区'],
    campuses: ['徐汇中心', '浦东中心'],
    subjects: ['英语'],
    courses: [
      '少儿英语',
      '自然拼读',
      '自然拼读进阶',
      '英语绘本阅读',
      '剑桥英语 KET',
      '剑桥英语 PET',
      '英语口语',
      '新概念英语',
      '英语演讲',
      '少儿英语启蒙',
    ],
    sites: [
      { name: '徐汇中心', phone: '021-64871234', address: '上海市徐汇区漕溪北路 88 号圣爱大厦 12 楼' },
      { name: '浦东中心', phone: '021-58761234', address: '上海市浦东新区张杨路 500 号华润时代广场 5 楼' },
    ],
    regions: ['310104', '310106', '310112', '310115'],
    address: '上海市徐汇区漕溪北路 88 号圣爱大厦 12 楼',
    phone: '021-64871234',
    introduction:
      '小橙子少儿英语专注 3-12 岁少儿英语，外教与中教双师授课，自然拼读与绘本阅读结合，每学期举办英语戏剧节。',
  },
  {
    id: 3,
    name: '悦动舞蹈工作室',
    wxAppName: '悦动舞蹈',
    city: '成都市',
    districts: ['锦江区', '青羊区', '武侯区', '成华区', '高新区'],
    campuses: ['春熙路馆'],
    subjects: ['舞蹈'],
    courses: ['中国舞', '拉丁舞', '街舞', '爵士舞', '芭蕾启蒙', '民族舞', '舞蹈基本功', '少儿韩舞'],
    sites: [
      {
        name: '春熙路馆',
        phone: '028-86651234',
        address: '四川省成都市锦江区红星路三段 1 号国际金融中心 2 号楼 15 楼',
      },
    ],
    regions: ['510104', '510105', '510107', '510108'],
    address: '四川省成都市锦江区红星路三段 1 号国际金融中心 2 号楼 15 楼',
    phone: '028-86651234',
    introduction: '悦动舞蹈工作室开设中国舞、拉丁舞、街舞和芭蕾启蒙，按年龄与基础分班，每年组织考级和汇报演出。',
  },
  {
    id: 4,
    name: '墨香书法教室',
    wxAppName: '墨香书法',
    city: '南京市',
    districts: ['鼓楼区', '玄武区', '秦淮区', '建邺区', '江宁区'],
    campuses: ['鼓楼教室'],
    subjects: ['书法', '美术'],
    courses: ['硬笔书法', '软笔书法', '楷书入门', '行书进阶', '隶书临帖', '书法考级', '国画入门', '篆刻体验'],
    sites: [{ name: '鼓楼教室', phone: '025-84561234', address: '江苏省南京市鼓楼区中山路 18 号德基大厦 9 楼' }],
    regions: ['320102', '320104', '320105', '320106'],
    address: '江苏省南京市鼓楼区中山路 18 号德基大厦 9 楼',
    phone: '025-84561234',
    introduction:
      '墨香书法教室由书法家协会会员执教，开设硬笔、软笔书法和国画入门，注重笔画基本功与临帖，定期组织考级。',
  },
  {
    id: 5,
    name: '星空围棋俱乐部',
    wxAppName: '星空围棋',
    city: '北京市',
    districts: ['朝阳区', '海淀区', '东城区', '西城区', '丰台区', '通州区'],
    campuses: ['海淀道场'],
    subjects: ['围棋', '国学'],
    courses: ['围棋入门', '围棋启蒙', '围棋进阶', '围棋定段班', '国际象棋', '中国象棋', '五子棋', '围棋死活题'],
    sites: [{ name: '海淀道场', phone: '010-62581234', address: '北京市海淀区中关村大街 27 号中关村大厦 6 楼' }],
    regions: ['110101', '110102', '110105', '110108'],
    address: '北京市海淀区中关村大街 27 号中关村大厦 6 楼',
    phone: '010-62581234',
    introduction:
      '星空围棋俱乐部面向 4 岁以上儿童，开设启蒙、进阶与定段班，每周举办俱乐部对弈赛，带队参加全国业余段位赛。',
  },
];

export function shopProfile(id: number): ShopProfile {
  const s = SHOPS.find((p) => p.id === id);
  if (!s) throw new Error(`no shop ${id}`);
  return s;
}
