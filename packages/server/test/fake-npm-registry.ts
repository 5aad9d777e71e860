/**
 * A loopback npm registry for tests, following npm's documented registry API: the search endpoint
 * (`GET /-/v1/search?text=&size=&from=`, with the `keywords:` qualifier and free words matched
 * against name, description and keywords), packuments (`GET /<name>`, `GET /@scope%2fname`) and
 * tarballs, so that `npm install --registry <url> <name>` really installs from it.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A package the registry knows: its manifest, and the packed tarball when it can be installed. */
interface Entry {
  manifest: Record<string, unknown>;
  tarball?: Buffer;
  date: string;
  weeklyDownloads: number;
}

/** The running fake registry. */
export interface FakeNpmRegistry {
  /** `http://127.0.0.1:PORT`. */
  url: string;
  /** Every request path with its query, in order. */
  seen: string[];
  /** Packs a package folder with `npm pack` and serves it (search, packument, tarball). */
  addFolder(dir: string, extra?: { weeklyDownloads?: number }): void;
  /** Lists a package in search results only (its packument has no installable tarball). */
  addListing(manifest: Record<string, unknown>): void;
  close(): Promise<void>;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const keywordsOf = (m: Record<string, unknown>) => (Array.isArray(m.keywords) ? m.keywords.map(str) : []);

/** Parses npm's search text: `keywords:a,b` (any of them), `author:`, `scope:`, and free words (each must match). */
export function parseSearchText(text: string): {
  keywords: string[][];
  author?: string;
  scope?: string;
  words: string[];
} {
  const out: { keywords: string[][]; author?: string; scope?: string; words: string[] } = { keywords: [], words: [] };
  for (const token of text.trim().split(/\s+/).filter(Boolean)) {
    const [, qualifier, value] = /^([a-z-]+):(.*)$/.exec(token) ?? [];
    if (qualifier === 'keywords')
      out.keywords.push(
        value!
          .split(',')
          .filter(Boolean)
          .map((k) => k.toLowerCase()),
      );
    else if (qualifier === 'author') out.author = value!.toLowerCase();
    else if (qualifier === 'scope') out.scope = value!.replace(/^@/, '').toLowerCase();
    else if (qualifier && ['maintainer', 'is', 'not', 'boost-exact'].includes(qualifier)) continue;
    else out.words.push(token.toLowerCase());
  }
  return out;
}

function matches(entry: Entry, query: ReturnType<typeof parseSearchText>): boolean {
  const m = entry.manifest;
  const name = str(m.name).toLowerCase();
  const keywords = keywordsOf(m).map((k) => k.toLowerCase());
  if (!query.keywords.every((any) => any.some((k) => keywords.includes(k)))) return false;
  if (query.scope && !name.startsWith(`@${query.scope}/`)) return false;
  const author = typeof m.author === 'object' && m.author ? str((m.author as { name?: unknown }).name) : str(m.author);
  if (query.author && !author.toLowerCase().includes(query.author)) return false;
  const haystack = [name, str(m.description).toLowerCase(), ...keywords];
  return query.words.every((w) => haystack.some((h) => h.includes(w)));
}

/** Packs a folder with `npm pack` into a temporary folder and answers the tarball's bytes. */
function pack(dir: string): Buffer {
  const out = mkdtempSync(join(tmpdir(), 'weft-fake-npm-'));
  try {
    // A cache of its own: npm pack puts what it packs in the cache, and an install must not find it there.
    const env = { ...process.env, npm_config_cache: join(out, 'cache') };
    const json = execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', out], {
      cwd: dir,
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const [packed] = JSON.parse(json) as Array<{ filename: string }>;
    if (!packed) throw new Error(`npm pack made nothing in ${dir}`);
    return readFileSync(join(out, packed.filename));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** Starts the fake registry on a free loopback port. */
export async function startFakeNpmRegistry(): Promise<FakeNpmRegistry> {
  const entries = new Map<string, Entry>();
  const seen: string[] = [];
  let url = '';

  const tarballPath = (name: string, version: string) => `/${name}/-/${name.split('/').pop()}-${version}.tgz`;

  function packument(entry: Entry): Record<string, unknown> {
    const { manifest, tarball } = entry;
    const name = str(manifest.name);
    const version = str(manifest.version);
    const dist = tarball
      ? {
          tarball: `${url}${tarballPath(name, version)}`,
          shasum: createHash('sha1').update(tarball).digest('hex'),
          integrity: `sha512-${createHash('sha512').update(tarball).digest('base64')}`,
        }
      : { tarball: `${url}${tarballPath(name, version)}` };
    return {
      _id: name,
      name,
      description: manifest.description,
      'dist-tags': { latest: version },
      versions: { [version]: { ...manifest, _id: `${name}@${version}`, dist } },
      time: { created: entry.date, modified: entry.date, [version]: entry.date },
    };
  }

  function search(params: URLSearchParams): Record<string, unknown> {
    const query = parseSearchText(params.get('text') ?? '');
    const size = Math.min(Math.max(Number(params.get('size') ?? 20) || 20, 1), 250);
    const from = Math.max(Number(params.get('from') ?? 0) || 0, 0);
    const exact = query.words.join(' ');
    const hits = [...entries.values()]
      .filter((e) => matches(e, query))
      .sort(
        (a, b) =>
          Number(str(b.manifest.name) === exact) - Number(str(a.manifest.name) === exact) ||
          str(a.manifest.name).localeCompare(str(b.manifest.name)),
      );
    return {
      objects: hits.slice(from, from + size).map((e) => {
        const m = e.manifest;
        const name = str(m.name);
        const author = typeof m.author === 'string' ? { name: m.author } : m.author;
        return {
          package: {
            name,
            version: m.version,
            description: m.description,
            keywords: keywordsOf(m),
            date: e.date,
            author,
            publisher: { username: 'fake', email: 'fake@example.com' },
            links: { npm: `https://www.npmjs.com/package/${name}`, ...(m.homepage ? { homepage: m.homepage } : {}) },
          },
          downloads: { weekly: e.weeklyDownloads, monthly: e.weeklyDownloads * 4 },
          score: { final: 1, detail: { quality: 1, popularity: 1, maintenance: 1 } },
          searchScore: 1,
          flags: {},
        };
      }),
      total: hits.length,
      time: new Date().toUTCString(),
    };
  }

  function handle(req: IncomingMessage, res: ServerResponse): void {
    const parsed = new URL(req.url ?? '/', 'http://registry');
    seen.push(`${parsed.pathname}${parsed.search}`);
    const send = (status: number, body: unknown, type = 'application/json') => {
      res.writeHead(status, { 'content-type': type });
      res.end(Buffer.isBuffer(body) ? body : JSON.stringify(body));
    };
    if (req.method !== 'GET') return send(405, { error: 'method not allowed' });
    if (parsed.pathname === '/-/v1/search') return send(200, search(parsed.searchParams));
    const path = decodeURIComponent(parsed.pathname);
    const tgz = /^\/((?:@[^/]+\/)?[^/@]+)\/-\/[^/]+-([^/]+)\.tgz$/.exec(path);
    if (tgz) {
      const entry = entries.get(tgz[1]!);
      if (!entry?.tarball || str(entry.manifest.version) !== tgz[2]) return send(404, { error: 'not found' });
      return send(200, entry.tarball, 'application/octet-stream');
    }
    const entry = entries.get(path.slice(1));
    if (!entry) return send(404, { error: 'Not found' });
    send(200, packument(entry));
  }

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    url,
    seen,
    addFolder(dir, extra = {}) {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
      entries.set(str(manifest.name), {
        manifest,
        tarball: pack(dir),
        date: new Date().toISOString(),
        weeklyDownloads: extra.weeklyDownloads ?? 0,
      });
    },
    addListing(manifest) {
      entries.set(str(manifest.name), { manifest, date: new Date().toISOString(), weeklyDownloads: 0 });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
