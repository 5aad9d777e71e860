/**
 * The templates repository: host and version come from
 * settings; calls carry no session, only the `n8n-version` header with the CLI version.
 */

export interface TemplateCategory {
  id: number | string;
  name: string;
}
export interface TemplateNodeInfo {
  name?: string;
  displayName?: string;
  icon?: string;
  iconUrl?: string;
  [k: string]: unknown;
}
export interface TemplateWorkflowSummary {
  id: number | string;
  name: string;
  description?: string;
  totalViews?: number;
  createdAt?: string;
  user?: { username?: string };
  nodes?: TemplateNodeInfo[];
}
export interface TemplateWorkflowFull extends TemplateWorkflowSummary {
  views?: number;
  image?: unknown;
  categories?: TemplateCategory[];
  workflow: { nodes: Array<Record<string, any>>; connections: Record<string, any> };
}
export interface TemplateCollection {
  id: number | string;
  name: string;
  description?: string;
  nodes?: TemplateNodeInfo[];
  workflows: Array<{ id: number | string } & Partial<TemplateWorkflowSummary>>;
  categories?: TemplateCategory[];
  createdAt?: string;
}

/** The templates health check gives up after 2 seconds. */
export const TEMPLATES_HEALTH_TIMEOUT_MS = 2000;

/** Where a relative host resolves against (the page's origin in a browser). */
function absolute(host: string): string {
  const base = host.endsWith('/') ? host : `${host}/`;
  return new URL(base, globalThis.location?.href ?? 'http://localhost/').toString();
}

async function call<T>(
  host: string,
  version: string,
  path: string,
  query: Record<string, string | number | undefined> = {},
  timeoutMs?: number,
): Promise<T> {
  const url = new URL(path.replace(/^\//, ''), absolute(host));
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') url.searchParams.set(k, String(v));
  const controller = new AbortController();
  const timer = timeoutMs ? setTimeout(() => controller.abort(), timeoutMs) : undefined;
  try {
    const res = await fetch(url, {
      headers: { 'n8n-version': version, accept: 'application/json' },
      signal: controller.signal,
      credentials: 'omit',
    });
    if (!res.ok) throw new Error(`The templates repository answered ${res.status} for ${url.pathname}`);
    return (await res.json()) as T;
  } catch (error) {
    if ((error as Error).name === 'AbortError')
      throw new Error(`The templates repository did not answer within ${(timeoutMs ?? 0) / 1000} s`, { cause: error });
    throw error;
  } finally {
    if (timer) clearTimeout(timer);
  }
}

/** Client for one templates host. */
export function templatesApi(host: string, version: string) {
  return {
    health: () => call<{ status: string }>(host, version, '/health', {}, TEMPLATES_HEALTH_TIMEOUT_MS),
    categories: () => call<{ categories: TemplateCategory[] }>(host, version, '/templates/categories'),
    collections: (q: { search?: string; category?: string }) =>
      call<{ collections: TemplateCollection[] }>(host, version, '/templates/collections', {
        search: q.search,
        category: q.category,
      }),
    collection: (id: string) =>
      call<{ collection: TemplateCollection }>(host, version, `/templates/collections/${encodeURIComponent(id)}`),
    workflows: (q: { search?: string; category?: string; skip: number; rows: number }) =>
      call<{ totalWorkflows: number; workflows: TemplateWorkflowSummary[] }>(host, version, '/templates/workflows', q),
    workflow: (id: string) =>
      call<{ workflow: TemplateWorkflowFull }>(host, version, `/templates/workflows/${encodeURIComponent(id)}`),
    /** The workflow of a template, ready to import. */
    workflowForImport: (id: string) =>
      call<{ id: number | string; name: string; workflow: { nodes: any[]; connections: Record<string, any> } }>(
        host,
        version,
        `/workflows/templates/${encodeURIComponent(id)}`,
      ),
  };
}
