/** Connections and identifier quoting for the MySQL node (mysql2). */
import type mysql from 'mysql2/promise';
import { lazyRequire } from '../shared/lazy-require.js';
import type { WorkflowNode } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import type { SqlDialect } from '../shared/sql/query-template.js';

const mysqlDriver = lazyRequire<typeof mysql>('mysql2/promise');

/**
 * A MySQL identifier quoted by the driver: `db.table` names two (dots inside a backticked part do
 * not split), a part already in backticks is taken as the name it quotes, any other backtick is
 * part of the name.
 */
export function escapeSqlIdentifier(identifier: string): string {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < identifier.length; i++) {
    const c = identifier[i]!;
    if (c === '`') {
      if (quoted && identifier[i + 1] === '`') {
        current += '``';
        i++;
        continue;
      }
      quoted = !quoted;
    }
    if (c === '.' && !quoted) {
      parts.push(current);
      current = '';
    } else current += c;
  }
  parts.push(current);
  return parts
    .map((part) => {
      const p = part.trim();
      const name = /^`(?:[^`]|``)*`$/.test(p) ? p.slice(1, -1).replace(/``/g, '`') : p;
      return mysqlDriver().escapeId(name, true);
    })
    .join('.');
}

/** MySQL's spelling: `?` placeholders (the driver escapes each value) and backticked identifiers. */
export const mySqlDialect: SqlDialect = { quoteIdentifier: escapeSqlIdentifier, placeholder: () => '?' };

/** Options that shape how values come back. */
export interface MySqlConnectOptions {
  nodeVersion?: number;
  largeNumbersOutput?: string;
  decimalNumbers?: boolean;
  connectTimeout?: number;
  /** Several statements in one query (typeVersion 2 and later; 1 refuses them, as n8n's does). */
  multipleStatements?: boolean;
}

/** One connection for a credential; the caller ends it. */
export async function connectMySql(
  node: WorkflowNode,
  credentials: Record<string, unknown>,
  options: MySqlConnectOptions,
): Promise<mysql.Connection> {
  if (credentials.sshTunnel === true)
    throw new NodeOperationError(node, 'SSH tunnels in MySQL credentials are not supported by Weft');
  const config: mysql.ConnectionOptions = {
    host: String(credentials.host ?? 'localhost'),
    port: Number(credentials.port ?? 3306),
    database: String(credentials.database ?? ''),
    user: String(credentials.user ?? ''),
    password: String(credentials.password ?? ''),
    multipleStatements: options.multipleStatements !== false,
    supportBigNumbers: true,
    decimalNumbers: options.decimalNumbers === true,
    connectTimeout: Number(options.connectTimeout ?? credentials.connectTimeout ?? 10000) || 10000,
  };
  if (credentials.ssl === true) {
    const ssl: Record<string, string> = {};
    if (credentials.caCertificate) ssl.ca = String(credentials.caCertificate);
    if (credentials.clientCertificate || credentials.clientPrivateKey) {
      ssl.cert = String(credentials.clientCertificate ?? '');
      ssl.key = String(credentials.clientPrivateKey ?? '');
    }
    config.ssl = ssl;
  }
  if (options.nodeVersion !== undefined && options.nodeVersion >= 2.1) config.dateStrings = true;
  if (options.largeNumbersOutput === 'text') config.bigNumberStrings = true;
  try {
    return await mysqlDriver().createConnection(config);
  } catch (error) {
    const e = error as Error & { code?: string };
    if (e.code === 'ECONNREFUSED' || String(e.message).includes('ECONNREFUSED'))
      throw new NodeOperationError(node, 'Connection refused', { description: e.message });
    throw new NodeOperationError(node, e.message || String(e), { description: e.code ? `code: ${e.code}` : undefined });
  }
}

/** A row value as JSON: dates as ISO strings, bytes as n8n shows a Buffer. */
export function jsonRows(rows: unknown[]): Array<Record<string, unknown>> {
  return JSON.parse(JSON.stringify(rows)) as Array<Record<string, unknown>>;
}
