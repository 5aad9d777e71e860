import { withLocalTokenCount } from '../shared/ai/local-token-count.js';
import type { NodeType, SupplyDataContext } from '@weft/workflow';
import { createLlmTracing, failedAttemptHandler } from '../shared/ai/llm-tracing.js';
import { lmChatOpenAiDescription } from './description.js';
import { builtInTools, responsesParams } from './responses-params.js';

/** OpenAI's rate-limit and quota answers as n8n words them. */
const OPENAI_429 = {
  insufficient_quota: 'Insufficient quota: the OpenAI account has no credit left for this request',
};

/** The model name of any version: a plain option (1, 1.1) or a resource locator (1.2+). */
export function modelName(ctx: SupplyDataContext, itemIndex: number): string {
  const value = ctx.getNodeParameter('model', itemIndex) as unknown;
  return String(value && typeof value === 'object' ? ((value as { value?: unknown }).value ?? '') : (value ?? ''));
}

/**
 * The OpenAI Chat Model (`lmChatOpenAi` 1-1.3): a LangChain `ChatOpenAI` over the credential's
 * base URL (or the 1.0 Base URL option), on the Responses API when 1.3's "Use Responses API" is on,
 * each call recorded as a run of this node.
 */
export const lmChatOpenAiNode: NodeType = {
  description: lmChatOpenAiDescription,
  async supplyData(ctx, itemIndex) {
    const credentials = await ctx.getCredentials('openAiApi');
    const node = ctx.getNode();
    const version = node.typeVersion;
    const model = modelName(ctx, itemIndex);
    const responsesApi = version >= 1.3 && ctx.getNodeParameter('responsesApiEnabled', itemIndex, false) === true;
    const options = (ctx.getNodeParameter('options', itemIndex, {}) ?? {}) as Record<string, unknown>;

    const configuration: Record<string, unknown> = {};
    if (options.baseURL) configuration.baseURL = options.baseURL;
    else if (credentials.url) configuration.baseURL = credentials.url;
    await ctx.helpers.assertHostAllowed(new URL(String(configuration.baseURL ?? 'https://api.openai.com/v1')).hostname);
    // Every request (and redirect) passes the outgoing-connection guard at connect time too.
    if (ctx.helpers.fetch) configuration.fetch = ctx.helpers.fetch;

    let customHeader: string | undefined;
    if (
      credentials.header &&
      typeof credentials.headerName === 'string' &&
      credentials.headerName &&
      typeof credentials.headerValue === 'string'
    ) {
      configuration.defaultHeaders = { [credentials.headerName]: credentials.headerValue };
      customHeader = credentials.headerName;
    }

    const modelKwargs: Record<string, unknown> = {};
    if (responsesApi) Object.assign(modelKwargs, responsesParams(node, options));
    else {
      if (options.responseFormat) modelKwargs.response_format = { type: options.responseFormat };
      if (typeof options.reasoningEffort === 'string' && ['low', 'medium', 'high'].includes(options.reasoningEffort))
        modelKwargs.reasoning_effort = options.reasoningEffort;
    }
    const picked: Record<string, unknown> = {};
    for (const key of ['frequencyPenalty', 'maxTokens', 'presencePenalty', 'temperature', 'topP', 'baseURL'])
      if (key in options) picked[key] = options[key];

    const { ChatOpenAI } = await import('@langchain/openai');
    const fields: Record<string, unknown> = {
      apiKey: credentials.apiKey,
      model,
      ...picked,
      timeout: options.timeout ?? 60000,
      maxRetries: options.maxRetries ?? 2,
      configuration,
      callbacks: [await createLlmTracing(ctx, { redactedHeaders: customHeader ? [customHeader] : [] })],
      modelKwargs,
      onFailedAttempt: failedAttemptHandler(ctx, {
        credentialType: 'openAiApi',
        // Quota exhausted is a 429 that waiting does not cure.
        failNow: (error) =>
          (error as { status?: number; code?: string }).status === 429 &&
          (error as { code?: string }).code === 'insufficient_quota'
            ? OPENAI_429.insufficient_quota
            : undefined,
      }),
    };
    if (responsesApi) fields.useResponsesApi = true;
    const chat = new ChatOpenAI(fields);
    if (responsesApi) {
      const tools = builtInTools(node, ctx.getNodeParameter('builtInTools', itemIndex, {}) as Record<string, unknown>);
      if (tools.length) chat.metadata = { ...chat.metadata, tools };
    }
    return { response: withLocalTokenCount(chat) };
  },
};
