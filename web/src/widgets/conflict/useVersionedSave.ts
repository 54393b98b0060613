import { MSG_EXTRA } from '@console/contracts';
import { useCallback, useRef, useState } from 'react';
import { isConflict } from '../../app/error-policy';
import { useMessage } from '../../app/message';
import type { Conflict } from './ConflictDialog';

/** A record as the upstream answers it: its version advances on every change (issue 28). */
export interface VersionedRecord {
  version: number;
  updateDate?: string | null;
  updateTime?: string | null;
}

type Input = Record<string, unknown>;

/**
 * A hand-made form's save on the version its record was loaded at, as the engine's `ResourceForm` does: the save
 * sends that version; a save refused because someone saved since keeps everything typed and opens the shared
 * `ConflictDialog` (继续编辑, 加载最新, 覆盖保存 after it names the fields where the latest differs). The save's
 * mutation takes `meta: { conflictShown: true }`, so the dialog is said instead of the error toast.
 *
 * `load(record)` when the record is read (and after a save, with its answer); `submit(input)` saves and answers
 * whether it saved; a refusal other than a conflict is thrown for the page to mark at its fields.
 */
export function useVersionedSave<R extends VersionedRecord, I extends Input = Input>(o: {
  /** Saves the input on a version; answers the record as saved. */
  save: (input: I & { version?: number }) => Promise<R>;
  /** Reads the latest record (the query's refetch). */
  latest: () => Promise<R | undefined>;
  /** The labels of the fields the dialog compares, by the input's field names (none: it names no fields). */
  labels?: Readonly<Record<string, string>>;
  /** The latest record's values as this form's input, for the compare (the record itself by default). */
  valuesOf?: (latest: R) => Input;
  /** 加载最新: puts the latest record in the form. */
  onLoadLatest: (latest: R) => void;
  /** After a save (the first try or 覆盖保存): the page's own success (a toast, leaving the page). */
  onSaved: (saved: R) => void | Promise<void>;
}) {
  const message = useMessage();
  const version = useRef<number | undefined>(undefined);
  const [open, setOpen] = useState<{ conflict: Conflict; latest: R; input: I } | null>(null);
  const [overwriting, setOverwriting] = useState(false);
  // Stable, so a page may name it among an effect's dependencies.
  const load = useCallback((record: R | undefined) => {
    if (record) version.current = record.version;
  }, []);

  const showConflict = async (input: I) => {
    const latest = await o.latest().catch(() => undefined);
    if (!latest) {
      // The latest could not be read (gone, or the network): say what happened, keep the form as it is.
      void message.error(MSG_EXTRA.conflict);
      return;
    }
    const theirs = o.valuesOf ? o.valuesOf(latest) : (latest as unknown as Input);
    const changes = Object.entries(o.labels ?? {})
      .filter(([name]) => JSON.stringify(input[name] ?? null) !== JSON.stringify(theirs[name] ?? null))
      .map(([, label]) => label);
    setOpen({
      conflict: {
        updateDate: String(latest.updateDate ?? latest.updateTime ?? ''),
        version: latest.version,
        ...(o.labels ? { changes } : {}),
      },
      latest,
      input,
    });
  };

  const submit = async (input: I): Promise<boolean> => {
    let saved: R;
    try {
      const at = version.current === undefined ? {} : { version: version.current };
      saved = await o.save({ ...input, ...at });
    } catch (err) {
      if (!isConflict(err)) throw err;
      await showConflict(input);
      return false;
    }
    version.current = saved.version;
    setOpen(null);
    await o.onSaved(saved);
    return true;
  };

  return {
    /** The record as loaded: its version is the one the next save is made on. */
    load,
    submit,
    /** Props of the shared dialog: `<ConflictDialog what="店铺设置" {...dialog} />`. */
    dialog: {
      conflict: open?.conflict ?? null,
      busy: overwriting,
      onCancel: () => setOpen(null),
      onReload: () => {
        if (!open) return;
        version.current = open.latest.version;
        o.onLoadLatest(open.latest);
        setOpen(null);
      },
      onOverwrite: async () => {
        if (!open || overwriting) return;
        setOverwriting(true);
        version.current = open.conflict.version;
        try {
          await submit(open.input);
        } catch {
          // Told by the error policy (a field's refusal, the network); the dialog closes on the form as typed.
          setOpen(null);
        } finally {
          setOverwriting(false);
        }
      },
    },
  };
}
