import type { IncomingHttpHeaders } from 'node:http';
import type { CredentialStore } from './credentials.js';
import type { OssRefusal } from './oss-auth.js';

/**
 * One rule of the bucket's overwrite protection (OSS PutBucketOverwriteConfig, Action `forbid`): objects under
 * `prefix` cannot be overwritten by the principals named (role ARNs of the STS credentials), or by anyone when
 * none are. The console's deployment sets one for the upload role: a shop's temporary credentials can add
 * objects under their folder and never replace one, whoever learnt its key from a page.
 */
export interface OverwriteRule {
  prefix: string;
  principals?: readonly string[];
}

export const FILE_ALREADY_EXISTS: OssRefusal = {
  status: 409,
  code: 'FileAlreadyExists',
  message: 'The object you specified already exists and can not be overwritten.',
};

/** The role the request's temporary key was issued for, or null for the RAM key and anonymous requests. */
function principalOf(headers: IncomingHttpHeaders, store: CredentialStore): string | null {
  const keyId = /^OSS ([^:\s]+):/.exec(String(headers.authorization ?? ''))?.[1];
  return keyId ? (store.get(keyId)?.roleArn ?? null) : null;
}

/**
 * Whether a write of `key` must not replace an existing object: the request asks so itself
 * (`x-oss-forbid-overwrite: true`, as ali-oss sends it from `headers`), or a bucket rule matches its key and
 * principal. The caller refuses with FileAlreadyExists when the object is there.
 */
export function overwriteForbidden(
  key: string,
  headers: IncomingHttpHeaders,
  rules: readonly OverwriteRule[],
  store: CredentialStore,
): boolean {
  if (String(headers['x-oss-forbid-overwrite'] ?? '').toLowerCase() === 'true') return true;
  const principal = principalOf(headers, store);
  return rules.some(
    (r) =>
      key.startsWith(r.prefix) &&
      (!r.principals || r.principals.length === 0 || (principal !== null && r.principals.includes(principal))),
  );
}
