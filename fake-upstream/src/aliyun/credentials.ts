import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { randomHex } from '../util/random.js';

/** The account id of the emulated Aliyun account (appears in ARNs). */
export const EMULATOR_ACCOUNT_ID = '1000000000000000';
export const DEFAULT_ROLE_ARN = `acs:ram::${EMULATOR_ACCOUNT_ID}:role/console-upload`;

const listOrOne = z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]);
const statementSchema = z.object({
  Effect: z.enum(['Allow', 'Deny']),
  Action: listOrOne,
  Resource: listOrOne,
  Condition: z.record(z.string(), z.unknown()).optional(),
});
export const policySchema = z.object({ Version: z.string().optional(), Statement: z.array(statementSchema).min(1) });
export type Policy = z.infer<typeof policySchema>;

export interface TempCredential {
  accessKeyId: string;
  accessKeySecret: string;
  securityToken: string;
  expiresAt: number;
  /** Null when AssumeRole was called without a policy: the role's own rights apply (everything here). */
  policy: Policy | null;
  roleArn: string;
  sessionName: string;
}

export interface RamKey {
  accessKeyId: string;
  accessKeySecret: string;
}

/** Keys expire; these are kept a while after expiry so a late request gets "expired", not "unknown". */
const KEEP_AFTER_EXPIRY_MS = 3600_000;
const MAX_KEYS = 20_000;

/** Text to JS RegExp for Aliyun's `*` and `?` wildcards. */
function wildcard(pattern: string, flags = ''): RegExp {
  const body = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${body}$`, flags);
}

const asList = (v: string | string[]) => (Array.isArray(v) ? v : [v]);

/** RAM policy evaluation: an explicit Deny wins, else any Allow, else denied. Actions ignore case. */
export function policyAllows(policy: Policy | null, action: string, resource: string): boolean {
  if (!policy) return true;
  const hits = (s: Policy['Statement'][number]) =>
    asList(s.Action).some((a) => wildcard(a, 'i').test(action)) &&
    asList(s.Resource).some((r) => wildcard(r).test(resource));
  if (policy.Statement.some((s) => s.Effect === 'Deny' && hits(s))) return false;
  return policy.Statement.some((s) => s.Effect === 'Allow' && hits(s));
}

/**
 * Temporary keys the STS emulator issues, with their secret, expiry and policy; the OSS emulator checks
 * requests against them. The RAM key itself is accepted too (a RAM user with rights on the bucket).
 */
export class CredentialStore {
  private readonly keys = new Map<string, TempCredential>();

  constructor(
    readonly ram: RamKey,
    private readonly now: () => number,
  ) {}

  issue(input: {
    roleArn: string;
    sessionName: string;
    durationSeconds: number;
    policy: Policy | null;
  }): TempCredential {
    const now = this.now();
    for (const [id, c] of this.keys) {
      if (c.expiresAt + KEEP_AFTER_EXPIRY_MS < now || this.keys.size > MAX_KEYS) this.keys.delete(id);
      else break;
    }
    const accessKeyId = `STS.${randomHex(12)}`;
    const cred: TempCredential = {
      accessKeyId,
      accessKeySecret: Buffer.from(randomHex(24), 'hex').toString('base64url'),
      // Real tokens are long opaque base64; the prefix mimics theirs.
      securityToken: `CAIS${Buffer.from(randomHex(96), 'hex').toString('base64')}`,
      // Whole seconds, as Aliyun's Expiration has no fraction.
      expiresAt: Math.floor(now / 1000) * 1000 + input.durationSeconds * 1000,
      policy: input.policy,
      roleArn: input.roleArn,
      sessionName: input.sessionName,
    };
    this.keys.set(accessKeyId, cred);
    return cred;
  }

  get(accessKeyId: string): TempCredential | undefined {
    return this.keys.get(accessKeyId);
  }

  /** Ends every key issued so far, as if their time had run out (tests of the browser's refresh). */
  expireAll(): number {
    const past = this.now() - 1000;
    for (const c of this.keys.values()) c.expiresAt = Math.min(c.expiresAt, past);
    return this.keys.size;
  }
}

/** `2025-11-23T10:15:00Z`: Aliyun's Expiration format. */
export const aliyunTime = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The JSON body AssumeRole answers with. */
export function assumeRoleResponse(cred: TempCredential, requestId: string) {
  return {
    RequestId: requestId,
    AssumedRoleUser: {
      AssumedRoleId: `3${createHmac('sha1', 'role').update(cred.roleArn).digest('hex').slice(0, 15)}:${cred.sessionName}`,
      Arn: `${cred.roleArn}/${cred.sessionName}`,
    },
    Credentials: {
      SecurityToken: cred.securityToken,
      AccessKeyId: cred.accessKeyId,
      AccessKeySecret: cred.accessKeySecret,
      Expiration: aliyunTime(cred.expiresAt),
    },
  };
}
