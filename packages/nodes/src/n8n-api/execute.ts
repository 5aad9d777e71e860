/**
 * Runs the n8n node: calls the public API (`/api/v1`) of this or another instance with the
 * `n8nApi` credential, and answers each result as an item, as n8n's node does.
 */
import { NodeApiError, NodeOperationError } from '@weft/workflow';
import type { ExecuteContext, HttpRequestOptions, Item, JsonObject, NodeOutput } from '@weft/workflow';

type Json = Record<string, unknown>;

interface Api {
  call(method: string, path: string, options?: { qs?: Json; body?: unknown }): Promise<unknown>;
}

function api(ctx: ExecuteContext, itemIndex: number, credentials: Json): Api {
  const base = String(credentials.baseUrl ?? '').replace(/\/$/, '');
  if (!/^https?:\/\//.test(base)) {
    throw new NodeOperationError(
      ctx.getNode(),
      'The n8n API credential needs a Base URL such as http://localhost:5678/api/v1',
      { itemIndex },
    );
  }
  return {
    async call(method, path, options = {}) {
      const qs = Object.fromEntries(Object.entries(options.qs ?? {}).filter(([, v]) => v !== undefined && v !== ''));
      const request: HttpRequestOptions = {
        url: `${base}${path}`,
        method,
        qs,
        headers: { accept: 'application/json', 'X-N8N-API-KEY': String(credentials.apiKey ?? '') },
        responseType: 'json',
        ignoreHttpStatusErrors: true,
        abortSignal: ctx.signal,
        ...(options.body !== undefined ? { body: options.body, json: true } : {}),
      };
      const response = await ctx.helpers.httpRequest(request);
      if (response.statusCode >= 400) {
        const body = response.body as { message?: string } | undefined;
        const message = typeof body?.message === 'string' ? body.message : `The API answered ${response.statusCode}`;
        throw new NodeApiError(
          ctx.getNode(),
          {
            message,
            httpCode: response.statusCode,
            body: response.body,
            description: `${method} ${path} answered ${response.statusCode}`,
          },
          { itemIndex },
        );
      }
      return response.body;
    },
  };
}

function parseJsonParameter(ctx: ExecuteContext, name: string, itemIndex: number): Json {
  const raw = ctx.getNodeParameter(name, itemIndex, '{}');
  if (raw && typeof raw === 'object') return raw as Json;
  try {
    const parsed = JSON.parse(String(raw || '{}')) as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
    return parsed as Json;
  } catch (e) {
    throw new NodeOperationError(ctx.getNode(), `The '${name}' property must be valid JSON, but cannot be parsed`, {
      itemIndex,
      description: (e as Error).message,
    });
  }
}

function workflowId(ctx: ExecuteContext, itemIndex: number, name = 'workflowId'): string {
  const value = ctx.getNodeParameter(name, itemIndex, '', { extractValue: true }) as unknown;
  const id = value && typeof value === 'object' ? (value as { value?: unknown }).value : value;
  return encodeURIComponent(String(id ?? ''));
}

/** Every page of a cursor-paginated list, or only the first `limit` results. */
async function list(client: Api, path: string, qs: Json, returnAll: boolean, limit: number): Promise<unknown[]> {
  const out: unknown[] = [];
  let cursor: string | undefined;
  do {
    const page = (await client.call('GET', path, { qs: { ...qs, limit: returnAll ? 100 : limit, cursor } })) as {
      data?: unknown[];
      nextCursor?: string | null;
    };
    out.push(...(page.data ?? []));
    cursor = page.nextCursor ?? undefined;
  } while (returnAll && cursor);
  return returnAll ? out : out.slice(0, limit);
}

async function workflowOperation(ctx: ExecuteContext, client: Api, operation: string, i: number): Promise<unknown> {
  switch (operation) {
    case 'activate':
    case 'deactivate':
      return client.call('POST', `/workflows/${workflowId(ctx, i)}/${operation}`);
    case 'delete':
      return client.call('DELETE', `/workflows/${workflowId(ctx, i)}`);
    case 'get':
      return client.call('GET', `/workflows/${workflowId(ctx, i)}`);
    case 'create': {
      const w = parseJsonParameter(ctx, 'workflowObject', i);
      return client.call('POST', '/workflows', {
        body: {
          name: w.name || 'My workflow',
          nodes: w.nodes ?? [],
          settings: w.settings ?? {},
          connections: w.connections ?? {},
          staticData: w.staticData ?? null,
        },
      });
    }
    case 'update': {
      const w = parseJsonParameter(ctx, 'workflowObject', i);
      const body: Json = {
        name: w.name,
        nodes: w.nodes ?? [],
        settings: w.settings ?? {},
        connections: w.connections ?? {},
      };
      if (w.staticData !== undefined) body.staticData = w.staticData;
      return client.call('PUT', `/workflows/${workflowId(ctx, i)}`, { body });
    }
    case 'getAll': {
      const filters = (ctx.getNodeParameter('filters', i, {}) ?? {}) as Json;
      const qs: Json = {
        active: filters.activeWorkflows,
        tags: filters.tags,
        name: filters.name,
        projectId: filters.projectId,
        excludePinnedData: filters.excludePinnedData,
      };
      return list(
        client,
        '/workflows',
        qs,
        ctx.getNodeParameter('returnAll', i, true) === true,
        Number(ctx.getNodeParameter('limit', i, 100)),
      );
    }
    default:
      throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" is not known for workflows`, {
        itemIndex: i,
      });
  }
}

async function executionOperation(ctx: ExecuteContext, client: Api, operation: string, i: number): Promise<unknown> {
  const options = (ctx.getNodeParameter('options', i, {}) ?? {}) as Json;
  switch (operation) {
    case 'get':
      return client.call(
        'GET',
        `/executions/${encodeURIComponent(String(ctx.getNodeParameter('executionId', i, '')))}`,
        { qs: { includeData: options.activeWorkflows } },
      );
    case 'delete':
      return client.call(
        'DELETE',
        `/executions/${encodeURIComponent(String(ctx.getNodeParameter('executionId', i, '')))}`,
      );
    case 'getAll': {
      const filters = (ctx.getNodeParameter('filters', i, {}) ?? {}) as Json;
      const workflow = filters.workflowId !== undefined ? workflowId(ctx, i, 'filters.workflowId') : undefined;
      const qs: Json = {
        workflowId: workflow ? decodeURIComponent(workflow) : undefined,
        status: filters.status,
        includeData: options.activeWorkflows,
      };
      return list(
        client,
        '/executions',
        qs,
        ctx.getNodeParameter('returnAll', i, false) === true,
        Number(ctx.getNodeParameter('limit', i, 100)),
      );
    }
    default:
      throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" is not known for executions`, {
        itemIndex: i,
      });
  }
}

async function credentialOperation(ctx: ExecuteContext, client: Api, operation: string, i: number): Promise<unknown> {
  switch (operation) {
    case 'create':
      return client.call('POST', '/credentials', {
        body: {
          name: ctx.getNodeParameter('name', i, ''),
          type: ctx.getNodeParameter('credentialTypeName', i, ''),
          data: parseJsonParameter(ctx, 'data', i),
        },
      });
    case 'delete':
      return client.call(
        'DELETE',
        `/credentials/${encodeURIComponent(String(ctx.getNodeParameter('credentialId', i, '')))}`,
      );
    case 'getSchema':
      return client.call(
        'GET',
        `/credentials/schema/${encodeURIComponent(String(ctx.getNodeParameter('credentialTypeName', i, '')))}`,
      );
    default:
      throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" is not known for credentials`, {
        itemIndex: i,
      });
  }
}

/** Executes the n8n node once per input item. */
export async function executeN8nApiNode(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const resource = String(ctx.getNodeParameter('resource', i, 'workflow'));
      const operation = String(
        ctx.getNodeParameter(
          'operation',
          i,
          resource === 'credential' ? 'create' : resource === 'audit' ? 'generate' : 'getAll',
        ),
      );
      const client = api(ctx, i, await ctx.getCredentials('n8nApi', i));
      let result: unknown;
      if (resource === 'workflow') result = await workflowOperation(ctx, client, operation, i);
      else if (resource === 'execution') result = await executionOperation(ctx, client, operation, i);
      else if (resource === 'credential') result = await credentialOperation(ctx, client, operation, i);
      else if (resource === 'audit')
        result = await client.call('POST', '/audit', {
          body: { additionalOptions: ctx.getNodeParameter('additionalOptions', i, {}) },
        });
      else throw new NodeOperationError(ctx.getNode(), `The resource "${resource}" is not known`, { itemIndex: i });
      const results = Array.isArray(result) ? result : [result ?? {}];
      for (const r of results)
        out.push({ json: (r && typeof r === 'object' ? r : { value: r }) as JsonObject, pairedItem: { item: i } });
    } catch (e) {
      if (!ctx.continueOnFail()) throw e;
      out.push({ json: { error: (e as Error).message }, pairedItem: { item: i } });
    }
  }
  return [out];
}
