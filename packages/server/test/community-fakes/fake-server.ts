/**
 * The loopback HTTP server every community-service fake is built on: it records each request
 * (method, path, query, headers, raw body, and the body parsed as JSON or multipart form) and
 * hands it to the fake's handler.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';

/** One request a fake received. */
export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The body parsed, when it was JSON. */
  json?: unknown;
  /** The fields of a multipart or urlencoded body, each with all its values (files as their names). */
  form?: Record<string, string[]>;
}

/** A running fake: its base URL, what it received, and how to stop it. */
export interface Fake {
  url: string;
  seen: SeenRequest[];
  close(): Promise<void>;
}

/** Answers a JSON body with a status. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

async function parseForm(body: Buffer, contentType: string): Promise<Record<string, string[]>> {
  const form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  const out: Record<string, string[]> = {};
  for (const [key, value] of form.entries())
    (out[key] ??= []).push(typeof value === 'string' ? value : `file:${value.name}`);
  return out;
}

/** Starts a fake on 127.0.0.1 with a random port. */
export async function startFake(
  handle: (req: SeenRequest, res: ServerResponse) => void | Promise<void>,
): Promise<Fake> {
  const seen: SeenRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://fake');
        const body = Buffer.concat(chunks);
        const contentType = String(req.headers['content-type'] ?? '');
        const entry: SeenRequest = {
          method: req.method ?? 'GET',
          path: url.pathname,
          query: Object.fromEntries(url.searchParams),
          headers: req.headers,
          body,
        };
        if (contentType.includes('json') && body.length) {
          try {
            entry.json = JSON.parse(body.toString('utf8'));
          } catch {
            /* the handler answers a bad body */
          }
        }
        if (/multipart\/form-data|application\/x-www-form-urlencoded/.test(contentType))
          entry.form = await parseForm(body, contentType);
        seen.push(entry);
        await handle(entry, res);
      })().catch((error: unknown) => {
        if (!res.headersSent) sendJson(res, 500, { message: `fake failed: ${(error as Error).message}` });
        else res.end();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
