import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from './private-address.js';

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::',
    '::1',
    'fd00::1',
    'fe80::1',
    'fe90::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '::7f00:1',
    '64:ff9b::a00:1',
    '64:ff9b::a9fe:a9fe',
  ])('%s is private', (ip) => expect(isPrivateAddress(ip)).toBe(true));

  it.each(['8.8.8.8', '172.32.0.1', '100.128.0.1', '2001:4860::8888', '::ffff:808:808'])('%s is public', (ip) =>
    expect(isPrivateAddress(ip)).toBe(false),
  );
});
