import { isPhone, MSG } from '@console/contracts';

export interface ApplyValues {
  name: string;
  phone: string;
}

export type ApplyCheck = { ok: true; values: ApplyValues } | { ok: false; level: 'warning' | 'error'; text: string };

/**
 * The apply form's checks, in the spec's order (section 5); the first failure is the only toast:
 * an empty contact name, then an empty phone (warnings), then a phone that is neither a landline nor a mobile
 * number (an error).
 */
export function checkApply(values: ApplyValues): ApplyCheck {
  const name = values.name.trim();
  const phone = values.phone.trim();
  if (!name) return { ok: false, level: 'warning', text: MSG.applyNameRequired };
  if (!phone) return { ok: false, level: 'warning', text: MSG.applyPhoneRequired };
  if (!isPhone(phone)) return { ok: false, level: 'error', text: MSG.applyPhoneInvalid };
  return { ok: true, values: { name, phone } };
}
