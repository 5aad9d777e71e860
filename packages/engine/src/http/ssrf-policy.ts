/**
 * Which addresses outgoing HTTP calls may reach (server-side request forgery guard). Cloud
 * metadata endpoints and link-local ranges are refused by default; WEFT_SSRF_BLOCK_PRIVATE=true
 * also refuses private and loopback ranges; WEFT_SSRF_ALLOW and WEFT_SSRF_DENY take `,`-separated
 * host names and CIDRs. The check is made on the address a connection actually goes to (see
 * `ssrf-connector.ts`), so names that resolve to a refused address and redirects are caught too.
 */
import { BlockList, isIP } from 'node:net';

/** One entry of WEFT_SSRF_ALLOW / WEFT_SSRF_DENY: a host name (`*.x` or `.x` for subdomains) or a CIDR / address. */
type Rule =
  { kind: 'host'; text: string; host: string; subdomains: boolean } | { kind: 'net'; text: string; list: BlockList };

/** The guard's settings, as read from the environment. */
export interface SsrfPolicy {
  /** WEFT_SSRF_BLOCK_PRIVATE: also refuse private, loopback and unspecified addresses. */
  blockPrivate: boolean;
  /** WEFT_SSRF_ALLOW: hosts and CIDRs allowed even when a default rule would refuse them. */
  allow: Rule[];
  /** WEFT_SSRF_DENY: hosts and CIDRs always refused. */
  deny: Rule[];
}

/** Why a destination was refused: the rule, and what to set to allow it. */
export interface SsrfRefusal {
  rule: string;
  message: string;
}

/** An outgoing call refused by the SSRF guard. */
export class SsrfBlockedError extends Error {
  /** Stable code for callers: `ERR_SSRF_BLOCKED`. */
  readonly code = 'ERR_SSRF_BLOCKED';
  constructor(readonly refusal: SsrfRefusal) {
    super(refusal.message);
    this.name = 'SsrfBlockedError';
  }
}

function ranges(entries: Array<[string, number, 'ipv4' | 'ipv6']>): BlockList {
  const list = new BlockList();
  for (const [net, prefix, type] of entries) list.addSubnet(net, prefix, type);
  return list;
}

const METADATA_ADDRESSES = ranges([
  ['169.254.169.254', 32, 'ipv4'], // AWS, GCP, Azure, OpenStack, DigitalOcean...
  ['169.254.170.2', 32, 'ipv4'], // AWS ECS task metadata
  ['100.100.100.200', 32, 'ipv4'], // Alibaba Cloud
  ['fd00:ec2::254', 128, 'ipv6'], // AWS over IPv6
]);
const METADATA_HOSTS = new Set([
  'metadata.google.internal',
  'metadata.goog',
  'metadata',
  'instance-data',
  'instance-data.ec2.internal',
]);
const LINK_LOCAL = ranges([
  ['169.254.0.0', 16, 'ipv4'],
  ['fe80::', 10, 'ipv6'],
]);
const LOOPBACK = ranges([
  ['127.0.0.0', 8, 'ipv4'],
  ['::1', 128, 'ipv6'],
  ['0.0.0.0', 8, 'ipv4'],
  ['::', 128, 'ipv6'],
]);
const PRIVATE = ranges([
  ['10.0.0.0', 8, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'], // carrier-grade NAT
  ['fc00::', 7, 'ipv6'], // unique local
]);

/** An address as checked: IPv4-mapped IPv6 (`::ffff:10.0.0.1`) counts as its IPv4 address. */
export function normaliseAddress(address: string): { address: string; type: 'ipv4' | 'ipv6' } | undefined {
  let a = address.trim();
  if (a.startsWith('[') && a.endsWith(']')) a = a.slice(1, -1);
  const zone = a.indexOf('%');
  if (zone >= 0) a = a.slice(0, zone);
  const version = isIP(a);
  if (version === 4) return { address: a, type: 'ipv4' };
  if (version !== 6) return undefined;
  const mapped = /^(?:0{0,4}:){0,4}:?(?:0{0,4}:)?ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(a);
  if (mapped && isIP(mapped[1]!) === 4) return { address: mapped[1]!, type: 'ipv4' };
  const hexMapped = /^(?:0{0,4}:){0,4}:?(?:0{0,4}:)?ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(a);
  if (hexMapped) {
    const hi = parseInt(hexMapped[1]!, 16);
    const lo = parseInt(hexMapped[2]!, 16);
    return { address: `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`, type: 'ipv4' };
  }
  return { address: a.toLowerCase(), type: 'ipv6' };
}

function normaliseHost(host: string): string {
  let h = host.trim().toLowerCase();
  if (h.startsWith('[') && h.endsWith(']')) h = h.slice(1, -1);
  return h.replace(/\.$/, '');
}

function parseRules(text: string | undefined, variable: string): Rule[] {
  const rules: Rule[] = [];
  for (const raw of (text ?? '').split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    const slash = entry.lastIndexOf('/');
    const addressPart = slash >= 0 ? entry.slice(0, slash) : entry;
    const ip = normaliseAddress(addressPart);
    if (ip) {
      const prefix = slash >= 0 ? Number(entry.slice(slash + 1)) : ip.type === 'ipv4' ? 32 : 128;
      const max = ip.type === 'ipv4' ? 32 : 128;
      if (!Number.isInteger(prefix) || prefix < 0 || prefix > max) {
        throw new Error(
          `${variable} holds "${entry}": the prefix length of a CIDR must be a whole number from 0 to ${max}`,
        );
      }
      const list = new BlockList();
      list.addSubnet(ip.address, prefix, ip.type);
      rules.push({ kind: 'net', text: entry, list });
      continue;
    }
    if (slash >= 0 || !/^(\*\.|\.)?[a-z0-9_-]+(\.[a-z0-9_-]+)*\.?$/i.test(entry)) {
      throw new Error(
        `${variable} holds "${entry}": each entry must be a host name (optionally "*.example.com" for its subdomains), an IP address or a CIDR such as 10.0.0.0/8, separated by ","`,
      );
    }
    const subdomains = entry.startsWith('*.') || entry.startsWith('.');
    rules.push({ kind: 'host', text: entry, host: normaliseHost(entry.replace(/^\*?\./, '')), subdomains });
  }
  return rules;
}

function bool(v: string | undefined): boolean {
  return v === 'true' || v === '1';
}

/** Reads the guard's settings from WEFT_SSRF_BLOCK_PRIVATE, WEFT_SSRF_ALLOW and WEFT_SSRF_DENY; bad entries are refused by name. */
export function ssrfPolicyFromEnv(env: Record<string, string | undefined> = process.env): SsrfPolicy {
  return {
    blockPrivate: bool(env.WEFT_SSRF_BLOCK_PRIVATE),
    allow: parseRules(env.WEFT_SSRF_ALLOW, 'WEFT_SSRF_ALLOW'),
    deny: parseRules(env.WEFT_SSRF_DENY, 'WEFT_SSRF_DENY'),
  };
}

let cached: { key: string; policy: SsrfPolicy } | undefined;

/** The policy of the current environment (re-read when the variables change). */
export function currentSsrfPolicy(): SsrfPolicy {
  const env = process.env;
  const key = `${env.WEFT_SSRF_BLOCK_PRIVATE ?? ''}\u0000${env.WEFT_SSRF_ALLOW ?? ''}\u0000${env.WEFT_SSRF_DENY ?? ''}`;
  if (cached?.key !== key) cached = { key, policy: ssrfPolicyFromEnv(env) };
  return cached.policy;
}

function matches(rule: Rule, host: string, ip: { address: string; type: 'ipv4' | 'ipv6' } | undefined): boolean {
  if (rule.kind === 'net') return ip !== undefined && rule.list.check(ip.address, ip.type);
  return host === rule.host || (rule.subdomains && host.endsWith(`.${rule.host}`));
}

function refusal(rule: string, target: string, allowWith: string): SsrfRefusal {
  return {
    rule,
    message: `The request to ${target} was refused by Weft's outgoing-request guard (${rule}). ${allowWith}`,
  };
}

/**
 * Checks a destination: `host` is the name the request asked for, `address` the IP the connection
 * is about to use (omit it to check only the name). Answers why it is refused, or undefined.
 */
export function checkDestination(policy: SsrfPolicy, host: string, address?: string): SsrfRefusal | undefined {
  const name = normaliseHost(host);
  const ip = address !== undefined ? normaliseAddress(address) : normaliseAddress(name);
  const target = ip && ip.address !== name ? `${name} (${ip.address})` : name;
  const allowHint = `To allow it, add "${ip?.address ?? name}"${ip && !normaliseAddress(name) ? ` or "${name}"` : ''} to WEFT_SSRF_ALLOW.`;
  const denied = policy.deny.find((r) => matches(r, name, ip));
  if (denied)
    return refusal(
      `WEFT_SSRF_DENY entry "${denied.text}"`,
      target,
      `To allow it, remove "${denied.text}" from WEFT_SSRF_DENY.`,
    );
  if (policy.allow.some((r) => matches(r, name, ip))) return undefined;
  if (METADATA_HOSTS.has(name) || (ip && METADATA_ADDRESSES.check(ip.address, ip.type))) {
    return refusal('cloud metadata endpoint, blocked by default', target, allowHint);
  }
  if (ip && LINK_LOCAL.check(ip.address, ip.type))
    return refusal('link-local address, blocked by default', target, allowHint);
  if (policy.blockPrivate && ip) {
    if (LOOPBACK.check(ip.address, ip.type))
      return refusal('loopback address, blocked by WEFT_SSRF_BLOCK_PRIVATE=true', target, allowHint);
    if (PRIVATE.check(ip.address, ip.type))
      return refusal('private address, blocked by WEFT_SSRF_BLOCK_PRIVATE=true', target, allowHint);
  }
  return undefined;
}
