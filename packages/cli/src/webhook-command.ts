import { loadConfig, startWebhookServer } from '@weft/server';

/**
 * `weft webhook`: a webhook process for queue mode. Serves production webhooks
 * (`/webhook/*`, `/webhook-waiting/*`), `/healthz*` and `/metrics` on WEFT_PORT (5678), enqueues
 * the executions for the workers and answers each request with their result. Shares the database,
 * Redis and the encryption key with the main process. Runs until SIGINT or SIGTERM, then finishes
 * the requests in flight.
 */
export async function webhookCommand(_args: string[], out: (s: string) => void, err: (s: string) => void): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    err((e as Error).message);
    return 1;
  }
  let server;
  try {
    server = await startWebhookServer(config);
  } catch (e) {
    const error = e as NodeJS.ErrnoException;
    err(error.code === 'EADDRINUSE' ? `Port ${config.port} is in use; set WEFT_PORT to another port.` : `The Weft webhook process could not start: ${error.message}`);
    return 1;
  }
  out(`Weft webhook process is ready on ${config.baseUrl}/${config.endpointWebhook}/ (Redis ${server.cluster.settings.url})`);
  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  out('Stopping the Weft webhook process…');
  await server.close();
  return 0;
}
