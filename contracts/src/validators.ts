/**
 * Shared validators of spec §5. Each takes the text a person typed and says whether it passes. Their zod forms are
 * in validator-schemas.ts: a schema built at a module's top level is kept by the bundler wherever the module is
 * imported, and would bring zod into every chunk that checks a price or a phone number (the frame among them).
 */
const RE = {
  digits: /^\d+$/,
  twoDecimals: /^\d+(\.\d{1,2})?$/,
  price: /^(0|[1-9]\d*)(\.\d{1,2})?$/,
  positiveInt: /^[1-9]\d*$/,
  nonNegativeInt: /^(0|[1-9]\d*)$/,
  anyInt: /^(0|-?[1-9]\d*)$/,
  landline: /^\d{3,4}-\d{7,8}$/,
  mobile: /^1[3567849]\d{9}$/,
} as const;

const asText = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

export const isDigits = (v: unknown) => RE.digits.test(asText(v));
export const isTwoDecimals = (v: unknown) => RE.twoDecimals.test(asText(v));
export const isPrice = (v: unknown) => RE.price.test(asText(v));
export const isPriceNotZero = (v: unknown, options: { allowZero?: boolean } = {}) =>
  isPrice(v) && (options.allowZero === true || Number(asText(v)) !== 0);
export const isPositiveInt = (v: unknown) => RE.positiveInt.test(asText(v));
export const isNonNegativeInt = (v: unknown) => RE.nonNegativeInt.test(asText(v));
export const isInteger = (v: unknown) => RE.anyInt.test(asText(v));
export const isEmptyOrInteger = (v: unknown) => asText(v) === '' || isInteger(v);
export const isEmptyOrPrice = (v: unknown) => asText(v) === '' || isPrice(v);
export const isLandline = (v: unknown) => RE.landline.test(asText(v));
export const isMobile = (v: unknown) => RE.mobile.test(asText(v));
/** Landline (3-4 digit area code, hyphen, 7-8 digits) or mobile (1, one of 3,5,6,7,8,4,9, then 9 digits). */
export const isPhone = (v: unknown) => isLandline(v) || isMobile(v);
