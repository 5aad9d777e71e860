/**
 * A loopback fake of HashiCorp Vault's HTTP API, enough for the KV 2 provider: AppRole sign-in
 * (`POST /v1/auth/approle/login`), token lookup (`GET /v1/auth/token/lookup-self`), listing (`GET /v1/<mount>/metadata/<path>?list=true`) and
 * reading (`GET /v1/<mount>/data/<path>`), each checked against the `X-Vault-Token` header.
 */
import { createServer, type Server } from 'node:http';

export interface FakeVault {
  url: string;
  /** Every request: method, path and the token it carried. */
  calls: Array<{ method: string; path: string; token?: string }>;
  close(): Promise<void>;
}

/** Starts the fake with `secrets` as `{ mount: { 'path/to/secret': { key: value } } }`. */
export async function startFakeVault(opts: {
  secrets: Record<string, Record<string, Record<string, string>>>;
  rootToken: string;
  roleId: string;
  secretId: string;
}): Promise<FakeVault> {
  const issued = new Set<string>([opts.rootToken]);
  const calls: FakeVault['calls'] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://vault');
    const token = req.headers['x-vault-token'] as string | undefined;
    calls.push({ method: req.method ?? '', path: url.pathname, token });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      if (req.method === 'POST' && url.pathname === '/v1/auth/approle/login') {
        const body = JSON.parse(raw || '{}');
        if (body.role_id !== opts.roleId || body.secret_id !== opts.secretId)
          return send(400, { errors: ['invalid role or secret ID'] });
        const client = `s.approle-${issued.size}`;
        issued.add(client);
        return send(200, { auth: { client_token: client, lease_duration: 3600, renewable: true } });
      }
      if (!token || !issued.has(token)) return send(403, { errors: ['permission denied'] });
      if (url.pathname === '/v1/auth/token/lookup-self')
        return send(200, { data: { id: token, policies: ['default'] } });
      const m = /^\/v1\/([^/]+)\/(metadata|data)\/(.*)$/.exec(url.pathname);
      const mount = m && opts.secrets[m[1]!];
      if (!m || !mount) return send(404, { errors: [] });
      const path = decodeURIComponent(m[3]!);
      if (m[2] === 'metadata' && url.searchParams.get('list') === 'true') {
        const keys = new Set<string>();
        for (const full of Object.keys(mount)) {
          if (!full.startsWith(path)) continue;
          const rest = full.slice(path.length);
          const slash = rest.indexOf('/');
          keys.add(slash === -1 ? rest : rest.slice(0, slash + 1));
        }
        return keys.size ? send(200, { data: { keys: [...keys] } }) : send(404, { errors: [] });
      }
      if (m[2] === 'data' && mount[path]) return send(200, { data: { data: mount[path], metadata: { version: 1 } } });
      return send(404, { errors: [] });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}/v1/`,
    calls,
    close: () => new Promise((r) => server.close(() => r())),
  };
}
