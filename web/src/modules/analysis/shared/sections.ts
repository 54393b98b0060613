import { formatYuan, type Metric } from '@console/contracts';
import { saveBlob } from '../../../widgets/download';
import { changeText, type FigureKind, formatFigure, shareText } from './format';

/** Money in a section, in fen: the table shows ¥ text, the export a number with the ¥ format, so SUM works. */
export interface Money {
  fen: number;
}
export const money = (fen: number): Money => ({ fen });

export type SectionCell = string | number | Money;

/** A cell as the table view shows it. */
export const cellText = (v: SectionCell): string | number => (typeof v === 'object' ? formatYuan(v.fen) : v);

/** A part of a screen as a table: what the table view shows and what the export writes, one sheet each. */
export interface Section {
  title: string;
  header: string[];
  rows: SectionCell[][];
}

/** The export's number format of money (the fake upstream's exports use the same). */
const MONEY_FORMAT = '"¥"#,##0.00';

export interface Card {
  key: string;
  title: string;
  metric: Metric;
  kind: FigureKind;
}

/** The cards as a table: each figure now and in the previous period, and the change. */
export function cardSection(cards: readonly Card[], range: { startDate: string; endDate: string }): Section {
  return {
    title: '概览',
    header: ['指标', `本期（${range.startDate} 至 ${range.endDate}）`, '上期', '环比'],
    rows: cards.map((c) => [
      c.title,
      c.kind === 'money' ? money(c.metric.value) : formatFigure(c.kind, c.metric.value),
      c.kind === 'money' ? money(c.metric.previous) : formatFigure(c.kind, c.metric.previous),
      changeText(c.metric),
    ]),
  };
}

/** How the visitors split by one trait (source, device, gender, terminal): each part's visitors and share. */
export function visitorShareSection(
  title: string,
  first: string,
  parts: ReadonlyArray<{ name: string; value: number }>,
): Section {
  const total = parts.reduce((s, p) => s + p.value, 0);
  return {
    title,
    header: [first, '访客数', '占比'],
    rows: parts.map((p) => [p.name, p.value, shareText(p.value, total)]),
  };
}

/** Sheet names Excel accepts: at most 31 characters, none of : \ / ? * [ ]. */
const sheetName = (title: string, used: Set<string>) => {
  let name = title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31);
  for (let i = 2; used.has(name); i++) name = `${title.slice(0, 28)}(${i})`;
  used.add(name);
  return name;
};

/** What the screen shows, as an .xlsx of one sheet per section (the library loads on first export). */
export async function exportSections(fileName: string, sections: readonly Section[]): Promise<void> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  const used = new Set<string>();
  const sheets = sections.map((s) => ({
    sheet: sheetName(s.title, used),
    columns: s.header.map((h) => ({ width: Math.max(12, h.length * 2 + 4) })),
    data: [
      s.header.map((h) => ({ value: h, type: String, fontWeight: 'bold' as const })),
      ...s.rows.map((r) =>
        r.map((v) =>
          typeof v === 'object'
            ? { value: v.fen / 100, type: Number, format: MONEY_FORMAT }
            : { value: v, type: typeof v === 'number' ? Number : String },
        ),
      ),
    ],
  }));
  saveBlob(await writeXlsxFile(sheets).toBlob(), fileName);
}
