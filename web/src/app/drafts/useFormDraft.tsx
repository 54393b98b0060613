import type { FormInstance } from 'antd';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '../../session/store';
import { DraftNotice } from './DraftNotice';
import { type Draft, type DraftScope, idbDraftStore, sameValues, throttledDraft, type Values } from './draft-store';
import { registerDraft } from './kept';
import { liveWriters, newWriterId } from './live';
import { draftOwner } from './owner';

/**
 * What a draft needs of a form: its values now, and filling it with kept ones. An antd FormInstance is one; a
 * page whose state is not an antd form (the PC designer) passes an object over its own state.
 */
export type DraftForm = Pick<FormInstance, 'getFieldsValue' | 'setFieldsValue'>;

/** Said when a form with typing not saved is left: its draft is kept. */
export const DRAFT_KEPT = '已保留草稿，下次打开可恢复';

/** Every form's drafts, in one database of this browser. */
export const drafts = idbDraftStore();
/** The forms writing drafts now, here and in this browser's other tabs. */
export const writers = liveWriters();
let purged = false;

export interface FormDraftOptions {
  /** The record the form edits; 'new' (the default) for a new one. */
  record?: number | string;
  /** This form's name on its page, when the page has more than one (a dialog: 'remark'). */
  name?: string;
  /**
   * Whether the form holds what it loaded. The draft compares the form with its values at that moment; a form
   * that loads its record sets its values first and then says it is ready. True by default.
   */
  ready?: boolean;
  /** The record's version the form's values started from, read when a draft is written. */
  version?: () => number | undefined;
  /** Restores a draft when the page does more than fill the form with it (the engine's form checks versions). */
  onRestore?: (draft: Draft) => void;
  /** False while the form is not in use (a closed dialog): no draft is read or written. */
  enabled?: boolean;
}

export interface FormDraft {
  /** Pass to the form's `onValuesChange`. */
  onValuesChange: () => void;
  /** The notice offering a kept draft (恢复, 放弃), to show above the form; null when there is none. */
  notice: ReactNode;
  /**
   * The form is closed without saving (a dialog's 取消 after 继续): what was typed is written now. Answers whether
   * there was typing to keep, so the page can say it is kept (DRAFT_KEPT).
   */
  keep: () => boolean;
  /** After a successful save: the draft is removed. */
  saved: () => Promise<void>;
  /**
   * The form was loaded anew (the latest record): the draft is removed and compares with these values now, or
   * with `values` when the form is filled after this call (state set in the same event).
   */
  rebase: (values?: Values) => void;
}

/**
 * A local draft for an antd form: while the form differs from what it loaded, its values (secrets left out)
 * are kept in IndexedDB under the account, shop, page and record, at most once a second and at once when the
 * page goes away; coming back (a reload, a sign-in after the session expired, a closed tab) offers them with
 * 恢复 and 放弃. The engine's ResourceForm uses it for every resource; a hand-made form calls it once.
 */
export function useFormDraft(form: DraftForm, opts: FormDraftOptions = {}): FormDraft {
  const session = useSession();
  const { pathname } = useLocation();
  const owner = draftOwner(session);
  const enabled = opts.enabled ?? true;
  const ready = opts.ready ?? true;
  const route = opts.name ? `${pathname}#${opts.name}` : pathname;
  const record = opts.record ?? 'new';
  const scopeKey = owner && enabled ? JSON.stringify([owner.account, owner.shop, route, String(record)]) : null;
  const scope = useMemo<DraftScope | null>(() => {
    if (!scopeKey) return null;
    const [account, shop, r, rec] = JSON.parse(scopeKey) as [string, string, string, string];
    return { account, shop, route: r, record: rec };
  }, [scopeKey]);
  // Each opening of the form writes under its own id: what it writes is its own typing, never offered back to it.
  const writerId = useMemo(() => (scope ? newWriterId() : null), [scope]);
  const writer = useMemo(
    () => (scope && writerId ? throttledDraft(drafts, scope, { writer: writerId }) : null),
    [scope, writerId],
  );
  const [offer, setOffer] = useState<Draft | null>(null);
  /** The values the form loaded, which a draft differs from. */
  const baseline = useRef<Values | null>(null);
  /** Whether a draft of typing not saved is kept (or about to be). */
  const holding = useRef(false);
  const latest = useRef(opts);
  latest.current = opts;

  useEffect(() => {
    if (!scope || !writer || !writerId || !ready) return;
    const release = writers.hold(writerId);
    baseline.current = form.getFieldsValue(true) as Values;
    holding.current = false;
    let live = true;
    if (!purged) {
      purged = true;
      void drafts.purgeExpired().catch(() => undefined);
    }
    drafts
      .read(scope)
      .then(async (d) => {
        if (!live || !d) return;
        // The same record open in two tabs shares one draft. One this form wrote, or one a form still open in
        // another tab is writing, is that form's typing in progress: it is neither offered here nor removed.
        if (d.writer === writerId || (d.writer !== undefined && (await writers.isLive(d.writer)))) return;
        if (!live) return;
        // A draft that holds nothing the form does not already (saved from another tab) is spent.
        if (baseline.current && sameValues(d.values, baseline.current)) void writer.remove();
        else setOffer(d);
      })
      .catch(() => undefined);
    // The page going away (a reload, a closed tab) writes what waits at once.
    const flush = () => void writer.flush();
    window.addEventListener('pagehide', flush);
    const unregister = registerDraft({ route: scope.route, holds: () => holding.current, flush: writer.flush });
    return () => {
      live = false;
      setOffer(null);
      window.removeEventListener('pagehide', flush);
      unregister();
      release();
      // Leaving the page (signed out by an expired session, another page) keeps what was typed.
      void writer.flush();
    };
  }, [scope, writer, writerId, ready, form]);

  const onValuesChange = () => {
    // While a kept draft is offered, it is not overwritten by the first keys typed over it.
    if (!writer || !baseline.current || offer) return;
    const values = form.getFieldsValue(true) as Values;
    if (sameValues(values, baseline.current)) {
      holding.current = false;
      writer.clear();
    } else {
      holding.current = true;
      writer.update(values, latest.current.version?.());
    }
  };

  const restore = () => {
    if (!offer) return;
    setOffer(null);
    holding.current = true;
    if (latest.current.onRestore) latest.current.onRestore(offer);
    else form.setFieldsValue(offer.values);
  };
  const discard = () => {
    setOffer(null);
    holding.current = false;
    void writer?.remove();
  };

  return {
    onValuesChange,
    notice: offer ? <DraftNotice savedAt={offer.savedAt} onRestore={restore} onDiscard={discard} /> : null,
    keep: () => {
      if (!writer || !holding.current) return false;
      void writer.flush();
      return true;
    },
    saved: async () => {
      baseline.current = form.getFieldsValue(true) as Values;
      holding.current = false;
      setOffer(null);
      await writer?.remove();
    },
    rebase: (values) => {
      baseline.current = values ?? (form.getFieldsValue(true) as Values);
      holding.current = false;
      setOffer(null);
      void writer?.remove();
    },
  };
}
