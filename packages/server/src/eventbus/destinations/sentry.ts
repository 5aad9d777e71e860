import { hostname } from 'node:os';
import type { EventMessage } from '../message.js';
import type { SentryDestination } from './options.js';
import { DeliveryError, type EventSender, type SenderDeps } from './sender.js';

/** Where a DSN's events go and how to sign them. */
export interface SentryTarget {
  /** `<scheme>://<host>[/<path>]/api/<project>/envelope/` */
  envelopeUrl: string;
  publicKey: string;
}

/** Splits a DSN (`https://<key>@<host>[/<path>]/<project>`) into its envelope endpoint and key. */
export function sentryTarget(dsn: string): SentryTarget {
  const url = new URL(dsn);
  const parts = url.pathname.split('/').filter(Boolean);
  const project = parts.pop();
  if (!url.username || !project) throw new DeliveryError('The Sentry DSN has no public key or project id');
  const prefix = parts.length ? `/${parts.join('/')}` : '';
  return {
    envelopeUrl: `${url.protocol}//${url.host}${prefix}/api/${project}/envelope/`,
    publicKey: decodeURIComponent(url.username),
  };
}

/** Sentry's level for an event. */
function levelOf(eventName: string): 'error' | 'warning' | 'info' {
  if (eventName.endsWith('.login.failed')) return 'warning';
  return eventName.endsWith('.failed') ? 'error' : 'info';
}

/**
 * An event as a Sentry envelope: a header, an item header and the Sentry event, one JSON per line.
 * Sentry's `event_id` is the Weft event id without dashes, so Sentry itself drops duplicates.
 */
export function sentryEnvelope(event: EventMessage, dsn: string, version: string): string {
  const eventId = event.id.replace(/-/g, '');
  const sentryEvent = {
    event_id: eventId,
    timestamp: Date.parse(event.ts) / 1000,
    platform: 'node',
    level: levelOf(event.eventName),
    logger: 'weft.eventbus',
    server_name: hostname(),
    release: `weft@${version}`,
    message: { formatted: event.message },
    tags: { event: event.eventName, weftEventId: event.id },
    extra: { ...event.payload, eventName: event.eventName, eventId: event.id },
  };
  return [
    JSON.stringify({ event_id: eventId, sent_at: new Date().toISOString(), dsn }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify(sentryEvent),
  ].join('\n');
}

/** Sends events to a Sentry project over HTTP (the envelope endpoint), no SDK. Delivered means 2xx. */
export function sentrySender(options: SentryDestination, deps: SenderDeps): EventSender {
  return {
    async send(event, signal) {
      const target = sentryTarget(options.dsn);
      let res: Response;
      try {
        res = await fetch(target.envelopeUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-sentry-envelope',
            'x-sentry-auth': `Sentry sentry_version=7, sentry_key=${target.publicKey}, sentry_client=weft/${deps.version}`,
          },
          body: sentryEnvelope(event, options.dsn, deps.version),
          signal: AbortSignal.any([signal, AbortSignal.timeout(deps.timeoutMs)]),
        });
        await res.arrayBuffer().catch(() => undefined);
      } catch (e) {
        const cause = (e as { cause?: { code?: string } }).cause?.code;
        throw new DeliveryError(`Sentry ${new URL(target.envelopeUrl).host} failed: ${cause ?? (e as Error).message}`);
      }
      if (res.status < 200 || res.status >= 300)
        throw new DeliveryError(`Sentry ${new URL(target.envelopeUrl).host} answered ${res.status}`);
    },
    close() {},
  };
}
