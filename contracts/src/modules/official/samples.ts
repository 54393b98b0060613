import { callOf, resourceSamples, type Samples } from '../../sample-kit.js';
import { officialFormData, officialResources } from './index.js';

type Page = { list: Array<{ id: number }> };

/** Contract samples of the official website's resources, generated from their metadata. */
export const officialSamples = Object.assign(
  {},
  ...officialResources.map((r) =>
    resourceSamples(
      r,
      r === officialFormData
        ? {
            // The submissions are listed for one form.
            listQuery: async (c) => ({
              formId: ((await callOf(c, 'officialForm', 'list').query({ page: 1, size: 10 })) as Page).list[0]?.id,
            }),
          }
        : {},
    ),
  ),
) as Samples<(typeof officialResources)[number]['name']>;
