/**
 * A loopback fake of the parts of Anthropic's API the Anthropic node uses
 * (https://docs.anthropic.com/en/api): the Messages API (answered by the shared AI fake's
 * Anthropic route, test/ai-fake/anthropic.mjs, whose directives script text and tool calls; a last
 * user message holding images or documents is answered here, naming what it read), the Files API
 * behind its beta (`POST/GET /v1/files`, `GET/DELETE /v1/files/:id`, newest first, `after_id`
 * paging), the experimental prompt tools (`/v1/experimental/{generate,improve,templatize}_prompt`
 * behind their beta) and `GET /v1/models`. Every call needs a known `x-api-key` (401 otherwise) and
 * `anthropic-version`. Files to download or probe for a URL are served under `/web/<name>`
 * (GET and HEAD). Seed: `{ keys?: string[], files?: [{ id, filename, mime_type, text?, base64?,
 * created_at? }], web?: { "<name>": { type, text? , base64? } } }`. Answers have no Date header
 * and ids and times count up from the seed, so two runs on one seed answer the same.
 */
import { createServer } from 'node:http';
import { anthropicError, anthropicModels, messages } from '../../../test/ai-fake/anthropic.mjs';
import { parseMultipart, readBody, sendJson } from '../../../test/ai-fake/http.mjs';

/** The key the fake accepts unless the seed names others. */
export const ANTHROPIC_KEY = 'sk-ant-test';

const FILES_BETA = 'files-api-2025-04-14';
const PROMPT_BETA = 'prompt-tools-2025-04-02';

function error(res, status, type, message) {
  res.sendDate = false;
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_weft_fake' });
  res.end(JSON.stringify({ type: 'error', error: { type, message } }));
}

/** Text of message content: a string, or its text blocks joined. */
function textOf(content) {
  if (typeof content === 'string') return content;
  return (content ?? [])
    .filter((b) => b?.type === 'text')
    .map((b) => b.text)
    .join('\n');
}

/** Builds a fake from a seed. */
export function createAnthropicVendorFake(seed = {}) {
  const state = {
    keys: new Set(seed.keys ?? [ANTHROPIC_KEY]),
    requests: [],
    files: new Map(),
    seen: new Set(),
    counter: 0,
  };
  const web = seed.web ?? {};
  const bytesOf = (f) => (f.base64 ? Buffer.from(f.base64, 'base64') : Buffer.from(f.text ?? '', 'utf8'));
  const addFile = (f) => {
    const data = bytesOf(f);
    state.counter++;
    const created = f.created_at ?? new Date(Date.UTC(2025, 5, 1, 0, 0, state.counter)).toISOString();
    state.files.set(f.id, {
      meta: {
        id: f.id,
        type: 'file',
        filename: f.filename ?? 'file',
        mime_type: f.mime_type ?? 'application/octet-stream',
        size_bytes: data.length,
        created_at: created,
        downloadable: false,
      },
      data,
    });
  };
  for (const f of seed.files ?? []) addFile(f);
  /** Newest first, as Anthropic lists. */
  const listed = () =>
    [...state.files.values()]
      .map((f) => f.meta)
      .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0));

  /** Answers a message whose last user turn holds attachments; undefined when it holds none. */
  function readAttachments(body) {
    const last = [...(body.messages ?? [])].reverse().find((m) => m.role === 'user');
    const blocks = Array.isArray(last?.content) ? last.content : [];
    const seen = blocks.filter((b) => ['image', 'document', 'container_upload'].includes(b?.type));
    if (seen.length === 0) return undefined;
    const parts = [];
    for (const b of seen) {
      const s = b.source ?? {};
      const fileId = b.type === 'container_upload' ? b.file_id : s.type === 'file' ? s.file_id : undefined;
      if (fileId !== undefined && !state.files.has(fileId))
        return { status: 404, message: `File not found: ${fileId}` };
      if (fileId !== undefined) parts.push(`${b.type} ${fileId} (${state.files.get(fileId).meta.filename})`);
      else if (s.type === 'url') parts.push(`${b.type} at ${s.url}`);
      else if (s.type === 'base64')
        parts.push(`${b.type} ${s.media_type} of ${Buffer.from(s.data ?? '', 'base64').length} bytes`);
      else return { status: 400, message: `${b.type}.source: unknown source type` };
    }
    const question =
      blocks
        .filter((b) => b?.type === 'text')
        .map((b) => b.text)
        .join(' ') || textOf(body.messages.find((m) => m.role === 'user')?.content);
    const text = `Read ${parts.join('; ')}. Asked: ${question}`;
    return { text };
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname;
    const raw = await readBody(req);
    const type = String(req.headers['content-type'] ?? '');
    let body = {};
    if (raw.length && type.includes('application/json')) {
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        return (error(res, 400, 'invalid_request_error', 'The request body is not valid JSON'), true);
      }
    }
    const beta = String(req.headers['anthropic-beta'] ?? '')
      .split(',')
      .map((s) => s.trim());
    const record = {
      method: req.method,
      path,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      body,
      raw,
    };
    if (path.startsWith('/web/')) {
      const page = web[decodeURIComponent(path.slice(5))];
      res.sendDate = false;
      if (!page) return (res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found'), true);
      const data = bytesOf(page);
      res.writeHead(200, {
        'content-type': page.type ?? 'application/octet-stream',
        'content-length': String(data.length),
      });
      res.end(req.method === 'HEAD' ? undefined : data);
      return true;
    }
    if (!path.startsWith('/v1/')) return false;
    state.requests.push(record);
    if (!state.keys.has(String(req.headers['x-api-key'] ?? ''))) return (anthropicError(res, 401), true);
    if (!req.headers['anthropic-version'])
      return (error(res, 400, 'invalid_request_error', 'anthropic-version: header is required'), true);

    if (path === '/v1/messages' && req.method === 'POST') {
      const read = readAttachments(body);
      if (read?.status)
        return (
          error(res, read.status, read.status === 404 ? 'not_found_error' : 'invalid_request_error', read.message),
          true
        );
      if (read) {
        const usage = {
          input_tokens: Math.ceil(JSON.stringify(body.messages).length / 40),
          output_tokens: Math.ceil(read.text.length / 4),
          cache_creation_input_tokens: 0,
          cache_read_input_tokens: 0,
          service_tier: 'standard',
        };
        sendJson(res, 200, {
          id: `msg_read${state.requests.length}`,
          type: 'message',
          role: 'assistant',
          model: body.model,
          content: [{ type: 'text', text: read.text }],
          stop_reason: 'end_turn',
          stop_sequence: null,
          usage,
        });
        return true;
      }
      await messages({ req, res, body, state, route: `POST ${path}` });
      return true;
    }
    if (path === '/v1/models' && req.method === 'GET') return (anthropicModels({ res }), true);

    if (path.startsWith('/v1/files')) {
      if (!beta.includes(FILES_BETA))
        return (
          error(res, 400, 'invalid_request_error', `The Files API needs the anthropic-beta header ${FILES_BETA}`),
          true
        );
      const id = decodeURIComponent(path.slice('/v1/files/'.length));
      if (path === '/v1/files' && req.method === 'POST') {
        const { files } = parseMultipart(raw, type);
        const file = files.find((f) => f.field === 'file');
        if (!file) return (error(res, 400, 'invalid_request_error', 'file: field required'), true);
        const newId = `file_weft${String(state.counter + 1).padStart(4, '0')}`;
        addFile({
          id: newId,
          filename: file.filename,
          mime_type: file.contentType,
          base64: file.data.toString('base64'),
        });
        return (sendJson(res, 200, state.files.get(newId).meta), true);
      }
      if (path === '/v1/files' && req.method === 'GET') {
        const limit = Math.min(Math.max(Number(url.searchParams.get('limit') ?? 20) || 20, 1), 1000);
        const all = listed();
        const after = url.searchParams.get('after_id');
        const start = after ? all.findIndex((f) => f.id === after) + 1 : 0;
        const data = all.slice(start, start + limit);
        return (
          sendJson(res, 200, {
            data,
            first_id: data[0]?.id ?? null,
            last_id: data.at(-1)?.id ?? null,
            has_more: start + limit < all.length,
          }),
          true
        );
      }
      const file = state.files.get(id);
      if (!file) return (error(res, 404, 'not_found_error', `File not found: ${id}`), true);
      if (req.method === 'GET') return (sendJson(res, 200, file.meta), true);
      if (req.method === 'DELETE') {
        state.files.delete(id);
        return (sendJson(res, 200, { id, type: 'file_deleted' }), true);
      }
    }

    const prompt = /^\/v1\/experimental\/(generate|improve|templatize)_prompt$/.exec(path);
    if (prompt && req.method === 'POST') {
      if (!beta.includes(PROMPT_BETA))
        return (
          error(res, 400, 'invalid_request_error', `The prompt tools need the anthropic-beta header ${PROMPT_BETA}`),
          true
        );
      const usage = [{ input_tokens: Math.ceil(JSON.stringify(body).length / 4), output_tokens: 20 }];
      const block = (text) => [{ type: 'text', text }];
      if (prompt[1] === 'generate') {
        if (!body.task) return (error(res, 400, 'invalid_request_error', 'task: field required'), true);
        return (
          sendJson(res, 200, {
            messages: [{ role: 'user', content: block(`You are ${body.task}. Help with: {{REQUEST}}`) }],
            system: '',
            usage,
          }),
          true
        );
      }
      const msgs = body.messages ?? [];
      if (!Array.isArray(msgs) || msgs.length === 0)
        return (error(res, 400, 'invalid_request_error', 'messages: at least one message is required'), true);
      if (prompt[1] === 'improve') {
        const improved = msgs.map((m) => ({
          role: m.role,
          content: block(`${textOf(m.content)} Think step by step.${body.feedback ? ` (${body.feedback})` : ''}`),
        }));
        return (
          sendJson(res, 200, {
            messages: [...improved, { role: 'assistant', content: block('<thinking>') }],
            system: `${body.system ?? ''} Be precise.`.trim(),
            usage,
          }),
          true
        );
      }
      // Templatize: the last word of each message becomes a variable.
      const values = {};
      const templated = msgs.map((m, i) => {
        const text = textOf(m.content);
        const word = /(\w+)\W*$/.exec(text);
        if (!word) return { role: m.role, content: block(text) };
        const name = `VALUE_${i + 1}`;
        values[name] = word[1];
        return {
          role: m.role,
          content: block(`${text.slice(0, word.index)}{{${name}}}${text.slice(word.index + word[1].length)}`),
        };
      });
      return (
        sendJson(res, 200, { messages: templated, system: body.system ?? '', usage, variable_values: values }),
        true
      );
    }
    return (error(res, 404, 'not_found_error', `Not found: ${req.method} ${path}`), true);
  }
  return { state, handle };
}

/** Starts the fake on a free loopback port. */
export async function start(seed = {}) {
  const fake = createAnthropicVendorFake(seed);
  const server = createServer((req, res) => {
    void fake.handle(req, res).then((handled) => {
      if (!handled) error(res, 404, 'not_found_error', 'Not found');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    state: fake.state,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
