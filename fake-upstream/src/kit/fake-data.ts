import { PRIMARY_SHOP, type ShopProfile, shopProfile } from '../state/shops.js';
import type { Rng } from '../util/random.js';
import { DAY_MS, formatDate, formatDateTime } from '../util/time.js';
import { seedAudio, seedImage, seedVideo } from './seed-media.js';

const SURNAMES =
  '王 李 张 刘 陈 杨 黄 赵 吴 周 徐 孙 马 朱 胡 郭 何 林 罗 高 郑 梁 谢 宋 唐 许 韩 冯 邓 曹 彭 曾 肖 田 董 潘 袁 蒋 蔡 余 杜 叶 程 魏 苏 吕 丁 沈 任 姚 卢 傅 钟 姜 崔 谭 陆'.split(
    ' ',
  );
const GIVEN =
  '子涵 梓萱 一诺 浩然 欣怡 宇轩 思语 沐阳 可馨 书瑶 雨桐 天佑 若曦 俊熙 诗涵 嘉怡 子墨 明轩 佳琪 博文 梦瑶 晨阳 雅琪 皓轩 静怡 志强 建华 丽娟 海燕 晓东 红梅 文博 秀英 国平 春燕 立新 美玲 少华 玉兰 志明 慧敏 婷 磊 洋 敏 静 丹 强 军 艳 杰 娟 涛 超 霞 鹏 芳 勇 颖'.split(
    ' ',
  );
const JOB_TITLES = '高级讲师 主讲老师 资深讲师 一级教师 教研组长 助教 金牌讲师 特聘讲师'.split(' ');
const NICK_A = '阳光 快乐 小小 可爱 淡定 追梦 安静 微笑 星空 向日葵 蓝天 橙子'.split(' ');
const NICK_B = '宝贝 妈妈 爸爸 少年 小鱼 猫咪 同学 画家 琴童 书虫 小熊 木木'.split(' ');
const MOBILE_PREFIXES =
  '130 131 132 133 135 136 137 138 139 150 151 152 155 156 157 158 159 176 177 178 180 181 182 183 185 186 187 188 189 198 199'.split(
    ' ',
  );
const ROADS = '人民路 解放路 文一西路 中山路 建设路 学院路 长江路 黄河路 新华路 和平路'.split(' ');
const BUILDINGS = '启明大厦 万达广场 银泰城 国际中心 科技园 文化广场 星光大道 创业大厦'.split(' ');
const SCHOOL_PREFIX = '实验 第一 第二 育才 外国语 师范附属 新华 阳光 求是 崇文'.split(' ');
const SCHOOL_KIND = '小学 中学 初级中学 高级中学'.split(' ');
const GRADES = '一年级 二年级 三年级 四年级 五年级 六年级 初一 初二 初三 高一'.split(' ');
const COMPANY_A = '启明 星辰 博雅 智慧 阳光 未来 晨曦 翰墨 蓝天 乐学'.split(' ');
const COMPANY_B = '教育科技 文化传播 艺术培训 信息技术 网络科技'.split(' ');
const SENTENCES =
  '课程采用小班教学，老师关注每一个孩子的进步。 从兴趣出发，循序渐进地培养孩子的专注力和表达力。 每节课都有作品产出，家长可以在家长群看到课堂反馈。 结合生活场景设计练习，让孩子学以致用。 学期末安排作品展和汇报演出，见证成长。 老师均有五年以上教学经验，定期参加教研培训。 课前有预习材料，课后有练习任务和老师点评。 适合零基础学员，也有针对进阶学员的提高内容。 报名即赠送教材和材料包，试听满意再报名。 支持线上回放，错过的课程可以随时补看。 上课地点交通便利，附近有停车位。 每月一次家长开放日，欢迎家长走进课堂。'.split(
    ' ',
  );
const TITLE_PARTS_A = '春季 暑期 秋季 寒假 周末 国庆 新年 开学季 周年庆 六一'.split(' ');
const TITLE_PARTS_B = '体验课 特惠 集训营 公开课 作品展 招生 福利 大促 分享会 挑战赛'.split(' ');
const EMAIL_DOMAINS = 'qq.com 163.com 126.com sina.com foxmail.com'.split(' ');
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const BANKS = '中国工商银行 中国建设银行 中国农业银行 中国银行 招商银行 交通银行'.split(' ');
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/**
 * Realistic Chinese values for seeds, from a seeded source: the same salt gives the same values on every
 * start. Dates are China time; money is integer fen; pictures, videos and audio are addresses the OSS
 * emulator serves (relative; the handlers make them absolute for the caller).
 */
export class FakeData {
  constructor(
    readonly rng: Rng,
    readonly now: number,
    /** Where the seed's media are: `/{bucket}` of the OSS emulator. */
    readonly mediaBase: string,
    /** The shop the data belongs to: its city and what it teaches. */
    readonly shop: ShopProfile = shopProfile(PRIMARY_SHOP),
  ) {}

  /**
   * Draws once for a place, as a pick among many cities used to: a shop's data is all in its own city, and the
   * values drawn after a place stay what they were.
   */
  private place(): ShopProfile {
    this.rng.next();
    return this.shop;
  }

  int(min: number, max: number): number {
    return this.rng.int(min, max);
  }

  chance(p: number): boolean {
    return this.rng.chance(p);
  }

  pick<T>(items: readonly T[]): T {
    return this.rng.pick(items);
  }

  /** Between `min` and `max` distinct items. */
  some<T>(items: readonly T[], min: number, max: number): T[] {
    return this.rng.sample(items, this.int(min, Math.min(max, items.length)));
  }

  personName(): string {
    return this.pick(SURNAMES) + this.pick(GIVEN);
  }

  /** A parent or teacher as staff address them: 王老师, 李妈妈. */
  addressedName(role = '老师'): string {
    return `${this.pick(SURNAMES)}${role}`;
  }

  /** A teacher's title as a school gives it. */
  jobTitle(): string {
    return this.pick(JOB_TITLES);
  }

  nickname(): string {
    return this.pick(NICK_A) + this.pick(NICK_B);
  }

  mobile(): string {
    return this.pick(MOBILE_PREFIXES) + String(this.int(0, 99_999_999)).padStart(8, '0');
  }

  /**
   * The `i`-th of a series of mobile numbers that never repeat (the eight digits are a bijection of `i`), for
   * seeds where a number identifies a person (leads, accounts).
   */
  uniqueMobile(i: number): string {
    return this.pick(MOBILE_PREFIXES) + String((i * 7919 + 1234567) % 100_000_000).padStart(8, '0');
  }

  address(): string {
    const { city, districts } = this.place();
    const building = this.chance(0.6) ? `${this.pick(BUILDINGS)}${this.int(1, 12)}楼` : `${this.int(1, 30)}幢`;
    return `${city}${this.pick(districts)}${this.pick(ROADS)}${this.int(1, 999)}号${building}`;
  }

  city(): string {
    return this.place().city;
  }

  school(): string {
    const { city } = this.place();
    return `${city.replace('市', '')}${this.pick(SCHOOL_PREFIX)}${this.pick(SCHOOL_KIND)}`;
  }

  /** A school of the shop's city of a kind (小学, 初级中学, 幼儿园…). */
  schoolOf(kind: string): string {
    return `${this.shop.city.replace('市', '')}${this.pick(SCHOOL_PREFIX)}${kind}`;
  }

  grade(): string {
    return this.pick(GRADES);
  }

  course(): string {
    return this.pick(this.shop.courses);
  }

  company(): string {
    return `${this.city().replace('市', '')}${this.pick(COMPANY_A)}${this.pick(COMPANY_B)}有限公司`;
  }

  /** A campaign or article title: 暑期集训营特惠, or `subject` with a season. */
  title(subject?: string): string {
    return subject
      ? `${this.pick(TITLE_PARTS_A)}${subject}${this.pick(TITLE_PARTS_B)}`
      : this.pick(TITLE_PARTS_A) + this.pick(TITLE_PARTS_B);
  }

  sentence(): string {
    return this.pick(SENTENCES);
  }

  /** Up to `max` characters of whole sentences. */
  text(max: number): string {
    let out = '';
    for (const s of this.some(SENTENCES, 1, 4)) if ((out + s).length <= max) out += s;
    return out || this.sentence().slice(0, max);
  }

  /** A few paragraphs of HTML, as the rich-text editor saves them. */
  html(subject = ''): string {
    const paras = this.some(SENTENCES, 2, 4).map((s) => `<p>${s}</p>`);
    return (subject ? `<h3>${subject}</h3>` : '') + paras.join('');
  }

  email(): string {
    let name = '';
    for (let i = this.int(5, 9); i > 0; i--) name += this.pick([...LETTERS]);
    return `${name}${this.int(1, 999)}@${this.pick(EMAIL_DOMAINS)}`;
  }

  /** A mainland ID number with a valid check digit, for someone aged 20 to 50. */
  idCard(): string {
    const region = this.pick(this.shop.regions);
    const year = new Date(this.now).getUTCFullYear() - this.int(20, 50);
    const birth = `${year}${String(this.int(1, 12)).padStart(2, '0')}${String(this.int(1, 28)).padStart(2, '0')}`;
    const body = `${region}${birth}${String(this.int(0, 999)).padStart(3, '0')}`;
    const sum = [...body].reduce((s, ch, i) => s + Number(ch) * (ID_WEIGHTS[i] as number), 0);
    return body + ID_CHECK[sum % 11];
  }

  /** A 16 or 19 digit card number that passes the Luhn check. */
  bankCard(): string {
    let body = this.pick(['622202', '621700', '622848', '621661', '622588', '622262']);
    const length = this.chance(0.7) ? 19 : 16;
    while (body.length < length - 1) body += String(this.int(0, 9));
    let sum = 0;
    [...body].reverse().forEach((ch, i) => {
      let d = Number(ch);
      if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      sum += d;
    });
    return body + String((10 - (sum % 10)) % 10);
  }

  bank(): string {
    return this.pick(BANKS);
  }

  /** A code of `length` digits (an order number's tail, a write-off code). */
  digits(length: number): string {
    let out = String(this.int(1, 9));
    while (out.length < length) out += String(this.int(0, 9));
    return out;
  }

  /** An amount in fen between two yuan amounts, in whole yuan or with .50 / .90 as shops price. */
  fen(minYuan: number, maxYuan: number): number {
    const yuan = this.int(minYuan, maxYuan);
    return yuan * 100 + this.pick([0, 0, 0, 50, 90]);
  }

  /** A moment within the last `days` days (and at least `minDays` ago), in a shop's working hours. */
  pastMs(days: number, minDays = 0): number {
    const day = this.int(minDays, Math.max(minDays, days));
    const minutes = this.int(8 * 60, 21 * 60);
    const today = this.startOfToday();
    const at = today - day * DAY_MS + minutes * 60_000;
    return at <= this.now ? at : this.earlierToday(at, today);
  }

  /**
   * A time of today's working hours drawn later than now, moved into the hours already past (the same draws, so
   * the values after it stay what they were); before opening time, the same time yesterday.
   */
  private earlierToday(at: number, today: number): number {
    const open = today + 8 * 3_600_000;
    if (this.now <= open) return at - DAY_MS;
    const span = 13 * 3_600_000;
    return open + Math.floor(((at - open) * (this.now - open)) / span / 60_000) * 60_000;
  }

  /**
   * `at`, or when it was drawn later than now, a moment before now as far back as it overshot (wrapped within
   * the time since `from`): a seed's late draws spread over the past instead of piling up on now.
   */
  notAfterNow(at: number, from: number): number {
    if (at <= this.now) return at;
    const span = this.now - Math.min(from, this.now);
    return span === 0 ? this.now : this.now - ((at - this.now) % span);
  }

  /** A moment within the next `days` days. */
  futureMs(days: number, minDays = 1): number {
    return this.startOfToday() + this.int(minDays, Math.max(minDays, days)) * DAY_MS + this.int(9, 19) * 3_600_000;
  }

  date(ms: number): string {
    return formatDate(ms);
  }

  dateTime(ms: number): string {
    return formatDateTime(ms);
  }

  image(text: string, size: { w?: number; h?: number } = {}): string {
    return seedImage(this.mediaBase, text, this.int(0, 359), size);
  }

  video(): string {
    return seedVideo(this.mediaBase, this.int(1, 6));
  }

  audio(): string {
    return seedAudio(this.mediaBase, this.int(1, 6));
  }

  private startOfToday(): number {
    return Math.floor((this.now + 8 * 3_600_000) / DAY_MS) * DAY_MS - 8 * 3_600_000;
  }
}

export type { Rng };
