import { type FieldDef, type FieldMeta, MSG_EXTRA } from '@console/contracts';
import { Card, Flex, Form, type FormInstance, Grid, Skeleton, Space } from 'antd';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { type Draft, useFormDraft } from '../app/drafts';
import { isConflict } from '../app/error-policy';
import { formFieldsMeta, markFieldErrors } from '../app/form-errors';
import { useMessage } from '../app/message';
import { trpc } from '../app/trpc';
import { setUnsavedChanges, useUnsavedChanges } from '../shell/unsaved';
import { Button } from '../widgets/busy';
import { type Conflict, ConflictDialog } from '../widgets/conflict/ConflictDialog';
import { schemaRule, scrollToFirstError, validateChecked } from '../widgets/form/checks';
import { Heading, HeadingSection } from '../widgets/Heading';
import { LoadError } from '../widgets/load-error/LoadError';
import {
  type Entity,
  type NamedResource,
  type ResourceName,
  resourceHooks,
  type SaveInput,
  useAction,
  useInvalidate,
} from './api';
import { FieldControl } from './FieldControl';
import {
  checkTargets,
  crossFieldErrors,
  defaultValues,
  fieldLabelsOf,
  formSchema,
  fromStoredValues,
  isRequired,
  parsedFormValues,
  requiredByRules,
  toFormValues,
  toSaveValues,
} from './form-values';
import { backPath, baseOf } from './paths';

type Values = Record<string, unknown>;

/** A save refused as a conflict: the latest item, what differs from the form's, and the save to make over it. */
interface FormConflict extends Conflict {
  version: number;
  latest: Values;
  input: Values;
  /** The version a restored draft was typed on, when the dialog opened for it rather than for a save. */
  draftVersion?: number;
}

export interface FieldOverride {
  /** Left out of the form (its stored value is still sent back). */
  hidden?: boolean;
  label?: ReactNode;
  extra?: ReactNode;
  /** The control instead of the kind's own; it receives value and onChange from the form. */
  render?: (ctx: { form: FormInstance; meta: FieldMeta }) => ReactNode;
  /** Shown only while this holds for the form's values. */
  visible?: (values: Record<string, unknown>) => boolean;
  /**
   * What the control's value is checked with when it is not the save's own shape (a table of yuan texts): its
   * messages are the field's errors and its output is what is saved. Pair it with `fromStored`.
   */
  schema?: FieldDef['input'];
  /** The stored value as the control holds it (fen as yuan text), when they differ. */
  fromStored?: (stored: unknown) => unknown;
}

export interface ResourceFormProps<N extends ResourceName> {
  resource: NamedResource<N>;
  base?: string;
  /** The item to edit; from the `:id` of the path when omitted. */
  id?: number;
  /** Start a new item from a copy of this one (create/{id}). */
  copyOf?: number;
  /** The parent's id of a child resource's item (a section's course). */
  parentId?: number;
  fields?: Partial<Record<keyof SaveInput<N> & string, FieldOverride>>;
  /** Starting values of a new item besides the schemas' defaults (today's date, a usual button text). */
  initial?: () => Record<string, unknown>;
  /** Changes the values just before saving. */
  transform?: (values: Record<string, unknown>) => Record<string, unknown>;
  /** After a save; by default back to the list (or `backTo`). */
  afterSave?: (saved: Entity<N>) => void;
  /** Where 取消, a save and a missing item go, when not the list beside the form (a tab of another page). */
  backTo?: string;
  /** Beside the form on wide screens (a live preview). */
  aside?: (values: Record<string, unknown>) => ReactNode;
  title?: ReactNode;
}

/**
 * The generic create and edit page: a control per field by kind, the contract's own schemas as the rules,
 * the forbidden-word check on every text, the unsaved-changes flag, and back to the list once saved.
 */
export function ResourceForm<N extends ResourceName>(p: ResourceFormProps<N>) {
  const { resource } = p;
  const message = useMessage();
  const navigate = useNavigate();
  const params = useParams();
  const location = useLocation();
  const screens = Grid.useBreakpoint();
  const base = p.base ?? baseOf(location.pathname);
  const back = backPath(base, p.backTo);
  const routeId = Number(params.id);
  const id = p.id ?? (p.copyOf === undefined && Number.isInteger(routeId) && routeId > 0 ? routeId : undefined);
  const sourceId = id ?? p.copyOf;
  const hooks = resourceHooks(resource);
  const invalidate = useInvalidate(resource);
  const item = hooks.get.useQuery({ id: sourceId ?? 0 }, { enabled: sourceId !== undefined });
  const fieldsMeta = formFieldsMeta(fieldLabelsOf(resource));
  // A conflict is shown by the form's own dialog, not a toast.
  const save = hooks.save.useMutation({ meta: { ...fieldsMeta, conflictShown: true } });
  /** Reads the item as it is now, past the cache, when a save met a newer version. */
  const latestOf = useAction(resource, { silentError: true });
  /** The version the form's values were loaded at; an edit's save sends it, and a stale one is refused. */
  const version = useRef<number | undefined>(undefined);
  const [conflict, setConflict] = useState<FormConflict | null>(null);
  const [overwriting, setOverwriting] = useState(false);
  const check = trpc.check.sensitive.useMutation();
  const [form] = Form.useForm();
  const [dirty, setDirty] = useState(false);
  const [ready, setReady] = useState(sourceId === undefined);
  const [watched, setWatched] = useState<Record<string, unknown>>({});
  const [busy, setBusy] = useState(false);
  const submitting = useRef(false);
  useUnsavedChanges(dirty);
  const overrides = (p.fields ?? {}) as Record<string, FieldOverride | undefined>;
  const targets = useMemo(() => checkTargets(resource), [resource]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: p.initial and the overrides are read once, when the page opens
  useEffect(() => {
    if (sourceId !== undefined && !item.data) return;
    const parent = resource.parent && p.parentId !== undefined ? { [resource.parent.key]: p.parentId } : {};
    const initial = item.data
      ? fromStoredValues(toFormValues(resource, item.data as Values), overrides)
      : { ...defaultValues(resource), ...p.initial?.(), ...parent };
    // A copy is a new item: it has no version of its own to send.
    version.current = id !== undefined ? (item.data as { version?: number } | undefined)?.version : undefined;
    form.resetFields();
    form.setFieldsValue(initial);
    setWatched(initial);
    setReady(true);
  }, [item.data, sourceId, resource, form]);

  /** Restores a kept draft; set in the full render below, where the conflict dialog's helpers are. */
  const restoreDraft = useRef<(d: Draft) => void>(() => undefined);
  // After the effect above: the draft compares with the values it set once the form is ready.
  const draft = useFormDraft(form, {
    record: id ?? (p.copyOf === undefined ? 'new' : `copy-${p.copyOf}`),
    ready,
    version: () => version.current,
    onRestore: (d) => restoreDraft.current(d),
  });

  if (item.error) {
    return (
      <Card title={<Heading>{p.title ?? `${id ? '编辑' : '新增'}${resource.title}`}</Heading>}>
        <LoadError
          error={item.error}
          onRetry={item.refetch}
          retrying={item.isFetching}
          what={resource.title}
          back={{ to: back }}
        />
      </Card>
    );
  }
  if (!ready) return <Skeleton active style={{ padding: 24 }} />;

  const fieldDefs = Object.entries(resource.fields as Record<string, FieldDef>);
  /** Whether a field has no control on the page now (never shown, or hidden by another field's choice). */
  const isHidden = (name: string, d: FieldDef) => {
    const o = overrides[name];
    return Boolean(d.meta.form === false || d.readOnly || o?.hidden || (o?.visible && !o.visible(watched)));
  };

  /** An item's values as this form would save them: the form's own and the latest compare field by field. */
  const saveValuesOf = (entity: Values) => {
    const all = parsedFormValues(fromStoredValues(toFormValues(resource, entity), overrides), overrides);
    return toSaveValues(resource, p.transform ? p.transform(all) : all, id);
  };

  /**
   * A save met a newer version: nothing was written. The dialog opens with the latest item's time and version
   * and the labels of the fields where it differs from what is typed here, which all stays.
   */
  const openConflict = async (input: Values, draftVersion?: number) => {
    const latest = (await latestOf.mutateAsync({ key: 'get', input: { id } }).catch(() => null)) as Values | null;
    if (!latest) {
      // The latest could not be read (gone, or the network): say what happened, keep the form as it is.
      void message.error(MSG_EXTRA.conflict);
      return;
    }
    const theirs = saveValuesOf(latest);
    const changes = fieldDefs
      .filter(([name, d]) => !d.readOnly && JSON.stringify(input[name]) !== JSON.stringify(theirs[name]))
      .map(([name, d]) => {
        const label = overrides[name]?.label;
        return typeof label === 'string' ? label : d.meta.label;
      });
    setConflict({
      updateDate: String(latest.updateDate ?? ''),
      version: Number(latest.version),
      changes,
      latest,
      input,
      ...(draftVersion === undefined ? {} : { draftVersion }),
    });
  };

  /** Saves `input` on the version the form holds; a conflict opens the dialog. Answers whether it saved. */
  const submit = async (input: Values): Promise<boolean> => {
    let saved: Entity<N>;
    try {
      const at = version.current === undefined ? {} : { version: version.current };
      saved = await save.mutateAsync({ ...input, ...at } as SaveInput<N>);
    } catch (err) {
      if (isConflict(err) && id !== undefined) await openConflict(input);
      // A refusal about one field (角色名称「前台」已存在) stands at that field, scrolled to as the checks are.
      else if (markFieldErrors(form, err, fieldsMeta.formFields, fieldsMeta.fieldLabels)) scrollToFirstError(form);
      return false;
    }
    setConflict(null);
    setDirty(false);
    await draft.saved();
    // Cleared now, not after the next render: the navigation below must not ask about unsaved changes.
    setUnsavedChanges(false);
    void message.success('保存成功');
    await invalidate();
    if (p.afterSave) p.afterSave(saved);
    else navigate(back);
    return true;
  };

  /** 覆盖保存: the values typed here, saved over the latest version the dialog showed. */
  const overwrite = async () => {
    if (!conflict || overwriting) return;
    setOverwriting(true);
    version.current = conflict.version;
    try {
      await submit(conflict.input);
    } finally {
      setOverwriting(false);
    }
  };

  /** 加载最新: the latest item replaces what is typed here, and the form is on its version. */
  const loadLatest = () => {
    if (!conflict) return;
    const values = fromStoredValues(toFormValues(resource, conflict.latest), overrides);
    version.current = conflict.version;
    form.resetFields();
    form.setFieldsValue(values);
    setWatched(values);
    setDirty(false);
    setConflict(null);
    draft.rebase();
  };

  /**
   * 恢复: every field as it was typed. A draft typed on an older version than the record has now is not put
   * over it silently: the form is on the draft's version (a save is refused as a conflict) and the conflict
   * dialog opens at once, naming the fields where the latest differs.
   */
  restoreDraft.current = (d) => {
    form.setFieldsValue(d.values);
    const values = form.getFieldsValue(true) as Values;
    setWatched(values);
    setDirty(true);
    if (id === undefined || d.version === undefined || version.current === undefined) return;
    if (d.version >= version.current) return;
    version.current = d.version;
    const all = parsedFormValues(values, overrides);
    void openConflict(toSaveValues(resource, p.transform ? p.transform(all) : all, id), d.version);
  };

  const onSubmit = async () => {
    // One submission at a time; the button shows it from the checks to the save's answer.
    if (submitting.current) return;
    submitting.current = true;
    setBusy(true);
    try {
      // A field hidden since its error was marked has no rules to clear it, and nobody could see it.
      const stale = fieldDefs.filter(([name, d]) => isHidden(name, d) && form.getFieldError(name).length > 0);
      if (stale.length > 0) form.setFields(stale.map(([name]) => ({ name: name as never, errors: [] })));
      /** The save input of these form values: what is saved, and what the checks across fields read. */
      const inputOf = (values: Record<string, unknown>) => {
        const all = parsedFormValues(values, overrides);
        return toSaveValues(resource, p.transform ? p.transform(all) : all, id);
      };
      const values = await validateChecked(
        form,
        targets,
        async (content) => (await check.mutateAsync({ content })) ?? null,
        // At the first submit with the fields' own errors, not after them: every error is shown at once.
        { across: (all, inError) => crossFieldErrors(resource, inputOf(all), inError) },
      ).catch(() => null);
      if (!values) return;
      await submit(inputOf({ ...form.getFieldsValue(true), ...values }));
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  };

  // A read-only value (a count, the names answered with ids) is the upstream's: never a control of the form.
  const items = fieldDefs
    .filter(([, d]) => !d.readOnly)
    .map(([name, d]) => {
      const o = overrides[name];
      const hidden = isHidden(name, d);
      return (
        <Form.Item
          key={name}
          name={name}
          label={o?.label ?? d.meta.label}
          required={isRequired(d) || (!hidden && requiredByRules(resource, name, watched))}
          extra={o?.extra ?? (d.meta.kind === 'image' ? undefined : d.meta.help)}
          // An optional field left empty is absent, whatever its kind.
          rules={
            hidden
              ? []
              : [
                  // A price box never typed in reads as empty text: absent when optional, 请输入… when required.
                  schemaRule(o?.schema ?? formSchema(d), (v) =>
                    d.meta.kind === 'price' ? (v ?? '') : v === null || (v === '' && !d.meta.required) ? undefined : v,
                  ),
                ]
          }
          hidden={Boolean(hidden)}
          validateFirst
        >
          {o?.render ? (
            o.render({ form, meta: d.meta })
          ) : hidden && d.meta.kind === 'custom' ? null : (
            // A hidden custom value (one the page fills from another control) keeps its value without a control.
            <FieldControl meta={d.meta} />
          )}
        </Form.Item>
      );
    });

  const title = p.title ?? `${id ? '编辑' : '新增'}${resource.title}`;
  const wide = Boolean(screens.lg);
  // The card's title is the page's h2 in the card's own look, so the headings of the form's content (a rich
  // text's, a preview's) stand under it.
  return (
    <Card title={<Heading>{title}</Heading>}>
      <HeadingSection>
        {draft.notice}
        <Flex gap={32} align="flex-start" wrap={!wide}>
          <Form
            form={form}
            layout={screens.md ? 'horizontal' : 'vertical'}
            labelCol={screens.md ? { flex: '120px' } : undefined}
            labelWrap
            style={{ flex: 1, minWidth: 0, maxWidth: 900 }}
            onValuesChange={(_changed, all) => {
              setDirty(true);
              setWatched(all as Record<string, unknown>);
              draft.onValuesChange();
            }}
            scrollToFirstError={false}
          >
            {items}
            <Form.Item label={screens.md ? ' ' : undefined} colon={false}>
              <Space>
                <Button type="primary" onClick={onSubmit} loading={busy}>
                  保存
                </Button>
                <Button onClick={() => navigate(back)}>取消</Button>
              </Space>
            </Form.Item>
          </Form>
          {p.aside ? (
            // On wide screens the aside (a live preview) stays in view while a long form scrolls past it.
            <div
              data-testid="form-aside"
              style={{ width: wide ? 360 : '100%', flexShrink: 0, ...(wide ? { position: 'sticky', top: 0 } : {}) }}
            >
              {p.aside(watched)}
            </div>
          ) : null}
        </Flex>
        <ConflictDialog
          conflict={conflict}
          what={`该${resource.title}`}
          busy={overwriting}
          draftVersion={conflict?.draftVersion}
          onCancel={() => setConflict(null)}
          onReload={loadLatest}
          onOverwrite={overwrite}
        />
      </HeadingSection>
    </Card>
  );
}
