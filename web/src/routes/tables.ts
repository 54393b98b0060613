import { EDITIONS, type Edition } from '@console/contracts';
import { buildEditionTable, type EditionTable } from './build';
import { EDITION_TABLES } from './editions';

const built = new Map<Edition, EditionTable>();

/** The resolved table of an edition, built once. */
export function tableFor(edition: Edition): EditionTable {
  let table = built.get(edition);
  if (!table) {
    table = buildEditionTable(edition, EDITION_TABLES[edition]);
    built.set(edition, table);
  }
  return table;
}

/** The tables of the editions besides `edition`: where a path this edition lacks may be found. */
export function otherTables(edition: Edition): EditionTable[] {
  return EDITIONS.filter((e) => e !== edition).map(tableFor);
}
