/**
 * MCP Server Trigger calls at `/mcp/<path>` (and `/mcp-test/<path>` while the editor listens): version 2 answers Streamable HTTP statelessly (each
 * POST a JSON-RPC exchange answered as JSON; no server-sent stream, so GET and DELETE are
 * refused as the transport allows), versions 1 and 1.1 keep an SSE stream open at `<path>/sse`
 * and take its messages at `<path>/messages?sessionId=…`. Each call is checked against the
 * trigger's authentication first. Tools are listed and run by running the workflow (see tools.ts).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { trimSlashes, type WorkflowNode } from '@weft/workflow';
import type { ServerContext } from '../context.js';
import { loadWorkflow } from '../services/active/store.js';
import { findMcpTarget, findMcpTestTarget, type McpTarget } from './find.js';
import { mcpSdk, type McpSdk, type McpSdkServer, type McpSseTransport } from './sdk.js';
import { callTool, listTools, type McpRunTarget } from './tools.js';

/** Open SSE sessions of this process, by session id. */
const sessions = new Map<string, { transport: McpSseTransport; workflowId: string; node: string }>();

/** The MCP server's name: the node's name as a tool name (version 2), as n8n names it. */
function serverName(node: WorkflowNode): string {
  return node.typeVersion >= 2 ? node.name.replace(/[^a-zA-Z0-9_-]+/g, '_') : 'weft-mcp-server';
}

/** Checks the trigger's authentication; answers the refusal, or undefined when the call may go on. */
async function refusal(
  ctx: ServerContext,
  node: WorkflowNode,
  req: FastifyRequest,
): Promise<{ status: number; message: string } | undefined> {
  const auth = String(node.parameters.authentication ?? 'none');
  if (auth === 'none') return undefined;
  const type = auth === 'bearerAuth' ? 'httpBearerAuth' : auth === 'headerAuth' ? 'httpHeaderAuth' : undefined;
  if (!type) return { status: 500, message: `The authentication "${auth}" is not supported by the MCP Server Trigger` };
  const ref = node.credentials?.[type];
  let data: Record<string, unknown>;
  try {
    if (!ref) throw new Error('no credential');
    data = await ctx.credentials.decryptedForNode(ref, type);
  } catch {
    return { status: 500, message: 'No authentication data defined on node!' };
  }
  if (type === 'httpBearerAuth') {
    const header = String(req.headers.authorization ?? '');
    if (!/^bearer /i.test(header)) return { status: 401, message: 'Authorization is required!' };
    return header.slice(7).trim() === String(data.token ?? '')
      ? undefined
      : { status: 403, message: 'Authorization data is wrong!' };
  }
  const name = String(data.name ?? '').toLowerCase();
  const given = name ? req.headers[name] : undefined;
  if (given === undefined) return { status: 401, message: 'Authorization is required!' };
  return String(given) === String(data.value ?? '')
    ? undefined
    : { status: 403, message: 'Authorization data is wrong!' };
}

/**
 * The trigger as it is now: an active workflow is read again (a long SSE session may outlive an
 * edit); the editor's listening keeps the workflow it was started with.
 */
async function current(ctx: ServerContext, target: McpTarget): Promise<McpRunTarget> {
  if (target.test) return target;
  const workflow = await loadWorkflow(ctx, target.workflow.id);
  const node = workflow?.nodes.find((n) => n.name === target.node.name);
  if (!workflow || !node) throw new Error(`The MCP Server Trigger "${target.node.name}" is no longer in its workflow`);
  return { workflow, node };
}

/** An SDK server whose tools are those of the target's trigger. */
function toolServer(ctx: ServerContext, sdk: McpSdk, target: McpTarget): McpSdkServer {
  const server = sdk.createServer(serverName(target.node));
  server.setRequestHandler(sdk.ListToolsRequestSchema, async () => ({
    tools: await listTools(ctx, await current(ctx, target)),
  }));
  server.setRequestHandler(sdk.CallToolRequestSchema, async (request) => {
    const name = String(request.params?.name ?? '');
    if (!name) throw new Error('A tool call needs the name of the tool');
    const args = (request.params?.arguments ?? {}) as Record<string, unknown>;
    return callTool(ctx, await current(ctx, target), name, args);
  });
  return server;
}

/** The JSON-RPC body of a POST (the webhook routes keep bodies raw). */
function bodyOf(req: FastifyRequest): unknown {
  const raw = req.body;
  const text = Buffer.isBuffer(raw) ? raw.toString('utf8') : typeof raw === 'string' ? raw : undefined;
  if (text === undefined) return raw;
  return text.trim() ? JSON.parse(text) : undefined;
}

const jsonRpcError = (
  reply: FastifyReply,
  status: number,
  code: number,
  message: string,
  headers: Record<string, string> = {},
) =>
  reply
    .code(status)
    .headers(headers)
    .type('application/json')
    .send({ jsonrpc: '2.0', error: { code, message }, id: null });

async function serve(
  ctx: ServerContext,
  target: McpTarget,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | void> {
  const method = req.method.toUpperCase();
  const sdk = await mcpSdk();
  if (target.kind === 'sse') {
    if (method !== 'GET') return reply.code(405).header('allow', 'GET').send();
    const transport = sdk.sse(`/${target.test ? 'mcp-test' : 'mcp'}/${target.path}/messages`, reply.raw);
    const server = toolServer(ctx, sdk, target);
    sessions.set(transport.sessionId, { transport, workflowId: target.workflow.id, node: target.node.name });
    reply.raw.on('close', () => {
      sessions.delete(transport.sessionId);
      void server.close().catch(() => undefined);
    });
    reply.hijack();
    await server.connect(transport);
    return;
  }
  let body: unknown;
  try {
    body = method === 'POST' ? bodyOf(req) : undefined;
  } catch {
    return jsonRpcError(reply, 400, -32700, 'Parse error: the body is not JSON');
  }
  if (target.kind === 'message') {
    if (method !== 'POST') return reply.code(405).header('allow', 'POST').send();
    const id = String((req.query as Record<string, unknown>).sessionId ?? '');
    const session = sessions.get(id);
    if (!session || session.workflowId !== target.workflow.id)
      return reply.code(404).type('text/plain').send('No transport found for sessionId');
    reply.hijack();
    await session.transport.handlePostMessage(req.raw, reply.raw, body);
    return;
  }
  if (method !== 'POST')
    return jsonRpcError(reply, 405, -32000, 'Method not allowed: this MCP server answers POST requests only', {
      allow: 'POST',
    });
  const server = toolServer(ctx, sdk, target);
  const transport = sdk.streamable();
  reply.raw.on('close', () => {
    void transport.close().catch(() => undefined);
    void server.close().catch(() => undefined);
  });
  reply.hijack();
  await server.connect(transport);
  await transport.handleRequest(req.raw, reply.raw, body);
}

/** Handles `/mcp/*` (`kind` production) and `/mcp-test/*` (test): finds the trigger, checks its authentication and serves MCP. */
export async function handleMcpCall(
  ctx: ServerContext,
  req: FastifyRequest,
  kind: 'production' | 'test',
): Promise<(reply: FastifyReply) => Promise<FastifyReply | void>> {
  const rest = trimSlashes(((req.params as Record<string, string>)['*'] ?? '').split('?')[0]!);
  const target =
    kind === 'test'
      ? findMcpTestTarget(ctx.activeWorkflows.runtime.testWebhooks, rest)
      : await findMcpTarget(ctx, rest);
  return async (reply) => {
    if (!target) {
      return reply.code(404).send({
        code: 404,
        message: `The requested MCP server "${rest}" is not registered.`,
        hint:
          kind === 'test'
            ? "Click the 'Execute workflow' button on the canvas, then try again. (In test mode, the MCP server answers until its first tool call)"
            : 'Activate the workflow of the MCP Server Trigger, then use the production URL shown on the node.',
      });
    }
    const refused = await refusal(ctx, target.node, req);
    if (refused) return reply.code(refused.status).type('text/plain; charset=utf-8').send(refused.message);
    return serve(ctx, target, req, reply);
  };
}
