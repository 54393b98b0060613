import type { FormField } from '@console/contracts';

const f = (key: string, label: string, type: FormField['type'], required: boolean, options: string[] = []) =>
  ({ key, label, type, required, options }) satisfies FormField;

const NAME = f('fname', '姓名', 'text', true);
const PHONE = f('fphone', '手机号', 'phone', true);
const COURSES = f('fcourse', '意向课程', 'checkbox', true, ['美术', '书法', '钢琴', '舞蹈', '编程', '围棋']);

/** The demo form: every type of field, the one the e2e walk and the data page screenshots rely on. */
export const DEMO_FORM_FIELDS: readonly FormField[] = [
  f('fname', '学员姓名', 'text', true),
  PHONE,
  f('fage', '年龄', 'number', true),
  f('fsex', '性别', 'radio', true, ['男', '女']),
  COURSES,
  f('fdate', '试听日期', 'date', true),
  f('ftime', '到校时间', 'time', false),
  f('femail', '家长邮箱', 'email', false),
  f('fid', '身份证号', 'idCard', false),
  f('fphoto', '学员照片', 'image', false),
];

/** Forms schools and shops make, each with its fields. */
export const FORM_TEMPLATES: ReadonlyArray<{ title: string; fields: readonly FormField[] }> = [
  { title: '试听课预约登记', fields: [NAME, PHONE, f('fdate', '试听日期', 'date', true), COURSES] },
  {
    title: '家长满意度调查',
    fields: [
      f('fscore', '总体满意度', 'radio', true, ['非常满意', '满意', '一般', '不满意']),
      f('fgood', '最满意的方面', 'checkbox', false, ['师资', '环境', '课程内容', '服务']),
      f('fadvice', '意见建议', 'text', false),
    ],
  },
  {
    title: '教师招聘报名',
    fields: [NAME, PHONE, f('femail', '邮箱', 'email', true), f('fid', '身份证号', 'idCard', true)],
  },
  {
    title: '校区开放日登记',
    fields: [NAME, PHONE, f('fcount', '到访人数', 'number', true), f('ftime', '到访时间', 'time', true)],
  },
  {
    title: '少儿美术大赛报名',
    fields: [NAME, PHONE, f('fage', '年龄', 'number', true), f('fwork', '参赛作品', 'image', true)],
  },
  { title: '门店会员登记', fields: [NAME, PHONE, f('fbirth', '生日', 'date', false)] },
  { title: '课程意向调查', fields: [COURSES, f('fschool', '就读学校', 'text', false)] },
  { title: '活动反馈问卷', fields: [f('fscore', '活动评分', 'radio', true, ['5 分', '4 分', '3 分', '2 分', '1 分'])] },
];
