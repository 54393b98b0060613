/**
 * What a draft never keeps, declared once for every form: a field whose name says it is a password, a secret,
 * a payment or API key, or a certificate / private-key file (password, oldPassword, apiV3Key, privateKey,
 * accessKeySecret, certFile…), an identity or bank account number (提现认证's idNumber, bankCardNo,
 * creditCode), and any text that is a PEM block whatever its field is called. A browser's IndexedDB is
 * readable by anyone at the machine (a shared front-desk PC); these values are typed again rather than kept.
 */
const SECRET_NAME =
  /password|passwd|pwd|secret|private_?key|api_?v?\d*_?key|(?:pay|mch|sign)_?key|cert(?:ificate)?(?:_?(?:file|content|text))?$|pem$|id_?(?:card_?)?(?:number|no)$|bank_?card_?(?:number|no)$|credit_?code$/i;
const PEM_TEXT = /-----BEGIN [A-Z ]*(?:PRIVATE KEY|CERTIFICATE)-----/;

/** Whether a field of this name is never written to a draft. */
export function isSecretField(name: string): boolean {
  return SECRET_NAME.test(name);
}

/** Whether a value is a key or certificate's text (a .pem read into the form). */
function isSecretText(value: unknown): boolean {
  return typeof value === 'string' && PEM_TEXT.test(value);
}

/** The value without its secret fields, at any depth (a list of rows, an uploaded key file's object). */
export function withoutSecrets(value: unknown): unknown {
  if (isSecretText(value)) return undefined;
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (typeof value !== 'object' || value === null || !isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [name, v] of Object.entries(value)) {
    if (isSecretField(name) || isSecretText(v)) continue;
    out[name] = withoutSecrets(v);
  }
  return out;
}

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
