/**
 * Model calls as runs of the model sub-node, as n8n's run data shows them: a LangChain callback
 * handler that opens a run when a model starts (`{messages, estimatedTokens, options}`) and closes
 * it with the generations and the token usage (or an estimate), or with the error; and the
 * failed-attempt handler of model clients (which errors are retried, and how they are reported).
 */
import { NodeApiError, NodeOperationError, WeftError, type WorkflowNode, type SubNodeRunLog } from '@weft/workflow';
import type { BaseCallbackHandler } from '@langchain/core/callbacks/base';
import type { LLMResult } from '@langchain/core/outputs';
import type { Serialized } from '@langchain/core/load/serializable';

/** Token counts of one model call. */
export interface TokenUsage {
  completionTokens: number;
  promptTokens: number;
  totalTokens: number;
}

/** How a model family's answers are read by {@link createLlmTracing}. */
export interface LlmTracingOptions {
  /** The token usage the provider reported (OpenAI's `llmOutput.tokenUsage` by default). */
  tokensUsageParser?: (result: LLMResult) => TokenUsage;
  /** The description recorded with an error (the error's own by default). */
  errorDescriptionMapper?: (error: WeftError) => string | undefined;
  /** Custom headers whose values are hidden in the recorded options. */
  redactedHeaders?: string[];
}

/** What the tracing needs of a sub-node's context. */
export type TracingContext = SubNodeRunLog & { getNode(): WorkflowNode };

/** OpenAI's usage format: `llmOutput.tokenUsage.{promptTokens, completionTokens}`. */
export function openAiTokenUsage(result: LLMResult): TokenUsage {
  const usage = (result.llmOutput as { tokenUsage?: { completionTokens?: number; promptTokens?: number } } | undefined)
    ?.tokenUsage;
  const completionTokens = usage?.completionTokens ?? 0;
  const promptTokens = usage?.promptTokens ?? 0;
  return { completionTokens, promptTokens, totalTokens: completionTokens + promptTokens };
}

type Encoder = { encode(text: string): number[] };
let encoder: Promise<Encoder> | undefined;

/** The o200k encoding (what n8n estimates with, as for gpt-4o), loaded once from the package's ranks. */
async function o200k(): Promise<Encoder> {
  encoder ??= (async () => {
    const [{ Tiktoken }, ranks] = await Promise.all([
      import('js-tiktoken/lite'),
      import('js-tiktoken/ranks/o200k_base'),
    ]);
    return new Tiktoken(ranks.default);
  })().catch((error: unknown) => {
    encoder = undefined;
    throw error;
  });
  return encoder;
}

/** Whether a text repeats one character 1000 times in a row (the tokenizer is slow on those). */
function longRepeat(text: string, threshold = 1000): boolean {
  if (text.length < threshold) return false;
  let run = 1;
  for (let i = 1; i < text.length; i++) {
    run = text[i] === text[i - 1] ? run + 1 : 1;
    if (run >= threshold) return true;
  }
  return false;
}

/** Estimated tokens of texts as n8n counts them (o200k tokens; 3.8 characters a token for long repeats). */
export async function estimateTokens(texts: unknown[]): Promise<number> {
  let enc: Encoder | undefined;
  try {
    enc = await o200k();
  } catch {
    return 0;
  }
  let total = 0;
  for (const text of texts) {
    if (!text || typeof text !== 'string') continue;
    if (longRepeat(text)) total += Math.ceil(text.length / 3.8);
    else {
      try {
        total += enc.encode(text).length;
      } catch {
        total += Math.ceil(text.length / 3.8);
      }
    }
  }
  return total;
}

/** The options of a serialized model with the values of the given headers (any case) replaced. */
function redactHeaders(options: unknown, headers: string[]): unknown {
  if (!headers.length) return options;
  const lower = new Set(headers.map((h) => h.toLowerCase()));
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([k, v]) => [
          k,
          lower.has(k.toLowerCase()) && typeof v === 'string' ? '**hidden**' : walk(v),
        ]),
      );
    }
    return value;
  };
  return walk(options);
}

/** One model call in flight: its run index and what went in. */
interface TracedRun {
  index: number;
  options: unknown;
  messages: string[];
}

let handlerClass: Promise<new (ctx: TracingContext, options: LlmTracingOptions) => BaseCallbackHandler> | undefined;

async function tracingClass() {
  handlerClass ??= import('@langchain/core/callbacks/base').then(({ BaseCallbackHandler: Base }) => {
    class LlmTracing extends Base {
      name = 'N8nLlmTracing';
      /** Wait for the handler, so an error is recorded before it reaches the root node. */
      override awaitHandlers = true;
      private readonly runs: Record<string, TracedRun> = {};
      private promptEstimate = 0;
      private readonly options: Required<Pick<LlmTracingOptions, 'tokensUsageParser' | 'redactedHeaders'>> &
        LlmTracingOptions;

      constructor(
        private readonly ctx: TracingContext,
        options: LlmTracingOptions,
      ) {
        super();
        this.options = {
          tokensUsageParser: openAiTokenUsage,
          errorDescriptionMapper: (e) => e.description ?? undefined,
          redactedHeaders: [],
          ...options,
        };
      }

      private run(runId: string): TracedRun {
        return this.runs[runId] ?? { index: Object.keys(this.runs).length, options: {}, messages: [] };
      }

      override async handleLLMStart(llm: Serialized, prompts: string[], runId: string): Promise<void> {
        const estimatedTokens = await estimateTokens(prompts);
        const serialized = llm as { type?: string; kwargs?: unknown };
        const options = redactHeaders(
          serialized.type === 'constructor' ? serialized.kwargs : llm,
          this.options.redactedHeaders,
        );
        const { index } = this.ctx.addInputData('ai_languageModel', [
          [{ json: { messages: prompts, estimatedTokens, options } }],
        ]);
        this.runs[runId] = { index, options, messages: prompts };
        this.promptEstimate = estimatedTokens;
      }

      override async handleLLMEnd(output: LLMResult, runId: string): Promise<void> {
        const run = this.run(runId);
        const generations = output.generations.map((gen) =>
          gen.map((g) => {
            const picked: Record<string, unknown> = { text: g.text };
            if ('generationInfo' in g) picked.generationInfo = g.generationInfo;
            return picked;
          }),
        );
        output.generations = generations as unknown as LLMResult['generations'];
        const tokenUsage = this.options.tokensUsageParser(output);
        const response: Record<string, unknown> = { response: { generations } };
        if (tokenUsage.completionTokens > 0) response.tokenUsage = tokenUsage;
        else {
          const estimate: TokenUsage = { completionTokens: 0, promptTokens: 0, totalTokens: 0 };
          if (generations.length > 0) {
            estimate.completionTokens = await estimateTokens(generations.flatMap((gen) => gen.map((g) => g.text)));
            estimate.promptTokens = this.promptEstimate;
            estimate.totalTokens = estimate.completionTokens + this.promptEstimate;
          }
          response.tokenUsageEstimate = estimate;
        }
        this.ctx.addOutputData('ai_languageModel', run.index, [[{ json: response }]]);
      }

      override async handleLLMError(error: unknown, runId: string): Promise<void> {
        const run = this.run(runId);
        const withHeaders = error as { headers?: Record<string, unknown> } | null;
        if (
          withHeaders &&
          typeof withHeaders === 'object' &&
          withHeaders.headers &&
          typeof withHeaders.headers === 'object'
        ) {
          // Only the provider's own headers (x-request-id, rate limits) are worth keeping.
          for (const key of Object.keys(withHeaders.headers))
            if (!key.startsWith('x-')) delete withHeaders.headers[key];
        }
        if (error instanceof NodeApiError || error instanceof NodeOperationError) {
          const description = this.options.errorDescriptionMapper?.(error);
          if (description !== undefined) error.description = description;
          this.ctx.addOutputData('ai_languageModel', run.index, error);
        } else {
          this.ctx.addOutputData(
            'ai_languageModel',
            run.index,
            new NodeOperationError(this.ctx.getNode(), error instanceof Error ? error : new Error(String(error))),
          );
        }
      }
    }
    return LlmTracing;
  });
  return handlerClass;
}

/**
 * A LangChain callback handler recording each call of a model as a run of the model sub-node
 * (n8n's `N8nLlmTracing`): attach it as `callbacks: [await createLlmTracing(ctx)]` to any model.
 */
export async function createLlmTracing(
  ctx: TracingContext,
  options: LlmTracingOptions = {},
): Promise<BaseCallbackHandler> {
  const Handler = await tracingClass();
  return new Handler(ctx, options);
}

/** Statuses that are the caller's fault: retrying cannot help. */
const NO_RETRY = new Set([400, 401, 402, 403, 404, 405, 406, 407, 409]);

/** The HTTP status of a provider client's error. */
function statusOf(error: unknown): number | undefined {
  const e = error as { status?: unknown; response?: { status?: unknown }; lc_error_code?: unknown } | undefined;
  const status = Number(e?.response?.status ?? e?.status);
  return Number.isFinite(status) && status > 0 ? status : undefined;
}

/** The `retry-after` of an error's response headers, in milliseconds (bounded to 30 s). */
function retryAfterMs(error: unknown): number {
  const headers =
    (error as { headers?: unknown; response?: { headers?: unknown } } | undefined)?.headers ??
    (error as { response?: { headers?: unknown } } | undefined)?.response?.headers;
  let value: unknown;
  if (headers && typeof (headers as Headers).get === 'function') value = (headers as Headers).get('retry-after');
  else if (headers && typeof headers === 'object') value = (headers as Record<string, unknown>)['retry-after'];
  if (value === undefined || value === null || value === '') return 0;
  const seconds = Number(value);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(String(value)) - Date.now();
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, 30_000) : 0;
}

/** The provider's own words of an error (the message without LangChain's troubleshooting link). */
function providerMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\n*Troubleshooting URL:.*$/s, '').trim();
}

/** What {@link failedAttemptHandler} needs to name the node and its credential. */
export interface FailedAttemptOptions {
  /** The credential type the node authenticates with (named in authentication errors). */
  credentialType?: string;
  /** A provider's own check, run first: a message here fails the call at once with it. */
  failNow?: (error: unknown) => string | undefined;
}

/** The message a 429 carries once the retries are spent. */
export const RATE_LIMITED =
  'The model provider is rate limiting requests (429 Too Many Requests), still after the retries';

/**
 * The `onFailedAttempt` of a model client (LangChain's retry loop, which retries up to the
 * model's `maxRetries` while this handler does not throw): cancellations fail at once; caller
 * errors (400-409) fail at once as a NodeApiError, a 401/403 naming the node's credential; a 429
 * waits the `retry-after` the provider asked for (at most 30 s, on top of the client's backoff) and
 * is retried, its error reworded so that a 429 still there after the retries fails clearly; other
 * errors (5xx, network) are retried.
 */
export function failedAttemptHandler(
  ctx: { getNode(): WorkflowNode },
  options: FailedAttemptOptions = {},
): (error: unknown) => Promise<void> {
  return async (error: unknown) => {
    const e = error as
      { message?: string; name?: string; code?: string; retriesLeft?: number; description?: string } | undefined;
    if (
      e?.message?.startsWith?.('Cancel') ||
      e?.message?.startsWith?.('AbortError') ||
      e?.name === 'AbortError' ||
      e?.code === 'ECONNABORTED'
    )
      throw error;
    const node = ctx.getNode();
    const status = statusOf(error);
    const description = providerMessage(error);
    const fatal = options.failNow?.(error);
    if (fatal) throw new NodeApiError(node, { message: fatal, description, httpCode: status ?? null });
    if (status === 401 || status === 403) {
      const ref = options.credentialType
        ? (node.credentials as Record<string, { name?: string }> | undefined)?.[options.credentialType]
        : undefined;
      const named = options.credentialType
        ? ` "${ref?.name ?? options.credentialType}" (${options.credentialType})`
        : '';
      throw new NodeApiError(node, {
        message: `Authorization failed - please check your credential${named}`,
        description,
        httpCode: status,
      });
    }
    if (status && NO_RETRY.has(status))
      throw new NodeApiError(node, {
        message: description || `The provider answered ${status}`,
        description,
        httpCode: status,
      });
    if (status === 429 && error instanceof Error) {
      if (!error.message.startsWith(RATE_LIMITED)) {
        error.message = `${RATE_LIMITED}: ${description}`;
        (error as { description?: string }).description = description;
      }
      const wait = e?.retriesLeft === 0 ? 0 : retryAfterMs(error);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  };
}
