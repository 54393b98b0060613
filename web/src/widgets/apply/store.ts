import type { ProductId } from '@console/contracts';
import { useSyncExternalStore } from 'react';

/** 1 upgrade, 2 renewal (home.upgradeApply). */
export type ApplyType = 1 | 2;

/** The apply dialog's state of spec §3: visible, product id, back-on-close. */
export interface ApplyState {
  visible: boolean;
  productId: ProductId | null;
  /** Closing goes back one page: the dialog was opened from a page the person could not enter. */
  back: boolean;
  type: ApplyType;
  /** Counts openings, so each one starts from its own first state. */
  seq: number;
}

let state: ApplyState = { visible: false, productId: null, back: false, type: 1, seq: 0 };
const listeners = new Set<() => void>();

function set(next: ApplyState): void {
  state = next;
  for (const l of listeners) l();
}

export function openApply(opts: { productId: ProductId; back?: boolean; type?: ApplyType }): void {
  set({ visible: true, productId: opts.productId, back: opts.back ?? false, type: opts.type ?? 1, seq: state.seq + 1 });
}

export function closeApply(): void {
  set({ ...state, visible: false });
}

export function useApplyState(): ApplyState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
}
