import { isIP } from 'node:net';

/** A browser as Mijn account names it: "Firefox op Windows", and whether it is a phone or tablet. */
export type Device = { browser: string | null; system: string | null; kind: 'phone' | 'tablet' | 'computer' | null };

// Order matters: Edge and Opera say Chrome too, Chrome says Safari, Android says Linux.
const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium|HeadlessChrome)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (userAgent: string, patterns: Array<[RegExp, string]>) =>
  patterns.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

/** What the user agent of a login says about the device; nulls for what it does not say. */
export function describeDevice(userAgent: string | null): Device {
  if (!userAgent) return { browser: null, system: null, kind: null };
  const browser = firstMatch(userAgent, BROWSERS);
  const system = firstMatch(userAgent, SYSTEMS);
  const kind =
    /\biPad\b|\bTablet\b/.test(userAgent) || (/\bAndroid\b/.test(userAgent) && !/\bMobile\b/.test(userAgent))
      ? 'tablet'
      : /\bMobile\b|\biPhone\b/.test(userAgent)
        ? 'phone'
        : browser || system
          ? 'computer'
          : null;
  return { browser, system, kind };
}

/** The kind of address a login came from: this machine, a private network, or the internet. */
export type AddressKind = 'loopback' | 'private' | 'public' | 'unknown';

/** Where a login came from, as far as its address tells without an outside database. */
export function addressKind(ip: string | null): AddressKind {
  if (!ip) return 'unknown';
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  const version = isIP(address);
  if (version === 4) {
    const [a = 0, b = 0] = address.split('.').map(Number);
    if (a === 127) return 'loopback';
    if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254))
      return 'private';
    if (a === 100 && b >= 64 && b <= 127) return 'private';
    return 'public';
  }
  if (version === 6) {
    const lower = address.toLowerCase();
    if (lower === '::1') return 'loopback';
    if (/^f[cd]/.test(lower) || /^fe[89ab]/.test(lower)) return 'private';
    return 'public';
  }
  return 'unknown';
}
