import type { EventMessage } from '../message.js';
import type { WebhookDestination } from './options.js';
import { DeliveryError, type EventSender, type SenderDeps } from './sender.js';

/** The query parameters a GET or HEAD webhook carries instead of a body. */
function eventAsQuery(event: EventMessage): Record<string, string> {
  return {
    id: event.id,
    ts: event.ts,
    eventName: event.eventName,
    message: event.message,
    payload: JSON.stringify(event.payload),
  };
}

/**
 * Sends each event to a webhook destination's URL: a JSON body (the event, with its `id`) for every
 * method but GET and HEAD, which carry it as query parameters; the event id also travels in the
 * `X-Weft-Event-Id` header. Delivered means a 2xx answer (or exactly `expectedStatusCode`).
 */
export function webhookSender(options: WebhookDestination, deps: SenderDeps): EventSender {
  return {
    async send(event, signal) {
      let headers: Record<string, string> = { 'x-weft-event-id': event.id };
      let qs: Record<string, string> = {};
      if (options.sendHeaders !== false)
        for (const { name, value } of options.headerParameters?.parameters ?? []) headers[name] = value;
      if (options.sendQuery !== false)
        for (const { name, value } of options.queryParameters?.parameters ?? []) qs[name] = value;
      const bodyless = options.method === 'GET' || options.method === 'HEAD';
      if (bodyless) qs = { ...qs, ...eventAsQuery(event) };
      else headers['content-type'] = 'application/json';
      if (options.authentication === 'genericCredentialType' && options.genericAuthType) {
        const ref = options.credentials?.[options.genericAuthType];
        if (!ref) throw new DeliveryError(`The destination has no ${options.genericAuthType} credential`);
        ({ headers, qs } = await deps.authenticate(options.genericAuthType, ref.id, { headers, qs }));
      }
      const url = new URL(options.url);
      for (const [k, v] of Object.entries(qs)) url.searchParams.append(k, v);
      const timeout = AbortSignal.timeout(options.options?.timeout ?? deps.timeoutMs);
      let res: Response;
      try {
        res = await fetch(url, {
          method: options.method,
          headers,
          body: bodyless ? undefined : JSON.stringify(event),
          redirect: options.options?.redirect?.followRedirects === false ? 'manual' : 'follow',
          signal: AbortSignal.any([signal, timeout]),
        });
        await res.arrayBuffer().catch(() => undefined);
      } catch (e) {
        const cause = (e as { cause?: { code?: string } }).cause?.code;
        throw new DeliveryError(
          `${options.method} ${url.origin}${url.pathname} failed: ${cause ?? (e as Error).message}`,
        );
      }
      const delivered = options.responseCodeMustMatch
        ? res.status === options.expectedStatusCode
        : res.status >= 200 && res.status < 300;
      if (!delivered) throw new DeliveryError(`${options.method} ${url.origin}${url.pathname} answered ${res.status}`);
    },
    close() {},
  };
}
