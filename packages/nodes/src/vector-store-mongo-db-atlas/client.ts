/**
 * The MongoDB side of MongoDB Atlas Vector Store: a client from the `mongoDb` credential (its
 * connection string as the MongoDB node resolves it, the hosts passed through the host guard,
 * reported to the server as n8n's vector store reports itself), the credential's database, and the
 * node's string parameters and JSON filter options read as n8n reads them.
 */
import type { Db, MongoClient } from 'mongodb';
import { NodeOperationError, type ExecuteContext } from '@weft/workflow';
import { connectionHosts, mongoDriver, mongoTarget } from '../mongo-db/connection.js';

/** What the client needs of a node's context: an execution's (whose helpers guard hosts) or the editor's list search. */
interface MongoContext {
  getNode(): ReturnType<ExecuteContext['getNode']>;
  getCredentials(type: string): Promise<Record<string, unknown>>;
  readonly helpers: object;
}

/** The host guard of an execution's helpers (the editor's list search has none, as with the other database nodes). */
type Guarded = { assertHostAllowed?(host: string): Promise<void> };

/** A connected client (the caller closes it) and the credential's database. */
export interface AtlasConnection {
  client: MongoClient;
  db: Db;
}

/** Connects with the node's `mongoDb` credential. */
export async function connectAtlas(ctx: MongoContext): Promise<AtlasConnection> {
  const node = ctx.getNode();
  const credentials = await ctx.getCredentials('mongoDb');
  const { connectionString } = mongoTarget(node, credentials);
  const helpers = ctx.helpers as Guarded;
  for (const host of connectionHosts(connectionString)) await helpers.assertHostAllowed?.(host);
  const { MongoClient: Client } = mongoDriver();
  const client = new Client(connectionString, {
    appName: 'devrel.integration.n8n_vector_integ',
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- n8n's store passes driverInfo as a client option
    driverInfo: { name: 'n8n_vector', version: String(node.typeVersion) },
  });
  try {
    await client.connect();
    return { client, db: client.db(credentials.database as string) };
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }
}

/** A string parameter (a resource locator's value), or n8n's error when it is not text. */
export function stringParameter(ctx: ExecuteContext, name: string, itemIndex: number): string {
  const value = ctx.getNodeParameter(name, itemIndex, '', { extractValue: true }) as unknown;
  if (typeof value !== 'string') throw new NodeOperationError(ctx.getNode(), `Parameter ${name} must be a string`);
  return value;
}

/** A JSON option (pre-filter, post-filter pipeline) parsed; undefined when not set. */
export function jsonOption(ctx: ExecuteContext, name: string, itemIndex: number): unknown {
  const options = (ctx.getNodeParameter('options', itemIndex, {}) ?? {}) as Record<string, unknown>;
  const value = options[name];
  if (!value) return undefined;
  if (typeof value !== 'string') {
    throw new NodeOperationError(ctx.getNode(), 'Error: No JSON string provided.', {
      itemIndex,
      description: `Could not parse JSON for ${name}`,
    });
  }
  try {
    return JSON.parse(value) as unknown;
  } catch (error) {
    throw new NodeOperationError(ctx.getNode(), `Error: ${(error as Error).message}`, {
      itemIndex,
      description: `Could not parse JSON for ${name}`,
    });
  }
}
