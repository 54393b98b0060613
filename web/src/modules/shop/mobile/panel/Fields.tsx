import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { DecorIcon, DecorLink, DecorProblem } from '@console/contracts';
import { ColorPicker, Flex, Form, Input, Radio, Select, theme } from 'antd';
import { memo } from 'react';
import { Button, Switch } from '../../../../widgets/busy';
import { LazyRichTextEditor } from '../../../../widgets/editor/LazyRichTextEditor';
import { NumberInput } from '../../../../widgets/form/NumberInput';
import { ImageUpload, VideoUpload } from '../../../../widgets/upload';
import { LinkPicker } from '../../links/LinkPicker';
import { ICON_OPTIONS } from '../../parts/DecorIconView';
import { getIn } from '../doc-ops';
import type { ItemSource } from '../render/chosen-items';
import { IdsField } from './IdsField';
import type { FieldSpec } from './specs';

type Path = (string | number)[];

export interface FieldsContext {
  /** The edited object (a component), read at each field's path. */
  value: unknown;
  /** Sets a value at a path; `merge` makes successive edits of one field one undo step. */
  set: (path: Path, next: unknown, merge: boolean) => void;
  problems: readonly DecorProblem[];
  /** Where chosen items come from, for `ids` fields. */
  source?: ItemSource;
  /** Prefix of the controls' ids: unique on the page. */
  idPrefix: string;
}

const samePath = (a: readonly (string | number)[], b: readonly (string | number)[]) =>
  a.length === b.length && a.every((k, i) => k === b[i]);
const startsWith = (a: readonly (string | number)[], prefix: readonly (string | number)[]) =>
  prefix.every((k, i) => a[i] === k);

/** The first problem at this field (for a list: of the list itself, its items show their own). */
function problemAt(ctx: FieldsContext, path: Path, list: boolean): string | undefined {
  const hit = ctx.problems.find((p) => (list ? samePath(p.path, path) : startsWith(p.path, path)));
  return hit?.message;
}

export function Fields({ specs, base, ctx }: { specs: readonly FieldSpec[]; base: Path; ctx: FieldsContext }) {
  return (
    <>
      {specs.map((spec) => (
        <Field key={spec.key} spec={spec} path={[...base, spec.key]} ctx={ctx} />
      ))}
    </>
  );
}

type FieldProps = { spec: FieldSpec; path: Path; ctx: FieldsContext };

/** What a field shows: its value and its problems; a field whose both are unchanged is not redrawn. */
const problemsKey = (p: FieldProps) =>
  p.ctx.problems
    .filter((pr) => startsWith(pr.path, p.path))
    .map((pr) => `${pr.path.join('.')}:${pr.message}`)
    .join('|');
const sameField = (a: FieldProps, b: FieldProps) =>
  a.spec === b.spec &&
  a.path.join('.') === b.path.join('.') &&
  a.ctx.set === b.ctx.set &&
  a.ctx.source === b.ctx.source &&
  a.ctx.idPrefix === b.ctx.idPrefix &&
  getIn(a.ctx.value, a.path) === getIn(b.ctx.value, b.path) &&
  problemsKey(a) === problemsKey(b);

const Field = memo(function Field({ spec, path, ctx }: FieldProps) {
  const id = `${ctx.idPrefix}-${path.join('-')}`;
  const value = getIn(ctx.value, path);
  const error = problemAt(ctx, path, spec.kind === 'list');
  const set = (next: unknown, merge = false) => ctx.set(path, next, merge);
  const required = 'required' in spec && spec.required === true;
  return (
    <Form.Item
      label={spec.label}
      htmlFor={id}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error}
      style={{ marginBottom: 12 }}
    >
      <Control spec={spec} id={id} value={value} set={set} path={path} ctx={ctx} />
    </Form.Item>
  );
}, sameField);

function Control(p: {
  spec: FieldSpec;
  id: string;
  value: unknown;
  set: (v: unknown, merge?: boolean) => void;
  path: Path;
  ctx: FieldsContext;
}) {
  const { spec, id, value, set } = p;
  switch (spec.kind) {
    case 'text': {
      const Control = spec.area ? Input.TextArea : Input;
      return (
        <Control
          id={id}
          value={String(value ?? '')}
          maxLength={spec.max}
          showCount
          onChange={(e) => set(e.target.value, true)}
        />
      );
    }
    case 'number':
      return (
        <NumberInput
          id={id}
          value={typeof value === 'number' ? value : null}
          suffix={spec.unit}
          style={{ width: 160 }}
          // Kept as typed: a fraction or a value past the limits is marked by the component's own check.
          onChange={(v) => {
            if (typeof v === 'number') set(v, true);
          }}
        />
      );
    case 'switch':
      return <Switch id={id} checked={value === true} onChange={(on) => set(on)} aria-label={spec.label} />;
    case 'radio':
      return (
        <Radio.Group
          id={id}
          value={value}
          optionType="button"
          size="small"
          options={spec.options.map((o) => ({ value: o.value, label: o.label }))}
          onChange={(e) => set(e.target.value)}
          aria-label={spec.label}
        />
      );
    case 'color':
      return (
        <ColorPicker
          value={String(value ?? '') || undefined}
          allowClear
          showText
          format="hex"
          disabledAlpha
          onChange={(c) => set(c.toHexString().slice(0, 7), true)}
          onClear={() => set('')}
        >
          <Button id={id} aria-label={`${spec.label}：${String(value ?? '') || '无'}`}>
            <span
              aria-hidden
              style={{
                width: 16,
                height: 16,
                borderRadius: 3,
                display: 'inline-block',
                border: '1px solid rgba(0,0,0,0.15)',
                background: String(value ?? '') || 'transparent',
              }}
            />
            {String(value ?? '') || '无'}
          </Button>
        </ColorPicker>
      );
    case 'image':
      return (
        <ImageUpload
          value={String(value ?? '')}
          onChange={(url) => set(url)}
          clearable
          width={96}
          height={96}
          label={`上传${spec.label}`}
        />
      );
    case 'video':
      return (
        <VideoUpload value={String(value ?? '')} onChange={(url) => set(url)} clearable label={`上传${spec.label}`} />
      );
    case 'link':
      return (
        <LinkPicker
          id={id}
          value={(value as DecorLink | null) ?? null}
          onChange={(link) => set(link)}
          aria-label={spec.label}
        />
      );
    case 'icon':
      return (
        <Select<DecorIcon>
          id={id}
          value={value as DecorIcon}
          style={{ width: 160 }}
          onChange={(v) => set(v)}
          options={ICON_OPTIONS}
        />
      );
    case 'ids':
      return p.ctx.source ? (
        <IdsField
          id={id}
          source={p.ctx.source}
          value={(value as number[]) ?? []}
          onChange={(ids) => set(ids)}
          label={spec.label}
        />
      ) : null;
    case 'richText':
      return <LazyRichTextEditor value={String(value ?? '')} onChange={(html) => set(html, true)} height={240} />;
    case 'words':
      return (
        <Select
          id={id}
          mode="tags"
          value={(value as string[]) ?? []}
          maxCount={spec.max}
          open={false}
          placeholder={`输入后回车，最多 ${spec.max} 个`}
          onChange={(words: string[]) => set(words.map((w) => w.trim().slice(0, spec.each)).filter(Boolean))}
          suffixIcon={null}
        />
      );
    case 'list':
      return <ListControl spec={spec} value={(value as unknown[]) ?? []} set={set} path={p.path} ctx={p.ctx} id={id} />;
  }
}

function ListControl(p: {
  spec: Extract<FieldSpec, { kind: 'list' }>;
  value: unknown[];
  set: (v: unknown) => void;
  path: Path;
  ctx: FieldsContext;
  id: string;
}) {
  const { token } = theme.useToken();
  const { spec, value } = p;
  const move = (from: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    p.set(next);
  };
  return (
    <Flex vertical gap={8} id={p.id}>
      {value.map((_, i) => {
        const n = i + 1;
        return (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: list items have no ids of their own; their place is their identity
            key={i}
            style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius, padding: 8 }}
          >
            <Flex justify="space-between" align="center" style={{ marginBottom: 4 }}>
              <span>
                {spec.label} {n}
              </span>
              <Flex gap={2}>
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowUpOutlined />}
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                  aria-label={`上移${spec.label} ${n}`}
                />
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowDownOutlined />}
                  disabled={i === value.length - 1}
                  onClick={() => move(i, i + 1)}
                  aria-label={`下移${spec.label} ${n}`}
                />
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => p.set(value.filter((__, j) => j !== i))}
                  aria-label={`删除${spec.label} ${n}`}
                />
              </Flex>
            </Flex>
            <Fields specs={spec.item} base={[...p.path, i]} ctx={p.ctx} />
          </div>
        );
      })}
      <Button
        icon={<PlusOutlined />}
        disabled={value.length >= spec.max}
        onClick={() => p.set([...value, spec.fresh()])}
      >
        添加{spec.label}（{value.length}/{spec.max}）
      </Button>
    </Flex>
  );
}
