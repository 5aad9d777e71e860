/**
 * A loopback Mistral AI API (https://docs.mistral.ai/api/) for tests and for recording n8n's
 * Mistral nodes: `POST /v1/embeddings`, `GET /v1/models`, `POST /v1/ocr`, `POST /v1/files`
 * (multipart), `GET /v1/files/<id>/content`, `DELETE /v1/files/<id>`, `POST /v1/batch/jobs` and
 * `GET /v1/batch/jobs/<id>`. The key is a Bearer token: only `seed.apiKey` (default
 * `mistral-test-key`) is accepted, others get Mistral's 401 `{"message": "Unauthorized", "request_id"}`.
 * Unknown models get a 400 `{object: "error", message: "Invalid model: <m>", type: "invalid_model", code: "1500"}`.
 *
 * Embeddings: the AI fake's hashed word vectors (test/ai-fake/vectors.mjs), 1024 dimensions
 * (`mistral-embed`), `input` a string or a list; usage ceil(characters / 4).
 * OCR: `document` `{type: "document_url", document_url}` or `{type: "image_url", image_url}`. A
 * `data:` URL is decoded and read as text (control characters dropped); form feeds split it into
 * pages, each page's markdown its trimmed text (an image gives `![img-0.jpeg](img-0.jpeg)` and its
 * text). An http(s) URL gives one page `Document at <url>`. A document URL that is not a URL, or a
 * missing type field, gets a 422 with a `detail` list, as the API validates requests.
 * Batch: an uploaded JSONL file of `{custom_id, body}` lines; a job is `QUEUED` when created and
 * `SUCCESS` when read, its output file the JSONL of `{id, custom_id, response: {status_code, body},
 * error}` (a line whose OCR fails carries `error: {message, code}`). Ids are counted (`file-<n>`,
 * `job-<n>`, `emb-<n>`, `ocr-<n>`), `created` fixed at 1767225600. `state.requests` logs
 * `{method, path, body}` (multipart bodies as `{fields, files}`).
 *
 * `createMistralFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, state, close() }`.
 */
import { createServer } from 'node:http';
import { embed } from '../../../test/ai-fake/vectors.mjs';

/** The key the fake accepts unless the seed names another. */
export const MISTRAL_KEY = 'mistral-test-key';
const CREATED = 1767225600;
const EMBED_MODELS = { 'mistral-embed': 1024, 'codestral-embed': 1536 };
const OCR_MODELS = ['mistral-ocr-latest', 'mistral-ocr-2505', 'mistral-ocr-2503'];
const CHAT_MODELS = ['mistral-small-latest', 'mistral-large-latest', 'mistral-small'];

const send = (res, status, body, type = 'application/json') => {
  res.writeHead(status, { 'content-type': type });
  res.end(typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body));
};

async function readBody(req) {
  const chunks = [];
  for await (const c of req) chunks.push(c);
  return Buffer.concat(chunks);
}

/** A multipart/form-data body as `{fields, files: [{field, filename, contentType, data}]}`. */
function parseMultipart(raw, contentType) {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType ?? '');
  const out = { fields: {}, files: [] };
  if (!boundary) return out;
  const sep = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  let start = raw.indexOf(sep);
  while (start !== -1) {
    const next = raw.indexOf(sep, start + sep.length);
    if (next === -1) break;
    const part = raw.subarray(start + sep.length + 2, next - 2);
    const headerEnd = part.indexOf('\r\n\r\n');
    const head = part.subarray(0, headerEnd).toString('utf8');
    const data = part.subarray(headerEnd + 4);
    const name = /name="([^"]*)"/.exec(head)?.[1];
    const filename = /filename="([^"]*)"/.exec(head)?.[1];
    const type = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1];
    if (filename !== undefined) out.files.push({ field: name, filename, contentType: type, data });
    else if (name) out.fields[name] = data.toString('utf8');
    start = next;
  }
  return out;
}

const requestId = (n) => `req-${String(n).padStart(8, '0')}`;

/** The OCR answer for a document, or an error `{status, body}`. */
function ocr(body, n) {
  const model = body?.model;
  if (!OCR_MODELS.includes(model))
    return {
      status: 400,
      body: { object: 'error', message: `Invalid model: ${model}`, type: 'invalid_model', param: null, code: '1500' },
    };
  const doc = body.document ?? {};
  const type = doc.type ?? 'document_url';
  const url = doc[type];
  if (!['document_url', 'image_url'].includes(type) || typeof url !== 'string')
    return {
      status: 422,
      body: {
        object: 'error',
        message: { detail: [{ type: 'missing', loc: ['body', 'document', type], msg: 'Field required', input: doc }] },
        type: 'invalid_request_error',
        param: null,
        code: null,
      },
    };
  let pagesText;
  let size = 0;
  const data = /^data:([^;,]*)(;base64)?,(.*)$/s.exec(url);
  if (data) {
    const bytes = data[2] ? Buffer.from(data[3], 'base64') : Buffer.from(decodeURIComponent(data[3]));
    size = bytes.length;
    const text = bytes.toString('utf8').replace(/[^\P{C}\n\f]/gu, '');
    pagesText = text.split('\f').map((t) => t.trim());
  } else if (/^https?:\/\//.test(url)) {
    pagesText = [`Document at ${url}`];
  } else {
    return {
      status: 422,
      body: {
        object: 'error',
        message: {
          detail: [
            { type: 'url_parsing', loc: ['body', 'document', type], msg: 'Input should be a valid URL', input: url },
          ],
        },
        type: 'invalid_request_error',
        param: null,
        code: null,
      },
    };
  }
  const image = type === 'image_url';
  const pages = pagesText.map((text, index) => ({
    index,
    markdown: image ? `![img-0.jpeg](img-0.jpeg)\n\n${text}` : text,
    images: image
      ? [
          {
            id: 'img-0.jpeg',
            top_left_x: 0,
            top_left_y: 0,
            bottom_right_x: 100,
            bottom_right_y: 100,
            image_base64: null,
          },
        ]
      : [],
    dimensions: { dpi: 200, height: 2200, width: 1700 },
  }));
  return {
    status: 200,
    body: {
      pages,
      model: 'mistral-ocr-2505-completion',
      document_annotation: null,
      usage_info: { pages_processed: pages.length, doc_size_bytes: size || null },
    },
    id: `ocr-${n}`,
  };
}

/** A fake Mistral. */
export function createMistralFake(seed = {}) {
  const state = { requests: [], count: 0, files: new Map(), jobs: new Map() };
  const key = seed.apiKey ?? MISTRAL_KEY;
  const next = () => (state.count += 1);

  function fileObject(id, file) {
    return {
      id,
      object: 'file',
      bytes: file.data.length,
      created_at: CREATED,
      filename: file.filename,
      purpose: file.purpose,
      sample_type: file.purpose === 'batch' ? 'batch_request' : 'ocr_input',
      source: 'upload',
      num_lines: file.purpose === 'batch' ? file.data.toString('utf8').trim().split('\n').length : null,
      mimetype: file.contentType ?? null,
      signature: null,
    };
  }

  function runJob(job) {
    const lines = [];
    let failed = 0;
    for (const input of job.input_files) {
      const file = state.files.get(input);
      for (const line of (file?.data.toString('utf8') ?? '').split('\n').filter(Boolean)) {
        const entry = JSON.parse(line);
        const answer = ocr({ model: job.model, ...entry.body }, next());
        if (answer.status === 200)
          lines.push({
            id: `batch-${job.id}-${entry.custom_id}`,
            custom_id: entry.custom_id,
            response: { status_code: 200, body: answer.body },
            error: null,
          });
        else {
          failed += 1;
          lines.push({
            id: `batch-${job.id}-${entry.custom_id}`,
            custom_id: entry.custom_id,
            response: { status_code: answer.status, body: answer.body },
            error: null,
          });
        }
      }
    }
    const outId = `file-${next()}`;
    state.files.set(outId, {
      filename: `${job.id}.jsonl`,
      purpose: 'batch_result',
      data: Buffer.from(lines.map((l) => JSON.stringify(l)).join('\n') + '\n'),
    });
    Object.assign(job, {
      status: 'SUCCESS',
      output_file: outId,
      total_requests: lines.length,
      completed_requests: lines.length,
      succeeded_requests: lines.length - failed,
      failed_requests: failed,
      started_at: CREATED,
      completed_at: CREATED,
    });
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://mistral.fake');
    const path = url.pathname;
    if (!/^\/v1\/(embeddings|models|ocr|files|batch\/jobs)(\/|$)/.test(path)) return false;
    const raw = await readBody(req);
    const contentType = req.headers['content-type'] ?? '';
    let body;
    if (contentType.startsWith('multipart/form-data')) body = parseMultipart(raw, contentType);
    else if (raw.length) {
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        body = raw.toString('utf8');
      }
    }
    state.requests.push({
      method: req.method,
      path,
      body: body?.files
        ? { fields: body.fields, files: body.files.map(({ data, ...f }) => ({ ...f, size: data.length })) }
        : body,
    });
    const n = next();
    if (req.headers.authorization !== `Bearer ${key}`) {
      send(res, 401, { message: 'Unauthorized', request_id: requestId(n) });
      return true;
    }
    const route = `${req.method} ${path}`;
    if (route === 'GET /v1/models') {
      const ids = [...CHAT_MODELS, ...Object.keys(EMBED_MODELS), ...OCR_MODELS];
      send(res, 200, {
        object: 'list',
        data: ids.map((id) => ({ id, object: 'model', created: CREATED, owned_by: 'mistralai', type: 'base' })),
      });
      return true;
    }
    if (route === 'POST /v1/embeddings') {
      const dims = EMBED_MODELS[body?.model];
      if (!dims) {
        send(res, 400, {
          object: 'error',
          message: `Invalid model: ${body?.model}`,
          type: 'invalid_model',
          param: null,
          code: '1500',
        });
        return true;
      }
      const inputs = typeof body.input === 'string' ? [body.input] : Array.isArray(body.input) ? body.input : [];
      if (!inputs.length) {
        send(res, 422, {
          object: 'error',
          message: { detail: [{ type: 'missing', loc: ['body', 'input'], msg: 'Field required', input: body }] },
          type: 'invalid_request_error',
          param: null,
          code: null,
        });
        return true;
      }
      const tokens = inputs.reduce((s, t) => s + Math.ceil(String(t).length / 4), 0);
      send(res, 200, {
        id: `emb-${n}`,
        object: 'list',
        data: inputs.map((t, index) => ({ object: 'embedding', embedding: embed(t, dims), index })),
        model: body.model,
        usage: { prompt_tokens: tokens, total_tokens: tokens, completion_tokens: 0 },
      });
      return true;
    }
    if (route === 'POST /v1/ocr') {
      const answer = ocr(body, n);
      send(res, answer.status, answer.body);
      return true;
    }
    if (route === 'POST /v1/files') {
      const file = body?.files?.find((f) => f.field === 'file');
      if (!file) {
        send(res, 422, {
          object: 'error',
          message: { detail: [{ type: 'missing', loc: ['body', 'file'], msg: 'Field required', input: null }] },
          type: 'invalid_request_error',
          param: null,
          code: null,
        });
        return true;
      }
      const id = `file-${n}`;
      const stored = { ...file, purpose: body.fields.purpose ?? 'fine-tune' };
      state.files.set(id, stored);
      send(res, 200, fileObject(id, stored));
      return true;
    }
    let m = /^\/v1\/files\/([^/]+)(\/content)?$/.exec(path);
    if (m) {
      const file = state.files.get(m[1]);
      if (!file) send(res, 404, { detail: 'File not found' });
      else if (req.method === 'GET' && m[2]) send(res, 200, file.data, 'application/octet-stream');
      else if (req.method === 'DELETE' && !m[2]) {
        state.files.delete(m[1]);
        send(res, 200, { id: m[1], object: 'file', deleted: true });
      } else if (req.method === 'GET') send(res, 200, fileObject(m[1], file));
      else send(res, 405, { detail: 'Method Not Allowed' });
      return true;
    }
    if (route === 'POST /v1/batch/jobs') {
      if (
        !OCR_MODELS.includes(body?.model) &&
        !Object.keys(EMBED_MODELS).includes(body?.model) &&
        !CHAT_MODELS.includes(body?.model)
      ) {
        send(res, 400, {
          object: 'error',
          message: `Invalid model: ${body?.model}`,
          type: 'invalid_model',
          param: null,
          code: '1500',
        });
        return true;
      }
      const id = `job-${n}`;
      const job = {
        id,
        object: 'batch',
        input_files: body.input_files ?? [],
        metadata: null,
        endpoint: body.endpoint,
        model: body.model,
        output_file: null,
        error_file: null,
        errors: [],
        status: 'QUEUED',
        created_at: CREATED,
        total_requests: 0,
        completed_requests: 0,
        succeeded_requests: 0,
        failed_requests: 0,
        started_at: null,
        completed_at: null,
      };
      state.jobs.set(id, job);
      send(res, 200, job);
      return true;
    }
    m = /^\/v1\/batch\/jobs\/([^/]+)$/.exec(path);
    if (m && req.method === 'GET') {
      const job = state.jobs.get(m[1]);
      if (!job) send(res, 404, { detail: 'Batch job not found' });
      else {
        if (job.status === 'QUEUED') runJob(job);
        send(res, 200, job);
      }
      return true;
    }
    send(res, 404, { detail: 'Not Found' });
    return true;
  }
  return { handle, state };
}

/** Serves a fake Mistral on a free loopback port. */
export async function start(seed = {}) {
  const fake = createMistralFake(seed);
  const server = createServer((req, res) => {
    void fake.handle(req, res).then((handled) => {
      if (!handled) send(res, 404, { detail: 'Not Found' });
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    state: fake.state,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
