import { conflict } from '../errors.js';

/**
 * A record a module keeps by hand (a shop's settings, an account, a lead, a tag): like a resource's stored row
 * (`ResourceStore.changed`), its version advances on every change, so a version a person loaded is stale the
 * moment anything about the record changed.
 */
export interface Versioned {
  version: number;
}

/** Refuses (nothing written) a change made on a version the record has left; a call without one is not checked. */
export function checkVersion(record: Versioned, version: number | undefined): void {
  if (version !== undefined && version !== record.version) throw conflict();
}

/** Records a change of the record: called by every handler that changes it. */
export function advance(record: Versioned): void {
  record.version += 1;
}
