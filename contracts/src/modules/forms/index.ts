import { defineModule } from '../../module.js';
import { code, CODES as P } from '../../permissions/index.js';
import { form, formEntry } from './form.js';

export * from './answers.js';
export * from './fields.js';
export * from './form.js';

/** The form builder (/forms and /marketing/forms, product 34): forms and their submissions. */
export const formsContracts = defineModule({
  name: 'forms',
  resources: [form, formEntry],
  needs: {
    // The same forms are made at /forms and at /marketing/forms.
    form: code(P.forms, P.marketingForms),
    formEntry: {
      read: code(P.forms, P.marketingForms),
      write: code(P.forms, P.marketingForms),
      calls: { export: code(P.formsExport) },
    },
  },
});
