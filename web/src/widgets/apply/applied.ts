import { readJson, readText, writeJson, writeText } from '../../session/storage';

const isIdList = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => typeof x === 'number');

/** Product ids this browser already applied for (spec §4): the dialog opens on success for them. */
export function appliedProducts(): number[] {
  return readJson('appliedProducts', isIdList) ?? [];
}

export function markApplied(productId: number): void {
  const ids = appliedProducts();
  if (!ids.includes(productId)) writeJson('appliedProducts', [...ids, productId]);
}

/** The contact last sent (pop_contactName, pop_phone), offered again next time. */
export function lastContact(): { name: string | null; phone: string | null } {
  return { name: readText('popContactName'), phone: readText('popPhone') };
}

export function rememberContact(name: string, phone: string): void {
  writeText('popContactName', name);
  writeText('popPhone', phone);
}
