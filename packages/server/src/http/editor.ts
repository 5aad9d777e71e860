import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { pickEncoding } from './content-negotiation.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

/** The editor build to serve: `WEFT_EDITOR_DIST` if set (tests build into folders of their own), else the package's `dist`. */
function editorDist(): string | undefined {
  const override = process.env.WEFT_EDITOR_DIST;
  if (override) return existsSync(join(override, 'index.html')) ? resolve(override) : undefined;
  try {
    const pkg = createRequire(import.meta.url).resolve('@weft/editor/package.json');
    const dist = join(dirname(pkg), 'dist');
    return existsSync(join(dist, 'index.html')) ? dist : undefined;
  } catch {
    return undefined;
  }
}

const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Weft</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#222}code{background:#f3f3f3;padding:0 .3em}</style></head>
<body><h1>Weft is running</h1><p>The API answers under <code>/rest</code> and webhooks under <code>/webhook</code>.</p>
<p>This installation has no editor build (<code>packages/editor/dist</code>), so there is no page to show here yet.
Workflows can be run with <code>weft execute --file workflow.json</code> or through the API.</p></body></html>`;

/** A file of the build, or the copy the build compressed (`.br`, `.gz`) when the client takes it; undefined when it cannot be read. */
function readBuildFile(file: string, accept: string | undefined): { body: Buffer; encoding?: string } | undefined {
  const encoding = pickEncoding(accept);
  const compressed = encoding && `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
  try {
    if (compressed && existsSync(compressed)) return { body: readFileSync(compressed), encoding };
  } catch {
    // gone between the check and the read (a build under way): the plain file
  }
  try {
    return { body: readFileSync(file) };
  } catch {
    return undefined;
  }
}

/**
 * Sends a file of the build with caching headers: files under `assets/` carry a hash of their
 * content in their name, so a browser keeps them for a year without asking again; every other
 * file (index.html) is asked for again each time, so a new build shows at once.
 */
function sendBuildFile(
  reply: FastifyReply,
  file: { body: Buffer; encoding?: string },
  type: string,
  immutable: boolean,
) {
  void reply
    .type(type)
    .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
    .header('vary', 'accept-encoding');
  if (file.encoding) void reply.header('content-encoding', file.encoding);
  return reply.send(file.body);
}

/** Serves the editor's build at `/` (the single-page app falls back to index.html). */
export async function serveEditor(app: FastifyInstance): Promise<void> {
  const dist = editorDist();
  app.get('/*', async (req, reply) => {
    let path: string;
    try {
      path = decodeURIComponent(req.url.split('?')[0] ?? '/');
    } catch {
      return reply
        .status(400)
        .send({ message: `The path of ${req.method} ${req.url.split('?')[0]} has a malformed %-escape`, code: 400 });
    }
    if (/^\/(rest|api|webhook|webhook-test|webhook-waiting|healthz)(\/|$)/.test(path)) {
      return reply.status(404).send({ message: `${req.method} ${path} is not a Weft API route`, code: 404 });
    }
    if (!dist) return reply.type('text/html; charset=utf-8').send(PLACEHOLDER);
    const file = normalize(join(dist, path));
    const accept = req.headers['accept-encoding'];
    if (file.startsWith(dist + sep) && existsSync(file) && extname(file)) {
      const found = readBuildFile(file, accept);
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      if (found) return sendBuildFile(reply, found, type, file.startsWith(join(dist, 'assets') + sep));
    }
    const index = readBuildFile(join(dist, 'index.html'), accept);
    // No index.html: the build went away (being rebuilt).
    if (!index) return reply.type('text/html; charset=utf-8').send(PLACEHOLDER);
    return sendBuildFile(reply, index, 'text/html; charset=utf-8', false);
  });
}
