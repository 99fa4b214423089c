import { describe, expect, it } from 'vitest';
import { isPublicAddress, issuerReachableFromOutside } from './issuer-address';

describe('issuer addresses in production', () => {
  it.each([
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.20.0.5', false],
    ['192.168.1.10', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['::ffff:5db8:d70e', false],
    ['fd12:3456::1', false],
    ['fe80::1', false],
    ['93.184.215.14', true],
    ['2a00:1450:400e:80d::200e', true],
    ['geen-adres', false],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  it('refuses a host on this machine unless the operator allowed it', async () => {
    expect(await issuerReachableFromOutside(new URL('https://127.0.0.1:8443/realm'), [])).toBe(false);
    expect(await issuerReachableFromOutside(new URL('https://localhost/realm'), [])).toBe(false);
    expect(await issuerReachableFromOutside(new URL('https://[::1]/realm'), [])).toBe(false);
    expect(await issuerReachableFromOutside(new URL('https://[::ffff:127.0.0.1]/realm'), [])).toBe(false);
    expect(await issuerReachableFromOutside(new URL('https://localhost/realm'), ['localhost'])).toBe(true);
  });
});
