import { type FieldDef, SHOP_THEMES, shopSettingFields, TEXT_KINDS } from '@console/contracts';
import { Alert, Card, Flex, Form, Grid, Radio, Skeleton, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useFormDraft } from '../../../app/drafts';
import { markFieldErrors } from '../../../app/form-errors';
import { useMessage } from '../../../app/message';
import { type RouterInputs, type RouterOutputs, trpc } from '../../../app/trpc';
import { FieldControl } from '../../../engine/FieldControl';
import { formSchema } from '../../../engine/form-values';
import { useCan } from '../../../session/gate/useCan';
import { setUnsavedChanges, useUnsavedChanges } from '../../../shell/unsaved';
import { Button } from '../../../widgets/busy';
import { ConflictDialog } from '../../../widgets/conflict/ConflictDialog';
import { useVersionedSave } from '../../../widgets/conflict/useVersionedSave';
import { schemaRule, validateChecked } from '../../../widgets/form/checks';
import { Heading } from '../../../widgets/Heading';
import { LoadError } from '../../../widgets/load-error/LoadError';
import { ShopPreview } from './ShopPreview';

type Values = Omit<RouterInputs['shopSetting']['save'], 'version'>;
type Saved = RouterOutputs['shopSetting']['get'];
const FIELDS = Object.entries(shopSettingFields) as Array<[keyof Values & string, FieldDef]>;
const NAMES = FIELDS.map(([k]) => k);
const LABELS = Object.fromEntries(FIELDS.map(([k, d]) => [k, d.meta.label]));

/** The stored settings as the form's values (no empty values, no version or save time). */
function formValuesOf(s: Saved): Values {
  const { updateDate: _updated, version: _version, ...stored } = s;
  return Object.fromEntries(Object.entries(stored).map(([k, v]) => [k, v ?? undefined])) as Values;
}
const TARGETS = FIELDS.filter(([, d]) => TEXT_KINDS.has(d.meta.kind)).map(([name, d]) => ({ name, kind: d.meta.kind }));
const GROUPS: Array<{ title: string; fields: Array<keyof Values> }> = [
  {
    title: '店铺信息',
    fields: ['shopName', 'logo', 'contactName', 'contactPhone', 'address', 'introduction', 'serviceQr'],
  },
  { title: '店铺展示', fields: ['visualId', 'themeId', 'versionId', 'showBanner', 'showEdit'] },
];

/** 主题配色 as swatches: each colour set by its name and colour. */
function ThemePicker({ value, onChange }: { value?: number; onChange?: (v: number) => void }) {
  return (
    <Radio.Group value={value} onChange={(e) => onChange?.(e.target.value)} aria-label="主题配色">
      <Flex wrap gap={8}>
        {SHOP_THEMES.map((t) => (
          <Radio.Button key={t.value} value={t.value}>
            <Flex align="center" gap={6}>
              <span style={{ width: 12, height: 12, borderRadius: 3, background: t.color, display: 'inline-block' }} />
              {t.label}
            </Flex>
          </Radio.Button>
        ))}
      </Flex>
    </Radio.Group>
  );
}

/**
 * 店铺设置: the shop's name, logo, contact, address, introduction and customer-service QR, and its store
 * settings (visual style, theme, template version, banner and edit entry), with a live preview. Saving needs
 * the page's save permission.
 */
export function ShopSettings() {
  const message = useMessage();
  const screens = Grid.useBreakpoint();
  const canSave = useCan('shopSetting.save');
  const setting = trpc.shopSetting.get.useQuery();
  const save = trpc.shopSetting.save.useMutation({ meta: { formFields: NAMES, conflictShown: true } });
  const check = trpc.check.sensitive.useMutation();
  const utils = trpc.useUtils();
  const [form] = Form.useForm<Values>();
  const [watched, setWatched] = useState<Partial<Values>>({});
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  useUnsavedChanges(dirty);
  /** The settings' version the form's values started from, kept with a draft. */
  const loaded = useRef<number | undefined>(undefined);
  const versioned = useVersionedSave<Saved, Values>({
    save: (input) => save.mutateAsync(input),
    latest: () => utils.client.shopSetting.get.query(),
    labels: LABELS,
    valuesOf: formValuesOf,
    onLoadLatest: (latest) => {
      const values = formValuesOf(latest);
      form.resetFields();
      form.setFieldsValue(values);
      setWatched(values);
      loaded.current = latest.version;
      draft.rebase();
      setDirty(false);
      setUnsavedChanges(false);
    },
    onSaved: async (saved) => {
      loaded.current = saved.version;
      await draft.saved();
      setDirty(false);
      setUnsavedChanges(false);
      void message.success('店铺设置已保存');
      await utils.shopSetting.invalidate();
    },
  });
  const { load } = versioned;

  useEffect(() => {
    if (!setting.data) return;
    const values = formValuesOf(setting.data);
    form.setFieldsValue(values);
    setWatched(values);
    load(setting.data);
    loaded.current = setting.data.version;
  }, [setting.data, form, load]);

  // After the effect above fills the settings: a draft is what was changed over them; a viewer who may not save
  // types nothing (the form is disabled).
  const draft = useFormDraft(form, {
    name: 'shop',
    ready: Boolean(setting.data),
    enabled: canSave,
    version: () => loaded.current,
    // Restored on the version it was typed at: settings changed since are caught by the save's conflict dialog.
    onRestore: (d) => {
      form.setFieldsValue(d.values);
      setWatched(form.getFieldsValue(true) as Partial<Values>);
      setDirty(true);
      if (setting.data && d.version !== undefined) {
        load({ ...setting.data, version: d.version });
        loaded.current = d.version;
      }
    },
  });

  if (setting.error)
    return (
      <LoadError
        error={setting.error}
        onRetry={() => setting.refetch()}
        retrying={setting.isFetching}
        what="店铺设置"
      />
    );
  if (!setting.data) return <Skeleton active style={{ padding: 24 }} />;

  const submit = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const values = await validateChecked(
        form,
        TARGETS,
        async (content) => (await check.mutateAsync({ content })) ?? null,
      ).catch(() => null);
      if (!values) return;
      const input = Object.fromEntries(
        Object.entries({ ...form.getFieldsValue(true), ...values }).filter(([, v]) => v !== undefined && v !== null),
      ) as Values;
      await versioned.submit(input).catch((err: unknown) => markFieldErrors(form, err, NAMES));
    } finally {
      setBusy(false);
    }
  };

  const item = (name: keyof Values) => {
    const d = shopSettingFields[name] as FieldDef;
    return (
      <Form.Item
        key={name}
        name={name}
        label={d.meta.label}
        required={d.meta.required}
        extra={d.meta.kind === 'image' ? undefined : d.meta.help}
        validateFirst
        rules={[schemaRule(formSchema(d), (v) => (v === null ? undefined : v))]}
      >
        {name === 'themeId' ? <ThemePicker /> : <FieldControl meta={d.meta} />}
      </Form.Item>
    );
  };

  const wide = Boolean(screens.lg);
  return (
    <Card
      title="店铺设置"
      extra={<Typography.Text type="secondary">上次保存 {setting.data.updateDate}</Typography.Text>}
    >
      {canSave ? null : (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message="您的角色没有修改店铺设置的权限，只能查看。"
        />
      )}
      {draft.notice}
      <Flex gap={32} align="flex-start" wrap={!wide}>
        <Form
          form={form}
          layout={screens.md ? 'horizontal' : 'vertical'}
          labelCol={screens.md ? { flex: '120px' } : undefined}
          labelWrap
          disabled={!canSave}
          style={{ flex: 1, minWidth: 0, maxWidth: 820 }}
          onValuesChange={(_c, all) => {
            setDirty(true);
            setWatched(all);
            draft.onValuesChange();
          }}
        >
          {GROUPS.map((g) => (
            <div key={g.title}>
              <Heading look={5} style={{ margin: '8px 0 16px' }}>
                {g.title}
              </Heading>
              {g.fields.map(item)}
            </div>
          ))}
          {canSave ? (
            <Form.Item label={screens.md ? ' ' : undefined} colon={false}>
              <Button type="primary" loading={busy} onClick={() => void submit()}>
                保存
              </Button>
            </Form.Item>
          ) : null}
        </Form>
        <div style={{ width: wide ? 320 : '100%', flexShrink: 0 }}>
          <ShopPreview values={watched} />
        </div>
      </Flex>
      <ConflictDialog what="店铺设置" {...versioned.dialog} />
    </Card>
  );
}
