export type { Draft } from './draft-store';
export { keepDraftsOf } from './kept';
export { type FormDraft, type FormDraftOptions, useFormDraft } from './useFormDraft';
