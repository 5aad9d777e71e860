/**
 * Splits the fake's request log (server.mjs --log, one JSON line per request with its arrival time
 * `at`) into one requests.json per case: the requests that arrived after the previous case's
 * expected.json was written and before this case's was. Only cases recorded since `since` (ms) count.
 *
 *   node split-requests.mjs LOG SINCE_MS [DIR]   (DIR defaults to this folder)
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const [log, since, root = here] = process.argv.slice(2);
const requests = readFileSync(log, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const recorded = readdirSync(root)
  .filter((name) => existsSync(join(root, name, 'expected.json')))
  .map((name) => ({ name, at: statSync(join(root, name, 'expected.json')).mtimeMs }))
  .filter((c) => c.at >= Number(since))
  .sort((a, b) => a.at - b.at);
let from = Number(since);
for (const c of recorded) {
  const mine = requests
    .filter((r) => r.at > from && r.at <= c.at)
    .map((r) => ({ method: r.method, path: r.path, ...(Object.keys(r.query).length ? { query: r.query } : {}), body: r.body }));
  writeFileSync(join(root, c.name, 'requests.json'), `${JSON.stringify(mine, null, 1)}\n`);
  console.log(`${c.name}: ${mine.length} request(s)`);
  from = c.at;
}
