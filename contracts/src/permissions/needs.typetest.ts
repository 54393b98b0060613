/** A module that leaves a domain without a need does not typecheck (run by `pnpm -s typecheck`). */
import { anyContent, defineCall, noInput } from '../define.js';
import { defineModule } from '../module.js';
import { SIGNED_IN } from './needs.js';

const read = defineCall({
  title: '读',
  method: 'GET',
  path: '/t/read',
  documented: false,
  input: noInput,
  output: anyContent,
});
const calls = { first: { read }, second: { read } };

defineModule({ name: 'complete', calls, needs: { first: SIGNED_IN, second: SIGNED_IN } });
// @ts-expect-error `second` declares no need
defineModule({ name: 'incomplete', calls, needs: { first: SIGNED_IN } });
