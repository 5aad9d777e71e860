import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../context.js';

/**
 * Routes that answer before the node families are loaded: they read none of them. The sign-in page
 * and the editor's files come first when a browser opens Weft, and process managers poll liveness.
 */
const EARLY_ROUTES: ReadonlySet<string> = new Set(['/rest/settings', '/healthz', '/*']);

/**
 * Holds every other request until the built-in node families are loaded. `weft start` opens its
 * port with only the core family loaded and loads the rest right after (most of its start-up time
 * went to parsing them); a request that may read a node type (saving a workflow, the node
 * descriptions, a webhook) waits those few hundred milliseconds rather than see a type missing.
 * Once they are loaded, the hook costs one property read per request.
 */
export function holdUntilNodeFamiliesLoad(app: FastifyInstance, ctx: ServerDeps<'builtinNodes'>): void {
  const nodes = ctx.builtinNodes;
  app.addHook('onRequest', (req, _reply, done) => {
    if (nodes.complete || EARLY_ROUTES.has(req.routeOptions.url ?? '')) return done();
    nodes.loadAll().then(() => done(), done);
  });
}
