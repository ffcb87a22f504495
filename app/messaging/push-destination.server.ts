import dns from "node:dns";
import net from "node:net";
import { isLoopbackStandIn } from "~/utils/push-endpoint";
import { DeliveryError } from "./types";

/**
 * Where a push message may go. The server POSTs to whatever endpoint a member's browser gave, so a
 * host name is resolved before each send and refused when any of its addresses is in a private,
 * loopback, link-local or otherwise non-public range (IPv4 and IPv6, IPv4-mapped and NAT64 forms
 * read as the IPv4 address inside): a subscription must not make the server call machines on its
 * own network. The subscription schema already refuses IP literals and "localhost"; this catches a
 * public-looking name whose DNS points inside. The tests' stand-in push service (plain http on
 * loopback, `isLoopbackStandIn`) is the one exception, where the environment allows it.
 *
 * The check and fetch's own connection resolve the name separately: a name that changes its
 * answer in between (DNS rebinding with a zero TTL) is not caught here; a deployment that cares
 * restricts the app host's outbound traffic to the public internet (decision 034).
 */

export type LookupAll = (host: string) => Promise<Array<{ address: string }>>;

const systemLookup: LookupAll = (host) => dns.promises.lookup(host, { all: true, verbatim: true });

/** IPv4 ranges that are not the public internet: [first address, prefix length]. */
const PRIVATE_V4: Array<[string, number]> = [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (cloud metadata services live here)
  ["172.16.0.0", 12],
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.168.0.0", 16],
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
];

/** IPv6 ranges that are not the public internet (the IPv4-carrying ones are unwrapped first). */
const PRIVATE_V6: Array<[string, number]> = [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["64:ff9b:1::", 48], // local-use NAT64
  ["100::", 64], // discard-only
  ["2001::", 32], // Teredo
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
];

const blockedV4 = new net.BlockList();
for (const [address, prefix] of PRIVATE_V4) blockedV4.addSubnet(address, prefix, "ipv4");
const blockedV6 = new net.BlockList();
for (const [address, prefix] of PRIVATE_V6) blockedV6.addSubnet(address, prefix, "ipv6");

/** An IPv6 address as its eight 16-bit groups (a dotted IPv4 tail included), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address.replace(/%.*$/, "").toLowerCase();
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const part = (s: string) => (s ? s.split(":").map((g) => parseInt(g, 16)) : []);
  const head = part(halves[0]!);
  const tail = halves.length === 2 ? part(halves[1]!) : [];
  const fill = 8 - head.length - tail.length;
  if (halves.length === 1 ? fill !== 0 : fill < 0) return null;
  const groups = [...head, ...Array<number>(fill).fill(0), ...tail];
  return groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

const v4From = (hi: number, lo: number) => `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;

/** The IPv4 address an IPv6 one carries: IPv4-mapped, IPv4-compatible, NAT64 (64:ff9b::/96) or 6to4. */
function embeddedV4(g: number[]): string | null {
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && g[5] === 0xffff) return v4From(g[6]!, g[7]!); // ::ffff:a.b.c.d
  if (zeros(0, 6) && (g[6] !== 0 || g[7]! > 1)) return v4From(g[6]!, g[7]!); // ::a.b.c.d
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return v4From(g[6]!, g[7]!); // NAT64
  if (g[0] === 0x2002) return v4From(g[1]!, g[2]!); // 6to4
  return null;
}

/** Whether an address (IPv4 or IPv6 text) is outside the public internet. Anything unreadable is. */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address.replace(/%.*$/, ""));
  if (family === 4) return blockedV4.check(address, "ipv4");
  if (family !== 6) return true;
  const groups = ipv6Groups(address);
  if (!groups) return true;
  const v4 = embeddedV4(groups);
  if (v4) return blockedV4.check(v4, "ipv4");
  return blockedV6.check(groups.map((g) => g.toString(16)).join(":"), "ipv6");
}

/**
 * Refuses a push endpoint whose host is, or resolves to, a non-public address: a permanent delivery
 * failure (no retry sends it anywhere else). A name that does not resolve now is a retryable one.
 */
export async function assertPublicPushDestination(endpoint: string, lookup: LookupAll = systemLookup) {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new DeliveryError("Push endpoint refused: not a URL", true);
  }
  if (isLoopbackStandIn(url)) return;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  if (net.isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await lookup(host)).map((a) => a.address);
    } catch (error) {
      const code = (error as { code?: string }).code ?? (error instanceof Error ? error.message : String(error));
      throw new DeliveryError(`Push service host not found: ${host} (${code})`);
    }
    if (!addresses.length) throw new DeliveryError(`Push service host not found: ${host}`);
  }
  const inside = addresses.find(isPrivateAddress);
  if (inside) {
    throw new DeliveryError(`Push endpoint refused: ${host} resolves to a private network address (${inside})`, true);
  }
}
