import { startServer } from '@weft/server';
import { serveUntilStopped } from './serve.js';

/**
 * `weft start`: serves the editor and the API on WEFT_PORT (5678) with data under WEFT_HOME
 * (~/.weft), until SIGINT or SIGTERM, then shuts down gracefully.
 */
export function startCommand(_args: string[], out: (s: string) => void, err: (s: string) => void): Promise<number> {
  return serveUntilStopped(
    {
      name: 'Weft',
      start: startServer,
      ready: (_server, config) =>
        `Weft is ready on ${config.baseUrl} (data in ${config.home}, ${config.db.type === 'sqlite' ? 'SQLite' : 'PostgreSQL'})`,
      stopping: 'Stopping Weft…',
    },
    out,
    err,
  );
}
