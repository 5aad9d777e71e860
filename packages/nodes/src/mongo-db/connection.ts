/** Connections of the MongoDB node: the connection string from the credential, TLS, and the client (the `mongodb` driver, loaded on first use). */
import type { MongoClient } from 'mongodb';
import { createSecureContext } from 'node:tls';
import type { WorkflowNode } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { lazyRequire } from '../shared/lazy-require.js';

/** The driver, `require`d when a MongoDB node first runs. */
export const mongoDriver = lazyRequire<typeof import('mongodb')>('mongodb');

/** Where to connect and which database to use. */
export interface MongoTarget {
  connectionString: string;
  database: string;
}

/**
 * The connection string and database of a credential, as n8n builds them: a given connection string
 * as it is (trimmed), else `mongodb://user:password@host:port`, or `mongodb+srv://user:password@host`
 * when no port is set. The user and password go in as written, as n8n puts them.
 */
export function mongoTarget(node: WorkflowNode, credentials: Record<string, unknown>): MongoTarget {
  const database = typeof credentials.database === 'string' ? credentials.database.trim() : '';
  if (credentials.configurationType === 'connectionString') {
    const text = typeof credentials.connectionString === 'string' ? credentials.connectionString.trim() : '';
    if (!text)
      throw new NodeOperationError(node, 'Cannot override credentials: valid MongoDB connection string not provided ');
    return { connectionString: text, database };
  }
  const user = String(credentials.user ?? '');
  const password = String(credentials.password ?? '');
  const host = String(credentials.host ?? 'localhost');
  const connectionString = credentials.port
    ? `mongodb://${user}:${password}@${host}:${String(credentials.port)}`
    : `mongodb+srv://${user}:${password}@${host}`;
  return { connectionString, database };
}

/** The host names a connection string names (`mongodb://a:1,b:2/…`, `mongodb+srv://name`), for the SSRF guard. */
export function connectionHosts(connectionString: string): string[] {
  const rest = connectionString.replace(/^mongodb(\+srv)?:\/\//i, '');
  const authority = rest.split(/[/?]/)[0] ?? '';
  const hosts = authority.slice(authority.lastIndexOf('@') + 1);
  return hosts
    .split(',')
    .map((h) => {
      const host = decodeURIComponent(h.trim());
      if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
      return host.replace(/:\d*$/, '');
    })
    .filter((h) => h !== '');
}

/** A PEM block pasted on one line (or with literal `\n`) put back on lines, as n8n's credential fields are read. */
export function formatPem(text: string): string {
  if (!text || /\n/.test(text)) return text;
  let out = '';
  for (const part of text.split('-----').filter((p) => p !== '')) {
    if (/(PRIVATE KEY|CERTIFICATE)/.test(part)) out += `-----${part}-----`;
    else out += part.replace(/\\n/g, '\n').replace(/\s+/g, '\n');
  }
  return out;
}

/** A connected client (the caller closes it). `nodeVersion` is reported to the server as n8n reports it. */
export async function connectMongo(
  connectionString: string,
  nodeVersion: number,
  credentials: Record<string, unknown>,
): Promise<MongoClient> {
  const { MongoClient: Client } = mongoDriver();
  const driverInfo = { name: 'n8n_crud', version: nodeVersion > 0 ? String(nodeVersion) : 'unknown' };
  if (credentials.tls === true) {
    const pem = (name: string) => (credentials[name] ? formatPem(String(credentials[name])) : undefined);
    const secureContext = createSecureContext({
      ca: pem('ca'),
      cert: pem('cert'),
      key: pem('key'),
      passphrase: credentials.passphrase ? String(credentials.passphrase) : undefined,
    });
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- n8n's node passes driverInfo as a connect option; appendMetadata() would send other handshake metadata
    return Client.connect(connectionString, { tls: true, secureContext, driverInfo });
  }
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- as above
  return Client.connect(connectionString, { driverInfo });
}
