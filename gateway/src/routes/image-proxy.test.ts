import { describe, expect, it } from 'vitest';
import { checkImageUrl, isPrivateAddress } from './image-proxy.js';

describe('image proxy address checks', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '::7f00:1',
    '64:ff9b::a00:1',
    'fe90::1',
  ])('%s is private', (ip) => expect(isPrivateAddress(ip)).toBe(true));
  it.each(['8.8.8.8', '172.32.0.1', '100.128.0.1', '2001:4860::8888'])('%s is public', (ip) =>
    expect(isPrivateAddress(ip)).toBe(false),
  );

  it('refuses other schemes and private hosts, unless private is allowed', async () => {
    expect(await checkImageUrl('file:///etc/passwd', true)).toBeNull();
    expect(await checkImageUrl('javascript:alert(1)', true)).toBeNull();
    expect(await checkImageUrl('not a url', true)).toBeNull();
    expect(await checkImageUrl('http://127.0.0.1/a.png', false)).toBeNull();
    expect(await checkImageUrl('http://[::1]/a.png', false)).toBeNull();
    expect(await checkImageUrl('http://[::ffff:127.0.0.1]/a.png', false)).toBeNull();
    expect((await checkImageUrl('http://127.0.0.1:9000/a.png', false, ['127.0.0.1:9000']))?.port).toBe('9000');
    expect(await checkImageUrl('http://127.0.0.1:9001/a.png', false, ['127.0.0.1:9000'])).toBeNull();
    expect(await checkImageUrl('http://localhost/a.png', false)).toBeNull();
    expect((await checkImageUrl('http://127.0.0.1/a.png', true))?.hostname).toBe('127.0.0.1');
    expect((await checkImageUrl('https://8.8.8.8/a.png', false))?.protocol).toBe('https:');
  });
});
