import { callList } from './registry.js';

/** `pnpm -s calls`: the registry, one call a line: METHOD, PATH, documented|inferred, procedure. */
const lines = callList.map(
  ({ name, def }) => `${def.method}\t${def.path}\t${def.documented ? 'documented' : 'inferred'}\t${name}\n`,
);
process.stdout.write(lines.join(''));
