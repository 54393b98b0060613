import type { RouterInputs, RouterOutputs } from '../../../app/trpc';

/** A lead as the lists and the detail page show it. */
export type Clue = RouterOutputs['clue']['list']['list'][number];
export type ClueListInput = RouterInputs['clue']['list'];
export type ClueScope = NonNullable<ClueListInput['scope']>;
/** The filters of a list, the same the export takes. */
export type ClueFilters = Omit<ClueListInput, 'page' | 'size' | 'scope'>;
export type ClueSaveInput = RouterInputs['clue']['add'];
export type FollowUser = RouterOutputs['clue']['followUsers'][number];
export type TagGroup = RouterOutputs['clue']['tags'][number];
export type ClueSource = RouterOutputs['clue']['sources'][number];
export type ClueSetting = RouterOutputs['clue']['setting'];
export type TransferReason = RouterOutputs['clue']['reasons'][number];
