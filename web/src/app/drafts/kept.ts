/** A form's draft on a page now: whether it holds typing not saved, and how to write it at once. */
interface Holder {
  route: string;
  holds(): boolean;
  flush(): Promise<void>;
}

const holders = new Set<Holder>();

/** A form with a draft is open on `route`; the returned function is called when it closes. */
export function registerDraft(holder: Holder): () => void {
  holders.add(holder);
  return () => holders.delete(holder);
}

/**
 * The page at `route` is being left without saving (the unsaved-changes guard's 继续): its drafts are written
 * now, and the answer says whether there was one to keep, so the guard can say it is kept.
 */
export function keepDraftsOf(route: string): boolean {
  let kept = false;
  for (const h of holders) {
    if (h.route !== route || !h.holds()) continue;
    void h.flush();
    kept = true;
  }
  return kept;
}
