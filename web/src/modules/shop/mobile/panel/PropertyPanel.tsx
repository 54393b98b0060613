import {
  componentProblems,
  DECOR_COMPONENTS,
  DECOR_SOURCES,
  type DecorComponent,
  type DecorComponentOf,
  type DecorPage,
  type DecorProblem,
  type DecorSourceType,
} from '@console/contracts';
import { Alert, Form, Input, Tabs } from 'antd';
import { useMemo } from 'react';
import { Heading } from '../../../../widgets/Heading';
import { itemSourceOf } from '../render/chosen-items';
import { Fields, type FieldsContext } from './Fields';
import { type FieldSpec, STYLE_SPECS, visibleSpecs } from './specs';

type Path = (string | number)[];

const isSourced = (c: DecorComponent): c is DecorComponentOf<DecorSourceType> => c.type in DECOR_SOURCES;

/** The selected component's properties and style, each change shown on the canvas at once. */
export function PropertyPanel(p: {
  c: DecorComponent;
  index: number;
  set: (path: Path, next: unknown, merge: boolean) => void;
  /** Its texts the forbidden-word check refused at the last save, shown at their fields. */
  flags: readonly DecorProblem[];
}) {
  const { c, flags } = p;
  const problems = useMemo(() => componentProblems(c), [c]);
  const marks = useMemo(() => [...flags, ...problems], [flags, problems]);
  const source = isSourced(c) ? itemSourceOf(c.type, 'source' in c.props ? c.props.source : undefined) : undefined;
  const ctx: FieldsContext = { value: c, set: p.set, problems: marks, source, idPrefix: `decor-${c.id}` };
  return (
    <Form layout="vertical" size="small" aria-label={`${DECOR_COMPONENTS[c.type].label}设置`} component="div">
      <Heading look={5} style={{ marginTop: 0 }}>
        第 {p.index + 1} 个组件：{DECOR_COMPONENTS[c.type].label}
      </Heading>
      {problems.length > 0 ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title="发布前请补全"
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {problems.map((pr) => (
                <li key={`${pr.path.join('.')}-${pr.message}`}>{pr.message}</li>
              ))}
            </ul>
          }
        />
      ) : null}
      <Tabs
        size="small"
        items={[
          { key: 'props', label: '内容', children: <Fields specs={visibleSpecs(c)} base={['props']} ctx={ctx} /> },
          { key: 'style', label: '样式', children: <Fields specs={STYLE_SPECS} base={['style']} ctx={ctx} /> },
        ]}
      />
    </Form>
  );
}

const SETTINGS_SPECS: readonly FieldSpec[] = [
  { kind: 'text', key: 'title', label: '页面标题', max: 20, required: true },
  { kind: 'text', key: 'description', label: '页面描述', max: 100, area: true },
  { kind: 'color', key: 'bgColor', label: '背景颜色' },
  { kind: 'image', key: 'bgImage', label: '背景图片' },
];

const NAV_SPECS: readonly FieldSpec[] = [
  {
    kind: 'radio',
    key: 'style',
    label: '导航样式',
    options: [
      { value: 'normal', label: '标准' },
      { value: 'immersive', label: '沉浸式' },
    ],
  },
  { kind: 'color', key: 'bgColor', label: '背景颜色' },
  {
    kind: 'radio',
    key: 'textColor',
    label: '文字颜色',
    options: [
      { value: 'dark', label: '深色' },
      { value: 'light', label: '浅色' },
    ],
  },
  { kind: 'switch', key: 'showSearch', label: '显示搜索' },
];

/** 页面设置: the page's name in the list, its title and background. */
export function PageSettingsPanel(p: {
  name: string;
  doc: DecorPage;
  problems: FieldsContext['problems'];
  /** What the forbidden-word check said of the name at the last save, while it reads the same. */
  nameFlag?: string;
  setName: (name: string) => void;
  set: (path: Path, next: unknown, merge: boolean) => void;
}) {
  const ctx: FieldsContext = { value: p.doc, set: p.set, problems: p.problems, idPrefix: 'decor-page' };
  const nameError =
    p.name.trim() === '' ? '请输入页面名称' : p.name.trim().length > 20 ? '页面名称不能超过 20 个字' : p.nameFlag;
  return (
    <Form layout="vertical" size="small" component="div">
      <Heading look={5} style={{ marginTop: 0 }}>
        页面设置
      </Heading>
      <Form.Item
        label="页面名称"
        htmlFor="decor-page-name"
        required
        validateStatus={nameError ? 'error' : undefined}
        help={nameError}
      >
        <Input
          id="decor-page-name"
          value={p.name}
          maxLength={20}
          showCount
          onChange={(e) => p.setName(e.target.value)}
        />
      </Form.Item>
      <Fields specs={SETTINGS_SPECS} base={['settings']} ctx={ctx} />
    </Form>
  );
}

/** 顶部导航: the bar above the page. */
export function NavPanel(p: { doc: DecorPage; set: (path: Path, next: unknown, merge: boolean) => void }) {
  const ctx: FieldsContext = { value: p.doc, set: p.set, problems: [], idPrefix: 'decor-nav' };
  return (
    <Form layout="vertical" size="small" component="div">
      <Heading look={5} style={{ marginTop: 0 }}>
        顶部导航
      </Heading>
      <Fields specs={NAV_SPECS} base={['nav']} ctx={ctx} />
    </Form>
  );
}
