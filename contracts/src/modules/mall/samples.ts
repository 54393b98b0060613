import { callOf, resourceSamples, type SampleContext, type Samples } from '../../sample-kit.js';
import { mallProduct } from './product.js';
import { SPEC_TYPE } from './spec.js';

const generated = resourceSamples(mallProduct, {
  // The generated specs and SKUs (颜色: 红色, 蓝色) make a multi-spec product.
  saveValues: async () => ({ specType: SPEC_TYPE.multiple }),
});

/** A product in the recycle bin: only those can be deleted for good. */
async function recycledId(c: SampleContext): Promise<number> {
  const page = (await callOf(c, 'mallProduct', 'list').query({ page: 1, size: 10, status: 'onSale' })) as {
    list: Array<{ id: number }>;
  };
  const id = page.list[0]?.id as number;
  await callOf(c, 'mallProduct', 'recycle').mutate({ ids: [id] });
  return id;
}

/** Contract samples of the mall's calls: generated from the resource, the delete and the counts written here. */
export const mallSamples: Samples<'mallProduct'> = {
  ...(generated as Samples<'mallProduct'>),
  'mallProduct.remove': async (c: SampleContext) => ({ id: await recycledId(c) }),
  'mallProduct.removeMany': async (c: SampleContext) => ({ ids: [await recycledId(c)] }),
  'mallProduct.counts': () => ({ keyword: '颜料' }),
};
