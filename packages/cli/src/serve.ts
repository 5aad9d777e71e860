import { loadConfig, type ServerConfig } from '@weft/server';

/** What a long-running `weft` process needs: how to start it and what to say. */
export interface ServeOptions<T extends { close(): Promise<void> }> {
  /** Names the process in messages, e.g. 'Weft' or 'The Weft webhook process'. */
  name: string;
  start(config: ServerConfig): Promise<T>;
  ready(server: T, config: ServerConfig): string;
  stopping: string;
}

/**
 * Runs a server process: reads the configuration, starts it (a clear message when the port is
 * taken or anything else fails), and closes it gracefully on SIGINT or SIGTERM.
 */
export async function serveUntilStopped<T extends { close(): Promise<void> }>(
  options: ServeOptions<T>,
  out: (s: string) => void,
  err: (s: string) => void,
): Promise<number> {
  let config: ServerConfig;
  try {
    config = loadConfig();
  } catch (e) {
    err((e as Error).message);
    return 1;
  }
  let server: T;
  try {
    server = await options.start(config);
  } catch (e) {
    const error = e as NodeJS.ErrnoException;
    err(
      error.code === 'EADDRINUSE'
        ? `Port ${config.port} is in use; set WEFT_PORT to another port.`
        : `${options.name} could not start: ${error.message}`,
    );
    return 1;
  }
  out(options.ready(server, config));
  await new Promise<void>((resolve) => {
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
  });
  out(options.stopping);
  await server.close();
  return 0;
}
