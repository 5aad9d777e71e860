import type { FastifyInstance } from 'fastify';
import { packNodeTypes, toWeftTypeName, type NodeType, type NodeTypeDescription } from '@weft/workflow';
import { ok, requireUser } from '../auth/guards.js';
import type { ServerContext } from '../context.js';
import { CachedJson } from '../http/cached-json.js';
import { badRequest } from '../http/errors.js';
import { communityNodeTypes } from '../community-nodes/index.js';
import { curlToHttpNodeParameters } from './nodes/curl.js';
import { instanceSettings } from './nodes/settings.js';
import { registerRemoteMethods } from './nodes/remote-methods.js';

/** The type description files, `nodes.json` and `credentials.json`, each serialised once per change. */
export interface TypeFiles {
  /** Every registered node description, one per version implementation: built-in ones, then those of installed community packages. */
  nodes: CachedJson<NodeTypeDescription>;
  /** The same descriptions packed for Weft's editor (each parameter written once; see `packNodeTypes`). */
  nodesPacked: CachedJson<NodeTypeDescription>;
  /** Every credential type, without its `authenticate` function. */
  credentials: CachedJson<ServerContext['credentialTypes'][number]>;
}

/** The type description files of a server; installing or removing a community package changes them. */
export function typeFiles(ctx: ServerContext): TypeFiles {
  const descriptions = (types: readonly NodeType[]) => types.map((t) => t.description);
  const nodeDescriptions = () => [...descriptions(ctx.builtinNodes.types()), ...descriptions(communityNodeTypes(ctx))];
  return {
    nodes: new CachedJson(nodeDescriptions, (list) => JSON.stringify(list)),
    nodesPacked: new CachedJson(nodeDescriptions, packNodeTypes),
    credentials: new CachedJson(
      () => ctx.credentialTypes,
      (list) => JSON.stringify(list.map(({ authenticate: _a, ...rest }) => rest)),
    ),
  };
}

/** Settings, node types, remote parameter options and list search (`nodes/remote-methods.ts`) and cURL import. */
export async function register(app: FastifyInstance, ctx: ServerContext, files: TypeFiles): Promise<void> {
  // Public: the sign-in page needs it before anyone is signed in.
  app.get('/settings', async () => ok(await instanceSettings(ctx)));

  app.get('/types/nodes.json', async (req, reply) => {
    requireUser(req);
    return files.nodes.send(req, reply);
  });
  app.get('/types/credentials.json', async (req, reply) => {
    requireUser(req);
    return files.credentials.send(req, reply);
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
