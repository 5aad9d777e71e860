/** Workflow routes beside CRUD: import from a URL, sharing, and the time-zone options. */
import type { FastifyInstance } from 'fastify';
import { guardedFetch } from '@weft/engine';
import { exportN8nWorkflow, importN8nWorkflow, type Workflow } from '@weft/workflow';
import { ok, requireUser } from '../../auth/guards.js';
import type { ServerContext } from '../../context.js';
import { badRequest, forbidden } from '../../http/errors.js';
import { isPending } from '../../repositories/users.js';
import type { WorkflowRepository } from '../../repositories/workflows.js';
import { loadWorkflowFor, toApiWorkflow } from '../../services/access/workflows.js';
import { isObject } from '../../services/validation/workflow-input.js';

/** Largest workflow file GET /workflows/from-url downloads (12 MiB). */
export const IMPORT_MAX_BYTES = 12 * 1024 * 1024;
/** How long GET /workflows/from-url waits for the file. */
export const IMPORT_TIMEOUT_MS = 15_000;

/** Registers /workflows/from-url, /workflows/:id/share and /options/timezones. */
export function registerWorkflowExtras(app: FastifyInstance, ctx: ServerContext, repo: WorkflowRepository): void {
  app.get<{ Querystring: Record<string, string | undefined> }>('/workflows/from-url', async (req) => {
    requireUser(req);
    const data = await fetchJson(req.query.url);
    if (!isObject(data) || !Array.isArray(data.nodes) || !isObject(data.connections)) {
      throw badRequest(
        'The file at this URL is not a workflow: a workflow is a JSON object with "nodes" and "connections"',
      );
    }
    let workflow: Workflow;
    try {
      workflow = importN8nWorkflow(data);
    } catch (e) {
      throw badRequest(`The file at this URL is not a valid workflow: ${(e as Error).message}`);
    }
    return ok(exportN8nWorkflow(workflow));
  });

  app.put<{ Params: { id: string } }>('/workflows/:id/share', async (req) => {
    requireUser(req);
    if (!ctx.config.sharingEnabled) throw forbidden('Workflow sharing is not enabled on this instance');
    const { user, workflow } = await loadWorkflowFor(req, ctx, repo, req.params.id, 'share');
    const body: unknown = req.body;
    const ids = isObject(body) ? body.shareWithIds : undefined;
    if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string'))
      throw badRequest('"shareWithIds" must be a list of user ids');
    for (const id of new Set(ids)) {
      const sharee = await ctx.users.get(id);
      if (!sharee) throw badRequest(`There is no user with ID "${id}"`);
      if (isPending(sharee))
        throw badRequest(
          `The user ${sharee.email ?? id} has not finished signing up, so nothing can be shared with them yet`,
        );
    }
    await repo.setSharees(workflow.id, ids);
    return ok(await toApiWorkflow(ctx, (await repo.get(workflow.id))!, user));
  });

  app.get('/options/timezones', async (req) => {
    requireUser(req);
    return ok(timeZoneOptions());
  });
}

/** Downloads JSON from an http(s) URL, refusing anything above IMPORT_MAX_BYTES. */
async function fetchJson(raw: string | undefined): Promise<unknown> {
  if (!raw || raw.trim() === '') throw badRequest('Give the address of a workflow file in the "url" query parameter');
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw badRequest(`"${raw}" is not a valid URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw badRequest('Only http and https URLs can be imported');
  let res: Awaited<ReturnType<typeof guardedFetch>>;
  try {
    // Through the SSRF guard: an editor must not make the instance read its cloud metadata.
    res = await guardedFetch(url, {
      signal: AbortSignal.timeout(IMPORT_TIMEOUT_MS),
      headers: { accept: 'application/json' },
    });
  } catch (e) {
    const cause = (e as Error & { cause?: Error }).cause;
    throw badRequest(`Could not download ${url.href}: ${cause?.message ?? (e as Error).message}`);
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => undefined);
    throw badRequest(`Could not download ${url.href}: the server answered HTTP ${res.status}`);
  }
  const tooLarge = () =>
    badRequest(`The file at ${url.href} is larger than the ${IMPORT_MAX_BYTES / 1024 / 1024} MiB a workflow may have`);
  if (Number(res.headers.get('content-length') ?? 0) > IMPORT_MAX_BYTES) {
    await res.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (res.body) {
    const reader = res.body.getReader();
    for (;;) {
      let part: Awaited<ReturnType<typeof reader.read>>;
      try {
        part = await reader.read();
      } catch (e) {
        throw badRequest(`Could not download ${url.href}: ${(e as Error).message}`);
      }
      if (part.done) break;
      size += part.value.byteLength;
      if (size > IMPORT_MAX_BYTES) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge();
      }
      chunks.push(part.value);
    }
  }
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest(`The file at ${url.href} is not JSON, so it cannot be a workflow`);
  }
}

let zoneCache: { at: number; options: Record<string, string> } | undefined;

/**
 * IANA time zones with labels such as "Europe/Berlin (GMT+01:00)", from the runtime's list; the
 * offsets are the current ones, recomputed hourly.
 */
export function timeZoneOptions(): Record<string, string> {
  if (zoneCache && Date.now() - zoneCache.at < 3_600_000) return zoneCache.options;
  const zones = Intl.supportedValuesOf('timeZone');
  if (!zones.includes('UTC')) zones.push('UTC');
  const at = new Date();
  const options: Record<string, string> = {};
  for (const zone of [...zones].sort()) {
    let offset = '';
    try {
      offset =
        new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
          .formatToParts(at)
          .find((p) => p.type === 'timeZoneName')?.value ?? '';
    } catch {
      /* a zone the runtime lists but cannot format: no offset */
    }
    options[zone] = offset ? `${zone} (${offset === 'GMT' ? 'GMT+00:00' : offset})` : zone;
  }
  zoneCache = { at: at.getTime(), options };
  return options;
}
