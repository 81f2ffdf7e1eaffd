import dns from 'node:dns';
import net from 'node:net';
import { Agent, type Dispatcher } from 'undici';

/*
 * Which addresses the server may connect to when it fetches something named by someone else:
 * public ones only. A host is resolved and checked before the request, and the connection's own
 * lookup checks again, so the checked address is the one connected (no DNS rebinding to
 * loopback, private or link-local ranges).
 */

export type ResolveAll = (hostname: string) => Promise<dns.LookupAddress[]>;

const blocked = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local (cloud metadata)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated)
  ['64:ff9b::', 96], // NAT64: an IPv4 address in disguise
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(address, prefix, 'ipv6');
}

/** IPv4-mapped IPv6 (::ffff:127.0.0.1, ::ffff:7f00:1) → the IPv4 address, else null. */
function mappedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:0{0,4}:){0,5}:?ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(lower);
  if (dotted && net.isIPv4(dotted[1]!)) return dotted[1]!;
  const hex = /^(?:0{0,4}:){0,5}:?ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) {
    const high = Number.parseInt(hex[1]!, 16);
    const low = Number.parseInt(hex[2]!, 16);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return null;
}

/** True for loopback, private, link-local, reserved and other non-public addresses; and non-IPs. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = net.isIPv6(bare) ? mappedIpv4(bare) : null;
  if (mapped) return blocked.check(mapped, 'ipv4');
  if (net.isIPv4(bare)) return blocked.check(bare, 'ipv4');
  if (net.isIPv6(bare)) return blocked.check(bare, 'ipv6');
  return true;
}

export class PrivateAddressError extends Error {
  override name = 'PrivateAddressError';
  readonly code = 'EPRIVATEADDRESS';
  constructor(hostname: string) {
    super(`${hostname} resolves to a private or reserved address`);
  }
}

export const systemResolve: ResolveAll = (hostname) =>
  dns.promises.lookup(hostname, { all: true, verbatim: true });

export async function resolvePublic(
  hostname: string,
  resolve: ResolveAll,
): Promise<dns.LookupAddress[]> {
  const addresses = await resolve(hostname);
  if (addresses.length === 0) throw new Error(`${hostname} has no address`);
  if (addresses.some((a) => isPrivateAddress(a.address))) throw new PrivateAddressError(hostname);
  return addresses;
}

/** A socket lookup that refuses private addresses, so the checked address is the one connected. */
function guardedLookup(resolve: ResolveAll): net.LookupFunction {
  return (hostname, options, callback) => {
    resolvePublic(hostname, resolve).then(
      (all) => {
        const wanted = options.family ? all.filter((a) => a.family === options.family) : all;
        const addresses = wanted.length > 0 ? wanted : all;
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

const agents = new WeakMap<ResolveAll, Dispatcher>();
export function guardedAgent(resolve: ResolveAll): Dispatcher {
  let agent = agents.get(resolve);
  if (!agent) {
    agent = new Agent({ connect: { lookup: guardedLookup(resolve), timeout: 10_000 } });
    agents.set(resolve, agent);
  }
  return agent;
}

export function hasPrivateAddressError(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; depth += 1) {
    if (e instanceof PrivateAddressError) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
