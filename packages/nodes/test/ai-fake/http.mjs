/**
 * HTTP plumbing of the fake AI providers: reading request bodies (JSON and multipart/form-data),
 * sending JSON answers, server-sent events and NDJSON streams. No Date header is sent, so answers
 * are byte-for-byte repeatable.
 */

/** Reads the whole request body into a Buffer. */
export function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * Parses a multipart/form-data body into `{ fields, files }`; each file is `{ field, filename,
 * contentType, data }` with `data` a Buffer.
 */
export function parseMultipart(raw, contentType) {
  const m = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType ?? '');
  const fields = {};
  const files = [];
  if (!m) return { fields, files };
  const boundary = Buffer.from(`--${m[1] ?? m[2]}`);
  let pos = raw.indexOf(boundary);
  while (pos !== -1) {
    const start = pos + boundary.length;
    if (raw.slice(start, start + 2).toString() === '--') break;
    const next = raw.indexOf(boundary, start);
    if (next === -1) break;
    // A part is CRLF, headers, CRLF CRLF, data, CRLF, then the next boundary.
    const part = raw.slice(start + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    const head = part.slice(0, split).toString('utf8');
    const data = part.slice(split + 4);
    const name = /name="([^"]*)"/i.exec(head)?.[1] ?? '';
    const filename = /filename="([^"]*)"/i.exec(head)?.[1];
    const type = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1];
    if (filename !== undefined) files.push({ field: name, filename, contentType: type ?? 'application/octet-stream', data });
    else fields[name] = data.toString('utf8');
    pos = next;
  }
  return { fields, files };
}

/** Sends a JSON answer. */
export function sendJson(res, status, body, headers = {}) {
  res.sendDate = false;
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** Sends raw bytes or text with the given content type. */
export function sendRaw(res, status, data, type, headers = {}) {
  res.sendDate = false;
  res.writeHead(status, { 'content-type': type, ...headers });
  res.end(data);
}

/**
 * Sends a server-sent-event stream. Each event is `{ event?, data }`; `data` objects are JSON-encoded,
 * strings are sent as they are (for OpenAI's `[DONE]`). `eol` is the line ending (Gemini uses CRLF).
 */
export function sendSse(res, events, eol = '\n') {
  res.sendDate = false;
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  for (const e of events) {
    const data = typeof e.data === 'string' ? e.data : JSON.stringify(e.data);
    res.write(`${e.event ? `event: ${e.event}${eol}` : ''}data: ${data}${eol}${eol}`);
  }
  res.end();
}

/** Sends newline-delimited JSON (Ollama's streaming format). */
export function sendNdjson(res, lines) {
  res.sendDate = false;
  res.writeHead(200, { 'content-type': 'application/x-ndjson' });
  for (const line of lines) res.write(`${JSON.stringify(line)}\n`);
  res.end();
}

/** Splits answer text into stream pieces: each word with the spaces after it (leading spaces alone). */
export function pieces(text) {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

/** Resolves after `ms` milliseconds. */
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
