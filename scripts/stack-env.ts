/**
 * The environment of the local stack (`pnpm start`, `pnpm dev`, the browser tests): the gateway signs with
 * the fake upstream's secret and gets upload credentials from its STS emulator for its OSS emulator.
 */
export interface LocalStack {
  port: number;
  fakePort: number;
  secret: string;
}

export function fakeEnv(s: LocalStack): Record<string, string> {
  return {
    FAKE_PORT: String(s.fakePort),
    FAKE_PUBLIC_URL: `http://localhost:${s.fakePort}`,
    SIGN_SECRET: s.secret,
    OSS_ACCESS_KEY_ID: 'dev-ram-key',
    OSS_ACCESS_KEY_SECRET: 'dev-ram-secret',
  };
}

export function gatewayEnv(s: LocalStack, webRoot?: string): Record<string, string> {
  return {
    PORT: String(s.port),
    // The terminal shows the banner and warnings; LOG_LEVEL=info shows every request with its id.
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    UPSTREAM_URL: `http://127.0.0.1:${s.fakePort}`,
    SIGN_SECRET: s.secret,
    OSS_STS_ROLE_ARN: 'acs:ram::1000000000000000:role/console-upload',
    OSS_ACCESS_KEY_ID: 'dev-ram-key',
    OSS_ACCESS_KEY_SECRET: 'dev-ram-secret',
    OSS_STS_ENDPOINT: `http://127.0.0.1:${s.fakePort}/sts`,
    OSS_PUBLIC_ENDPOINT: `http://localhost:${s.fakePort}`,
    OSS_PATH_STYLE: '1',
    IMAGE_PROXY_ALLOW_PRIVATE: '1',
    ...(webRoot ? { WEB_ROOT: webRoot } : {}),
  };
}
