import type { FastifyInstance } from 'fastify';
import { toWeftTypeName, type NodeTypeDescription } from '@weft/workflow';
import { ok, requireUser } from '../auth/guards.js';
import type { ServerContext } from '../context.js';
import { badRequest } from '../http/errors.js';
import { communityNodeTypes } from '../community-nodes/index.js';
import { curlToHttpNodeParameters } from './nodes/curl.js';
import { instanceSettings } from './nodes/settings.js';
import { registerRemoteMethods } from './nodes/remote-methods.js';

/** Every registered description, one per version implementation: built-in ones, then those of installed community packages. */
export function allNodeDescriptions(ctx: ServerContext): NodeTypeDescription[] {
  return [...ctx.builtinNodes.types(), ...communityNodeTypes(ctx)].map((t) => t.description);
}

/** Settings, node types, remote parameter options and list search (`nodes/remote-methods.ts`) and cURL import. */
export async function register(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  // Public: the sign-in page needs it before anyone is signed in.
  app.get('/settings', async () => ok(await instanceSettings(ctx)));

  app.get('/types/nodes.json', async (req) => {
    requireUser(req);
    return allNodeDescriptions(ctx);
  });
  app.get('/types/credentials.json', async (req) => {
    requireUser(req);
    return ctx.credentialTypes.map(({ authenticate: _a, ...rest }) => rest);
  });

  app.post('/node-types', async (req) => {
    requireUser(req);
    const body = (req.body ?? {}) as { nodeInfos?: Array<{ name: string; version?: number }> };
    if (!Array.isArray(body.nodeInfos)) throw badRequest('The body needs "nodeInfos": a list of {name, version}');
    const out: NodeTypeDescription[] = [];
    for (const info of body.nodeInfos) {
      const type = ctx.nodeTypes.get(toWeftTypeName(String(info?.name ?? '')), info?.version);
      if (type) out.push(type.description);
    }
    return ok(out);
  });

  await registerRemoteMethods(app, ctx);

  app.post('/curl-to-json', async (req) => {
    requireUser(req);
    const body = (req.body ?? {}) as { curlCommand?: unknown };
    if (typeof body.curlCommand !== 'string' || !body.curlCommand.trim())
      throw badRequest('The body needs "curlCommand": the cURL command as a string');
    return ok(curlToHttpNodeParameters(body.curlCommand));
  });

  app.get('/node-translation-headers', async (req) => {
    requireUser(req);
    return ok({});
  });
}
