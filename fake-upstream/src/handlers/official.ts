import { type AnyResource, officialResources } from '@console/contracts';
import { resourceHandlers } from '../resources/handlers.js';
import type { ResourceStore } from '../resources/store.js';
import type { CallContext, Handlers } from './types.js';

const storeOf = (r: AnyResource) => (ctx: CallContext) => ctx.state.resources.get(r.name) as ResourceStore;
const [intro, video, album, student, activity, works, contact, banner, form, formData] = officialResources;

/** The official-website content: every resource's calls served by the generic store. */
export const officialHandlers = {
  officialIntro: resourceHandlers<'officialIntro'>(intro, storeOf(intro)),
  officialVideo: resourceHandlers<'officialVideo'>(video, storeOf(video)),
  officialAlbum: resourceHandlers<'officialAlbum'>(album, storeOf(album)),
  officialStudent: resourceHandlers<'officialStudent'>(student, storeOf(student)),
  officialActivity: resourceHandlers<'officialActivity'>(activity, storeOf(activity)),
  officialWorks: resourceHandlers<'officialWorks'>(works, storeOf(works)),
  officialContact: resourceHandlers<'officialContact'>(contact, storeOf(contact)),
  officialBanner: resourceHandlers<'officialBanner'>(banner, storeOf(banner)),
  officialForm: resourceHandlers<'officialForm'>(form, storeOf(form)),
  officialFormData: resourceHandlers<'officialFormData'>(formData, storeOf(formData)),
} satisfies Pick<Handlers, (typeof officialResources)[number]['name']>;

export const categoryHandlers: Handlers['category'] = {
  list({ contentType }, ctx) {
    return (ctx.state.categories.get(String(contentType)) ?? []).map((c) => ({ ...c }));
  },
};
