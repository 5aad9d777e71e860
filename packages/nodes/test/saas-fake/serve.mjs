/**
 * Serves one family's loopback fakes (families/<family>.mjs), seeded from a case's `seed.json`, so
 * that real n8n can be recorded against them (record.sh: HTTPS on 127.0.0.1:443 with a test CA, the
 * family's hosts pointed at loopback).
 *
 *   node serve.mjs --family google [--seed case/seed.json] [--https-cert dir] [--port 0]
 *
 * Prints `listening <port>` once ready; logs each request it could not answer.
 */
import { readFileSync } from 'node:fs';
import { createServer as createHttp } from 'node:http';
import { createServer as createHttps } from 'node:https';
import { join } from 'node:path';
import { loadFamilies } from './families.mjs';

const args = process.argv.slice(2);
const opt = (name) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const families = await loadFamilies();
const family = families[opt('family') ?? ''];
if (!family) throw new Error(`--family must be one of ${Object.keys(families).join(', ')}`);
const seed = opt('seed') ? JSON.parse(readFileSync(opt('seed'), 'utf8')) : {};
const fakes = family.create(seed);
const handler = async (req, res) => {
  if (!(await fakes.handle(req, res))) {
    console.log(`no route: ${req.method} ${req.headers.host ?? ''}${req.url}`);
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
