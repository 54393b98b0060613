import { describe, expect, it } from 'vitest';
import { defineResource, f, htmlText, officialResources, requiredWhen, showsAsColumn, yuanText } from './index.js';
import { allResources, callByName, callList } from './registry.js';
import { sampleSaveInput } from './resource-samples.js';

const ctx = { categoryId: () => 1 };

describe('defineResource', () => {
  const demo = defineResource({
    name: 'demoThing',
    thing: 'demo/thing',
    title: '示例',
    fields: {
      title: f.text('标题', { required: true, max: 10, keyword: true }),
      state: f.select('状态', [
        { value: 1, label: '上架' },
        { value: 2, label: '下架' },
      ]),
      sort: f.number('排序'),
      isShow: f.switch('是否显示'),
    },
    actions: ['list', 'get', 'save', 'delete', 'recycle', 'restore', 'sort'],
    filters: ['state', 'isShow'],
  });

  it('derives the documented naming habits for every action, all inferred', () => {
    const paths = Object.fromEntries(Object.entries(demo.calls).map(([k, d]) => [k, `${d.method} ${d.path}`]));
    expect(paths).toEqual({
      list: 'GET /ajax/demo/things',
      get: 'GET /ajax/demo/thing/edit/{id}',
      save: 'POST /ajax/demo/thing/save',
      remove: 'GET /ajax/demo/thing/delete/{id}',
      removeMany: 'POST /ajax/demo/thing/deleteBatch',
      recycle: 'GET /ajax/demo/thing/deleteToRecycle',
      recycleList: 'GET /ajax/demo/thing/recycleList',
      restore: 'GET /ajax/demo/thing/restore',
      sort: 'GET /ajax/demo/thing/updateSort',
    });
    for (const d of Object.values(demo.calls)) expect(d.documented).toBe(false);
    expect(demo.keyword).toBe(true);
    expect(demo.sorted).toBe(true);
  });

  it('brings only the calls of the declared actions', () => {
    const small = defineResource({ name: 'x', thing: 'x', title: 'x', fields: {}, actions: ['list', 'get'] });
    expect(Object.keys(small.calls).sort()).toEqual(['get', 'list']);
  });

  it('parses the list query with page defaults, the keyword and the filters only', () => {
    expect(demo.listInput.parse({})).toEqual({ page: 1, size: 20 });
    expect(demo.listInput.parse({ keyword: ' 春 ', state: 2, isShow: '0', other: 1 })).toEqual({
      page: 1,
      size: 20,
      keyword: '春',
      state: 2,
      isShow: '0',
    });
    expect(demo.listInput.safeParse({ size: 15 }).success).toBe(false);
    expect(demo.listInput.safeParse({ state: 3 }).success).toBe(false);
  });

  it('checks the save input with the fields’ Chinese messages', () => {
    const bad = demo.saveInput.safeParse({ title: '  ', sort: -1 });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(messages).toContain('title:请输入标题');
    expect(messages).toContain('sort:排序不能为负数');
    expect(demo.saveInput.parse({ title: '春季' })).toEqual({ title: '春季', isShow: '1' });
    expect(demo.saveInput.safeParse({ title: '一二三四五六七八九十一' }).error?.issues[0]?.message).toBe(
      '标题不能超过 10 个字',
    );
  });

  it('drops stored fields it does not declare and needs its base fields', () => {
    const row = {
      id: 1,
      createTime: '2025-01-01 00:00:00',
      updateDate: '2025-01-01 00:00:00',
      version: 3,
      title: 'a',
      state: 1,
    };
    expect(demo.entity.parse({ ...row, extra: 1, isShow: '1' })).not.toHaveProperty('extra');
    expect(demo.entity.safeParse({ title: 'a' }).success).toBe(false);
    const { version: _, ...unversioned } = row;
    expect(demo.entity.safeParse(unversioned).success).toBe(false);
  });

  it('every entity carries its version; a save and a row action may send the one they were made on', () => {
    expect(demo.saveInput.parse({ id: 1, version: 4, title: '春季' })).toMatchObject({ version: 4 });
    expect(demo.saveInput.parse({ title: '春季' })).not.toHaveProperty('version');
    expect(demo.saveInput.safeParse({ title: '春季', version: 0 }).error?.issues[0]?.message).toBe('版本号应为正整数');
    const shown = defineResource({
      name: 'demoShown',
      thing: 'demo/shown',
      title: '示例',
      fields: { isShow: f.switch('是否显示'), state: demo.fields.state },
      actions: ['list'],
      extras: (b) => ({ setShow: b.toggle('isShow'), setState: b.status('state', { 1: [2], 2: [1] }) }),
    });
    for (const call of [shown.calls.setShow, shown.calls.setState]) {
      const value = call === shown.calls.setShow ? '1' : 2;
      expect(call.input.safeParse({ ids: [1], value, version: 2 }).success).toBe(true);
      expect(call.input.safeParse({ ids: [1, 2], value }).success).toBe(true);
      // One version says nothing of several rows: a batch sends none.
      expect(call.input.safeParse({ ids: [1, 2], value, version: 2 }).error?.issues[0]?.message).toBe(
        '版本号只能用于单项操作',
      );
    }
  });
});

describe('field kinds', () => {
  it('image: a URL when given, empty allowed only when optional', () => {
    const opt = f.image('封面');
    const req = f.image('封面', { required: true });
    expect(opt.input.safeParse('').success).toBe(true);
    expect(req.input.safeParse('').error?.issues[0]?.message).toBe('请上传封面');
    expect(req.input.safeParse('ftp://x/a.png').success).toBe(false);
    expect(req.input.safeParse('https://x.cn/a.png').success).toBe(true);
  });

  it('media: only the audio and video types of spec §9', () => {
    const m = f.media('文件', { required: true });
    for (const ext of [
      'mp3',
      'wav',
      'aac',
      'flac',
      'ogg',
      'mp4',
      'm4v',
      'mov',
      'avi',
      'wmv',
      'flv',
      'mkv',
      'rmvb',
      'rm',
    ])
      expect(m.input.safeParse(`https://x.cn/a.${ext}?v=1`).success, ext).toBe(true);
    expect(m.input.safeParse('https://x.cn/a.exe').success).toBe(false);
    expect(f.video('视频', { required: true }).input.safeParse('https://x.cn/a.avi').success).toBe(false);
  });

  it('rich text: required means some text or media, not empty markup', () => {
    const r = f.richText('正文', { required: true });
    expect(r.input.safeParse('<p><br></p>').success).toBe(false);
    expect(r.input.safeParse('<p><img src="https://x.cn/a.png"></p>').success).toBe(true);
    expect(htmlText('<p>你好&nbsp;</p>')).toBe('你好');
  });

  it('phone and price use the shared validators', () => {
    expect(f.phone('电话', { required: true }).input.safeParse('0571-88886666').success).toBe(true);
    expect(f.phone('电话', { required: true }).input.safeParse('123').error?.issues[0]?.message).toBe(
      '您输入的手机号有误',
    );
    expect(f.phone('电话').input.safeParse('').success).toBe(true);
    // A price is typed in yuan (the form's rule) and travels in fen (the call's).
    expect(yuanText('价格', { required: true }).safeParse('012').success).toBe(false);
    expect(yuanText('价格', { required: true }).safeParse('0').success).toBe(false);
    expect(yuanText('价格', { required: true, allowZero: true }).safeParse('0').success).toBe(true);
    expect(yuanText('价格', { required: true }).parse('12.5')).toBe(1250);
    expect(f.price('价格', { required: true }).input.safeParse(1250).success).toBe(true);
    expect(f.price('价格', { required: true }).input.safeParse(12.5).error?.issues[0]?.message).toBe(
      '价格应以分为单位的整数',
    );
    expect(f.price('价格', { required: true }).input.safeParse(0).error?.issues[0]?.message).toBe('价格不能为 0');
  });

  it('picks list columns by kind unless a field says otherwise', () => {
    expect(showsAsColumn(f.text('a').meta)).toBe(true);
    expect(showsAsColumn(f.richText('a').meta)).toBe(false);
    expect(showsAsColumn(f.image('a', { column: false }).meta)).toBe(false);
  });
});

describe('official-website resources', () => {
  it('are in the registry under their names, every path inferred and unique', () => {
    for (const r of officialResources) {
      for (const key of Object.keys(r.calls)) {
        const entry = callByName.get(`${r.name}.${key}`);
        expect(entry?.def.documented, `${r.name}.${key}`).toBe(false);
        expect(entry?.def.path.startsWith('/ajax/official/'), `${r.name}.${key}`).toBe(true);
      }
    }
    expect(new Set(callList.map((c) => `${c.def.method} ${c.def.path}`)).size).toBe(callList.length);
    expect(callByName.get('officialActivity.list')?.def.path).toBe('/ajax/official/activities');
    expect(callByName.get('officialWorks.list')?.def.path).toBe('/ajax/official/works');
    expect(callByName.get('officialVideo.get')?.def.path).toBe('/ajax/official/video/edit/{id}');
  });

  it('each has a generated sample that its own save schema accepts', () => {
    for (const r of officialResources) {
      const parsed = r.saveInput.safeParse(sampleSaveInput(r, ctx));
      expect(parsed.success, `${r.name}: ${parsed.error?.message}`).toBe(true);
    }
  });
});

describe('the rules across fields of every resource', () => {
  const rules = allResources.flatMap((r) => r.rules.map((rule) => ({ r, rule })));

  it('mark the field they ask to fill in: a 请输入 / 请选择 / 请上传 / 请填写 rule says when it applies', () => {
    const asking = rules.filter(({ rule }) => /请(输入|选择|上传|填写)/.test(rule.message));
    expect(asking.length).toBeGreaterThan(10);
    for (const { r, rule } of asking) {
      expect(rule.requiredWhen, `${r.name}.${rule.path}: ${rule.message}`).toBeTypeOf('function');
      expect(Object.keys(r.fields), `${r.name}: ${rule.path}`).toContain(rule.path);
    }
  });

  it('refuse the field empty exactly while it is marked required', () => {
    const demo = defineResource({
      name: 'demoFee',
      thing: 'demo/fee',
      title: '示例',
      fields: { paid: f.switch('收费'), fee: f.price('费用') },
      actions: ['save'],
      rules: [requiredWhen('fee', '请输入费用', (v) => v.paid === '1')],
    });
    const [rule] = demo.rules;
    expect(rule?.requiredWhen?.({ paid: '1' })).toBe(true);
    expect(rule?.test({ paid: '1' })).toBe(false);
    expect(rule?.test({ paid: '1', fee: 100 })).toBe(true);
    expect(rule?.requiredWhen?.({ paid: '0' })).toBe(false);
    expect(rule?.test({ paid: '0' })).toBe(true);
  });
});
