/**
 * Where MongoDB Chat Memory connects, built from the `mongoDb` credential as n8n's memory node
 * builds it (not as the MongoDB node does): a connection string credential is used as it is; with
 * values, `mongodb://user:password@host:port/?appname=n8n` (user and password URL-encoded, left out
 * unless both are given) and `&ssl=true` with TLS. The database is the node's Database Name, else
 * the credential's.
 */
import { NodeOperationError, type WorkflowNode } from '@weft/workflow';

/** The connection string and database of the memory. */
export interface MemoryTarget {
  connectionString: string;
  database: string;
}

/** The memory's connection string and database, or n8n's error when no database is named. */
export function memoryTarget(
  node: WorkflowNode,
  credentials: Record<string, unknown>,
  databaseName: string,
): MemoryTarget {
  const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
  let connectionString: string;
  if (credentials.configurationType === 'connectionString') {
    connectionString = text(credentials.connectionString);
  } else {
    const user = credentials.user ? encodeURIComponent(text(credentials.user)) : '';
    const password = credentials.password ? encodeURIComponent(text(credentials.password)) : '';
    const auth = user && password ? `${user}:${password}@` : '';
    connectionString = `mongodb://${auth}${text(credentials.host)}:${text(credentials.port)}/?appname=n8n`;
    if (credentials.tls) connectionString += '&ssl=true';
  }
  const database = databaseName || text(credentials.database);
  if (!database)
    throw new NodeOperationError(node, 'Database name must be provided either in credentials or in node parameters');
  return { connectionString, database };
}
