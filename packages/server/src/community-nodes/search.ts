import type { ServerConfig } from '../config.js';
import { ApiError, badRequest } from '../http/errors.js';
import { checkPackageName } from './package-spec.js';
import { searchRegistry } from './registry.js';

/** The keyword every n8n community node package carries, and what the search is narrowed to. */
export const COMMUNITY_KEYWORD = 'n8n-community-node-package';
/** How long the registry may take to answer a search. */
export const SEARCH_TIMEOUT_MS = 10_000;
/** Most results one search asks for (npm's own limit is 250). */
const MAX_SIZE = 100;

/** A package found on the registry, as `GET /rest/community-packages/search` answers it. */
export interface FoundPackage {
  name: string;
  version: string;
  description: string;
  /** The author's name, or null when the registry does not say. */
  author: string | null;
  keywords: string[];
  /** When this version was published (ISO 8601), or null. */
  date: string | null;
  links: { npm?: string; homepage?: string; repository?: string };
  /** Weekly downloads, when the registry counts them. */
  weeklyDownloads?: number;
  /** Whether the package is installed on this instance. */
  installed: boolean;
  /** The installed version, when installed. */
  installedVersion?: string;
}

/** A page of search results: `total` is what the registry matched, less what was left out here. */
export interface SearchPage {
  total: number;
  packages: FoundPackage[];
}

/** What the caller asked: free words, the offset and the page size. */
export interface SearchQuery {
  q: string;
  from: number;
  size: number;
}

/** Refuses with the 400 an install gets when community packages are switched off. */
export function assertCommunityPackagesEnabled(config: ServerConfig['communityPackages']): void {
  if (!config.enabled) {
    throw new ApiError(400, 'Community packages are switched off on this instance', {
      hint: 'Set WEFT_COMMUNITY_PACKAGES_ENABLED=true to install node packages.',
    });
  }
}

function intParam(value: unknown, name: string, fallback: number, min: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max)
    throw badRequest(`"${name}" must be a whole number from ${min} to ${max}`);
  return n;
}

/** Reads `q`, `from` and `size` from a query string (400 on nonsense). */
export function parseSearchQuery(query: unknown): SearchQuery {
  const raw = (query && typeof query === 'object' ? query : {}) as Record<string, unknown>;
  if (raw.q !== undefined && typeof raw.q !== 'string') throw badRequest('"q" must be given once, as text');
  const q = (raw.q ?? '').trim().replace(/\s+/g, ' ');
  if (q.length > 200) throw badRequest('"q" is longer than 200 characters');
  return { q, from: intParam(raw.from, 'from', 0, 0, 10_000), size: intParam(raw.size, 'size', 20, 1, MAX_SIZE) };
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);

function authorOf(pkg: Record<string, unknown>): string | null {
  const author = pkg.author;
  if (typeof author === 'string') return author || null;
  if (author && typeof author === 'object') {
    const a = author as Record<string, unknown>;
    return text(a.name) ?? text(a.username) ?? null;
  }
  const publisher = pkg.publisher as Record<string, unknown> | undefined;
  return text(publisher?.username) ?? null;
}

/** One `objects[]` entry of npm's search answer, as Weft answers it; undefined when it is not a usable package. */
function toFound(entry: unknown, installed: ReadonlyMap<string, string>): FoundPackage | undefined {
  const object = (entry && typeof entry === 'object' ? entry : {}) as Record<string, unknown>;
  const pkg = (object.package && typeof object.package === 'object' ? object.package : undefined) as
    Record<string, unknown> | undefined;
  const name = text(pkg?.name);
  if (!pkg || !name) return undefined;
  try {
    checkPackageName(name);
  } catch {
    return undefined;
  }
  const links = (pkg.links && typeof pkg.links === 'object' ? pkg.links : {}) as Record<string, unknown>;
  const downloads = (object.downloads && typeof object.downloads === 'object' ? object.downloads : {}) as Record<
    string,
    unknown
  >;
  const found: FoundPackage = {
    name,
    version: text(pkg.version) ?? '',
    description: text(pkg.description) ?? '',
    author: authorOf(pkg),
    keywords: Array.isArray(pkg.keywords) ? pkg.keywords.filter((k): k is string => typeof k === 'string') : [],
    date: text(pkg.date) ?? null,
    links: { npm: text(links.npm), homepage: text(links.homepage), repository: text(links.repository) },
    installed: installed.has(name),
  };
  if (typeof downloads.weekly === 'number') found.weeklyDownloads = downloads.weekly;
  if (installed.has(name)) found.installedVersion = installed.get(name);
  return found;
}

/** Why a fetch failed, in words: the cause's code and message when there is one. */
function reasonOf(e: unknown): string {
  const err = e as Error & { cause?: { code?: string; message?: string } };
  if (err?.name === 'TimeoutError' || err?.name === 'AbortError')
    return `no answer within ${SEARCH_TIMEOUT_MS / 1000} s`;
  const cause = err?.cause;
  if (cause?.code || cause?.message) return [cause.code, cause.message].filter(Boolean).join(': ');
  return err?.message ?? String(e);
}

/**
 * Searches the registry's documented search API (`GET {registry}/-/v1/search`) for packages with
 * the `n8n-community-node-package` keyword and the caller's words. Reserved or invalid names are
 * left out; each package says whether (and which version) is installed here. A registry that
 * cannot be reached, answers an error or something that is not a search answer is a 502 naming
 * the registry and why.
 */
export async function searchCommunityPackages(
  query: SearchQuery,
  installed: ReadonlyMap<string, string>,
  npmCwd: string,
): Promise<SearchPage> {
  const registry = await searchRegistry(npmCwd);
  const url = new URL(`${registry}/-/v1/search`);
  url.searchParams.set('text', `keywords:${COMMUNITY_KEYWORD}${query.q ? ` ${query.q}` : ''}`);
  url.searchParams.set('size', String(query.size));
  url.searchParams.set('from', String(query.from));
  const fail = (reason: string) =>
    new ApiError(502, `The npm registry at ${registry} could not be searched: ${reason}`, {
      hint: 'Check that this server can reach the registry, or set WEFT_COMMUNITY_PACKAGES_REGISTRY to one it can reach.',
    });
  let body: unknown;
  try {
    const res = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(SEARCH_TIMEOUT_MS),
    });
    if (!res.ok) throw fail(`it answered HTTP ${res.status}`);
    body = await res.json().catch(() => {
      throw fail('its answer is not JSON');
    });
  } catch (e) {
    if (e instanceof ApiError) throw e;
    throw fail(reasonOf(e));
  }
  const objects = (body as { objects?: unknown })?.objects;
  if (!Array.isArray(objects)) throw fail('its answer has no "objects" list');
  const packages = objects.map((o) => toFound(o, installed)).filter((p): p is FoundPackage => p !== undefined);
  const total = Number((body as { total?: unknown }).total);
  return {
    total: Math.max(
      packages.length,
      (Number.isFinite(total) ? total : objects.length) - (objects.length - packages.length),
    ),
    packages,
  };
}
