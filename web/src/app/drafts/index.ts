export type { Draft } from './draft-store';
export { keepDraftsOf } from './kept';
export { type DraftForm, type FormDraft, type FormDraftOptions, useFormDraft } from './useFormDraft';
