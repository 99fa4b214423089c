import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses an administrator's issuer URL must not lead Koers to in production: its own machine,
 * private networks, link-local (the cloud's metadata service at 169.254.169.254) and the like.
 * Otherwise an organisation's administrator could make the server fetch from the network it runs in.
 */
const INTERNAL_V4 = new BlockList();
// Apart: a BlockList also matches IPv4 addresses against IPv6 rules for IPv4-mapped addresses.
const INTERNAL_V6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  INTERNAL_V4.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  // IPv4 written as IPv6 (::ffff:7f00:1) and NAT64: no issuer needs them.
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  INTERNAL_V6.addSubnet(network, prefix, 'ipv6');

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !INTERNAL_V4.check(address, 'ipv4');
  if (family === 6) return !INTERNAL_V6.check(address, 'ipv6');
  return false;
}

/** Whether every address the issuer's host resolves to is public, or the host is one the operator allowed. */
export async function issuerReachableFromOutside(
  issuer: URL,
  allowedPrivateHosts: readonly string[],
): Promise<boolean> {
  const host = issuer.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (allowedPrivateHosts.includes(host)) return true;
  const addresses = isIP(host) ? [{ address: host }] : await lookup(host, { all: true }).catch(() => []);
  return addresses.length > 0 && addresses.every(({ address }) => isPublicAddress(address));
}
