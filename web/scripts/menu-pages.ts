import { EDITIONS } from '@console/contracts';
import { buildEditionTable } from '../src/routes/build';
import { EDITION_TABLES } from '../src/routes/editions';
import { buildMenus, pageEntries } from '../src/routes/menu';

/**
 * `pnpm -s menu-pages`: every page the menus of each edition offer to an account that may see everything, one a
 * line: EDITION, PATH, and the menu trail down to its title ('官网 > 官网内容 > 视频中心'), as the header search
 * shows it. The workday benchmark opens each of them (tests/bench/workday.ts).
 */
for (const edition of EDITIONS) {
  const table = buildEditionTable(edition, EDITION_TABLES[edition]);
  for (const entry of pageEntries(buildMenus(table, () => true))) {
    process.stdout.write(`${edition}\t${entry.path}\t${[...entry.trail, entry.title].join(' > ')}\n`);
  }
}
