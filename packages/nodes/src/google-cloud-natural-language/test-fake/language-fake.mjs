/**
 * A loopback Cloud Natural Language API v1 (https://cloud.google.com/natural-language/docs/reference/rest/v1/documents/analyzeSentiment)
 * over in-memory state, for tests and for recording n8n: `POST /v1/documents:analyzeSentiment`
 * takes `{ document: { type, content | gcsContentUri, language? }, encodingType }` and answers
 * `{ documentSentiment: { magnitude, score }, language, sentences: [{ text: { content, beginOffset }, sentiment }] }`.
 * Sentiment is worked out from small lists of positive and negative words, sentence by sentence
 * (split after `.`, `!` or `?`), so the same text always gets the same answer; `beginOffset` counts
 * UTF-16 units, UTF-8 bytes or code points as `encodingType` says (`-1` for NONE). HTML documents
 * are read without their tags. `gcsContentUri` is read from the seeded `objects`
 * (`{ "gs://bucket/name": "text" }`). Requests need `Authorization: Bearer <any token>` (a missing one
 * is answered 401 UNAUTHENTICATED, the token `revoked` too); an empty document, an unknown object,
 * a bad type or encoding or a language without sentiment support are answered 400
 * INVALID_ARGUMENT in Google's error form. `state.rateLimited` answers that many next requests 429.
 * `state.calls` holds each request.
 *
 * `createLanguageFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

const POSITIVE = [
  'good',
  'great',
  'love',
  'loved',
  'excellent',
  'happy',
  'wonderful',
  'best',
  'beautiful',
  'amazing',
  'fantastic',
  'like',
  'nice',
  'superb',
  'bien',
  'gut',
];
const NEGATIVE = [
  'bad',
  'terrible',
  'hate',
  'hated',
  'awful',
  'sad',
  'worst',
  'broken',
  'poor',
  'slow',
  'disappointing',
  'angry',
  'never',
  'mal',
  'schlecht',
];
const LANGUAGES = ['ar', 'zh', 'zh-Hant', 'nl', 'en', 'fr', 'de', 'id', 'it', 'ja', 'ko', 'pt', 'es', 'th', 'tr', 'vi'];
const round1 = (n) => Math.round(n * 10) / 10;

function sentiment(text) {
  const words = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  const pos = words.filter((w) => POSITIVE.includes(w)).length;
  const neg = words.filter((w) => NEGATIVE.includes(w)).length;
  const score = pos + neg === 0 ? 0 : round1(((pos - neg) / (pos + neg)) * 0.9);
  return { magnitude: round1((pos + neg) * 0.4), score };
}

function offsetOf(text, index, encoding) {
  const before = text.slice(0, index);
  if (encoding === 'UTF8') return Buffer.byteLength(before, 'utf8');
  if (encoding === 'UTF32') return [...before].length;
  if (encoding === 'NONE') return -1;
  return before.length;
}

function detect(text) {
  if (/[\u3040-\u30ff]/.test(text)) return 'ja';
  if (/[\u4e00-\u9fff]/.test(text)) return 'zh';
  if (/\b(le|la|les|est|très)\b/i.test(text)) return 'fr';
  if (/\b(der|die|das|ist|sehr)\b/i.test(text)) return 'de';
  if (/\b(el|los|muy|es)\b/i.test(text)) return 'es';
  return 'en';
}

export function createLanguageFake(seed = {}) {
  const state = { objects: { ...(seed.objects ?? {}) }, rateLimited: 0, calls: [] };

  async function handle(req, res) {
    const url = new URL(req.url, 'http://fake');
    if (url.pathname !== '/v1/documents:analyzeSentiment') return false;
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body;
    try {
      body = raw ? JSON.parse(raw) : {};
    } catch {
      body = undefined;
    }
    state.calls.push({ method: req.method, path: url.pathname, authorization: req.headers.authorization ?? '', body });
    const send = (status, value, headers = {}) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
      res.end(JSON.stringify(value));
      return true;
    };
    const fail = (code, status, message) => send(code, { error: { code, message, status } });
    if (state.rateLimited > 0) {
      state.rateLimited--;
      return send(
        429,
        { error: { code: 429, message: 'Quota exceeded.', status: 'RESOURCE_EXHAUSTED' } },
        { 'retry-after': '1' },
      );
    }
    const auth = req.headers.authorization ?? '';
    if (!/^Bearer \S+/.test(auth) || auth === 'Bearer revoked')
      return fail(
        401,
        'UNAUTHENTICATED',
        'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
      );
    if (req.method !== 'POST') return fail(404, 'NOT_FOUND', 'Method not found.');
    if (!body || typeof body !== 'object') return fail(400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.');
    const document = body.document ?? {};
    const type = document.type ?? 'TYPE_UNSPECIFIED';
    if (!['PLAIN_TEXT', 'HTML'].includes(type))
      return fail(
        400,
        'INVALID_ARGUMENT',
        `Invalid value at 'document.type' (type.googleapis.com/google.cloud.language.v1.Document.Type), "${type}"`,
      );
    const encoding = body.encodingType ?? 'NONE';
    if (!['NONE', 'UTF8', 'UTF16', 'UTF32'].includes(encoding))
      return fail(
        400,
        'INVALID_ARGUMENT',
        `Invalid value at 'encoding_type' (type.googleapis.com/google.cloud.language.v1.EncodingType), "${encoding}"`,
      );
    let text;
    if (document.gcsContentUri) {
      text = state.objects[document.gcsContentUri];
      if (text === undefined)
        return fail(
          400,
          'INVALID_ARGUMENT',
          `Failed to read the file ${document.gcsContentUri}: the object does not exist or cannot be read.`,
        );
    } else text = document.content;
    if (typeof text !== 'string' || text.trim() === '')
      return fail(400, 'INVALID_ARGUMENT', 'The document is empty: give its content or a gcs_content_uri.');
    if (type === 'HTML')
      text = text
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    const language = document.language ?? detect(text);
    if (!LANGUAGES.includes(language))
      return fail(
        400,
        'INVALID_ARGUMENT',
        `The language ${language} is not supported for document_sentiment analysis.`,
      );
    const sentences = [];
    const re = /[^.!?]+[.!?]*/g;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const lead = m[0].length - m[0].trimStart().length;
      const content = m[0].trim();
      if (!content) continue;
      sentences.push({
        text: { content, beginOffset: offsetOf(text, m.index + lead, encoding) },
        sentiment: sentiment(content),
      });
    }
    const magnitude = round1(sentences.reduce((s, x) => s + x.sentiment.magnitude, 0));
    const score = sentences.length
      ? round1(sentences.reduce((s, x) => s + x.sentiment.score, 0) / sentences.length)
      : 0;
    return send(200, { documentSentiment: { magnitude, score }, language, sentences });
  }

  return { handle, state };
}

export async function start(seed) {
  const fake = createLanguageFake(seed);
  const server = createServer((req, res) => {
    fake.handle(req, res).then(
      (handled) => {
        if (!handled) {
          res.writeHead(404);
          res.end();
        }
      },
      (error) => {
        res.writeHead(500);
        res.end(String(error));
      },
    );
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    fake,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
