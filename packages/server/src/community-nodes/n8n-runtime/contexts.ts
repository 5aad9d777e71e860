/**
 * The contexts an n8n-style community node sees as `this`: Weft's contexts with n8n's member names
 * and semantics on top (`IExecuteFunctions`, `ITriggerFunctions`, `IPollFunctions`,
 * `IWebhookFunctions`, `IHookFunctions`, `ILoadOptionsFunctions`). Everything Weft's context has
 * stays reachable; where n8n's behaviour differs (its `helpers.httpRequest` answers the body, its
 * `getWorkflow()` only id, name and active), n8n's wins.
 */
import type {
  BinaryData,
  CredentialType,
  ExecuteContext,
  HttpRequestOptions,
  HttpResponse,
  Item,
  NodeMethodContext,
  NodeTypeDescription,
  PollContext,
  TriggerContext,
  WebhookRequestContext,
  WebhookSetupContext,
  WorkflowNode,
} from '@weft/workflow';
import { createHttpClient } from '@weft/engine';
import { NodeApiError, NodeOperationError } from './errors.js';
import {
  asBuffer,
  n8nHttpRequest,
  n8nHttpRequestWithAuthentication,
  n8nRequest,
  n8nRequestWithAuthentication,
  type WeftHttp,
} from './http.js';
import { createDeferredPromise, LoggerProxy } from './runtime-module.js';

type Loose = Record<string, unknown>;
type AnyFn = (...args: unknown[]) => unknown;

/** What the adapters need besides Weft's context. */
export interface N8nContextEnv {
  /** The node type's description (inputs, outputs, webhooks). */
  description: NodeTypeDescription;
  /** A credential type by name, to sign requests where Weft's context has no signing helper. */
  credentialType(name: string): CredentialType | undefined;
}

/**
 * An object that answers `overrides` first and every other member from `target` (methods bound to
 * it), so a community node sees n8n's names without losing any of Weft's.
 */
function overlay<T extends object>(target: T, overrides: Loose): T & Loose {
  return new Proxy(overrides, {
    get(o, prop, receiver) {
      if (prop in o) return Reflect.get(o, prop, receiver);
      const value = (target as Loose)[prop as string];
      return typeof value === 'function' ? (value as AnyFn).bind(target) : value;
    },
    has(o, prop) {
      return prop in o || prop in target;
    },
  }) as T & Loose;
}

function instanceBaseUrl(): string {
  const base = process.env.WEFT_EDITOR_BASE_URL || `http://localhost:${process.env.WEFT_PORT || '5678'}/`;
  return base.endsWith('/') ? base : `${base}/`;
}

function workflowSummary(workflow: { id?: string; name?: string; active?: boolean } | undefined): {
  id?: string;
  name?: string;
  active: boolean;
} {
  return { id: workflow?.id, name: workflow?.name, active: workflow?.active === true };
}

function connectionsOf(value: unknown): Array<{ type: string; displayName?: string; required?: boolean }> {
  if (!Array.isArray(value)) return [{ type: 'main' }];
  return value.map((c) => (typeof c === 'string' ? { type: c } : (c as { type: string })));
}

/** Signs a request with `type`'s `authenticate` (or the host's own helper) and sends it. */
function weftHttp(
  helpers: {
    httpRequest(o: HttpRequestOptions): Promise<HttpResponse>;
    httpRequestWithAuthentication?(t: string, o: HttpRequestOptions, i?: number): Promise<HttpResponse>;
  },
  getCredentials: (type: string, itemIndex?: number) => Promise<Record<string, unknown>>,
  env: N8nContextEnv,
): WeftHttp {
  return {
    httpRequest: (o) => helpers.httpRequest(o),
    async httpRequestWithAuthentication(type, o, itemIndex) {
      if (helpers.httpRequestWithAuthentication) return helpers.httpRequestWithAuthentication(type, o, itemIndex);
      const credentials = await getCredentials(type, itemIndex);
      const credentialType = env.credentialType(type);
      const signed = credentialType?.authenticate
        ? await Promise.resolve(credentialType.authenticate(credentials, { ...o, headers: { ...(o.headers ?? {}) } }))
        : o;
      return helpers.httpRequest(signed);
    },
  };
}

/** The HTTP helpers every n8n context has, n8n's way. Errors of the signed calls are NodeApiErrors, as n8n throws them. */
function httpHelpers(http: WeftHttp, node: () => WorkflowNode): Loose {
  const wrapApi = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (error instanceof NodeApiError || error instanceof NodeOperationError) throw error;
      throw new NodeApiError(node(), error);
    }
  };
  return {
    httpRequest: (options: Loose) => n8nHttpRequest(http, options),
    httpRequestWithAuthentication: (type: string, options: Loose) =>
      wrapApi(() => n8nHttpRequestWithAuthentication(http, type, options)),
    request: (options: Loose | string) => n8nRequest(http, options),
    requestWithAuthentication: (type: string, options: Loose, _extra?: unknown, itemIndex?: number) =>
      wrapApi(() => n8nRequestWithAuthentication(http, type, options, itemIndex)),
    requestOAuth2: (type: string, options: Loose) => wrapApi(() => n8nRequestWithAuthentication(http, type, options)),
    requestOAuth1: () => {
      throw new NodeOperationError(
        node(),
        'OAuth1 requests (helpers.requestOAuth1) are not supported by Weft for community nodes',
      );
    },
    returnJsonArray,
    createDeferredPromise,
  };
}

/** n8n's `returnJsonArray`: one item per object, `json` wrapped unless already an item. */
export function returnJsonArray(data: unknown): Item[] {
  const list = Array.isArray(data) ? data : [data];
  return list.map((entry) => {
    if (entry && typeof entry === 'object' && 'json' in (entry as Loose) && typeof (entry as Loose).json === 'object')
      return entry as Item;
    return { json: (entry ?? {}) as Item['json'] };
  });
}

function logger(): Loose {
  return { ...LoggerProxy };
}

function binaryOf(
  ctx: { getInputData(i?: number): Item[] },
  node: WorkflowNode,
  itemIndex: number,
  propertyName: string,
): BinaryData {
  const item = ctx.getInputData(0)[itemIndex];
  if (!item) throw new NodeOperationError(node, `There is no item ${itemIndex} in the node's input`, { itemIndex });
  const binary = item.binary?.[propertyName];
  if (!binary) {
    throw new NodeOperationError(
      node,
      `The node expected a binary file in the property "${propertyName}" of its input, but the item has none`,
      {
        itemIndex,
        description: item.binary
          ? `The item's binary properties: ${Object.keys(item.binary).join(', ') || 'none'}`
          : 'The item has no binary data',
      },
    );
  }
  return binary;
}

async function readAll(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(parts);
}

/** n8n's `IExecuteFunctions` over Weft's execute (or supply-data) context. */
export function n8nExecuteFunctions<C extends ExecuteContext>(ctx: C, env: N8nContextEnv): C & Loose {
  const node = (): WorkflowNode => ctx.getNode();
  const http = weftHttp(ctx.helpers, (t, i) => ctx.getCredentials(t, i), env);
  const helpers = overlay(ctx.helpers, {
    ...httpHelpers(http, node),
    constructExecutionMetaData: ctx.helpers.constructExecutionMetaData.bind(ctx.helpers),
    async prepareBinaryData(data: unknown, fileName?: string, mimeType?: string) {
      const bytes =
        data instanceof Uint8Array
          ? data
          : data && typeof data === 'object' && Symbol.asyncIterator in data
            ? await readAll(data as AsyncIterable<unknown>)
            : Buffer.from(String(data ?? ''));
      return ctx.helpers.prepareBinaryData(bytes, fileName, mimeType);
    },
    async getBinaryDataBuffer(itemIndex: number, propertyName: string) {
      return asBuffer(await ctx.helpers.getBinaryDataBuffer(itemIndex, propertyName));
    },
    assertBinaryData: (itemIndex: number, propertyName: string) => binaryOf(ctx, node(), itemIndex, propertyName),
    getBinaryMetadata: async () => ({}),
    async getBinaryStream(idOrItem: unknown, propertyName?: string) {
      const { Readable } = await import('node:stream');
      const bytes =
        typeof idOrItem === 'number' && propertyName
          ? await ctx.helpers.getBinaryDataBuffer(idOrItem, propertyName)
          : new Uint8Array();
      return Readable.from([Buffer.from(bytes)]);
    },
    async binaryToBuffer(body: unknown) {
      if (body instanceof Uint8Array) return asBuffer(body);
      return readAll(body as AsyncIterable<unknown>);
    },
    async binaryToString(body: unknown, encoding: BufferEncoding = 'utf8') {
      const buffer = body instanceof Uint8Array ? Buffer.from(body) : await readAll(body as AsyncIterable<unknown>);
      return buffer.toString(encoding);
    },
    normalizeItems: (items: unknown) => returnJsonArray(items),
    copyInputItems(items: Item[], properties: string[]) {
      return items.map((item) => {
        const json: Loose = {};
        for (const p of properties)
          if (Object.prototype.hasOwnProperty.call(item.json, p)) json[p] = structuredClone(item.json[p]);
        return json;
      });
    },
  });
  return overlay(ctx, {
    helpers,
    logger: logger(),
    getWorkflow: () => workflowSummary(ctx.getWorkflow() as { id?: string; name?: string; active?: boolean }),
    getExecuteData: () => ({
      node: ctx.getNode(),
      data: { main: [ctx.getInputData(0)] },
      source: ctx.getInputSourceData ? { main: [ctx.getInputSourceData(0) ?? null] } : null,
    }),
    getNodeInputs: () => connectionsOf(env.description.inputs),
    getNodeOutputs: () => connectionsOf(env.description.outputs),
    getInstanceBaseUrl: instanceBaseUrl,
    getRestApiUrl: () => `${instanceBaseUrl()}rest`,
    getInstanceId: () => process.env.WEFT_INSTANCE_ID ?? 'weft',
    getActivationMode: () => undefined,
    async executeWorkflow(info: { id?: string; code?: unknown }, inputData: Item[] = []) {
      const source = info.code ? { workflow: info.code as never } : { id: String(info.id ?? '') };
      const data = await ctx.executeWorkflow(source, inputData);
      return { executionId: undefined, data };
    },
    putExecutionToWait: (until: Date) => ctx.putExecutionToWait(until),
    addInputData: () => ({ index: 0 }),
    addOutputData: () => undefined,
    isToolExecution: () => false,
  });
}

/** n8n's `ITriggerFunctions` over Weft's trigger context. */
export function n8nTriggerFunctions(ctx: TriggerContext, env: N8nContextEnv): TriggerContext & Loose {
  const node = (): WorkflowNode => ctx.getNode();
  const getCredentials = async (type: string): Promise<Record<string, unknown>> => {
    if (!ctx.getCredentials) throw new NodeOperationError(node(), `The node has no credential of type "${type}" here`);
    return ctx.getCredentials(type);
  };
  const http = weftHttp(
    {
      httpRequest: (o) =>
        (ctx.helpers as { httpRequest?(o: HttpRequestOptions): Promise<HttpResponse> } | undefined)?.httpRequest?.(o) ??
        defaultHttp(o),
    },
    getCredentials,
    env,
  );
  return overlay(ctx, {
    helpers: overlay(ctx.helpers ?? {}, httpHelpers(http, node)),
    logger: logger(),
    getCredentials,
    getWorkflow: () => workflowSummary(ctx.getWorkflow() as { id?: string; name?: string; active?: boolean }),
    getActivationMode: () => (ctx.getMode() === 'manual' ? 'manual' : 'activate'),
    getWorkflowStaticData: (type: 'global' | 'node') => ctx.getWorkflowStaticData?.(type) ?? {},
    emit(
      data: Item[][],
      responsePromise?: { resolve(v: unknown): void },
      donePromise?: { resolve(v: unknown): void; reject(e: unknown): void },
    ) {
      if (donePromise && ctx.emitAndWait) {
        ctx.emitAndWait(data).then(
          (r) => (r.error ? donePromise.reject(r.error) : donePromise.resolve(r.response)),
          (e: unknown) => donePromise.reject(e),
        );
        return;
      }
      ctx.emit(data);
      responsePromise?.resolve(undefined);
    },
  });
}

let engineHttp: ((o: HttpRequestOptions) => Promise<HttpResponse>) | undefined;

/** The engine's HTTP client (the outgoing-request guard applies), for a trigger whose context gives none. */
function defaultHttp(o: HttpRequestOptions): Promise<HttpResponse> {
  engineHttp ??= createHttpClient();
  return engineHttp(o);
}

/** n8n's `IPollFunctions` over Weft's poll context. */
export function n8nPollFunctions(ctx: PollContext, env: N8nContextEnv): PollContext & Loose {
  const node = (): WorkflowNode => ctx.getNode();
  const http = weftHttp(ctx.helpers, (t) => ctx.getCredentials(t), env);
  return overlay(ctx, {
    helpers: overlay(ctx.helpers, httpHelpers(http, node)),
    logger: logger(),
    getWorkflow: () => workflowSummary(ctx.getWorkflow() as { id?: string; name?: string; active?: boolean }),
    getActivationMode: () => (ctx.getMode() === 'manual' ? 'manual' : 'activate'),
  });
}

/** n8n's `IHookFunctions` (webhook registration) over Weft's setup context. */
export function n8nHookFunctions(
  ctx: WebhookSetupContext,
  env: N8nContextEnv,
  webhookName: string,
): WebhookSetupContext & Loose {
  const node = (): WorkflowNode => ctx.getNode();
  const http = weftHttp(ctx.helpers, (t) => ctx.getCredentials(t), env);
  return overlay(ctx, {
    helpers: overlay(ctx.helpers, httpHelpers(http, node)),
    logger: logger(),
    getWorkflow: () => workflowSummary(ctx.getWorkflow() as { id?: string; name?: string; active?: boolean }),
    getActivationMode: () => (ctx.getMode() === 'manual' ? 'manual' : 'activate'),
    getWebhookName: () => webhookName,
    getWebhookDescription: (name: string) => env.description.webhooks?.find((w) => w.name === name),
  });
}

/** What a webhook call captured through `getResponseObject()` (n8n nodes answer through Express's response). */
export interface CapturedResponse {
  used: boolean;
  statusCode: number;
  headers: Record<string, string>;
  body?: unknown;
}

/** n8n's `IWebhookFunctions` over Weft's webhook request context, and the response it may write. */
export function n8nWebhookFunctions(
  ctx: WebhookRequestContext,
  env: N8nContextEnv,
): { context: WebhookRequestContext & Loose; captured: CapturedResponse } {
  const node = (): WorkflowNode => ctx.getNode();
  const http = weftHttp(ctx.helpers, (t) => ctx.getCredentials(t), env);
  const captured: CapturedResponse = { used: false, statusCode: 200, headers: {} };
  const res = {
    status(code: number) {
      captured.used = true;
      captured.statusCode = code;
      return res;
    },
    setHeader(name: string, value: string) {
      captured.headers[name.toLowerCase()] = String(value);
      return res;
    },
    set(name: string, value: string) {
      return res.setHeader(name, value);
    },
    header(name: string, value: string) {
      return res.setHeader(name, value);
    },
    json(body: unknown) {
      captured.used = true;
      captured.headers['content-type'] ??= 'application/json';
      captured.body = body;
      return res;
    },
    send(body?: unknown) {
      captured.used = true;
      captured.body = body;
      return res;
    },
    end(body?: unknown) {
      captured.used = true;
      if (body !== undefined) captured.body = body;
      return res;
    },
    sendStatus(code: number) {
      captured.used = true;
      captured.statusCode = code;
      return res;
    },
  };
  const context = overlay(ctx, {
    helpers: overlay(ctx.helpers, httpHelpers(http, node)),
    logger: logger(),
    getWorkflow: () => workflowSummary(ctx.getWorkflow() as { id?: string; name?: string; active?: boolean }),
    getRequestObject: () => ({
      body: ctx.getBodyData(),
      headers: ctx.getHeaderData(),
      query: ctx.getQueryData(),
      params: ctx.getParamsData(),
      rawBody: ctx.getRawBody?.() ? Buffer.from(ctx.getRawBody()!) : undefined,
      get: (name: string) => ctx.getHeaderData()[name.toLowerCase()],
      header: (name: string) => ctx.getHeaderData()[name.toLowerCase()],
    }),
    getResponseObject: () => res,
    getWebhookDescription: (name: string) => env.description.webhooks?.find((w) => w.name === name),
  });
  return { context, captured };
}

/** n8n's `ILoadOptionsFunctions` over Weft's remote-method context (its HTTP helpers answer the body, as n8n's do). */
export function n8nLoadOptionsFunctions(ctx: NodeMethodContext, env: N8nContextEnv): NodeMethodContext & Loose {
  const node = (): WorkflowNode => ctx.getNode();
  const http: WeftHttp = {
    httpRequest: (o) => ctx.helpers.httpRequest(o),
    httpRequestWithAuthentication: (t, o) => ctx.helpers.httpRequestWithAuthentication(t, o),
  };
  void env;
  return overlay(ctx, {
    helpers: overlay(ctx.helpers, httpHelpers(http, node)),
    logger: logger(),
  });
}
