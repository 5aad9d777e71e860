import type { EventMessage } from '../message.js';

/** Sends events to one destination. `send` resolves once delivered and rejects otherwise. */
export interface EventSender {
  send(event: EventMessage, signal: AbortSignal): Promise<void>;
  /** Releases sockets (syslog); safe to call twice. */
  close(): void;
}

/** What senders need from the server: credentials for signed webhooks, the version for Sentry. */
export interface SenderDeps {
  /** Adds a credential's authentication (headers or query) to a request. */
  authenticate(
    credentialType: string,
    credentialId: string,
    request: { headers: Record<string, string>; qs: Record<string, string> },
  ): Promise<{ headers: Record<string, string>; qs: Record<string, string> }>;
  version: string;
  /** ms before an attempt counts as failed (a destination's own timeout wins). */
  timeoutMs: number;
}

/** Raised when a receiver did not take an event; the message says why (no secrets). */
export class DeliveryError extends Error {}
