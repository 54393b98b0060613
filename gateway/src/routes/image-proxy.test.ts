import { describe, expect, it } from 'vitest';
import { checkImageUrl } from './image-proxy.js';

describe('image proxy address checks', () => {
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
