import { fileURLToPath } from 'node:url';
import { DockerComposeEnvironment, type StartedDockerComposeEnvironment, Wait } from 'testcontainers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayClient } from '../support/client.js';

/**
 * The docker-compose stack through testcontainers, where a Docker engine exists (`TEST_STACK=compose`): the
 * images build from their Dockerfiles, and through the proxy in front of the two gateway replicas the console
 * signs in, reads the overview and issues upload credentials against the fake upstream's container. Without an engine (this project's CI machines) the
 * default in-process stack of the other suites covers the same calls.
 */
const enabled = process.env.TEST_STACK === 'compose';
const root = fileURLToPath(new URL('../..', import.meta.url));

describe.runIf(enabled)('docker-compose stack', () => {
  let env: StartedDockerComposeEnvironment;
  let gatewayUrl: string;
  beforeAll(async () => {
    env = await new DockerComposeEnvironment(root, 'docker-compose.yml')
      .withBuild()
      .withWaitStrategy('redis-1', Wait.forHealthCheck())
      .withWaitStrategy('fake-upstream-1', Wait.forHealthCheck())
      .withWaitStrategy('gateway-a-1', Wait.forHealthCheck())
      .withWaitStrategy('gateway-b-1', Wait.forHealthCheck())
      .withWaitStrategy('proxy-1', Wait.forHealthCheck())
      .up();
    const proxy = env.getContainer('proxy-1');
    gatewayUrl = `http://${proxy.getHost()}:${proxy.getMappedPort(8080)}`;
  }, 600_000);
  afterAll(async () => {
    await env?.down();
  });

  it('signs in, reads the overview and issues STS credentials through the proxy and the replicas', async () => {
    const login = await gatewayClient(gatewayUrl).session.login.mutate({
      username: '13800000001',
      password: 'demo1234',
    });
    const client = gatewayClient(gatewayUrl, { token: login.token, productId: 1 });
    expect((await client.home.indexData.query()).shopName).toBe('启明星艺术培训学校');
    const cred = await client.media.ossSign.query();
    expect(cred.accessKeyId).toMatch(/^STS\./);
    expect(cred.prefix).toMatch(/^console\/1\/\d{4}\/\d{2}\/\d{2}\/$/);
  });

  it('serves the built console', async () => {
    const html = await (await fetch(`${gatewayUrl}/login`)).text();
    expect(html).toContain('<div id="root">');
  });
});
