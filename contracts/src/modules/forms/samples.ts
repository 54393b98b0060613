import { resourceSamples, type Samples } from '../../sample-kit.js';
import { form, formEntry } from './form.js';

/** The demo form (id 1) has hundreds of submissions. */
const DEMO_FORM = 1;

/** Contract samples of the form calls, generated from the resources. */
export const formsSamples = {
  ...resourceSamples(form),
  ...resourceSamples(formEntry, { parentId: async () => DEMO_FORM }),
} as Samples<'form' | 'formEntry'>;
