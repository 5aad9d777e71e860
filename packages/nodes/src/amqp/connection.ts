/** AMQP 1.0 connections (rhea) for the AMQP Sender and AMQP Trigger, with n8n's option mapping. */
import type { ConnectionOptions, Container } from 'rhea';
import { lazyRequire } from '../shared/lazy-require.js';

const rhea = lazyRequire<typeof import('rhea')>('rhea');

/** A new rhea container (one per node run or trigger, so events never mix). */
export function amqpContainer(): Container {
  return rhea().create_container();
}

/** The connection options for an `amqp` credential (empty fields left to rhea) plus the node's own settings. */
export function amqpConnectOptions(
  credentials: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): ConnectionOptions {
  const host = String(credentials.hostname ?? '');
  return {
    host,
    hostname: host,
    port: Number(credentials.port ?? 5672),
    username: credentials.username ? String(credentials.username) : undefined,
    password: credentials.password ? String(credentials.password) : undefined,
    transport: credentials.transportType
      ? (String(credentials.transportType) as ConnectionOptions['transport'])
      : undefined,
    ...extra,
  } as ConnectionOptions;
}

/**
 * Opens and closes one connection without reconnecting, answering the peer's (or socket's)
 * refusal, or undefined when the credential works: a wrong credential fails fast instead of
 * reconnecting over and over.
 */
export async function amqpCredentialProblem(credentials: Record<string, unknown>): Promise<string | undefined> {
  const container = amqpContainer();
  let connection: ReturnType<Container['connect']> | undefined;
  try {
    await new Promise<void>((resolve, reject) => {
      container.on('connection_open', () => resolve());
      container.on('disconnected', (context) =>
        reject((context as { error?: Error }).error ?? new Error('unknown error')),
      );
      // A refused login arrives as a connection error (rhea throws it when nobody listens).
      container.on('connection_error', (context) => {
        const c = context as { error?: Error; connection?: { error?: Error; get_error?: () => Error | undefined } };
        reject(
          c.error ?? c.connection?.error ?? c.connection?.get_error?.() ?? new Error('The peer refused the connection'),
        );
      });
      container.on('error', (error: Error) => reject(error));
      connection = container.connect(amqpConnectOptions(credentials, { reconnect: false }));
    });
    return undefined;
  } catch (error) {
    return (error as Error).message;
  } finally {
    connection?.close();
  }
}
