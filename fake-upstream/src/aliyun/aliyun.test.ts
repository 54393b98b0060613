import { describe, expect, it } from 'vitest';
import { CredentialStore, policyAllows } from './credentials.js';
import { authorize, canonicalString, uploadPolicy } from './oss-auth.js';
import { overwriteForbidden } from './overwrite.js';
import { rpcSignature } from './sts-route.js';

describe('RAM policy evaluation', () => {
  const policy = uploadPolicy('media', 'shop1/2026/11/23/');
  it('allows PutObject under the prefix only', () => {
    expect(policyAllows(policy, 'oss:PutObject', 'acs:oss:oss-cn-beijing:1:media/shop1/2026/11/23/a.png')).toBe(true);
    expect(policyAllows(policy, 'oss:putobject', 'acs:oss:x:1:media/shop1/2026/11/23/sub/a.png')).toBe(true);
    expect(policyAllows(policy, 'oss:PutObject', 'acs:oss:x:1:media/shop1/2026/11/24/a.png')).toBe(false);
    expect(policyAllows(policy, 'oss:GetObject', 'acs:oss:x:1:media/shop1/2026/11/23/a.png')).toBe(false);
    expect(policyAllows(policy, 'oss:PutObject', 'acs:oss:x:1:other/shop1/2026/11/23/a.png')).toBe(false);
  });
  it('lets an explicit Deny win', () => {
    const p = {
      Statement: [
        { Effect: 'Allow' as const, Action: 'oss:*', Resource: '*' },
        { Effect: 'Deny' as const, Action: 'oss:PutObject', Resource: 'acs:oss:*:*:media/secret/*' },
      ],
    };
    expect(policyAllows(p, 'oss:PutObject', 'acs:oss:x:1:media/secret/a')).toBe(false);
    expect(policyAllows(p, 'oss:PutObject', 'acs:oss:x:1:media/open/a')).toBe(true);
  });
});

describe('OSS V1 canonical string', () => {
  it('holds verb, md5, type, date, sorted x-oss headers and the resource with sub-resources', () => {
    const text = canonicalString({
      method: 'put',
      headers: {
        'content-type': 'image/png',
        'x-oss-date': 'Mon, 23 Nov 2026 10:00:00 GMT',
        'x-oss-security-token': 'T',
        'x-oss-b': ' 2 ',
      },
      bucket: 'media',
      region: 'oss-cn-beijing',
      key: '店/a.png',
      query: new URLSearchParams('partNumber=2&uploadId=U&foo=bar'),
    });
    expect(text).toBe(
      'PUT\n\nimage/png\nMon, 23 Nov 2026 10:00:00 GMT\nx-oss-b:2\nx-oss-date:Mon, 23 Nov 2026 10:00:00 GMT\nx-oss-security-token:T\n/media/店/a.png?partNumber=2&uploadId=U',
    );
  });

  it('refuses unsigned, unknown-key and malformed requests before looking at the policy', () => {
    const store = new CredentialStore({ accessKeyId: 'ram', accessKeySecret: 'secret' }, () => 0);
    const base = { method: 'PUT', bucket: 'media', region: 'r', key: 'k', query: new URLSearchParams() };
    expect(authorize({ ...base, headers: {} }, 'oss:PutObject', store, 0)?.code).toBe('AccessDenied');
    expect(authorize({ ...base, headers: { authorization: 'Bearer x' } }, 'oss:PutObject', store, 0)?.code).toBe(
      'InvalidArgument',
    );
    expect(
      authorize({ ...base, headers: { authorization: 'OSS STS.nope:sig' } }, 'oss:PutObject', store, 0)?.code,
    ).toBe('InvalidAccessKeyId');
  });
});

describe('STS RPC signature', () => {
  it('matches the documented Aliyun example shape: sorted, escaped, keyed with "&"', () => {
    const params = { Action: 'AssumeRole', Format: 'JSON', Timestamp: '2026-11-23T10:00:00Z', Policy: '{"a":"b*"}' };
    const a = rpcSignature('POST', params, 'secret');
    expect(a).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(rpcSignature('POST', { ...params, Signature: a }, 'secret')).toBe(a);
    expect(rpcSignature('POST', { ...params, Format: 'XML' }, 'secret')).not.toBe(a);
    expect(rpcSignature('POST', params, 'other')).not.toBe(a);
  });
});

describe('overwrite protection', () => {
  const store = new CredentialStore({ accessKeyId: 'ram', accessKeySecret: 'secret' }, () => 0);
  const upload = store.issue({
    roleArn: 'acs:ram::1:role/upload',
    sessionName: 's',
    durationSeconds: 900,
    policy: null,
  });
  const other = store.issue({ roleArn: 'acs:ram::1:role/admin', sessionName: 's', durationSeconds: 900, policy: null });
  const signedBy = (keyId: string) => ({ authorization: `OSS ${keyId}:sig` });
  const rules = [{ prefix: 'console/', principals: ['acs:ram::1:role/upload'] }];
  it("forbids the rule's principals under its prefix, and no one else", () => {
    expect(overwriteForbidden('console/1/a.png', signedBy(upload.accessKeyId), rules, store)).toBe(true);
    expect(overwriteForbidden('seed/a.png', signedBy(upload.accessKeyId), rules, store)).toBe(false);
    expect(overwriteForbidden('console/1/a.png', signedBy(other.accessKeyId), rules, store)).toBe(false);
    expect(overwriteForbidden('console/1/a.png', signedBy('ram'), rules, store)).toBe(false);
  });
  it('forbids anyone under a rule with no principals, and any request that asks so itself', () => {
    expect(overwriteForbidden('x', signedBy('ram'), [{ prefix: '' }], store)).toBe(true);
    expect(overwriteForbidden('x', { ...signedBy('ram'), 'x-oss-forbid-overwrite': 'true' }, [], store)).toBe(true);
    expect(overwriteForbidden('x', { ...signedBy('ram'), 'x-oss-forbid-overwrite': 'false' }, [], store)).toBe(false);
  });
});
