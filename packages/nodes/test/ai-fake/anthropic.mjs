/**
 * Anthropic's Messages API (https://docs.anthropic.com/en/api/messages): POST /v1/messages with
 * tool_use / tool_result blocks and SSE streaming (message_start, content_block_start,
 * content_block_delta, content_block_stop, message_delta, message_stop), GET /v1/models.
 */
import { answerId, answerTokens, argsText, decide, promptTokens } from './directives.mjs';
import { pieces, sendJson, sendSse, sleep } from './http.mjs';

/** Anthropic's error bodies by status. */
export function anthropicError(res, status) {
  const types = {
    400: ['invalid_request_error', 'Invalid request.'],
    401: ['authentication_error', 'invalid x-api-key'],
    403: ['permission_error', 'Your API key does not have permission to use the specified resource.'],
    404: ['not_found_error', 'The requested resource could not be found.'],
    413: ['request_too_large', 'Request exceeds the maximum allowed number of bytes.'],
    429: ['rate_limit_error', 'Number of requests has exceeded your rate limit.'],
    500: ['api_error', 'An unexpected error has occurred internal to Anthropic\u2019s systems.'],
    529: ['overloaded_error', 'Overloaded'],
  };
  const [type, message] = types[status] ?? ['api_error', `Error ${status}`];
  sendJson(res, status, { type: 'error', error: { type, message } }, {
    'request-id': 'req_weft_fake',
    ...(status === 429 ? { 'retry-after': '1' } : {}),
  });
}

/** Text of Anthropic content: a string or the text blocks joined by newlines. */
function blocksText(content) {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content.filter((b) => b?.type === 'text').map((b) => b.text).join('\n');
}

/** The neutral conversation of a Messages request; tool_result blocks become tool turns. */
export function messagesConversation(body) {
  const turns = [];
  for (const m of body.messages ?? []) {
    const blocks = Array.isArray(m.content) ? m.content : [{ type: 'text', text: String(m.content ?? '') }];
    if (m.role === 'assistant') {
      const toolCalls = blocks.filter((b) => b.type === 'tool_use').map((b) => ({ name: b.name, args: b.input ?? {} }));
      turns.push({ role: 'assistant', text: blocksText(blocks), toolCalls });
      continue;
    }
    for (const b of blocks.filter((x) => x.type === 'tool_result')) {
      turns.push({ role: 'tool', text: typeof b.content === 'string' ? b.content : blocksText(b.content) });
    }
    if (blocks.some((b) => b.type === 'text') || !blocks.some((b) => b.type === 'tool_result')) turns.push({ role: 'user', text: blocksText(blocks) });
  }
  return { system: blocksText(body.system ?? ''), turns };
}

/** POST /v1/messages */
export async function messages(ctx) {
  const { body, res } = ctx;
  const conv = messagesConversation(body);
  const d = decide(conv, ctx.state.seen, ctx.route);
  if (d.slowMs) await sleep(d.slowMs);
  if (d.status) return anthropicError(res, d.status);
  const { answer } = d;
  const hid = answerId(conv);
  const id = `msg_${hid}`;
  const model = body.model ?? 'claude-sonnet-4-5';
  const content = answer.type === 'text'
    ? [{ type: 'text', text: answer.text }]
    : answer.calls.map((c, i) => ({ type: 'tool_use', id: `toolu_${hid}_${i + 1}`, name: c.name, input: c.args }));
  const stop = answer.type === 'tools' ? 'tool_use' : 'end_turn';
  const usage = { input_tokens: promptTokens(conv), output_tokens: answerTokens(answer), cache_creation_input_tokens: 0, cache_read_input_tokens: 0, service_tier: 'standard' };
  if (!body.stream) {
    return sendJson(res, 200, { id, type: 'message', role: 'assistant', model, content, stop_reason: stop, stop_sequence: null, usage });
  }
  const events = [
    { event: 'message_start', data: { type: 'message_start', message: { id, type: 'message', role: 'assistant', model, content: [], stop_reason: null, stop_sequence: null, usage: { ...usage, output_tokens: 1 } } } },
  ];
  content.forEach((block, index) => {
    if (block.type === 'text') {
      events.push({ event: 'content_block_start', data: { type: 'content_block_start', index, content_block: { type: 'text', text: '' } } });
      events.push({ event: 'ping', data: { type: 'ping' } });
      for (const p of pieces(block.text)) events.push({ event: 'content_block_delta', data: { type: 'content_block_delta', index, delta: { type: 'text_delta', text: p } } });
    } else {
      events.push({ event: 'content_block_start', data: { type: 'content_block_start', index, content_block: { type: 'tool_use', id: block.id, name: block.name, input: {} } } });
      const json = argsText(answer.calls[index]);
      for (let i = 0; i < json.length; i += 8) events.push({ event: 'content_block_delta', data: { type: 'content_block_delta', index, delta: { type: 'input_json_delta', partial_json: json.slice(i, i + 8) } } });
    }
    events.push({ event: 'content_block_stop', data: { type: 'content_block_stop', index } });
  });
  events.push({ event: 'message_delta', data: { type: 'message_delta', delta: { stop_reason: stop, stop_sequence: null }, usage: { output_tokens: usage.output_tokens } } });
  events.push({ event: 'message_stop', data: { type: 'message_stop' } });
  sendSse(res, events);
}

/** Models listed by GET /v1/models (with an `anthropic-version` or `x-api-key` header). */
export const ANTHROPIC_MODELS = ['claude-sonnet-4-5-20250929', 'claude-3-5-haiku-20241022', 'claude-3-7-sonnet-20250219', 'claude-opus-4-1-20250805'];

/** GET /v1/models, Anthropic's form. */
export function anthropicModels(ctx) {
  const data = ANTHROPIC_MODELS.map((id) => ({ type: 'model', id, display_name: id, created_at: '2025-01-01T00:00:00Z' }));
  sendJson(ctx.res, 200, { data, has_more: false, first_id: data[0].id, last_id: data.at(-1).id });
}
