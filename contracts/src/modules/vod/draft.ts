import { z } from 'zod';
import { idSchema } from '../../define.js';
import { defineResource } from '../../resource.js';
import { sectionIds, sectionMediaFields, sectionMediaRules } from './section.js';

const assigned = z.object({ sectionIds: z.array(z.number()) });

/**
 * 草稿: a file of a batch upload that is not in a course yet (uploaded without choosing one, or waiting for
 * the files before it). Assigning drafts to a course makes them its last sections, in the order given.
 */
export const vodDraft = defineResource({
  name: 'vodDraft',
  thing: 'vod/draft',
  title: '草稿',
  fields: sectionMediaFields,
  actions: ['list', 'save', 'delete'],
  filters: ['mediaType'],
  rules: sectionMediaRules,
  extras: (b) => ({
    assign: b.call({
      title: '草稿加入课程',
      effect: 'acts',
      label: '加入课程',
      method: 'POST',
      path: 'assign',
      input: z.object({ ids: sectionIds, courseId: z.number({ error: '请选择课程' }).pipe(idSchema) }),
      output: assigned,
    }),
  }),
});
