/**
 * A loopback Jina AI (https://jina.ai/reader, https://jina.ai/deepsearch) for tests and for recording
 * n8n's Jina AI node, one handler for its three hosts: the Reader (`GET r.jina.ai/<url>`), Search
 * (`GET s.jina.ai/?q=…&page=…`) and DeepSearch (`POST deepsearch.jina.ai/v1/chat/completions`). The
 * key is a Bearer token: only `seed.apiKey` (default `jina-test-key`) is accepted, others get Jina's
 * 401 `{data: null, code: 401, name: "AuthenticationFailedError", status: 40103, message, readableMessage}`.
 *
 * Reader: `{code: 200, status: 20000, data: {title, description, url, content, usage: {tokens}}, meta}`;
 * the content is `Content of <url>` in the asked `X-Return-Format` (markdown by default; html, text,
 * screenshot give a tagged variant), with the target, removed and wait-for selectors and image
 * captioning noted when sent. A URL that is not http(s) gets a 422 `{code: 422, name: "ParamValidationError", …}`.
 * Search: three results for `q` on `page` (default 1), `X-Site` hosts restricting their URLs.
 * DeepSearch: an OpenAI-style chat completion answering `Research on: <last user message>` with one
 * `url_citation` annotation per boosted host (else example.com), the request's hostnames lists
 * echoed in `visitedURLs`. Usage is ceil(characters / 4). `state.requests` logs
 * `{method, path, query, headers: {x-*}, body}`.
 *
 * `createJinaFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, state, close() }`.
 */
import { createServer } from 'node:http';

/** The key the fake accepts unless the seed names another. */
export const JINA_KEY = 'jina-test-key';
const CREATED = 1767225600;

const send = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const tokens = (text) => Math.ceil(String(text).length / 4);

async function readJson(req) {
  const chunks = [];
  for await (const c of req) chunks.push(c);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function formatted(text, format) {
  if (format === 'html') return `<html><body><p>${text}</p></body></html>`;
  if (format === 'text') return text;
  if (format === 'screenshot') return `https://example.com/screenshots/${encodeURIComponent(text)}.png`;
  return `# ${text}`;
}

/** A fake Jina AI. */
export function createJinaFake(seed = {}) {
  const state = { requests: [], count: 0 };
  const key = seed.apiKey ?? JINA_KEY;

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://jina.fake');
    const path = url.pathname;
    const deep = path === '/v1/chat/completions';
    const search = path === '/' && url.searchParams.has('q');
    const reader = /^\/[a-z]+:/i.test(path.slice(0, 12)) || /^\/https?%3A/i.test(path);
    if (!deep && !search && !reader) return false;
    const body = req.method === 'POST' ? await readJson(req) : undefined;
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([k]) => k.startsWith('x-') || k === 'accept'),
    );
    state.requests.push({ method: req.method, path, query: Object.fromEntries(url.searchParams), headers, body });
    state.count += 1;
    if (req.headers.authorization !== `Bearer ${key}`) {
      const message = 'Invalid API key, please get a new one from https://jina.ai';
      send(res, 401, {
        data: null,
        code: 401,
        name: 'AuthenticationFailedError',
        status: 40103,
        message,
        readableMessage: `AuthenticationFailedError: ${message}`,
      });
      return true;
    }
    const format = req.headers['x-return-format'];
    if (reader) {
      const target = decodeURIComponent(req.url.slice(1));
      if (!/^https?:\/\/[^/]/.test(target)) {
        const message = `Invalid URL: ${target}`;
        send(res, 422, {
          data: null,
          code: 422,
          name: 'ParamValidationError',
          status: 42206,
          message,
          readableMessage: `ParamValidationError(url): ${message}`,
        });
        return true;
      }
      const notes = [
        ['x-target-selector', 'target'],
        ['x-remove-selector', 'without'],
        ['x-wait-for-selector', 'after'],
        ['x-with-generated-alt', 'captions'],
      ]
        .filter(([h]) => req.headers[h] !== undefined)
        .map(([h, label]) => `${label}=${req.headers[h]}`);
      const content = formatted(`Content of ${target}${notes.length ? ` (${notes.join(', ')})` : ''}`, format);
      const data = {
        title: `Title of ${target}`,
        description: `About ${target}`,
        url: target,
        content,
        usage: { tokens: tokens(content) },
      };
      send(res, 200, { code: 200, status: 20000, data, meta: { usage: { tokens: tokens(content) } } });
      return true;
    }
    if (search) {
      const q = url.searchParams.get('q');
      const page = Number(url.searchParams.get('page') || 1);
      const sites = String(req.headers['x-site'] ?? '')
        .split(/,\s*/)
        .filter(Boolean);
      const data = [1, 2, 3].map((n) => {
        const rank = (page - 1) * 3 + n;
        const host = sites[(n - 1) % (sites.length || 1)] ?? `result${rank}.example.com`;
        const content = formatted(`Result ${rank} for ${q}`, format);
        return {
          title: `${q} — result ${rank}`,
          url: `https://${host}/r/${rank}`,
          description: `Result ${rank} about ${q}`,
          content,
          usage: { tokens: tokens(content) },
        };
      });
      send(res, 200, {
        code: 200,
        status: 20000,
        data,
        meta: { usage: { tokens: data.reduce((s, d) => s + d.usage.tokens, 0) } },
      });
      return true;
    }
    const messages = Array.isArray(body?.messages) ? body.messages : [];
    const question = [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
    const boost = Array.isArray(body?.boost_hostnames) ? body.boost_hostnames : [];
    const hosts = boost.length ? boost : ['example.com'];
    const max = Number.isInteger(body?.max_returned_urls) ? body.max_returned_urls : hosts.length;
    const annotations = hosts.slice(0, max).map((h, i) => ({
      type: 'url_citation',
      url_citation: {
        title: `Source ${i + 1}`,
        exactQuote: `A quote about ${question}`,
        url: `https://${h}/source-${i + 1}`,
        dateTime: '2026-01-01 00:00:00',
      },
    }));
    const content = `Research on: ${question}`;
    const prompt = tokens(question);
    const completion = tokens(content);
    send(res, 200, {
      id: `deepsearch-${state.count}`,
      object: 'chat.completion',
      created: CREATED,
      model: 'jina-deepsearch-v1',
      system_fingerprint: 'fp_fake',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content, type: 'text', annotations },
          logprobs: null,
          finish_reason: 'stop',
        },
      ],
      usage: { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion },
      visitedURLs: [...hosts, ...(body?.only_hostnames ?? [])].map((h) => `https://${h}/`),
      readURLs: annotations.map((a) => a.url_citation.url),
      numURLs: annotations.length,
    });
    return true;
  }
  return { handle, state };
}

/** Serves a fake Jina AI on a free loopback port. */
export async function start(seed = {}) {
  const fake = createJinaFake(seed);
  const server = createServer((req, res) => {
    void fake.handle(req, res).then((handled) => {
      if (!handled) send(res, 404, { code: 404, message: 'Not Found' });
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    state: fake.state,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
