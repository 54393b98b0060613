import type { OssCredentials } from '@console/contracts';
import { describe, expect, it, vi } from 'vitest';
import type { WhoCalls, WhoCallsResolver } from '../access/who-calls.js';
import type { Caller } from '../trpc/router.js';
import type { StsIssuer } from './issuer.js';
import { uploadCredentials } from './upload-credentials.js';

const caller = (token: string | null): Caller => ({
  requestId: 'r',
  token,
  clientId: 'c',
  forward: {} as Caller['forward'],
});
const issued = { prefix: 'console/7/2026/12/07/' } as OssCredentials;
const who = (shopId: string | null) =>
  ({
    resolve: vi.fn(
      async (): Promise<WhoCalls> => ({ name: '张校长', roles: [], grants: { super: true, codes: new Set() }, shopId }),
    ),
  }) as unknown as WhoCallsResolver;
const sts = () => ({ issue: vi.fn(async () => issued) }) as unknown as StsIssuer & { issue: ReturnType<typeof vi.fn> };

describe('upload credentials', () => {
  it("are issued for the caller's own shop", async () => {
    const issuer = sts();
    await expect(uploadCredentials(issuer, who('7'), caller('t'), undefined)).resolves.toBe(issued);
    expect(issuer.issue).toHaveBeenCalledWith('7');
  });

  it('are refused to a session whose upstream names no shop, rather than a folder shared with others', async () => {
    const issuer = sts();
    await expect(uploadCredentials(issuer, who(null), caller('t'), undefined)).rejects.toMatchObject({
      info: { kind: 'badOutput', call: 'media.ossSign' },
    });
    expect(issuer.issue).not.toHaveBeenCalled();
  });

  it('are refused without a session', async () => {
    const issuer = sts();
    await expect(uploadCredentials(issuer, who('7'), caller(null), undefined)).rejects.toMatchObject({
      info: { kind: 'unauthorized' },
    });
  });
});
