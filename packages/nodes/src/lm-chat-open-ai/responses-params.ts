/**
 * What lmChatOpenAi 1.3 adds to Responses API requests from its options and built-in tools, as
 * n8n builds them (JSON options parsed, empty values left out).
 */
import { NodeOperationError, type WorkflowNode } from '@weft/workflow';

/** A JSON option parsed, with an error naming it when it is not JSON. */
function parseJson(node: WorkflowNode, text: unknown, what: string): unknown {
  if (typeof text !== 'string') return text;
  try {
    return JSON.parse(text);
  } catch {
    throw new NodeOperationError(node, `Failed to parse ${what}`);
  }
}

/** The object without empty strings, undefined and empty objects. */
function withoutEmpty(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([, v]) => v !== '' && v !== undefined && !(v && typeof v === 'object' && Object.keys(v).length === 0),
    ),
  );
}

/** The Responses API request fields of the node's options (`modelKwargs`). */
export function responsesParams(node: WorkflowNode, options: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {
    prompt_cache_key: options.promptCacheKey,
    safety_identifier: options.safetyIdentifier,
    service_tier: options.serviceTier,
    top_logprobs: options.topLogprobs,
  };
  if (options.conversationId) body.conversation = options.conversationId;
  if (options.metadata) body.metadata = parseJson(node, options.metadata, 'metadata');
  if (options.promptConfig) {
    const prompt = (options.promptConfig as { promptOptions?: Record<string, unknown> }).promptOptions ?? {};
    body.prompt = withoutEmpty({
      id: prompt.promptId,
      version: prompt.version,
      ...(prompt.variables ? { variables: parseJson(node, prompt.variables, 'prompt variables') } : {}),
    });
  }
  if (options.textFormat) {
    const text = (options.textFormat as { textOptions?: Record<string, unknown> }).textOptions ?? {};
    const format =
      text.type === 'json_schema'
        ? { type: text.type, name: text.name, schema: parseJson(node, text.schema, 'schema') }
        : { type: text.type };
    body.text = { verbosity: text.verbosity, format: withoutEmpty(format) };
  }
  if (options.reasoningEffort) body.reasoning = { effort: options.reasoningEffort };
  return body;
}

/** The Responses API built-in tools the node enables (web search, code interpreter, file search). */
export function builtInTools(
  node: WorkflowNode,
  tools: Record<string, unknown> | undefined,
): Array<Record<string, unknown>> {
  const out: Array<Record<string, unknown>> = [];
  if (!tools) return out;
  const web = tools.webSearch as Record<string, unknown> | undefined;
  if (web) {
    const domains =
      typeof web.allowedDomains === 'string' && web.allowedDomains
        ? web.allowedDomains
            .split(',')
            .map((d) => d.trim())
            .filter(Boolean)
        : undefined;
    const located = web.country || web.city || web.region;
    out.push({
      type: 'web_search',
      search_context_size: web.searchContextSize ?? 'medium',
      user_location: located
        ? { type: 'approximate', country: web.country, city: web.city, region: web.region }
        : undefined,
      ...(domains ? { filters: { allowed_domains: domains } } : {}),
    });
  }
  if (tools.codeInterpreter) out.push({ type: 'code_interpreter', container: { type: 'auto' } });
  const files = tools.fileSearch as Record<string, unknown> | undefined;
  if (files) {
    const filters = files.filters ?? '{}';
    out.push({
      type: 'file_search',
      vector_store_ids: parseJson(node, files.vectorStoreIds ?? '[]', 'vector store IDs'),
      filters: filters ? parseJson(node, filters, 'filters') : undefined,
      max_num_results: files.maxResults,
    });
  }
  return out;
}
