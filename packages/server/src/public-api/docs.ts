/**
 * Swagger UI for the public API at `/api/v1/docs`, served from the installed `swagger-ui-dist`
 * package (no CDN): a page of our own, a start script of our own pointing at `openapi.json`,
 * and the package's script and style files (a fixed list, so no other file can be asked for).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** Files of swagger-ui-dist the page loads, with their content types. */
export const SWAGGER_UI_ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'application/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'application/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

/** The folder of the installed swagger-ui-dist package. */
function swaggerUiDir(): string {
  return dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
}

function page(base: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Weft Public API</title>
  <link rel="stylesheet" href="${base}/swagger-ui.css">
  <link rel="icon" type="image/png" href="${base}/favicon-32x32.png">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="${base}/swagger-ui-bundle.js"></script>
  <script src="${base}/swagger-ui-standalone-preset.js"></script>
  <script src="${base}/weft-initializer.js"></script>
</body>
</html>
`;
}

function initializer(specUrl: string): string {
  return `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: ${JSON.stringify(specUrl)},
    dom_id: '#swagger-ui',
    deepLinking: true,
    persistAuthorization: true,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    layout: 'StandaloneLayout'
  });
});
`;
}

/**
 * Registers `docs` (the page) and `docs/<asset>` on a scope whose prefix is `apiBase`
 * (`/api/v1`), and `openapi.json` is at `${apiBase}/openapi.json`.
 */
export function registerSwaggerUi(app: FastifyInstance, apiBase: string): void {
  const base = `${apiBase}/docs`;
  const cache = new Map<string, Buffer>();
  const dir = swaggerUiDir();

  app.get('/docs', async (_req, reply) => reply.type('text/html; charset=utf-8').send(page(base)));
  app.get('/docs/weft-initializer.js', async (_req, reply) =>
    reply.type('application/javascript; charset=utf-8').send(initializer(`${apiBase}/openapi.json`)),
  );
  app.get<{ Params: { asset: string } }>('/docs/:asset', async (req, reply) => {
    const { asset } = req.params;
    const type = Object.hasOwn(SWAGGER_UI_ASSETS, asset) ? SWAGGER_UI_ASSETS[asset] : undefined;
    if (!type) return reply.status(404).send({ message: `There is no file "${asset}" in the API docs` });
    let content = cache.get(asset);
    if (!content) {
      content = await readFile(join(dir, asset));
      cache.set(asset, content);
    }
    return reply.type(type).header('cache-control', 'public, max-age=86400').send(content);
  });
}
