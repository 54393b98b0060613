import {
  type AnyResource,
  allResources,
  type CallEntry,
  callByName,
  callList,
  type EditsEffect,
  type ExtraAction,
  MSG_EXTRA,
} from '@console/contracts';
import { type ProcedureName, samples } from '@console/contracts/samples';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure, type GatewayClientError } from '../support/client.js';
import { invoke } from '../support/procedures.js';
import { type Stack, startStack } from '../support/stack.js';

/**
 * Optimistic concurrency over the whole registry, through the gateway against the fake: every resource that
 * loads and saves an item, and every row action (a switch, a status change), refuses a change made on a version
 * the item has left, with the kind `conflict` and the Chinese message, and writes nothing. A resource that
 * answers no version, does not advance it, or takes a stale one fails here. Every other call that changes state
 * says what it does (`effect`), and each that edits a record is run here the same way, from the registry: a
 * new call without a declaration, or an edit without a version, fails.
 */
type Item = { id: number; version: number } & Record<string, unknown>;
type Page = { list: Item[]; total: number };

let stack: Stack;
let client: ReturnType<Stack['client']>;
beforeAll(async () => {
  stack = await startStack();
  client = stack.client({ token: await stack.login(), productId: 1 });
});
afterAll(() => stack.close());
// From the seed each time: a list's sample names the first parent, which an earlier test's new item would be.
beforeEach(() => stack.dev('/__reset', { method: 'POST' }));

const sample = async (name: string) =>
  (await samples[name as ProcedureName]({ client, dev: stack.dev })) as Record<string, unknown>;

/** The item as the upstream has it now: by `get`, or found in the list where the resource has no `get`. */
async function current(r: AnyResource, id: number): Promise<Item> {
  if (r.calls.get) return (await invoke(client, `${r.name}.get`, { id })) as Item;
  const query = await sample(`${r.name}.list`);
  for (let page = 1; ; page++) {
    const found = (await invoke(client, `${r.name}.list`, { ...query, page, size: 50 })) as Page;
    const item = found.list.find((x) => x.id === id);
    if (item) return item;
    if (page * 50 >= found.total) throw new Error(`${r.name}: item ${id} is not listed`);
  }
}

/** A change made on a version the item has left: refused as a conflict, and the item just as it was. */
async function expectRefused(r: AnyResource, call: string, input: unknown, id: number) {
  const before = await current(r, id);
  const err = await failure(invoke(client, call, input));
  expect(err.data?.kind).toBe('conflict');
  expect(err.data?.code).toBe('CONFLICT');
  expect(err.message).toBe(MSG_EXTRA.conflict);
  expect(await current(r, id)).toEqual(before);
}

const editable = allResources.filter((r) => r.calls.get?.transport === 'trpc' && r.calls.save?.transport === 'trpc');
const rowActions = allResources.flatMap((r) =>
  Object.entries(r.extras)
    .filter(([, x]) => (x.kind === 'toggle' || x.kind === 'status') && x.call.transport === 'trpc')
    .map(([key]) => [`${r.name}.${key}`, r, key] as const),
);

describe('every editable record refuses a save on a stale version', () => {
  it('covers the registry', () => {
    expect(editable.length).toBeGreaterThanOrEqual(30);
    expect(rowActions.length).toBeGreaterThanOrEqual(20);
  });

  it.each(editable.map((r) => [r.name, r] as const))('%s.save', async (_, r) => {
    const { id } = (await sample(`${r.name}.get`)) as { id: number };
    const loaded = await current(r, id);
    expect(Number.isInteger(loaded.version)).toBe(true);
    const values = await sample(`${r.name}.save`);
    const saved = (await invoke(client, `${r.name}.save`, { ...values, id, version: loaded.version })) as Item;
    expect(saved.version).toBeGreaterThan(loaded.version);
    expect((await current(r, id)).version).toBe(saved.version);
    await expectRefused(r, `${r.name}.save`, { ...values, id, version: loaded.version }, id);
    // A caller that sends no version (an old client, another system) still saves.
    const unversioned = (await invoke(client, `${r.name}.save`, { ...values, id })) as Item;
    expect(unversioned.version).toBeGreaterThan(saved.version);
  });
});

/**
 * A row action's inputs, each with its row: the module's sample where the resource loads items by id; otherwise
 * the rows of the list's sample query the action can move (a switch flipped, a status along its first
 * transition), for the test to take the first the module's own rules allow.
 */
async function actionsOn(r: AnyResource, key: string): Promise<Array<{ id: number; value: unknown }>> {
  const name = `${r.name}.${key}`;
  if (r.calls.get) {
    const input = (await sample(name)) as { ids: number[]; value: unknown };
    return [{ id: input.ids[0] as number, value: input.value }];
  }
  const x = r.extras[key] as ExtraAction;
  const field = x.field as string;
  const query = await sample(`${r.name}.list`);
  const { list } = (await invoke(client, `${r.name}.list`, { ...query, page: 1, size: 50 })) as Page;
  return list.flatMap((row) => {
    const value = x.kind === 'toggle' ? (row[field] === '1' ? '0' : '1') : x.transitions?.[String(row[field])]?.[0];
    return value === undefined ? [] : [{ id: row.id, value }];
  });
}

describe('every row action refuses a row changed since it was shown', () => {
  it.each(rowActions)('%s', async (name, r, key) => {
    let done: { id: number; value: unknown; shown: Item } | undefined;
    for (const { id, value } of await actionsOn(r, key)) {
      const shown = await current(r, id);
      const refused = await invoke(client, name, { ids: [id], value, version: shown.version }).then(
        () => null,
        (err: GatewayClientError) => err,
      );
      if (refused?.data?.kind === 'business') continue; // the module's own rule (only members may be muted)
      if (refused) throw refused;
      done = { id, value, shown };
      break;
    }
    if (!done) throw new Error(`${name}: no row the action may move`);
    const { id, value, shown } = done;
    const after = await current(r, id);
    expect(after.version).toBeGreaterThan(shown.version);
    await expectRefused(r, name, { ids: [id], value, version: shown.version }, id);
  });
});

type Shape = Record<string, { safeParse: (v: unknown) => { success: boolean } }>;
/** The fields an input or output schema declares (through a default or an optional), none for other shapes. */
function shapeOf(schema: unknown): Shape {
  const s = schema as { shape?: Shape; def?: { innerType?: unknown } };
  if (s.shape) return s.shape;
  return s.def?.innerType ? shapeOf(s.def.innerType) : {};
}
const keysOf = (schema: unknown) => Object.keys(shapeOf(schema));

const effectOf = (c: CallEntry) => c.def.effect;
const isEdit = (c: CallEntry): c is CallEntry & { def: { effect: EditsEffect } } =>
  typeof c.def.effect === 'object' && c.def.effect.kind === 'edits';

describe('every call that changes state says what it does to records', () => {
  it.each(callList.map((c) => [c.name, c] as const))('%s', (name, c) => {
    if (!c.def.changes) {
      expect(effectOf(c), `${name} reads: it declares no effect`).toBeUndefined();
      return;
    }
    expect(effectOf(c), `${name}: declare effect (creates, edits, deletes or acts)`).toBeDefined();
    if (!isEdit(c)) return;
    expect(keysOf(c.def.input), `${name} edits a record: its input takes the version it loaded`).toContain('version');
    const read = callByName.get(c.def.effect.read);
    expect(read?.def.changes, `${name}: ${c.def.effect.read} reads the record back`).toBe(false);
  });
});

/** Edits checked above through their resource (a save, a row's switch or status); the rest are checked below. */
const byResource = new Set([...editable.map((r) => `${r.name}.save`), ...rowActions.map(([name]) => name)]);
const handEdits = callList.filter(isEdit).filter((c) => c.def.transport === 'trpc' && !byResource.has(c.name));

type Answer = { id?: number; version?: number; status?: string } & Record<string, unknown>;

describe('every other edit refuses a change on a stale version', () => {
  it('covers the hand-made records', () => {
    expect(handEdits.length).toBeGreaterThanOrEqual(15);
    // The category editor saves a content type's whole list: two tabs would overwrite each other without it.
    expect(handEdits.map((c) => c.name)).toContain('check.categorySave');
  });

  it.each(handEdits.map((c) => [c.name, c] as const))('%s', async (name, c) => {
    const effect = c.def.effect;
    const input = await sample(name);
    // The first change answers the record with its version (one the sample makes is created here).
    const first = (await invoke(client, name, input)) as Answer;
    const at = keysOf(c.def.input).includes('id') && first.id !== undefined ? { id: first.id } : {};
    const known: Record<string, unknown> = { ...input, ...at };
    // What the read requires (an id), never its optional filters (a list's `size` is not a file's).
    const readShape = shapeOf(callByName.get(effect.read)?.def.input);
    const readKeys = Object.keys(readShape).filter((k) => k in known && !readShape[k]?.safeParse(undefined).success);
    const read = () => invoke(client, effect.read, Object.fromEntries(readKeys.map((k) => [k, known[k]])));
    // The record's version as the edit answered it. A documented answer that is a bare list (the category save
    // answers the new list, as the spec shows) has no room for it: the record's read gives it.
    const versionOf = async (answer: unknown) =>
      ((Array.isArray(answer) ? await read() : answer) as Answer).version as number;
    const v1 = await versionOf(first);
    expect(Number.isInteger(v1), `${name} answers the record's version`).toBe(true);
    const edit = (version: number) => ({ ...input, ...at, version });
    // On the version it answered, the same change goes through: a save advances it, a status already set
    // changes nothing.
    const second = await versionOf(await invoke(client, name, edit(v1)));
    expect(second).toBeGreaterThanOrEqual(v1);
    if (second === v1) expect(v1, `${name}: the first change advanced the version`).toBeGreaterThan(1);
    const stale = second === v1 ? v1 - 1 : v1;

    const before = await read();
    if (effect.refusal === 'answer') {
      const refused = (await invoke(client, name, edit(stale))) as Answer;
      expect(refused.status).toBe('conflict');
      expect(refused.version).toBe(second);
    } else {
      const err = await failure(invoke(client, name, edit(stale)));
      expect(err.data?.kind).toBe('conflict');
      expect(err.message).toBe(MSG_EXTRA.conflict);
    }
    expect(await read()).toEqual(before);
  });
});
