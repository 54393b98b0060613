import { EDITIONS } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { buildMenus, type MenuItem } from '../routes/menu';
import { tableFor } from '../routes/tables';
import { SECOND_MENU_BOX, SECOND_MENU_WIDTH } from './Sidebar';

/** A label's width at the menu's size: a Chinese character is as wide as the font size, Latin about 0.6 of it. */
const labelWidth = (text: string) =>
  [...text].reduce((w, ch) => w + (/[\u3000-\u9fff\uff00-\uffef]/.test(ch) ? 1 : 0.6) * SECOND_MENU_BOX.fontSize, 0);

/** The room for a label at a depth of the second menu: groups are headings, their items at level 1. */
const room = (level: number) =>
  SECOND_MENU_WIDTH -
  SECOND_MENU_BOX.border -
  SECOND_MENU_BOX.margin -
  SECOND_MENU_BOX.indent * level -
  SECOND_MENU_BOX.paddingRight;

/** Every label with its indent level: a module's groups are headings (their items stay at level 1), deeper ones fold. */
function labels(items: readonly MenuItem[], depth = 0, level = 1): Array<{ title: string; level: number }> {
  return items.flatMap((i) =>
    i.children ? labels(i.children, depth + 1, depth === 0 ? level : level + 1) : [{ title: i.title, level }],
  );
}

describe('the second-level menu', () => {
  it('shows every label of every edition whole, without an ellipsis (官网访问分析 included)', () => {
    const cut: string[] = [];
    for (const edition of EDITIONS)
      for (const menu of buildMenus(tableFor(edition), () => true))
        for (const { title, level } of labels(menu.items))
          if (labelWidth(title) > room(level)) cut.push(`${menu.title} › ${title}`);
    expect(cut).toEqual([]);
    expect(labelWidth('官网访问分析')).toBeLessThanOrEqual(room(1));
  });
});
