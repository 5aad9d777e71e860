/**
 * A loopback fake of Snowflake's REST protocol as the `snowflake-sdk` driver speaks it:
 * - `POST /session/v1/login-request` signs a user in with a password or a key-pair JWT
 *   (`AUTHENTICATOR: SNOWFLAKE_JWT`, checked against the user's public key when the seed gives one)
 *   and answers session and master tokens;
 * - `POST /queries/v1/query-request` (with `Authorization: Snowflake Token="…"`) runs the statement
 *   through a tiny SQL interpreter (sql.mjs) over in-memory tables and answers the JSON result format
 *   (`rowtype`, `rowset`), or Snowflake's error body (`success: false`, code, SQL state);
 * - `POST /session?delete=true`, `/session/heartbeat` and `/telemetry/send` succeed for a live session.
 * Request bodies may be gzip-compressed, as the driver sends them. Seeded from a case's `seed.json`:
 * `{ "snowflake": { "account", "users": [{ "name", "password", "publicKey" }], "tables": { … },
 * "failures": [{ "match", "status" }] } }`.
 */
import { createPublicKey, createVerify, randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { Database, SqlError } from './sql.mjs';

const json = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
  return true;
};

const failed = (code, message, data = {}) => ({ data, code, message, success: false });

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  let buffer = Buffer.concat(chunks);
  if (/gzip/i.test(String(req.headers['content-encoding'] ?? ''))) buffer = gunzipSync(buffer);
  const text = buffer.toString('utf8');
  return text ? JSON.parse(text) : {};
}

function decodeJwt(token) {
  const [head, payload, signature] = String(token).split('.');
  if (!head || !payload || !signature) return undefined;
  return { head, payload: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')), signature };
}

/** Builds a fresh fake from a seed (see the file comment). */
export function createSnowflakeFake(seed = {}) {
  const account = String(seed.account ?? 'weft').toUpperCase();
  const users = seed.users ?? [{ name: 'WEFT_USER', password: 'weft-password' }];
  const db = new Database(seed.tables ?? {});
  const sessions = new Map();
  const state = { db, calls: [], sessions };

  function login(body, url) {
    const data = body.data ?? {};
    const loginName = String(data.LOGIN_NAME ?? '');
    const user = users.find((u) => u.name.toUpperCase() === loginName.toUpperCase());
    if (String(data.ACCOUNT_NAME ?? '').toUpperCase() !== account)
      return failed('390201', 'The requested account does not exist.');
    let ok = false;
    if (data.AUTHENTICATOR === 'SNOWFLAKE_JWT') {
      const jwt = decodeJwt(data.TOKEN);
      if (user?.publicKey && jwt) {
        const verify = createVerify('RSA-SHA256');
        verify.update(`${jwt.head}.${String(data.TOKEN).split('.')[1]}`);
        ok = verify.verify(createPublicKey(user.publicKey), Buffer.from(jwt.signature, 'base64url'));
        ok &&= String(jwt.payload.sub ?? '').toUpperCase() === `${account}.${loginName.toUpperCase()}`;
      }
      if (!ok) return failed('390144', 'JWT token is invalid.');
    } else {
      ok = !!user && user.password === data.PASSWORD;
      if (!ok)
        return failed('390100', 'Incorrect username or password was specified.', {
          nextAction: 'RETRY_LOGIN',
          authnMethod: 'USERNAME_PASSWORD',
        });
    }
    const token = `session-${randomUUID()}`;
    const session = {
      id: sessions.size + 1,
      user: user.name,
      database: url.searchParams.get('databaseName'),
      schema: url.searchParams.get('schemaName'),
      warehouse: url.searchParams.get('warehouse'),
      role: url.searchParams.get('roleName') ?? 'PUBLIC',
      closed: false,
    };
    sessions.set(token, session);
    return {
      data: {
        masterToken: `master-${randomUUID()}`,
        token,
        validityInSeconds: 3600,
        masterValidityInSeconds: 14400,
        displayUserName: user.name,
        serverVersion: '9.0.0',
        firstLogin: false,
        remMeToken: null,
        remMeValidityInSeconds: 0,
        healthCheckInterval: 45,
        newClientForUpgrade: null,
        sessionId: session.id,
        parameters: [
          { name: 'TIMEZONE', value: 'UTC' },
          { name: 'CLIENT_SESSION_KEEP_ALIVE_HEARTBEAT_FREQUENCY', value: 3600 },
          { name: 'QUERY_CONTEXT_CACHE_SIZE', value: 5 },
        ],
        sessionInfo: {
          databaseName: session.database,
          schemaName: session.schema,
          warehouseName: session.warehouse,
          roleName: session.role,
        },
        idToken: null,
        idTokenValidityInSeconds: 0,
        responseData: null,
        mfaToken: null,
        mfaTokenValidityInSeconds: 0,
      },
      code: null,
      message: 'OK',
      success: true,
    };
  }

  function query(body, session) {
    const queryId = randomUUID();
    try {
      const result = db.run(String(body.sqlText ?? ''), body.bindings ?? {});
      return {
        data: {
          parameters: [
            { name: 'TIMEZONE', value: 'UTC' },
            { name: 'DATE_OUTPUT_FORMAT', value: 'YYYY-MM-DD' },
          ],
          rowtype: result.rowtype,
          rowset: result.rowset,
          total: result.rowset.length,
          returned: result.rowset.length,
          queryId,
          databaseProvider: null,
          finalDatabaseName: session.database,
          finalSchemaName: session.schema,
          finalWarehouseName: session.warehouse,
          finalRoleName: session.role,
          numberOfBinds: Object.keys(body.bindings ?? {}).length,
          arrayBindSupported: false,
          statementTypeId: result.statementTypeId,
          version: 1,
          sendResultTime: Date.now(),
          queryResultFormat: 'json',
        },
        code: null,
        message: null,
        success: true,
      };
    } catch (error) {
      if (!(error instanceof SqlError)) throw error;
      return failed(error.code, error.message, {
        internalError: false,
        errorCode: error.code,
        age: 0,
        sqlState: error.sqlState,
        queryId,
        line: -1,
        pos: -1,
        type: 'COMPILATION',
      });
    }
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://snowflake.local');
    const body = req.method === 'POST' ? await readBody(req).catch(() => ({})) : {};
    state.calls.push({ method: req.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body });
    const failure = (seed.failures ?? []).find((f) => url.pathname.includes(f.match));
    if (failure) {
      res.writeHead(failure.status, failure.headers ?? {});
      res.end(failure.body ?? '');
      return true;
    }
    if (req.method === 'POST' && url.pathname === '/session/v1/login-request') return json(res, 200, login(body, url));
    const token = /Snowflake Token="([^"]*)"/.exec(String(req.headers.authorization ?? ''))?.[1];
    const session = token ? sessions.get(token) : undefined;
    if (!session || session.closed)
      return json(res, 200, failed('390112', 'Your session has expired. Please login again.'));
    if (req.method === 'POST' && url.pathname === '/queries/v1/query-request')
      return json(res, 200, query(body, session));
    if (req.method === 'POST' && url.pathname === '/session' && url.searchParams.get('delete') === 'true') {
      session.closed = true;
      return json(res, 200, { data: null, code: null, message: null, success: true });
    }
    if (req.method === 'POST' && (url.pathname === '/session/heartbeat' || url.pathname === '/telemetry/send'))
      return json(res, 200, { data: null, code: null, message: null, success: true });
    return false;
  }

  return { handle, state };
}
