/** Opens PostgreSQL connections for the Postgres node from its credential and options. */
import type pg from 'pg';
import { lazyRequire } from '../shared/lazy-require.js';

const pgDriver = lazyRequire<typeof pg>('pg');
import type { WorkflowNode } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';

/** How the node's options shape values read from the server. */
export interface PostgresReadOptions {
  /** `numbers`: BIGINT and NUMERIC come back as numbers (n8n's largeNumbersOutput). */
  largeNumbersOutput?: string;
  /** Seconds to wait for the connection (option connectionTimeout, 30 by default). */
  connectionTimeout?: number;
}

const INT8 = 20;
const NUMERIC = 1700;

/** A connected client for a credential; the caller ends it. */
export async function connectPostgres(
  node: WorkflowNode,
  credentials: Record<string, unknown>,
  options: PostgresReadOptions,
): Promise<pg.Client> {
  if (credentials.sshTunnel === true)
    throw new NodeOperationError(node, 'SSH tunnels in Postgres credentials are not supported by Weft');
  const numbers = options.largeNumbersOutput === 'numbers';
  const types = {
    getTypeParser: ((oid: number, format?: string) => {
      if (numbers && oid === INT8) return (value: string) => parseInt(value, 10);
      if (numbers && oid === NUMERIC) return (value: string) => parseFloat(value);
      // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-assignment -- pg asks for any type OID, user-defined types' included, which pg-types' TypeId enum does not list
      return pgDriver().types.getTypeParser(oid, format as 'text');
    }) as typeof pg.types.getTypeParser,
  };
  let ssl: pg.ClientConfig['ssl'];
  if (credentials.allowUnauthorizedCerts === true) ssl = { rejectUnauthorized: false };
  else if (credentials.ssl === 'require') ssl = true;
  else if (credentials.ssl === 'allow') ssl = { rejectUnauthorized: false };
  const timeout = Number(options.connectionTimeout ?? 30);
  const client = new (pgDriver().Client)({
    host: String(credentials.host ?? 'localhost'),
    port: Number(credentials.port ?? 5432),
    database: String(credentials.database ?? 'postgres'),
    user: String(credentials.user ?? 'postgres'),
    password: String(credentials.password ?? ''),
    ssl,
    types,
    connectionTimeoutMillis: timeout > 0 ? timeout * 1000 : undefined,
  });
  client.on('error', () => {
    // A dropped connection surfaces as the failing query's error.
  });
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw connectionError(node, error as Error);
  }
  return client;
}

/** n8n's wording for connection failures: "Connection refused", "Host not found", "Connection timed out". */
export function connectionError(
  node: WorkflowNode,
  error: Error & { code?: string; address?: string; port?: number },
): NodeOperationError {
  const where = error.address ? `${error.address}${error.port ? `:${error.port}` : ''}` : undefined;
  const message = error.message ?? String(error);
  if (error.code === 'ECONNREFUSED' || message.includes('ECONNREFUSED'))
    return new NodeOperationError(node, 'Connection refused', { description: where ?? message });
  if (error.code === 'ENOTFOUND' || message.includes('ENOTFOUND'))
    return new NodeOperationError(node, 'Host not found', { description: where ?? message });
  if (error.code === 'ETIMEDOUT' || /timeout/i.test(message))
    return new NodeOperationError(node, 'Connection timed out', { description: where ?? message });
  return new NodeOperationError(node, message);
}
