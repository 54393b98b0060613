/**
 * The study centre's vocabulary (docs/DOMAIN.md §4, a training school's own tables): every status and kind a
 * page shows, with the labels staff read. Values are what the upstream stores.
 */

/** 授课方式: one teacher with a group, or with one student. */
export const COURSE_TYPES = [
  { value: 1, label: '一对多' },
  { value: 2, label: '一对一' },
] as const;

/** 收费方式: what the price is per. Only 按课时 courses are deducted by roll call; the others run on time. */
export const CHARGE_TYPES = [
  { value: 1, label: '按课时' },
  { value: 2, label: '按月' },
  { value: 3, label: '按天' },
] as const;
export const CHARGE_BY_LESSON = 1;

/** Course colours of the timetable. */
export const COURSE_COLORS = [
  { value: '#2975ee', label: '湖蓝' },
  { value: '#13a8a8', label: '青绿' },
  { value: '#389e0d', label: '草绿' },
  { value: '#d46b08', label: '橙色' },
  { value: '#c41d7f', label: '玫红' },
  { value: '#531dab', label: '紫色' },
  { value: '#cf1322', label: '朱红' },
  { value: '#ad6800', label: '土黄' },
] as const;

export const SEXES = [
  { value: 1, label: '男' },
  { value: 2, label: '女' },
] as const;

/** 学员类型: a lead who has not bought yet, a current student, or one who has left. */
export const STUDENT_TYPES = [
  { value: 1, label: '潜在' },
  { value: 2, label: '在读' },
  { value: 3, label: '历史' },
] as const;

/** Who the contact phone belongs to. */
export const RELATIONS = [
  { value: 1, label: '本人' },
  { value: 2, label: '爸爸' },
  { value: 3, label: '妈妈' },
  { value: 4, label: '爷爷' },
  { value: 5, label: '奶奶' },
  { value: 6, label: '外公' },
  { value: 7, label: '外婆' },
  { value: 8, label: '其他' },
] as const;

export const GRADES = [
  '幼儿园',
  '一年级',
  '二年级',
  '三年级',
  '四年级',
  '五年级',
  '六年级',
  '初一',
  '初二',
  '初三',
  '高中',
  '成人',
].map((label, i) => ({ value: i + 1, label }));

export const STUDENT_SOURCES = [
  { value: 1, label: '地推' },
  { value: 2, label: '转介绍' },
  { value: 3, label: '线上咨询' },
  { value: 4, label: '上门到访' },
  { value: 5, label: '活动报名' },
  { value: 6, label: '其他' },
] as const;

export const STUDENT_TAGS = ['重点关注', '续费意向', '性格内向', '基础扎实', '需要鼓励', '竞赛苗子'] as const;

export const CLASS_STATUS = [
  { value: 1, label: '未结课' },
  { value: 2, label: '已结课' },
] as const;
export const CLASS_OPEN = 1;
export const CLASS_FINISHED = 2;

export const SCHEDULE_STATUS = [
  { value: 0, label: '未排课' },
  { value: 1, label: '已排课' },
] as const;

export const LESSON_STATUS = [
  { value: 1, label: '未点名' },
  { value: 2, label: '已点名' },
] as const;
export const LESSON_OPEN = 1;
export const LESSON_CALLED = 2;

/** 点名状态 of one student at one lesson. */
export const ATTENDANCE = [
  { value: 1, label: '到课' },
  { value: 2, label: '迟到' },
  { value: 3, label: '请假' },
  { value: 4, label: '未到' },
] as const;
export type AttendanceStatus = (typeof ATTENDANCE)[number]['value'];
export const ATTENDED: readonly AttendanceStatus[] = [1, 2];
export const ABSENT: readonly AttendanceStatus[] = [3, 4];

/** Who sits in a lesson besides its class. */
export const LESSON_STUDENT_KINDS = [
  { value: 1, label: '班级学员' },
  { value: 2, label: '临时学员' },
  { value: 3, label: '试听学员' },
  { value: 4, label: '补课学员' },
] as const;
export type LessonStudentKind = (typeof LESSON_STUDENT_KINDS)[number]['value'];

/** A student's holding of a course. */
export const BALANCE_STATUS = [
  { value: 1, label: '正常' },
  { value: 2, label: '停课' },
  { value: 3, label: '结课' },
] as const;
export type BalanceStatus = (typeof BALANCE_STATUS)[number]['value'];
/** From each status, the statuses it may become: 结课 is final (its remaining lessons were written off). */
export const BALANCE_TRANSITIONS: Readonly<Record<BalanceStatus, readonly BalanceStatus[]>> = {
  1: [2, 3],
  2: [1, 3],
  3: [],
};

/** Kinds of the consumption log: every change of a balance is one of these. */
export const LOG_KINDS = [
  { value: 1, label: '购买' },
  { value: 2, label: '赠送' },
  { value: 3, label: '点名' },
  { value: 4, label: '撤销点名' },
  { value: 5, label: '结课' },
  { value: 6, label: '修正' },
] as const;
export type LogKind = (typeof LOG_KINDS)[number]['value'];

/** How a balance is adjusted by hand: bought, given, or corrected (either way). */
export const ADJUST_KINDS = [
  { value: 'buy', label: '购买课时', log: 1 },
  { value: 'give', label: '赠送课时', log: 2 },
  { value: 'correct', label: '修正课时', log: 6 },
] as const;
export type AdjustKind = (typeof ADJUST_KINDS)[number]['value'];

export const MAKEUP_STATUS = [
  { value: 1, label: '未处理' },
  { value: 2, label: '已完成' },
  { value: 3, label: '插班补课' },
] as const;
export const MAKEUP_OPEN = 1;
export const MAKEUP_DONE = 2;
export const MAKEUP_ARRANGED = 3;

/** Who a notice or a growth record is for. */
export const TARGETS = [
  { value: 1, label: '班级' },
  { value: 2, label: '学员' },
] as const;
export const TARGET_CLASS = 1;
export const TARGET_STUDENT = 2;

export const GROWTH_TAGS = ['课堂瞬间', '作品展示', '获奖荣誉', '外出活动', '生日快乐', '成长里程碑'] as const;

/** 作业打卡: a daily check-in series (连续), or a series of single homework assignments (单次). */
export const CHECK_TYPES = [
  { value: 1, label: '打卡' },
  { value: 2, label: '作业' },
] as const;
export const CHECK_DAILY = 1;
export const CHECK_HOMEWORK = 2;

export const CHECK_STATUS = [
  { value: 1, label: '未开始' },
  { value: 2, label: '进行中' },
  { value: 3, label: '已结束' },
] as const;

export const SUBMISSION_STATUS = [
  { value: 1, label: '未提交' },
  { value: 2, label: '已完成' },
] as const;

export const READ_STATUS = [
  { value: 0, label: '未读' },
  { value: 1, label: '已读' },
] as const;

export const WEEKDAYS = [
  { value: 1, label: '周一' },
  { value: 2, label: '周二' },
  { value: 3, label: '周三' },
  { value: 4, label: '周四' },
  { value: 5, label: '周五' },
  { value: 6, label: '周六' },
  { value: 7, label: '周日' },
] as const;
export type Weekday = (typeof WEEKDAYS)[number]['value'];

export const SCORES = [
  { value: 5, label: '5 星' },
  { value: 4, label: '4 星' },
  { value: 3, label: '3 星' },
  { value: 2, label: '2 星' },
  { value: 1, label: '1 星' },
] as const;

/** The label of a value among options, or the value itself when it is not one of them. */
export function optionLabel(options: readonly { value: string | number; label: string }[], value: unknown): string {
  return options.find((o) => o.value === value)?.label ?? String(value ?? '');
}
