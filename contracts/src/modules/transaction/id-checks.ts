/**
 * Checks of the numbers a withdrawal authentication carries, as the banks and the authorities define them:
 * the mainland resident ID number (GB 11643), a debit card number (Luhn, ISO/IEC 7812) and the unified social
 * credit code of a company (GB 32100). Each takes the text a person typed.
 */

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const ID_CHECK = '10X98765432';

/** The check character of the first 17 digits of an ID number. */
export function idCheckChar(body17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(body17[i]) * (ID_WEIGHTS[i] as number);
  return ID_CHECK[sum % 11] as string;
}

/**
 * An 18-character resident ID number: 17 digits and a check character (a digit or X), a birth date that
 * exists and is not after `today` ('YYYY-MM-DD'), and the right check character.
 */
export function isIdNumber(text: string, today: string): boolean {
  const v = text.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(v)) return false;
  const y = Number(v.slice(6, 10));
  const m = Number(v.slice(10, 12));
  const d = Number(v.slice(12, 14));
  const birth = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || birth.getUTCFullYear() !== y || birth.getUTCMonth() !== m - 1 || birth.getUTCDate() !== d)
    return false;
  if (`${v.slice(6, 10)}-${v.slice(10, 12)}-${v.slice(12, 14)}` > today) return false;
  return idCheckChar(v.slice(0, 17)) === v[17];
}

/** Whether a string of digits passes the Luhn check (the last digit checks the rest). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let n = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

/**
 * A personal debit card number: 16 to 19 digits passing the Luhn check (UnionPay cards all do). Company
 * accounts (对公账户) follow each bank's own scheme and have no check digit, so only their length is checked.
 */
export function isBankCardNo(text: string, personal: boolean): boolean {
  const v = text.replace(/\s/g, '');
  if (personal) return /^\d{16,19}$/.test(v) && passesLuhn(v);
  return /^\d{8,30}$/.test(v);
}

const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

/** The check character of the first 17 characters of a unified social credit code. */
export function creditCheckChar(body17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CREDIT_CHARS.indexOf(body17[i] as string) * (CREDIT_WEIGHTS[i] as number);
  return CREDIT_CHARS[(31 - (sum % 31)) % 31] as string;
}

/** An 18-character unified social credit code (统一社会信用代码) with the right check character. */
export function isCreditCode(text: string): boolean {
  const v = text.trim().toUpperCase();
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(v)) return false;
  return creditCheckChar(v.slice(0, 17)) === v[17];
}

/** What a page shows of an ID or card number: the first and last four characters. */
export function maskNumber(text: string): string {
  const v = text.replace(/\s/g, '');
  if (v.length <= 8) return v.replace(/.(?=.{2})/g, '*');
  return `${v.slice(0, 4)}${'*'.repeat(v.length - 8)}${v.slice(-4)}`;
}
