/**
 * Serves the loopback Google fakes (Sheets + the Drive endpoints Sheets uses, Gmail, Drive) from
 * one server, seeded from a case's `seed.json`, so that real n8n can be recorded against them
 * (record-google.sh: HTTPS on 127.0.0.1:443 with a test CA, the Google hosts pointed at loopback)
 * and Weft's conformance test can replay the same cases (HTTP, `WEFT_GOOGLE_API_URL`).
 *
 *   node serve.mjs --seed case/seed.json [--https-cert dir] [--port 0]
 *
 * Prints `listening <port>` once ready.
 */
import { readFileSync } from 'node:fs';
import { createServer as createHttp } from 'node:http';
import { createServer as createHttps } from 'node:https';
import { join } from 'node:path';
import { createGoogleFakes } from './fakes.mjs';

const args = process.argv.slice(2);
const opt = (name) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const seed = opt('seed') ? JSON.parse(readFileSync(opt('seed'), 'utf8')) : {};
const fakes = createGoogleFakes(seed);
const handler = (req, res) => {
  if (!fakes.handle(req, res)) {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { code: 404, message: `No fake route for ${req.method} ${req.url}`, status: 'NOT_FOUND' } }));
  }
};
const certDir = opt('https-cert');
const server = certDir
  ? createHttps({ key: readFileSync(join(certDir, 'server.key')), cert: readFileSync(join(certDir, 'server.crt')) }, handler)
  : createHttp(handler);
server.listen(Number(opt('port') ?? (certDir ? 443 : 0)), '127.0.0.1', () => {
  console.log(`listening ${server.address().port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
