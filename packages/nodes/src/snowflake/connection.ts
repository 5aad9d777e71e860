/**
 * Snowflake sessions through the `snowflake-sdk` driver (loaded on first use): the connection options
 * n8n builds from the credential, signing in, running a statement with binds and closing the session.
 * Tests point the driver at a loopback fake with `WEFT_SNOWFLAKE_ACCESS_URL`, which replaces
 * `https://<account>.snowflakecomputing.com`.
 */
import { createPrivateKey } from 'node:crypto';
import type { Binds, Connection, ConnectionOptions } from 'snowflake-sdk';
import type { WorkflowNode } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { lazyRequire } from '../shared/lazy-require.js';
import { formatPrivateKey } from '../ssh/connection.js';

/** The driver, `require`d when a Snowflake node first runs. */
const snowflakeDriver = lazyRequire<typeof import('snowflake-sdk')>('snowflake-sdk');

let configured = false;

/** The driver, with its own logging turned off (it would otherwise log to the console or a file). */
function driver(): typeof import('snowflake-sdk') {
  const sdk = snowflakeDriver();
  if (!configured) {
    sdk.configure({ logLevel: 'OFF' });
    configured = true;
  }
  return sdk;
}

/** The credential's fields the connection is built from. */
export type SnowflakeCredentials = Record<string, unknown>;

const COMMON_FIELDS = ['account', 'database', 'schema', 'warehouse', 'role', 'clientSessionKeepAlive'] as const;

/** A private key in PEM form, decrypted with its passphrase when one is given (as n8n does). */
function privateKeyOf(credentials: SnowflakeCredentials): string {
  const key = formatPrivateKey(String(credentials.privateKey ?? ''));
  if (!credentials.passphrase) return key;
  return createPrivateKey({ key, format: 'pem', passphrase: String(credentials.passphrase) })
    .export({ format: 'pem', type: 'pkcs8' })
    .toString();
}

/**
 * The driver's connection options, as n8n picks them from the credential: account, database, schema,
 * warehouse, role and keep-alive as they are, with the user and either the password or (key-pair
 * authentication) the private key and the `SNOWFLAKE_JWT` authenticator.
 */
export function connectionOptions(credentials: SnowflakeCredentials): ConnectionOptions {
  const options: Record<string, unknown> = {};
  for (const field of COMMON_FIELDS) if (field in credentials) options[field] = credentials[field];
  options.username = credentials.username;
  if (credentials.authentication === 'keyPair') {
    options.authenticator = 'SNOWFLAKE_JWT';
    options.privateKey = privateKeyOf(credentials);
  } else {
    options.password = credentials.password;
  }
  const accessUrl = process.env.WEFT_SNOWFLAKE_ACCESS_URL;
  if (accessUrl) options.accessUrl = accessUrl;
  return options;
}

/** The host the driver calls: the override's, else `<account>[.<region>].snowflakecomputing.com`. */
export function snowflakeHost(options: ConnectionOptions): string {
  const accessUrl = (options as { accessUrl?: string }).accessUrl;
  if (accessUrl) return new URL(accessUrl).hostname;
  return `${String(options.account ?? '')}.snowflakecomputing.com`;
}

/** A signed-in session (the caller closes it with {@link closeSession}). */
export async function openSession(options: ConnectionOptions): Promise<Connection> {
  const connection = driver().createConnection(options);
  await new Promise<void>((resolve, reject) => {
    connection.connect((error) => (error ? reject(error) : resolve()));
  });
  return connection;
}

/** Ends a session on the server. */
export async function closeSession(connection: Connection): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    connection.destroy((error) => (error ? reject(error) : resolve()));
  });
}

/** The statement text without the comments that lead it. */
function withoutLeadingComments(sql: string): string {
  let text = sql.trim();
  while (text.startsWith('--') || text.startsWith('//') || text.startsWith('/*')) {
    if (text.startsWith('/*')) {
      const end = text.indexOf('*/');
      if (end === -1) return text;
      text = text.slice(end + 2).trim();
    } else {
      const end = text.search(/[\r\n]/);
      if (end === -1) return '';
      text = text.slice(end + 1).trim();
    }
  }
  return text;
}

/**
 * Runs one statement and answers its rows. PUT and GET (which read and write local files) are
 * refused before anything is sent, as n8n refuses them.
 */
export async function runStatement(
  connection: Connection,
  sqlText: string,
  binds: unknown[],
  node: WorkflowNode,
  itemIndex?: number,
): Promise<Array<Record<string, unknown>>> {
  const command = withoutLeadingComments(sqlText).slice(0, 3).toUpperCase();
  if (command === 'GET' || command === 'PUT') {
    throw new NodeOperationError(
      node,
      "Local file access isn't allowed. Remove PUT or GET file operations from the query and try again.",
      itemIndex === undefined ? {} : { itemIndex },
    );
  }
  return new Promise((resolve, reject) => {
    connection.execute({
      sqlText,
      binds: binds as Binds,
      complete: (error, _statement, rows) =>
        error ? reject(error) : resolve((rows ?? []) as Array<Record<string, unknown>>),
    });
  });
}
