export type { Draft } from './draft-store';
export { keepDraftsOf } from './kept';
export { DRAFT_KEPT, type DraftForm, type FormDraft, type FormDraftOptions, useFormDraft } from './useFormDraft';
export { useStateDraft } from './useStateDraft';
