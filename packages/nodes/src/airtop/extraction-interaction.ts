/**
 * Airtop's Extraction, Interaction and Agent operations, with n8n's requests and item shapes.
 * Extractions (query a page, paginated extraction, scrape) run in a given or new session
 * (session.ts) and, with "Parse JSON Output" and a JSON output schema, answer the model's JSON as
 * `output`. Interactions (click, hover, type, scroll) add the visual scope and the navigation wait;
 * Fill Form starts Airtop's automation and looks at its status each second until it is done.
 * Agents are started through their webhook and, when awaited, looked at each second until they
 * answer an output or an error.
 */
import { NodeApiError, NodeOperationError, type ExecuteContext } from '@weft/workflow';
import { airtopRequest, pollIntervalMs, sleep } from './api.js';
import { inSession, OPERATION_TIMEOUT_MS } from './session.js';
import type { AirtopOperation } from './sessions-windows.js';
import { checkAnswer, MESSAGES, requiredString, sessionAndWindowOf } from './validate.js';

type Json = Record<string, any>;

const p = (ctx: ExecuteContext, name: string, i: number, fallback?: unknown): any =>
  ctx.getNodeParameter(name, i, fallback);

/** With "Parse JSON Output" and a JSON schema, the model's answer parsed as `output`. */
function parseJsonIfAsked(ctx: ExecuteContext, i: number, response: Json): Json {
  const parseJson = p(ctx, 'additionalFields.parseJsonOutput', i, false);
  const schema = p(ctx, 'additionalFields.outputSchema', i, '');
  if (!parseJson || typeof schema !== 'string' || !schema.startsWith('{')) return response;
  try {
    return {
      sessionId: response.sessionId,
      windowId: response.windowId,
      output: JSON.parse(response.data?.modelResponse ?? ''),
    };
  } catch {
    throw new NodeOperationError(ctx.getNode(), 'Output is not a valid JSON');
  }
}

/** Extraction operations. */
export const extractionOperations: Record<string, AirtopOperation> = {
  async getPaginated(ctx, i) {
    const prompt = p(ctx, 'prompt', i, '');
    const fields = (p(ctx, 'additionalFields', i, {}) ?? {}) as Json;
    const configuration: Json = {};
    for (const key of ['paginationMode', 'interactionMode', 'outputSchema'])
      if (fields[key]) configuration[key] = fields[key];
    const result = await inSession(ctx, i, {
      method: 'POST',
      path: '/sessions/{sessionId}/windows/{windowId}/paginated-extraction',
      body: { prompt, configuration },
    });
    return ctx.helpers.returnJsonArray(parseJsonIfAsked(ctx, i, result));
  },
  async query(ctx, i) {
    const prompt = p(ctx, 'prompt', i, '');
    const fields = (p(ctx, 'additionalFields', i, {}) ?? {}) as Json;
    const configuration = {
      experimental: { includeVisualAnalysis: fields.includeVisualAnalysis ? 'enabled' : 'disabled' },
      ...(fields.outputSchema ? { outputSchema: fields.outputSchema } : {}),
    };
    const result = await inSession(ctx, i, {
      method: 'POST',
      path: '/sessions/{sessionId}/windows/{windowId}/page-query',
      body: { prompt, configuration },
    });
    return ctx.helpers.returnJsonArray(parseJsonIfAsked(ctx, i, result));
  },
  async scrape(ctx, i) {
    const result = await inSession(ctx, i, {
      method: 'POST',
      path: '/sessions/{sessionId}/windows/{windowId}/scrape-content',
      body: {},
    });
    return ctx.helpers.returnJsonArray({ ...result });
  },
};

/** An interaction's body: its parameters, the visual scope and the navigation wait. */
function interactionRequest(ctx: ExecuteContext, i: number, parameters: Json): Json {
  const fields = (p(ctx, 'additionalFields', i, {}) ?? {}) as Json;
  const request: Json = { ...parameters, configuration: { ...(parameters.configuration ?? {}) } };
  if (fields.visualScope) request.configuration.visualAnalysis = { scope: fields.visualScope };
  if (fields.waitForNavigation) {
    request.waitForNavigation = true;
    request.configuration.waitForNavigationConfig = { waitUntil: fields.waitForNavigation };
  }
  return request;
}

async function interact(ctx: ExecuteContext, i: number, action: string, parameters: Json) {
  const { sessionId, windowId } = sessionAndWindowOf(ctx, i);
  const body = interactionRequest(ctx, i, parameters);
  const response = await airtopRequest(
    ctx,
    'POST',
    `/sessions/${sessionId}/windows/${windowId}/${action}`,
    body,
    undefined,
    i,
  );
  checkAnswer(ctx, response, i);
  return ctx.helpers.returnJsonArray({ sessionId, windowId, ...response });
}

const SCROLL_AMOUNT = /^(?:-?\d{1,3}(?:%|px))$/;

/** Interaction operations. */
export const interactionOperations: Record<string, AirtopOperation> = {
  async click(ctx, i) {
    sessionAndWindowOf(ctx, i);
    const elementDescription = requiredString(ctx, i, 'elementDescription', 'Element Description');
    const clickType = requiredString(ctx, i, 'clickType', 'Click Type');
    return interact(ctx, i, 'click', { elementDescription, configuration: { clickType } });
  },
  async hover(ctx, i) {
    sessionAndWindowOf(ctx, i);
    const elementDescription = requiredString(ctx, i, 'elementDescription', 'Element Description');
    return interact(ctx, i, 'hover', { elementDescription });
  },
  async type(ctx, i) {
    sessionAndWindowOf(ctx, i);
    const text = requiredString(ctx, i, 'text', 'Text');
    return interact(ctx, i, 'type', {
      text,
      pressEnterKey: p(ctx, 'pressEnterKey', i),
      elementDescription: p(ctx, 'elementDescription', i),
    });
  },
  async scroll(ctx, i) {
    sessionAndWindowOf(ctx, i);
    const mode = p(ctx, 'scrollingMode', i, 'automatic');
    const toEdge = (p(ctx, 'scrollToEdge.edgeValues', i, {}) ?? {}) as Json;
    const by = (p(ctx, 'scrollBy.scrollValues', i, {}) ?? {}) as Json;
    if (mode === 'manual' && !by.xAxis && !by.yAxis && !toEdge.xAxis && !toEdge.yAxis)
      throw new NodeOperationError(ctx.getNode(), MESSAGES.SCROLL_MODE_INVALID, { itemIndex: i });
    const automatic = mode === 'automatic';
    const scrollToElement = automatic ? requiredString(ctx, i, 'scrollToElement', 'Element Description') : '';
    let scrollBy: Json = {};
    if (by.xAxis || by.yAxis) {
      if (![by.xAxis, by.yAxis].filter(Boolean).every((axis) => SCROLL_AMOUNT.test(String(axis ?? ''))))
        throw new NodeOperationError(ctx.getNode(), MESSAGES.SCROLL_BY_AMOUNT_INVALID, { itemIndex: i });
      scrollBy = by;
    }
    const scrollWithin = p(ctx, 'scrollWithin', i, '');
    return interact(ctx, i, 'scroll', {
      ...(!automatic ? { scrollToEdge: toEdge, scrollBy } : {}),
      ...(automatic ? { scrollToElement } : {}),
      ...(scrollWithin ? { scrollWithin } : {}),
    });
  },
  async fill(ctx, i) {
    const { sessionId, windowId } = sessionAndWindowOf(ctx, i);
    const formData = requiredString(ctx, i, 'formData', 'Form Data');
    const started = await airtopRequest(
      ctx,
      'POST',
      `/async/sessions/${sessionId}/windows/${windowId}/execute-automation`,
      { automationId: 'auto', parameters: { customData: formData } },
      undefined,
      i,
    );
    const start = Date.now();
    for (;;) {
      const status = await airtopRequest(ctx, 'GET', `/requests/${started?.requestId}/status`, undefined, undefined, i);
      checkAnswer(ctx, status, i);
      if (status?.status === 'completed' || status?.status === 'error')
        return ctx.helpers.returnJsonArray({ sessionId, windowId, ...status });
      if (Date.now() - start >= OPERATION_TIMEOUT_MS)
        throw new NodeApiError(ctx.getNode(), { message: MESSAGES.TIMEOUT_REACHED, httpCode: 500 }, { itemIndex: i });
      await sleep(pollIntervalMs());
    }
  },
};

const refuseIf = (ctx: ExecuteContext, condition: boolean, message: string) => {
  if (condition) throw new NodeOperationError(ctx.getNode(), message);
};

/** Agent operations. */
export const agentOperations: Record<string, AirtopOperation> = {
  async run(ctx, i) {
    const webhookUrl = requiredString(ctx, i, 'webhookUrl', 'Webhook URL');
    const parameters = requiredString(ctx, i, 'agentParameters', 'Parameters');
    const agentId = webhookUrl.match(/\/agents\/([^/]+)\//)?.[1];
    refuseIf(ctx, !agentId, MESSAGES.AGENT_INVALID_WEBHOOK_URL);
    const awaitExecution = p(ctx, 'awaitExecution', i, true);
    const timeout = Number(p(ctx, 'timeout', i, 600));
    refuseIf(ctx, timeout < 10, MESSAGES.AGENT_TIMEOUT_INVALID);
    let body: Json;
    try {
      body = JSON.parse(parameters) as Json;
    } catch {
      throw new NodeOperationError(ctx.getNode(), 'Parameters must be valid JSON', { itemIndex: i });
    }
    const invocation = await airtopRequest(ctx, 'POST', webhookUrl, body, undefined, i);
    const invocationId = invocation?.invocationId;
    refuseIf(ctx, !invocationId, "No 'invocationId' received from agent webhook response");
    if (!awaitExecution) return ctx.helpers.returnJsonArray({ invocationId });
    const start = Date.now();
    let result: Json | undefined;
    while (!result?.output && !result?.error) {
      refuseIf(ctx, Date.now() - start >= timeout * 1000, MESSAGES.TIMEOUT_REACHED);
      result = await airtopRequest(
        ctx,
        'GET',
        `https://api.airtop.ai/api/hooks/agents/${agentId}/invocations/${invocationId}/result`,
        undefined,
        undefined,
        i,
      );
      if (result?.output || result?.error) break;
      await sleep(pollIntervalMs());
    }
    refuseIf(ctx, Boolean(result?.error), `${result?.error ?? 'Unknown error'}. Agent Invocation ID: ${invocationId}`);
    return ctx.helpers.returnJsonArray({
      invocationId,
      status: result?.status ?? 'Unknown',
      output: result?.output ?? {},
    });
  },
};
