import { describe, expect, it } from 'vitest';
import { addressKind, describeDevice } from './user-agent';

describe('describeDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 Edg/124.0',
      { browser: 'Edge', system: 'Windows', kind: 'computer' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      { browser: 'Safari', system: 'macOS', kind: 'computer' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      { browser: 'Safari', system: 'iOS', kind: 'phone' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
      { browser: 'Chrome', system: 'Android', kind: 'phone' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
      { browser: 'Chrome', system: 'Android', kind: 'tablet' },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
      { browser: 'Firefox', system: 'Linux', kind: 'computer' },
    ],
    ['curl/8.5.0', { browser: null, system: null, kind: null }],
    [null, { browser: null, system: null, kind: null }],
  ])('%s', (userAgent, device) => {
    expect(describeDevice(userAgent)).toEqual(device);
  });
});

describe('addressKind', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:192.168.1.20', 'private'],
    ['10.1.2.3', 'private'],
    ['172.20.0.5', 'private'],
    ['172.32.0.5', 'public'],
    ['fd00::1', 'private'],
    ['145.97.1.1', 'public'],
    ['2001:db8::1', 'public'],
    ['geen adres', 'unknown'],
    [null, 'unknown'],
  ])('%s is %s', (ip, kind) => {
    expect(addressKind(ip)).toBe(kind);
  });
});
