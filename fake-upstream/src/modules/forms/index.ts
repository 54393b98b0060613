import { type FormField, form, formEntry, formsContracts } from '@console/contracts';
import type { FastifyReply } from 'fastify';
import { fail } from '../../errors.js';
import type { CallContext } from '../../kit/handlers.js';
import { defineFakeModule } from '../../kit/module.js';
import { resourceHandlers } from '../../kit/resource-handlers.js';
import { exportSheet, stamp } from '../../kit/spreadsheet.js';
import type { ListQuery } from '../../kit/store.js';
import { absoluteAnswers, answerCells, answerColumn } from './answers.js';
import { formsState } from './state.js';

/** For other modules whose people answer forms (a sign-up's answers). */
export { absoluteAnswers, answerCells, answerColumn, answersFor } from './answers.js';
export { formsState };

const fieldsOf = (ctx: CallContext, formId: number): FormField[] => {
  const s = formsState.of(ctx);
  return s.itemsOf(s.forms.get(formId));
};

const forms = resourceHandlers(form, (ctx) => formsState.of(ctx).forms, {});
const entries = resourceHandlers(formEntry, (ctx) => formsState.of(ctx).entries, {});

/**
 * Forms (/forms, /marketing/forms): the generic store's calls, with the upstream's rules on delete (a form
 * still collecting, with submissions, is switched off first) and the data page: answers with this server's
 * picture addresses, and an export with one column per field.
 */
export const formsFake = defineFakeModule(formsContracts, {
  state: formsState,
  handlers: {
    form: {
      ...forms,
      remove: (input, ctx) => {
        refuseCollecting(ctx, [input.id]);
        return forms.remove(input, ctx);
      },
      removeMany: (input, ctx) => {
        refuseCollecting(ctx, input.ids);
        return forms.removeMany(input, ctx);
      },
    },
    formEntry: {
      ...entries,
      list: async (input, ctx) => {
        const fields = fieldsOf(ctx, input.formId);
        const page = await entries.list(input, ctx);
        return {
          total: page.total,
          list: page.list.map((e) => ({ ...e, answers: absoluteAnswers(fields, e.answers, ctx.publicUrl) })),
        };
      },
      removeMany: (input, ctx) => {
        const out = entries.removeMany(input, ctx);
        formsState.of(ctx).changed();
        return out;
      },
      remove: (input, ctx) => {
        const out = entries.remove(input, ctx);
        formsState.of(ctx).changed();
        return out;
      },
      export: async (q, ctx): Promise<FastifyReply> => {
        const s = formsState.of(ctx);
        const fields = fieldsOf(ctx, q.formId);
        const title = String(s.forms.get(q.formId).values.title ?? '表单');
        const rows = (function* () {
          for (const row of s.entries.select(q as Omit<ListQuery, 'page' | 'size'>)) {
            const answers = absoluteAnswers(fields, row.values.answers as Record<string, string>, ctx.publicUrl);
            yield {
              id: row.id,
              user: String(row.values.user ?? ''),
              submitTime: String(row.values.submitTime ?? ''),
              ...answerCells(fields, answers),
            };
          }
        })();
        return exportSheet(ctx, {
          fileName: `${title}_表单数据_${stamp(ctx.now)}.xlsx`,
          sheetName: '表单数据',
          columns: [
            { header: '编号', key: 'id', kind: 'number', width: 8 },
            { header: '提交用户', key: 'user', kind: 'text', width: 16 },
            ...fields.map(answerColumn),
            { header: '提交时间', key: 'submitTime', kind: 'datetime', width: 20 },
          ],
          rows,
        });
      },
    },
  },
});

/** A form still collecting answers, with some already in, is switched off before it is deleted. */
function refuseCollecting(ctx: CallContext, ids: readonly number[]) {
  const s = formsState.of(ctx);
  for (const id of ids) {
    const view = s.forms.view(s.forms.get(id));
    if (view.status === 1 && Number(view.submitCount) > 0)
      throw fail(`「${String(view.title)}」正在收集中，请先停用再删除`);
  }
}
