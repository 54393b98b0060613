import { EDITIONS } from '@console/contracts';
import { buildEditionTable } from '../src/routes/build';
import { EDITION_TABLES } from '../src/routes/editions';

/**
 * `pnpm -s routes`: every route of each edition's table, one a line: EDITION, PATH, TITLE, and whether its page
 * is built or still missing. Group routes (a menu level without a page of its own) are left out.
 */
for (const edition of EDITIONS) {
  const table = buildEditionTable(edition, EDITION_TABLES[edition]);
  for (const node of table.all) {
    const isGroup = node.children.length > 0 && !node.page;
    if (isGroup || node.decl.external) continue;
    process.stdout.write(`${edition}\t${node.fullPath}\t${node.title}\t${node.page ? 'built' : 'missing'}\n`);
  }
}
