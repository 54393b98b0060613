import type { AnyResource } from './resource.js';
import type { FieldDef, FieldMeta } from './resource-fields.js';

/**
 * A valid value for every field kind, from the field's metadata alone: the contract tests' samples and the
 * fuzz seeds are generated from the resources rather than written per call.
 */
export interface SampleContext {
  /** An existing category id of the content type. */
  categoryId(contentType: string): number;
}

export function sampleValue(meta: FieldMeta, ctx: SampleContext): unknown {
  const text = (t: string) => t.slice(0, meta.max ?? t.length);
  switch (meta.kind) {
    case 'text':
      return text(`示例${meta.label}`);
    case 'textarea':
      return text(`这是${meta.label}的示例内容。`);
    case 'richText':
      return `<p>示例${meta.label}</p>`;
    case 'image':
      return 'https://static.zhixiao.cn/sample/cover.png';
    case 'images':
      return ['https://static.zhixiao.cn/sample/1.png'];
    case 'video':
      return 'https://static.zhixiao.cn/sample/intro.mp4';
    case 'audio':
      return 'https://static.zhixiao.cn/sample/story.mp3';
    case 'media':
      return meta.mediaMode === 'mp3'
        ? 'https://static.zhixiao.cn/sample/story.mp3'
        : 'https://static.zhixiao.cn/sample/intro.mp4';
    case 'number':
      return meta.min ?? 0;
    case 'price':
      return 9900;
    case 'tags':
      return [meta.options?.[0]?.value ?? '示例'];
    case 'datetime':
      return '2030-01-01 09:00:00';
    case 'select':
      return meta.options?.[0]?.value;
    case 'date':
      return meta.past === false ? '2030-01-01' : '2026-01-01';
    case 'switch':
      return '1';
    case 'category':
      return ctx.categoryId(meta.contentType ?? '');
    case 'phone':
      return '13800000000';
    case 'custom':
      return meta.sample;
  }
}

/** A save input for a new item of `resource`, every field filled. */
export function sampleSaveInput(resource: AnyResource, ctx: SampleContext): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(resource.fields as Record<string, FieldDef>)
      .filter(([, d]) => !d.readOnly)
      .map(([k, d]) => [k, sampleValue(d.meta, ctx)]),
  );
}
