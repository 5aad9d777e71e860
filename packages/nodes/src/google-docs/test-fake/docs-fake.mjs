/**
 * A loopback Google Docs v1 over in-memory documents, following Google's documented contract:
 * `documents.create`, `documents.get` (a body of paragraphs with text runs and 1-based indexes,
 * `revisionId`), and `documents.batchUpdate` with the requests the Google Docs node sends (insertText,
 * replaceAllText, create/delete header, footer, named range and paragraph bullets, insertPageBreak,
 * insertTable, table rows/columns, deletePositionedObject), each answered with its reply, and
 * `writeControl` revision checks. A request Docs does not know is refused as Google does.
 *
 * `createDocsFake({ driveState })` answers `{ handle(req, res): boolean, state }`; with the Drive
 * fake's state, a Google Docs file created through Drive is a document here too. `start(fake)`
 * serves it on 127.0.0.1:0. Ids (documents, headers, footers, named ranges) are counted from the
 * start of each fake, never random, so a recorded run replays.
 */
import { createServer } from 'node:http';

function errorBody(code, message, status) {
  return { error: { code, message, status } };
}
function send(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
}

/** The document's body as Docs answers it: a section break, then one paragraph per line. */
function structure(doc) {
  const content = [{ endIndex: 1, sectionBreak: { sectionStyle: {} } }];
  let index = 1;
  const lines = doc.text.split(/(?<=\n)/).filter((l) => l.length);
  for (const line of lines.length ? lines : ['\n']) {
    const text = line.endsWith('\n') ? line : `${line}\n`;
    content.push({ startIndex: index, endIndex: index + text.length, paragraph: { elements: [{ startIndex: index, endIndex: index + text.length, textRun: { content: text, textStyle: {} } }], paragraphStyle: { namedStyleType: 'NORMAL_TEXT' } } });
    index += text.length;
  }
  return {
    documentId: doc.id,
    title: doc.title,
    body: { content },
    headers: doc.headers,
    footers: doc.footers,
    namedRanges: doc.namedRanges,
    revisionId: `rev${doc.revision}`,
    suggestionsViewMode: 'SUGGESTIONS_INLINE',
  };
}

/** A fresh Docs API over in-memory state. */
export function createDocsFake(options = {}) {
  const state = { documents: new Map(), requests: [] };
  const counters = new Map();
  /** An id counted per prefix: the prefix, then the count in base 36 padded to `width`. */
  const newId = (prefix, width = 12) => {
    const n = (counters.get(prefix) ?? 0) + 1;
    counters.set(prefix, n);
    return `${prefix}${n.toString(36).padStart(width, '0')}`;
  };

  state.addDocument = (props = {}) => {
    const doc = { id: props.id ?? newId('doc', 16), title: props.title ?? 'Untitled document', text: props.text ?? '\n', revision: 1, headers: {}, footers: {}, namedRanges: {} };
    if (!doc.text.endsWith('\n')) doc.text += '\n';
    state.documents.set(doc.id, doc);
    return doc;
  };

  function find(id) {
    let doc = state.documents.get(id);
    const file = options.driveState?.files.get(id);
    if (!doc && file && file.mimeType === 'application/vnd.google-apps.document') doc = state.addDocument({ id, title: file.name, text: file.content ? file.content.toString('utf8') : '\n' });
    return doc;
  }

  /** Where an insertion lands in the text (1-based Docs index → 0-based string offset). */
  function offsetOf(doc, request) {
    if (request.endOfSegmentLocation) return doc.text.length - 1;
    const index = request.location?.index;
    if (!Number.isInteger(index) || index < 1 || index > doc.text.length) throw Object.assign(new Error(`Invalid requests[0].insertText: Index ${index} must be less than the end index of the referenced segment, ${doc.text.length + 1}.`), { status: 400 });
    return index - 1;
  }

  function apply(doc, request) {
    const [kind, body] = Object.entries(request)[0] ?? [];
    if (!body || typeof body !== 'object') throw Object.assign(new Error(`Invalid JSON payload received. Unknown name "${kind}" at 'requests[0]': Cannot find field.`), { status: 400 });
    switch (kind) {
      case 'insertText': {
        const at = offsetOf(doc, body);
        doc.text = doc.text.slice(0, at) + String(body.text ?? '') + doc.text.slice(at);
        return {};
      }
      case 'replaceAllText': {
        const find = String(body.containsText?.text ?? '');
        if (!find) throw Object.assign(new Error('Invalid requests[0].replaceAllText: The text to search for must not be empty.'), { status: 400 });
        const flags = body.containsText?.matchCase ? 'g' : 'gi';
        let count = 0;
        doc.text = doc.text.replace(new RegExp(find.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), flags), () => (count++, String(body.replaceText ?? '')));
        return { replaceAllText: count ? { occurrencesChanged: count } : {} };
      }
      case 'createHeader':
      case 'createFooter': {
        const id = newId('kix.');
        (kind === 'createHeader' ? doc.headers : doc.footers)[id] = { [kind === 'createHeader' ? 'headerId' : 'footerId']: id, content: [] };
        return { [kind]: { [kind === 'createHeader' ? 'headerId' : 'footerId']: id } };
      }
      case 'deleteHeader':
      case 'deleteFooter': {
        const map = kind === 'deleteHeader' ? doc.headers : doc.footers;
        const id = body.headerId ?? body.footerId;
        if (!map[id]) throw Object.assign(new Error(`Invalid requests[0].${kind}: The ${kind === 'deleteHeader' ? 'header' : 'footer'} with ID ${id} could not be found.`), { status: 400 });
        delete map[id];
        return {};
      }
      case 'createNamedRange': {
        const id = newId('kix.');
        doc.namedRanges[body.name] = { name: body.name, namedRanges: [{ namedRangeId: id, name: body.name, ranges: [body.range] }] };
        return { createNamedRange: { namedRangeId: id } };
      }
      case 'deleteNamedRange': {
        for (const [name, entry] of Object.entries(doc.namedRanges)) if (name === body.name || entry.namedRanges.some((r) => r.namedRangeId === body.namedRangeId)) delete doc.namedRanges[name];
        return {};
      }
      case 'insertPageBreak':
      case 'insertTable':
      case 'insertTableRow':
      case 'insertTableColumn':
      case 'deleteTableRow':
      case 'deleteTableColumn':
      case 'createParagraphBullets':
      case 'deleteParagraphBullets':
      case 'deletePositionedObject':
        return {};
      default:
        throw Object.assign(new Error(`Invalid JSON payload received. Unknown name "${kind}" at 'requests[0]': Cannot find field.`), { status: 400 });
    }
  }

  function route(req, res, url, raw) {
    const method = req.method ?? 'GET';
    const auth = req.headers.authorization ?? '';
    if (!auth.startsWith('Bearer ') || auth === 'Bearer expired') return send(res, 401, errorBody(401, 'Request had invalid authentication credentials.', 'UNAUTHENTICATED'));
    if (url.pathname === '/v1/documents' && method === 'POST') {
      const body = raw.length ? JSON.parse(raw.toString('utf8')) : {};
      return send(res, 200, structure(state.addDocument({ title: body.title })));
    }
    const m = /^\/v1\/documents\/([^/:]+)(:batchUpdate)?$/.exec(url.pathname);
    if (!m) return send(res, 404, errorBody(404, `No route ${method} ${url.pathname}`, 'NOT_FOUND'));
    const doc = find(decodeURIComponent(m[1]));
    if (!doc) return send(res, 404, errorBody(404, 'Requested entity was not found.', 'NOT_FOUND'));
    if (!m[2] && method === 'GET') return send(res, 200, structure(doc));
    if (m[2] && method === 'POST') {
      const body = raw.length ? JSON.parse(raw.toString('utf8')) : {};
      const required = body.writeControl?.requiredRevisionId;
      if (required !== undefined && required !== `rev${doc.revision}`) {
        return send(res, 400, errorBody(400, `The required revision ID '${required}' does not match the latest revision.`, 'FAILED_PRECONDITION'));
      }
      const before = { ...doc, headers: { ...doc.headers }, footers: { ...doc.footers }, namedRanges: { ...doc.namedRanges } };
      try {
        const replies = (body.requests ?? []).map((r) => apply(doc, r));
        doc.revision += 1;
        if (options.driveState?.files.get(doc.id)) options.driveState.files.get(doc.id).content = Buffer.from(doc.text, 'utf8');
        return send(res, 200, { replies, writeControl: { requiredRevisionId: `rev${doc.revision}` }, documentId: doc.id });
      } catch (error) {
        Object.assign(doc, before);
        return send(res, error.status ?? 500, errorBody(error.status ?? 500, error.message, 'INVALID_ARGUMENT'));
      }
    }
    return send(res, 404, errorBody(404, `No route ${method} ${url.pathname}`, 'NOT_FOUND'));
  }

  return {
    state,
    /** Answers a Docs request (true), or leaves it (false). */
    handle(req, res) {
      const url = new URL(req.url ?? '/', 'http://fake');
      if (!url.pathname.startsWith('/v1/documents')) return false;
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        const raw = Buffer.concat(chunks);
        state.requests.push({ method: req.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body: raw.length ? JSON.parse(raw.toString('utf8')) : undefined });
        try {
          route(req, res, url, raw);
        } catch (error) {
          send(res, 400, errorBody(400, String(error?.message ?? error), 'INVALID_ARGUMENT'));
        }
      });
      return true;
    },
  };
}

/** Serves fakes (this one, and any others given, e.g. the Drive fake) on 127.0.0.1 (a free port). */
export async function start(fake = createDocsFake(), ...others) {
  const server = createServer((req, res) => {
    for (const f of [fake, ...others]) if (f.handle(req, res)) return;
    send(res, 404, errorBody(404, 'No fake answers this route', 'NOT_FOUND'));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}`, fake };
}
