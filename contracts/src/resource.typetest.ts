import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from './router.js';

/** The router's static type sees every resource call with its precise input and output. */
type In = inferRouterInputs<AppRouter>;
type Out = inferRouterOutputs<AppRouter>;

export const list: In['officialBanner']['list'] = { page: 1, size: 20, keyword: '春季', position: 1, isShow: '1' };
export const save: In['officialBanner']['save'] = {
  title: '春季招生',
  image: 'https://static.zhixiao.cn/banner/1.jpg',
  position: 2,
};
export const row: Out['officialBanner']['list']['list'][number]['position'] = 3;
export const title: Out['officialBanner']['get']['title'] = '标题';
export const created: Out['officialActivity']['save']['viewCount'] = 0;
export const formData: In['officialFormData']['list'] = { formId: 1 };
export const items: In['officialForm']['save']['items'] = [{ label: '姓名', type: 'text', required: true }];
// @ts-expect-error a position the select does not offer
export const badPosition: In['officialBanner']['save']['position'] = 9;
// @ts-expect-error activities have no sort action
export type NoSort = In['officialActivity']['sort'];
// @ts-expect-error the form's submissions are listed for one form
export const noForm: In['officialFormData']['list'] = { page: 1 };
// @ts-expect-error computed values are not saved
export const noCount: In['officialActivity']['save']['viewCount'] = 1;
export const optionalCover: Out['officialIntro']['get']['cover'] = null;
// @ts-expect-error a required field is never null
export const requiredTitle: Out['officialIntro']['get']['title'] = null;
// A custom extra call that names no transport is a tRPC procedure (vodDraft.assign, vodSection.reorder).
export const assign: In['vodDraft']['assign'] = { ids: [1], courseId: 1 };
export const assigned: Out['vodDraft']['assign']['sectionIds'] = [1];
export const reorder: In['vodSection']['reorder'] = { courseId: 1, ids: [2, 1] };
// A resource's custom call without a transport is a tRPC procedure of the router.
export const roleOptions: Out['role']['options'][number]['name'] = '管理员';
// A resource's own extra call (a data page's figures) is a procedure with its input and output.
export const statsInput: In['boost']['stats'] = { id: 1 };
export const statsFigure: Out['boost']['stats']['figures'][number]['unit'] = 'fen';
