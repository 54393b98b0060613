/**
 * The import template: its columns in order, with the header a person sees and the other headers a sheet
 * made elsewhere may use for the same column. Header text is matched without spaces and without the '*'
 * that marks a required column.
 */
export const TEMPLATE_COLUMNS = [
  { key: 'name', header: '姓名*', aliases: ['姓名', '名字', '客户姓名', '学员姓名'], example: '王小明' },
  {
    key: 'phone',
    header: '手机号*',
    aliases: ['手机号', '手机', '手机号码', '电话', '联系电话'],
    example: '13912345678',
  },
  { key: 'sex', header: '性别', aliases: ['性别'], example: '男' },
  { key: 'source', header: '线索来源', aliases: ['线索来源', '来源'], example: '地推活动' },
  { key: 'intention', header: '意向课程', aliases: ['意向课程', '意向'], example: '少儿编程体验课' },
  { key: 'followUser', header: '跟进人', aliases: ['跟进人', '顾问'], example: '' },
  { key: 'tags', header: '标签', aliases: ['标签'], example: '高意向、7-12岁' },
  { key: 'remark', header: '备注', aliases: ['备注'], example: '家长希望周末上课' },
] as const;

export type TemplateKey = (typeof TEMPLATE_COLUMNS)[number]['key'];
export type ColumnMap = Partial<Record<TemplateKey, number>>;

export const TEMPLATE_FILE_NAME = '线索导入模板.xlsx';
export const ACCEPTED_EXTENSIONS = ['.xlsx', '.csv'] as const;

const normal = (text: string) => text.replace(/[\s*＊]/g, '');

/** Which column holds each field, from the header row; a field whose header is missing is absent. */
export function columnMap(header: readonly string[]): ColumnMap {
  const map: ColumnMap = {};
  header.forEach((cell, index) => {
    const text = normal(cell);
    const column = TEMPLATE_COLUMNS.find((c) => (c.aliases as readonly string[]).includes(text));
    if (column && map[column.key] === undefined) map[column.key] = index;
  });
  return map;
}

/** The message for a header row without the two required columns, or null when it has them. */
export function headerProblem(map: ColumnMap): string | null {
  const missing = [map.name === undefined ? '姓名' : null, map.phone === undefined ? '手机号' : null].filter(Boolean);
  return missing.length > 0 ? `文件缺少「${missing.join('」「')}」列，请使用导入模板` : null;
}

/** The template's rows: the header and one example row. */
export function templateRows(): string[][] {
  return [TEMPLATE_COLUMNS.map((c) => c.header), TEMPLATE_COLUMNS.map((c) => c.example)];
}
