/**
 * Chinese names for Quill's toolbar. Quill names its buttons after their formats in English ('bold',
 * 'list: ordered') and leaves its pickers unnamed; each control gets a Chinese accessible name and the same
 * words as its tooltip. The words Quill draws with CSS (the header picker's 'Normal', the link bubble's
 * 'Visit URL:') are replaced in editor.css.
 */

const BUTTONS: Record<string, string> = {
  bold: '加粗',
  italic: '斜体',
  underline: '下划线',
  strike: '删除线',
  'list:ordered': '有序列表',
  'list:bullet': '无序列表',
  link: '插入链接',
  image: '插入图片',
  video: '插入视频',
  clean: '清除格式',
};

const PICKERS: Record<string, string> = {
  header: '段落格式',
  color: '文字颜色',
  background: '背景颜色',
  align: '对齐方式',
};

/** Names of the choices of the pickers whose choices are words (colours are named by their value). */
const CHOICES: Record<string, Record<string, string>> = {
  header: { '': '正文', '2': '大标题', '3': '小标题' },
  align: { '': '左对齐', center: '居中', right: '右对齐', justify: '两端对齐' },
};

/** The link bubble's address box shows these as placeholders, by mode. */
export const TOOLTIP_PLACEHOLDERS = { link: '请输入链接地址', video: '请输入视频地址' } as const;

function name(element: Element, text: string): void {
  element.setAttribute('aria-label', text);
  element.setAttribute('title', text);
}

/** The Quill format a control is for, from its `ql-{format}` class. */
function formatOf(element: Element): string | undefined {
  return [...element.classList].find((c) => c.startsWith('ql-') && c !== 'ql-picker' && c !== 'ql-active')?.slice(3);
}

/** Names every control of a Quill toolbar in Chinese. */
export function labelToolbar(toolbar: Element): void {
  for (const button of toolbar.querySelectorAll('button')) {
    const format = formatOf(button);
    if (!format) continue;
    const value = button.getAttribute('value');
    const label = BUTTONS[value ? `${format}:${value}` : format];
    if (label) name(button, label);
  }
  for (const picker of toolbar.querySelectorAll('.ql-picker')) {
    const format = [...picker.classList].find((c) => c.startsWith('ql-') && c.slice(3) in PICKERS)?.slice(3);
    if (!format) continue;
    const title = PICKERS[format] as string;
    const label = picker.querySelector('.ql-picker-label');
    if (label) name(label, title);
    for (const item of picker.querySelectorAll('.ql-picker-item')) {
      const value = item.getAttribute('data-value') ?? '';
      name(item, CHOICES[format]?.[value] ?? `${title} ${value || '默认'}`);
    }
  }
}

/** Chinese placeholders for the link bubble's address box (Quill's are an English sample address). */
export function labelTooltip(root: Element): void {
  const input = root.querySelector('.ql-tooltip input[type="text"]');
  if (!input) return;
  input.setAttribute('data-link', TOOLTIP_PLACEHOLDERS.link);
  input.setAttribute('data-video', TOOLTIP_PLACEHOLDERS.video);
  input.setAttribute('aria-label', '链接地址');
}
