import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { parse } from 'node:querystring';
import type { FastifyInstance } from 'fastify';
import { assumeRoleResponse, type CredentialStore, type Policy, policySchema } from './credentials.js';

/** Aliyun's own escaping for the RPC signature: encodeURIComponent plus `!'()*`. */
const rpcEscape = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The RPC (`SignatureVersion 1.0`) signature: HMAC-SHA1 of `POST&%2F&{sorted params}` keyed `{secret}&`. */
export function rpcSignature(method: string, params: Record<string, string>, secret: string): string {
  const canonical = Object.keys(params)
    .filter((k) => k !== 'Signature')
    .sort()
    .map((k) => `${rpcEscape(k)}=${rpcEscape(params[k] ?? '')}`)
    .join('&');
  const text = `${method.toUpperCase()}&${rpcEscape('/')}&${rpcEscape(canonical)}`;
  return createHmac('sha1', `${secret}&`).update(text).digest('base64');
}

const MIN_SECONDS = 900;
const MAX_SECONDS = 3600;

/**
 * The STS AssumeRole emulator at `POST /sts` (form-encoded, as ali-oss's STS client sends it). It checks the
 * RAM key and the signature, honours DurationSeconds (900–3600) and Policy, and answers Aliyun's JSON.
 */
export function stsRoutes(app: FastifyInstance, store: CredentialStore): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, parse(String(body)));
  });
  const handler = async (req: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => {
    const requestId = randomUUID().toUpperCase();
    const refuse = (status: number, Code: string, Message: string) =>
      reply.status(status).send({ RequestId: requestId, HostId: 'sts.aliyuncs.com', Code, Message });
    const raw = (req.body ?? {}) as Record<string, string | string[] | undefined>;
    const params: Record<string, string> = {};
    for (const [k, v] of Object.entries(raw)) if (v !== undefined) params[k] = Array.isArray(v) ? v.join(',') : v;

    if (params.Action !== 'AssumeRole') return refuse(400, 'InvalidAction.NotFound', 'Specified api is not found.');
    if (params.AccessKeyId !== store.ram.accessKeyId)
      return refuse(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
    const expected = Buffer.from(rpcSignature('POST', params, store.ram.accessKeySecret));
    const given = Buffer.from(params.Signature ?? '');
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      return refuse(400, 'SignatureDoesNotMatch', 'Specified signature is not matched with our calculation.');
    if (!params.RoleArn?.startsWith('acs:ram::'))
      return refuse(400, 'InvalidParameter.RoleArn', 'The parameter RoleArn is wrongly formed.');
    const seconds = Number(params.DurationSeconds ?? MAX_SECONDS);
    if (!Number.isInteger(seconds) || seconds < MIN_SECONDS || seconds > MAX_SECONDS)
      return refuse(
        400,
        'InvalidParameter.DurationSeconds',
        `The DurationSeconds must be in range of ${MIN_SECONDS} to ${MAX_SECONDS}.`,
      );
    let policy: Policy | null = null;
    if (params.Policy) {
      try {
        policy = policySchema.parse(JSON.parse(params.Policy));
      } catch {
        return refuse(400, 'InvalidParameter.PolicyGrammar', 'The parameter Policy has not passed grammar check.');
      }
    }
    const cred = store.issue({
      roleArn: params.RoleArn,
      sessionName: params.RoleSessionName ?? 'app',
      durationSeconds: seconds,
      policy,
    });
    return reply.send(assumeRoleResponse(cred, requestId));
  };
  app.post('/sts', handler);
  app.post('/sts/', handler);
}
