import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join, normalize } from 'node:path';
import type { FastifyInstance } from 'fastify';

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
  if (override) return existsSync(join(override, 'index.html')) ? override : undefined;
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
    if (file.startsWith(dist) && existsSync(file) && extname(file)) {
      return reply.type(TYPES[extname(file)] ?? 'application/octet-stream').send(readFileSync(file));
    }
    let index: Buffer;
    try {
      index = readFileSync(join(dist, 'index.html'));
    } catch {
      return reply.type('text/html; charset=utf-8').send(PLACEHOLDER); // the build went away (being rebuilt)
    }
    return reply.type('text/html; charset=utf-8').send(index);
  });
}
