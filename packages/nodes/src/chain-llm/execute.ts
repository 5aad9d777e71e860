/**
 * Running the Basic LLM Chain: per item, the prompt (see `prompt.ts`) piped into the model and
 * then into the connected output parser (or a string parser; a JSON parser when the model is set
 * to answer JSON), each answer becoming an item. From 1.7 items run in parallel batches.
 */
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { lcCoreOutputParsers, type LcRunnable } from '../shared/ai/langchain-untyped.js';
import { getOptionalOutputParser } from '../shared/ai/output-parsers.js';
import { promptInput } from '../shared/ai/prompt-input.js';
import { chainPrompt, type ChainMessage } from './prompt.js';

/** n8n's messages for some OpenAI error codes (replacing the provider's). */
const OPENAI_ERROR_MESSAGES: Record<string, string> = {
  insufficient_quota:
    'Insufficient quota detected. <a href="https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-langchain.openai/common-issues/#insufficient-quota" target="_blank">Learn more</a> about resolving this issue',
  rate_limit_exceeded: 'OpenAI: Rate limit reached',
};

/** The model connected (index 0) or the fallback model (index 1), from the model inputs. */
export async function connectedModel(ctx: ExecuteContext, index = 0): Promise<unknown> {
  const connected = await ctx.getInputConnectionData?.('ai_languageModel', 0);
  if (Array.isArray(connected)) {
    if (connected.length <= index) return undefined;
    return [...connected].reverse()[index];
  }
  return index === 0 ? connected : undefined;
}

/** How n8n's chain reads a model's answer without an output parser: JSON when the model is set to answer JSON. */
async function answerParser(model: unknown): Promise<LcRunnable> {
  const { StringOutputParser, JsonOutputParser } = await lcCoreOutputParsers();
  const m = model as {
    modelKwargs?: { response_format?: { type?: string } };
    format?: unknown;
    lc_kwargs?: { invocationKwargs?: { thinking?: { type?: string } } };
    metadata?: { output_format?: string };
  };
  const json =
    m.modelKwargs?.response_format?.type === 'json_object' ||
    m.format === 'json' ||
    m.lc_kwargs?.invocationKwargs?.thinking?.type === 'enabled' ||
    m.metadata?.output_format === 'json';
  if (!json) return new StringOutputParser();
  class NaiveJsonParser extends JsonOutputParser {
    override async parse(text: string): Promise<unknown> {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return super.parse(text);
      }
    }
  }
  return new NaiveJsonParser();
}

/** The answers of one item (a list when the parser answers a list). */
export async function processChainItem(ctx: ExecuteContext, itemIndex: number): Promise<unknown[]> {
  const needsFallback = ctx.getNodeParameter('needsFallback', 0, false) as boolean;
  const model = await connectedModel(ctx, 0);
  if (!model) throw new NodeOperationError(ctx.getNode(), 'Please connect a model to the Chat Model input');
  const fallback = needsFallback ? await connectedModel(ctx, 1) : undefined;
  if (needsFallback && !fallback) {
    throw new NodeOperationError(
      ctx.getNode(),
      'Please connect a model to the Fallback Model input or disable the fallback option',
    );
  }
  const parser = await getOptionalOutputParser(ctx, itemIndex);
  const query =
    ctx.getNode().typeVersion <= 1.3
      ? ctx.getNodeParameter('prompt', itemIndex)
      : promptInput(ctx, itemIndex, { inputKey: 'text', promptTypeKey: 'promptType' });
  if (query === undefined) throw new NodeOperationError(ctx.getNode(), "The 'prompt' parameter is empty.");
  const messages = ctx.getNodeParameter('messages.messageValues', itemIndex, []) as ChainMessage[];
  if (!parser) {
    const prompt = await chainPrompt(ctx, itemIndex, model, query, messages);
    const runnable = fallback ? (model as { withFallbacks(f: unknown[]): unknown }).withFallbacks([fallback]) : model;
    const chain = prompt.pipe(runnable).pipe(await answerParser(model));
    return [await chain.invoke({ query, signal: ctx.signal })];
  }
  const prompt = await chainPrompt(ctx, itemIndex, model, query, messages, parser.getFormatInstructions());
  const chain = prompt.pipe(model).pipe(parser);
  const response = await chain.invoke({ query }, { signal: ctx.signal });
  return Array.isArray(response) ? response : [response];
}

/** An answer as the item n8n outputs: `{text}` for text, `{data}` for a list, the object itself (unwrapped) or as JSON text. */
export function formatChainResponse(response: unknown, unwrapObjects: boolean): Item['json'] {
  if (typeof response === 'string') return { text: response.trim() };
  if (Array.isArray(response)) return { data: response };
  if (response instanceof Object)
    return (unwrapObjects ? response : { text: JSON.stringify(response) }) as Item['json'];
  return { response: { text: response } };
}

/** An OpenAI error code's message as n8n shows it. */
function withProviderMessage(error: unknown): unknown {
  const code =
    (error as { cause?: { error?: { code?: string }; code?: string } })?.cause?.error?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  if (
    error instanceof Error &&
    code &&
    OPENAI_ERROR_MESSAGES[code] &&
    (error as { name?: string }).name === 'NodeApiError'
  )
    error.message = OPENAI_ERROR_MESSAGES[code];
  return error;
}

/** The Basic LLM Chain's run over its items. */
export async function executeChainLlm(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const out: Item[] = [];
  const parser = await getOptionalOutputParser(ctx);
  const unwrap = ctx.getNode().typeVersion >= 1.6 || !!parser;
  const batchSize = ctx.getNodeParameter('batching.batchSize', 0, 5) as number;
  const delay = ctx.getNodeParameter('batching.delayBetweenBatches', 0, 0) as number;
  if (ctx.getNode().typeVersion >= 1.7 && batchSize > 1) {
    for (let start = 0; start < items.length; start += batchSize) {
      const batch = items.slice(start, start + batchSize);
      const settled = await Promise.allSettled(batch.map((_, k) => processChainItem(ctx, start + k)));
      settled.forEach((result, k) => {
        const itemIndex = start + k;
        if (result.status === 'rejected') {
          const error = withProviderMessage(result.reason) as Error;
          if (ctx.continueOnFail()) {
            out.push({ json: { error: error.message }, pairedItem: { item: itemIndex } });
            return;
          }
          throw new NodeOperationError(ctx.getNode(), error);
        }
        for (const response of result.value)
          out.push({ json: formatChainResponse(response, unwrap), pairedItem: { item: itemIndex } });
      });
      if (start + batchSize < items.length && delay > 0) await ctx.sleep(delay);
    }
    return [out];
  }
  for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
    try {
      const responses = await processChainItem(ctx, itemIndex);
      for (const response of responses)
        out.push({ json: formatChainResponse(response, unwrap), pairedItem: { item: itemIndex } });
    } catch (error) {
      withProviderMessage(error);
      if (ctx.continueOnFail()) {
        out.push({ json: { error: (error as Error).message }, pairedItem: { item: itemIndex } });
        continue;
      }
      throw error;
    }
  }
  return [out];
}
