/**
 * Google's Gemini API (https://ai.google.dev/api): `models/{model}:generateContent`,
 * `:streamGenerateContent` (`alt=sse` for server-sent events, else one JSON array), `:embedContent`,
 * `:batchEmbedContents` and the model list, under `/v1beta` (and `/v1`).
 */
import { answerId, answerTokens, decide, promptTokens, tokens } from './directives.mjs';
import { pieces, sendJson, sendSse, sleep } from './http.mjs';
import { embed, modelDimensions } from './vectors.mjs';

/** Google's error bodies by status; a bad key is Google's real 400 API_KEY_INVALID. */
export function geminiError(res, status, badKey = false) {
  const known = {
    400: ['INVALID_ARGUMENT', 'Request contains an invalid argument.'],
    401: ['UNAUTHENTICATED', 'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.'],
    403: ['PERMISSION_DENIED', 'Method doesn\'t allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.'],
    404: ['NOT_FOUND', 'models/unknown is not found for API version v1beta, or is not supported for generateContent.'],
    429: ['RESOURCE_EXHAUSTED', 'Resource has been exhausted (e.g. check quota).'],
    500: ['INTERNAL', 'An internal error has occurred. Please retry or report in https://developers.generativeai.google/guide/troubleshooting'],
    503: ['UNAVAILABLE', 'The model is overloaded. Please try again later.'],
  };
  if (badKey) {
    return sendJson(res, 400, {
      error: {
        code: 400,
        message: 'API key not valid. Please pass a valid API key.',
        status: 'INVALID_ARGUMENT',
        details: [
          { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID', domain: 'googleapis.com', metadata: { service: 'generativelanguage.googleapis.com' } },
        ],
      },
    });
  }
  const [name, message] = known[status] ?? ['UNKNOWN', `Error ${status}`];
  sendJson(res, status, { error: { code: status, message, status: name } }, status === 429 ? { 'retry-after': '1' } : {});
}

/** Text of a functionResponse's `response`: its one string field, else its JSON. */
function responseText(response) {
  if (typeof response === 'string') return response;
  const values = Object.values(response ?? {});
  return values.length === 1 && typeof values[0] === 'string' ? values[0] : JSON.stringify(response ?? {});
}

const partsText = (parts) => (parts ?? []).filter((p) => typeof p?.text === 'string').map((p) => p.text).join('\n');

/** The neutral conversation of a generateContent request. */
export function geminiConversation(body) {
  const turns = [];
  for (const c of body.contents ?? []) {
    const parts = c.parts ?? [];
    if (c.role === 'model') {
      turns.push({ role: 'assistant', text: partsText(parts), toolCalls: parts.filter((p) => p.functionCall).map((p) => ({ name: p.functionCall.name, args: p.functionCall.args ?? {} })) });
      continue;
    }
    for (const p of parts.filter((x) => x.functionResponse)) turns.push({ role: 'tool', text: responseText(p.functionResponse.response) });
    if (c.role !== 'function' && (parts.some((p) => typeof p.text === 'string') || !parts.some((p) => p.functionResponse))) turns.push({ role: 'user', text: partsText(parts) });
  }
  const sys = body.systemInstruction ?? body.system_instruction;
  return { system: typeof sys === 'string' ? sys : partsText(sys?.parts), turns };
}

async function generate(ctx, model, stream) {
  const { body, res } = ctx;
  const conv = geminiConversation(body);
  const d = decide(conv, ctx.state.seen, ctx.route);
  if (d.slowMs) await sleep(d.slowMs);
  if (d.status) return geminiError(res, d.status);
  const { answer } = d;
  const p = promptTokens(conv);
  const c = answerTokens(answer);
  const usageMetadata = { promptTokenCount: p, candidatesTokenCount: c, totalTokenCount: p + c, promptTokensDetails: [{ modality: 'TEXT', tokenCount: p }] };
  const base = { modelVersion: model, responseId: answerId(conv) };
  const candidate = (parts, finish) => ({ content: { parts, role: 'model' }, ...(finish ? { finishReason: 'STOP' } : {}), index: 0 });
  const callParts = answer.type === 'tools' ? answer.calls.map((call) => ({ functionCall: { name: call.name, args: call.args } })) : [];
  if (!stream) {
    const parts = answer.type === 'text' ? [{ text: answer.text }] : callParts;
    return sendJson(res, 200, { candidates: [candidate(parts, true)], usageMetadata, ...base });
  }
  const chunks = [];
  if (answer.type === 'text') {
    const ps = pieces(answer.text);
    if (ps.length === 0) ps.push('');
    ps.forEach((piece, i) => {
      const last = i === ps.length - 1;
      chunks.push({ candidates: [candidate([{ text: piece }], last)], ...(last ? { usageMetadata } : {}), ...base });
    });
  } else chunks.push({ candidates: [candidate(callParts, true)], usageMetadata, ...base });
  if (ctx.query.alt === 'sse') return sendSse(res, chunks.map((data) => ({ data })), '\r\n');
  sendJson(res, 200, chunks);
}

function embedOne(request, model) {
  const dims = Number(request.outputDimensionality) || modelDimensions(request.model ?? model);
  return { values: embed(partsText(request.content?.parts), dims) };
}

/** Models listed by GET /v1beta/models. */
export const GEMINI_MODELS = ['gemini-2.5-flash', 'gemini-2.5-pro', 'gemini-2.0-flash', 'gemini-1.5-flash', 'text-embedding-004', 'gemini-embedding-001'];

function modelEntry(id) {
  const embedding = id.includes('embedding');
  return {
    name: `models/${id}`,
    version: '001',
    displayName: id,
    description: `Fake ${id}`,
    inputTokenLimit: embedding ? 2048 : 1048576,
    outputTokenLimit: embedding ? 1 : 65536,
    supportedGenerationMethods: embedding ? ['embedContent', 'batchEmbedContents'] : ['generateContent', 'countTokens', 'streamGenerateContent'],
  };
}

/** Handles every Gemini route; returns false when the path is not one. */
export async function gemini(ctx) {
  const m = /^\/v1(?:beta)?\/models(?:\/([^:]+)(?::(\w+))?)?$/.exec(ctx.path);
  if (!m) return false;
  const [, model, action] = m;
  if (ctx.method === 'GET') {
    if (!model) sendJson(ctx.res, 200, { models: GEMINI_MODELS.map(modelEntry) });
    else if (GEMINI_MODELS.includes(model)) sendJson(ctx.res, 200, modelEntry(model));
    else geminiError(ctx.res, 404);
    return true;
  }
  if (action === 'generateContent') await generate(ctx, model, false);
  else if (action === 'streamGenerateContent') await generate(ctx, model, true);
  else if (action === 'embedContent') sendJson(ctx.res, 200, { embedding: embedOne(ctx.body, model) });
  else if (action === 'batchEmbedContents') sendJson(ctx.res, 200, { embeddings: (ctx.body.requests ?? []).map((r) => embedOne(r, model)) });
  else if (action === 'countTokens') sendJson(ctx.res, 200, { totalTokens: tokens(JSON.stringify(ctx.body.contents ?? [])) });
  else geminiError(ctx.res, 404);
  return true;
}
