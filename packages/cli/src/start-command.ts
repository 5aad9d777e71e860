import { loadConfig, startServer } from '@weft/server';

/**
 * `weft start`: serves the editor and the API on WEFT_PORT (5678) with data under WEFT_HOME
 * (~/.weft), until SIGINT or SIGTERM, then shuts down gracefully.
 */
export async function startCommand(_args: string[], out: (s: string) => void, err: (s: string) => void): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    err((e as Error).message);
    return 1;
  }
  let server;
  try {
    server = await startServer(config);
  } catch (e) {
    const error = e as NodeJS.ErrnoException;
    err(error.code === 'EADDRINUSE' ? `Port ${config.port} is in use; set WEFT_PORT to another port.` : `Weft could not start: ${error.message}`);
    return 1;
  }
  out(`Weft is ready on ${config.baseUrl} (data in ${config.home}, ${config.db.type === 'sqlite' ? 'SQLite' : 'PostgreSQL'})`);
  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  out('Stopping Weft…');
  await server.close();
  return 0;
}
