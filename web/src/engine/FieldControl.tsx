import type { FieldMeta } from '@console/contracts';
import { DatePicker, Input, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { Switch } from '../widgets/busy';
import { CategorySelect } from '../widgets/category/CategorySelect';
import { LazyRichTextEditor } from '../widgets/editor/LazyRichTextEditor';
import { NumberInput } from '../widgets/form/NumberInput';
import { ImagesInput } from '../widgets/upload/ImagesInput';
import { ImageUpload } from '../widgets/upload/ImageUpload';
import { MediaUpload, VideoUpload } from '../widgets/upload/VideoUpload';

/** What antd's Form.Item passes to a control. */
interface ControlProps {
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
}

/** The control of a field, by kind: a form shows each field with the widget its kind calls for. */
export function FieldControl({ meta, value, onChange, id }: ControlProps & { meta: FieldMeta }) {
  const set = (v: unknown) => onChange?.(v);
  const text = typeof value === 'string' ? value : undefined;
  switch (meta.kind) {
    case 'text':
    case 'phone':
      return (
        <Input
          id={id}
          value={text}
          onChange={(e) => set(e.target.value)}
          maxLength={meta.kind === 'phone' ? 20 : meta.max}
          showCount={meta.kind === 'text'}
          placeholder={meta.placeholder ?? `请输入${meta.label}`}
        />
      );
    case 'textarea':
      return (
        <Input.TextArea
          id={id}
          value={text}
          onChange={(e) => set(e.target.value)}
          maxLength={meta.max}
          showCount
          autoSize={{ minRows: 3, maxRows: 8 }}
          placeholder={meta.placeholder ?? `请输入${meta.label}`}
        />
      );
    case 'richText':
      return (
        <div id={id}>
          <LazyRichTextEditor value={text} onChange={set} placeholder={meta.placeholder} />
        </div>
      );
    case 'image':
      return (
        <div id={id}>
          <ImageUpload
            value={text}
            onChange={set}
            compress={meta.compress}
            clearable={!meta.required}
            tip={meta.help}
          />
        </div>
      );
    case 'images':
      return (
        <div id={id}>
          <ImagesInput value={Array.isArray(value) ? (value as string[]) : []} onChange={set} max={meta.max ?? 9} />
        </div>
      );
    case 'video':
      return (
        <div id={id}>
          <VideoUpload value={text} onChange={set} maxMb={meta.maxMb} clearable={!meta.required} />
        </div>
      );
    case 'audio':
    case 'media':
      return (
        <div id={id}>
          <MediaUpload
            value={text}
            onChange={set}
            maxMb={meta.maxMb}
            mode={meta.mediaMode ?? 'both'}
            clearable={!meta.required}
          />
        </div>
      );
    case 'number':
      // No min/max on the control: antd would clamp an out-of-range number silently; the field's rule names
      // the limits instead.
      return (
        <NumberInput
          id={id}
          value={typeof value === 'number' ? value : null}
          onChange={(v) => set(v ?? undefined)}
          style={{ width: 160 }}
        />
      );
    case 'price':
      return (
        <Input
          id={id}
          value={text}
          onChange={(e) => set(e.target.value)}
          prefix="¥"
          suffix="元"
          inputMode="decimal"
          placeholder={meta.placeholder ?? '0.00'}
          style={{ width: 180 }}
        />
      );
    case 'tags':
      return (
        <Select
          id={id}
          mode="tags"
          value={Array.isArray(value) ? (value as string[]) : []}
          onChange={set}
          options={(meta.options ?? []).map((o) => ({ value: String(o.value), label: o.label }))}
          placeholder={meta.placeholder ?? `请选择或输入${meta.label}`}
          maxCount={meta.max}
          tokenSeparators={[',', '，', '、']}
          style={{ maxWidth: 480 }}
        />
      );
    case 'datetime':
      return (
        <DatePicker
          id={id}
          showTime
          value={text ? dayjs(text) : null}
          onChange={(d: Dayjs | null) => set(d ? d.format('YYYY-MM-DD HH:mm:ss') : '')}
          placeholder={`请选择${meta.label}`}
        />
      );
    case 'select': {
      const options = (meta.options ?? []).map((o) => ({ value: o.value, label: o.label }));
      if (options.length <= 4)
        return (
          <Radio.Group
            id={id}
            value={value}
            onChange={(e) => set(e.target.value)}
            options={options}
            optionType="button"
          />
        );
      return (
        <Select
          id={id}
          value={value}
          onChange={set}
          options={options}
          placeholder={`请选择${meta.label}`}
          style={{ width: 240 }}
        />
      );
    }
    case 'date':
      return (
        <DatePicker
          id={id}
          value={text ? dayjs(text) : null}
          onChange={(d: Dayjs | null) => set(d ? d.format('YYYY-MM-DD') : '')}
          placeholder={`请选择${meta.label}`}
        />
      );
    case 'switch':
      return <Switch id={id} checked={value === '1'} onChange={(on) => set(on ? '1' : '0')} />;
    case 'category':
      return (
        <CategorySelect
          contentType={meta.contentType ?? ''}
          value={typeof value === 'number' ? value : undefined}
          onChange={set}
          check
          placeholder={`请选择${meta.label}`}
          style={{ width: 240 }}
          aria-label={meta.label}
        />
      );
    case 'custom':
      throw new Error(`「${meta.label}」是自定义字段，页面需要为它提供控件（fields.{name}.render）`);
  }
}
