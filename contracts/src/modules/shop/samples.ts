import { nextSeq, resourceSamples, type SampleContext, type Samples } from '../../sample-kit.js';
import { newDecorComponent } from './defaults.js';
import { type DecorPage, shopPage } from './page.js';

const firstPage = async (c: SampleContext) => (await c.client.shopPage.list.query({ page: 1, size: 10 })).list[0]!;
/** A page no other sample touches, made for the call that changes it. */
const freshPage = (c: SampleContext) =>
  c.client.shopDesign.create.mutate({ name: `样例页面${nextSeq()}`, template: 'blank' });

/** A page that may go live: a title, a notice with its text, a finished banner. */
function publishableDoc(): DecorPage {
  const banner = newDecorComponent('banner', 'b1');
  banner.props.items = [
    {
      image: 'https://example.com/banner.png',
      link: { kind: 'system', path: '/pages/course/list', title: '全部课程' },
    },
  ];
  const notice = newDecorComponent('notice', 'n1');
  notice.props.items = [{ text: '春季班火热报名中', link: null }];
  return {
    settings: { title: '春季招生', description: '', bgColor: '#f5f5f5', bgImage: '' },
    nav: { style: 'normal', bgColor: '#ffffff', textColor: 'dark', showSearch: false },
    components: [banner, notice, newDecorComponent('spacer', 's1')],
  };
}

/** Contract samples of the decoration calls. */
export const shopSamples: Samples<'shopPage' | 'shopDesign' | 'shopStore'> = {
  ...(resourceSamples(shopPage) as Samples<'shopPage'>),
  'shopPage.get': async (c: SampleContext) => ({ id: (await firstPage(c)).id }),
  'shopPage.remove': async (c: SampleContext) => ({ id: (await freshPage(c)).id }),
  'shopPage.removeMany': async (c: SampleContext) => ({ ids: [(await freshPage(c)).id] }),
  'shopDesign.create': () => ({ name: `暑期招生${nextSeq()}`, template: 'home' }),
  'shopDesign.copy': async (c: SampleContext) => ({ id: (await firstPage(c)).id }),
  'shopDesign.setHome': async (c: SampleContext) => {
    // Only a page customers can see may become the home page: publish a fresh one first.
    const page = await freshPage(c);
    await c.client.shopDesign.publish.mutate({
      id: page.id,
      version: page.version,
      name: page.name,
      doc: publishableDoc(),
    });
    return { id: page.id };
  },
  'shopDesign.design': async (c: SampleContext) => ({ id: (await firstPage(c)).id }),
  'shopDesign.saveDraft': async (c: SampleContext) => {
    const page = await freshPage(c);
    const doc = publishableDoc();
    doc.components.push(newDecorComponent('image', 'i1'));
    return { id: page.id, version: page.version, name: page.name, doc };
  },
  'shopDesign.publish': async (c: SampleContext) => {
    const page = await freshPage(c);
    return { id: page.id, version: page.version, name: page.name, doc: publishableDoc() };
  },
  'shopStore.get': () => ({}),
  'shopStore.saveMobile': async (c: SampleContext) => {
    const store = await c.client.shopStore.get.query();
    return { version: store.mobileVersion, themeId: 2, tabBar: store.tabBar };
  },
  'shopStore.savePc': async (c: SampleContext) => {
    const store = await c.client.shopStore.get.query();
    return { version: store.pcVersion, pc: store.pc, showBanner: '1' };
  },
  'shopStore.saveBasics': () => ({ visualId: 2, showEdit: '0' }),
};
