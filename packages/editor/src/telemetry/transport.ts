/**
 * Sends telemetry batches to this instance's `POST /rest/telemetry/events` (never anywhere else).
 * A normal flush is a fetch; on page hide `navigator.sendBeacon` (or a keepalive fetch where
 * beacons are missing or refused) so the last events survive the page going away.
 */
import { REST_BASE } from '../api/client';
import type { QueuedEvent, SendOutcome } from './batcher';

/** Where the editor posts its events. */
export const TELEMETRY_ENDPOINT = `${REST_BASE}/telemetry/events`;

/** Sends one batch; see the file comment. Never throws and never shows a toast. */
export async function sendTelemetryBatch(events: QueuedEvent[], unloading: boolean): Promise<SendOutcome> {
  const body = JSON.stringify({ events });
  if (unloading && typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
    try {
      if (navigator.sendBeacon(TELEMETRY_ENDPOINT, new Blob([body], { type: 'application/json' }))) return 'sent';
    } catch {
      /* fall back to a keepalive fetch */
    }
  }
  try {
    const response = await fetch(TELEMETRY_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body,
      credentials: 'same-origin',
      keepalive: unloading,
    });
    if (response.ok) return 'sent';
    return response.status >= 400 && response.status < 500 ? 'refused' : 'failed';
  } catch {
    return 'failed';
  }
}
