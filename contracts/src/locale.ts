import { config, locales } from 'zod';

/** How a person calls the kinds of value zod names in its type errors. */
const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: '文字',
  number: '数字',
  int: '整数',
  bigint: '整数',
  boolean: '是或否',
  array: '列表',
  object: '一组数据',
  date: '日期',
  null: '空值',
  undefined: '空值',
  nan: '数字',
  file: '文件',
};

const zhCN = locales.zhCN().localeError;

/**
 * zod's zh-CN messages, with its type errors reworded for a person: a missing value is 此项为必填项, a value of
 * the wrong kind says what kind it should be, in Chinese (zod's own names the types in English). Fields that
 * a form shows carry their own messages (请输入姓名); this is what reaches anyone else.
 */
function localeError(issue: Parameters<typeof zhCN>[0]) {
  if (issue.code === 'invalid_type') {
    if (issue.input === undefined) return '此项为必填项';
    return `格式不正确，应为${TYPE_NAMES[issue.expected] ?? '有效的值'}`;
  }
  if (issue.code === 'invalid_union' || issue.code === 'invalid_value') return '请选择或填写有效的值';
  if (issue.code === 'unrecognized_keys') return '包含无法识别的内容';
  if (issue.code === 'too_big' || issue.code === 'too_small') {
    const big = issue.code === 'too_big';
    const limit = String(big ? issue.maximum : issue.minimum);
    const inclusive = issue.inclusive !== false;
    if (issue.origin === 'string') return big ? `不能超过 ${limit} 个字` : `至少 ${limit} 个字`;
    if (issue.origin === 'array' || issue.origin === 'set') return big ? `最多 ${limit} 项` : `至少 ${limit} 项`;
    if (big) return inclusive ? `不能大于 ${limit}` : `应小于 ${limit}`;
    return inclusive ? `不能小于 ${limit}` : `应大于 ${limit}`;
  }
  return zhCN(issue);
}

/**
 * Messages a person reads are Chinese: every package that loads the contracts parses with them. The web's
 * bundler treats the contracts as declarations only (and zod's `z.*` calls as pure), so a browser chunk that
 * parses calls this itself; it is written without `z.` so that it is never dropped as pure.
 */
export function applyChineseMessages(options: { jitless?: boolean } = {}): void {
  config({ localeError, ...options });
}
applyChineseMessages();
