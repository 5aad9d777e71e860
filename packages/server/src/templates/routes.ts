import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import { notFound } from '../http/errors.js';
import { readTemplateLibrary, type TemplateLibrary } from './library.js';
import { DEFAULT_ROWS, intParam, matches, MAX_ROWS, requestedCategories, searchWords } from './search.js';
import { collectionDetail, collectionSummary, workflowDetail, workflowSummary, type DescribeNode } from './shapes.js';

type Query = Record<string, unknown>;

function idOf(params: unknown, what: string, library: TemplateLibrary, kind: 'workflows' | 'collections') {
  const raw = (params as { id?: string }).id ?? '';
  const id = Number(raw);
  const found = Number.isInteger(id) ? (library[kind] as Array<{ id: number }>).find((x) => x.id === id) : undefined;
  if (!found) throw notFound(`There is no ${what} with the id "${raw}"`);
  return found;
}

/**
 * The templates host (n8n's template API shapes), served by Weft
 * itself from the bundled library: health, categories, collections and workflows with search
 * and paging, and the workflow JSON for import. Public and read-only: no session needed.
 * Registered under `/templates-api`; answers 404 everywhere when WEFT_TEMPLATES_ENABLED=false.
 */
export async function registerTemplatesHost(
  app: FastifyInstance,
  ctx: ServerContext,
  library: TemplateLibrary = readTemplateLibrary(),
): Promise<void> {
  const describe: DescribeNode = (type, version) => ctx.nodeTypes.get(type, version)?.description;

  app.addHook('onRequest', async () => {
    if (!ctx.config.templates.enabled)
      throw notFound('Templates are switched off on this instance (WEFT_TEMPLATES_ENABLED=false)');
  });
  // Public, read-only data: editors served from another origin may read it.
  app.addHook('onSend', async (_req, reply) => {
    void reply.header('access-control-allow-origin', '*');
  });

  // CORS preflight: the editor sends an `n8n-version` header, which makes a cross-origin GET preflighted.
  app.options('/*', async (req, reply) => {
    void reply
      .header('access-control-allow-methods', 'GET, OPTIONS')
      .header('access-control-allow-headers', req.headers['access-control-request-headers'] ?? '*')
      .header('access-control-max-age', '86400')
      .status(204);
    return '';
  });

  app.get('/health', async () => ({ status: 'OK' }));

  app.get('/templates/categories', async () => ({
    categories: library.categories.map(({ id, name }) => ({ id, name })),
  }));

  app.get('/templates/collections', async (req) => {
    const q = req.query as Query;
    const words = searchWords(q.search);
    const categories = requestedCategories(q.category, library);
    const collections = library.collections.filter((c) => {
      if (categories && !categories.every((cat) => c.categories.includes(cat.id))) return false;
      return matches(words, c.name, c.description);
    });
    return { collections: collections.map((c) => collectionSummary(c, library, describe)) };
  });

  app.get('/templates/collections/:id', async (req) => {
    const collection = idOf(
      req.params,
      'template collection',
      library,
      'collections',
    ) as TemplateLibrary['collections'][number];
    return { collection: collectionDetail(collection, library, describe) };
  });

  app.get('/templates/workflows', async (req) => {
    const q = req.query as Query;
    const skip = intParam(q.skip, 'skip', 0);
    const rows = Math.min(intParam(q.rows, 'rows', DEFAULT_ROWS), MAX_ROWS);
    const words = searchWords(q.search);
    const categories = requestedCategories(q.category, library);
    const found = library.workflows.filter((t) => matches(words, t.name, t.description));
    const inCategories = categories
      ? found.filter((t) => categories.every((cat) => t.categories.includes(cat.id)))
      : found;
    const counts = library.categories
      .map((c) => ({ value: c.name, count: found.filter((t) => t.categories.includes(c.id)).length }))
      .filter((c) => c.count > 0);
    return {
      totalWorkflows: inCategories.length,
      workflows: inCategories.slice(skip, skip + rows).map((t) => workflowSummary(t, describe)),
      filters: [{ field_name: 'categories', counts }],
    };
  });

  app.get('/templates/workflows/:id', async (req) => {
    const template = idOf(
      req.params,
      'workflow template',
      library,
      'workflows',
    ) as TemplateLibrary['workflows'][number];
    return { workflow: workflowDetail(template, library, describe) };
  });

  app.get('/workflows/templates/:id', async (req) => {
    const template = idOf(
      req.params,
      'workflow template',
      library,
      'workflows',
    ) as TemplateLibrary['workflows'][number];
    return {
      id: template.id,
      name: template.name,
      workflow: { nodes: template.workflow.nodes, connections: template.workflow.connections },
    };
  });
}
