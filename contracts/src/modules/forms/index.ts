import { defineModule } from '../../module.js';
import { form, formEntry } from './form.js';

export * from './answers.js';
export * from './fields.js';
export * from './form.js';

/** The form builder (/forms and /marketing/forms, product 34): forms and their submissions. */
export const formsContracts = defineModule({ name: 'forms', resources: [form, formEntry] });
