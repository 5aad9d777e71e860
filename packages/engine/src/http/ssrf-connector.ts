/**
 * The SSRF guard at connect time: an undici connector whose DNS lookup refuses names that resolve
 * to a refused address, and which refuses IP literals before opening a socket. Every connection
 * of the engine's HTTP client (and of {@link guardedFetch}) goes through it, redirects included.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import type { Agent, buildConnector, fetch as undiciFetch } from 'undici';
import { undici } from './undici.js';
import { checkDestination, currentSsrfPolicy, SsrfBlockedError, type SsrfPolicy } from './ssrf-policy.js';

/** Where the connector takes its policy from (the current environment unless given). */
export type SsrfPolicySource = () => SsrfPolicy;

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A `dns.lookup` replacement that refuses a name when any address it resolves to is refused. */
export function guardedLookup(policy: SsrfPolicySource) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) {
        callback(error, []);
        return;
      }
      const current = policy();
      for (const { address } of addresses) {
        const refused = checkDestination(current, hostname, address);
        if (refused) {
          callback(new SsrfBlockedError(refused), []);
          return;
        }
      }
      if (options.all) callback(null, addresses);
      else callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** Checks a host name (or IP literal) before any lookup; throws {@link SsrfBlockedError} when refused. */
export function assertHostAllowed(host: string, policy: SsrfPolicy = currentSsrfPolicy()): void {
  const refused = checkDestination(policy, host);
  if (refused) throw new SsrfBlockedError(refused);
}

/** Resolves a host name and checks every address (for proxied calls, where the proxy connects). */
export async function assertResolvedHostAllowed(host: string, policy: SsrfPolicy = currentSsrfPolicy()): Promise<void> {
  assertHostAllowed(host, policy);
  const bare = host.replace(/^\[|\]$/g, '');
  if (isIP(bare)) return;
  const { lookup } = await import('node:dns/promises');
  let addresses: LookupAddress[];
  try {
    addresses = await lookup(bare, { all: true });
  } catch {
    return; // The proxy may resolve names this host cannot; the call fails there if the name is wrong.
  }
  for (const { address } of addresses) {
    const refused = checkDestination(policy, host, address);
    if (refused) throw new SsrfBlockedError(refused);
  }
}

/**
 * An undici connector that applies the SSRF policy: IP literals are checked before connecting,
 * names through {@link guardedLookup} on the addresses they resolve to.
 */
export function ssrfConnector(
  options: buildConnector.BuildOptions = {},
  policy: SsrfPolicySource = currentSsrfPolicy,
): buildConnector.connector {
  const connect = undici().buildConnector({ ...options, lookup: guardedLookup(policy) });
  return (opts, callback) => {
    try {
      assertHostAllowed(opts.hostname, policy());
    } catch (error) {
      callback(error as Error, null);
      return;
    }
    connect(opts, callback);
  };
}

/** An undici agent whose every connection passes the SSRF guard. */
export function ssrfAgent(
  options: { rejectUnauthorized?: boolean } = {},
  policy: SsrfPolicySource = currentSsrfPolicy,
): Agent {
  return new (undici().Agent)({ connect: ssrfConnector(options, policy) });
}

let sharedAgent: Agent | undefined;

/**
 * `fetch` (undici's) through the SSRF guard, for the host's own outgoing calls: credential tests,
 * OAuth token calls, imports from a URL. Redirects are followed through the same guard.
 */
export function guardedFetch(
  input: string | URL,
  init: Parameters<typeof undiciFetch>[1] = {},
): ReturnType<typeof undiciFetch> {
  sharedAgent ??= ssrfAgent();
  return undici().fetch(input, { ...init, dispatcher: sharedAgent });
}
