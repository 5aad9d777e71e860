import { startWebhookServer } from '@weft/server';
import { serveUntilStopped } from './serve.js';

/**
 * `weft webhook`: a webhook process for queue mode. Serves production webhooks
 * (`/webhook/*`, `/webhook-waiting/*`), `/healthz*` and `/metrics` on WEFT_PORT (5678), enqueues
 * the executions for the workers and answers each request with their result. Shares the database,
 * Redis and the encryption key with the main process. Runs until SIGINT or SIGTERM, then finishes
 * the requests in flight.
 */
export function webhookCommand(_args: string[], out: (s: string) => void, err: (s: string) => void): Promise<number> {
  return serveUntilStopped(
    {
      name: 'The Weft webhook process',
      start: (config) => startWebhookServer(config),
      ready: (server, config) =>
        `Weft webhook process is ready on ${config.baseUrl}/${config.endpointWebhook}/ (Redis ${server.cluster.settings.url})`,
      stopping: 'Stopping the Weft webhook process…',
    },
    out,
    err,
  );
}
