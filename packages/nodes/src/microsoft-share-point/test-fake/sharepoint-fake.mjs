/**
 * A loopback SharePoint REST API v2.0 (`https://{tenant}.sharepoint.com/_api/v2.0/…`, the Microsoft
 * Graph shapes of sites, lists, list items and drive items) over in-memory state, for tests and for
 * recording n8n:
 *
 * - `GET /sites` (`$search`, `$select`); `GET /sites/{site}/lists` (`$select`, `$top`, `$filter`
 *   `displayName eq '…'`); `GET /sites/{site}/lists/{list}` (`$select`);
 *   `GET /sites/{site}/lists/{list}/contentTypes` (`expand=columns`);
 * - items: `GET|POST /sites/{site}/lists/{list}/items` (`$select`, `$expand=fields` or
 *   `fields(select=A,B)`, `$top`, `$filter` of `fields/X eq '…'` joined by `and`),
 *   `GET|PATCH|DELETE /sites/{site}/lists/{list}/items/{id}` (writes take `{ fields }`);
 * - drive: `GET /sites/{site}/drive/items` (`$filter=folder ne null`),
 *   `GET /sites/{site}/drive/items/{id}/children`, `GET|PATCH /sites/{site}/drive/items/{id}`,
 *   `GET|PUT /sites/{site}/drive/items/{id}/content`, `PUT /sites/{site}/drive/items/{parent}:/{name}:/content`.
 *
 * Collections are paged (`pageSize` entries, or `$top`) with an `@odata.nextLink` on the tenant's
 * origin carrying a `$skiptoken`. Refusals are Graph's `{ error: { code, message, innerError } }`:
 * `itemNotFound` for a missing list ("The specified list was not found") or item ("The specified
 * list item was not found"), `invalidRequest` for unknown or duplicate unique columns. Requests need
 * `Authorization: Bearer TOKEN` (401 otherwise). Ids are counted and times come from a clock that
 * moves one minute per write. `state.calls` logs each request.
 *
 * `createSharePointFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

export const TOKEN = 'weft-sharepoint-token-0001';
export const TENANT = 'weft';
const ORIGIN = `https://${TENANT}.sharepoint.com`;
const BASE = '/_api/v2.0';
const USER = {
  user: { displayName: 'Ada Lovelace', email: 'ada@weft.example', id: '00000000-0000-4000-8000-00000000a1a1' },
};

class Refusal extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}
const clone = (v) => JSON.parse(JSON.stringify(v));
const notFound = (what) => new Refusal(404, 'itemNotFound', `The specified ${what} was not found`);

/**
 * Seed: `{ now?, pageSize?, sites?: [{ id, name, title?, lists?: [{ id, displayName, name?, description?,
 * columns?: [{ name, displayName?, type?, required?, enforceUniqueValues?, choices? }],
 * items?: [{ fields }] }], drive?: [{ id, name, parentId?, folder?, content?, mimeType? }] }] }`.
 * Every list has the `Title` column (text).
 */
export function createSharePointFake(seed = {}) {
  let counter = 0;
  const uuid = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;
  const state = {
    clock: Date.parse(seed.now ?? '2026-01-05T10:00:00.000Z'),
    pageSize: seed.pageSize ?? 200,
    sites: [],
    calls: [],
  };
  const stamp = () => new Date(state.clock).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const tick = () => {
    state.clock += 60_000;
    return stamp();
  };

  for (const s of seed.sites ?? []) {
    const site = { id: s.id, name: s.name, title: s.title ?? s.name, lists: [], drive: [], createdDateTime: stamp() };
    state.sites.push(site);
    for (const l of s.lists ?? []) {
      const list = {
        id: l.id,
        name: l.name ?? l.displayName.replace(/\s+/g, ''),
        displayName: l.displayName,
        description: l.description ?? '',
        createdDateTime: stamp(),
        lastModifiedDateTime: stamp(),
        columns: [
          { name: 'Title', displayName: 'Title', type: 'text', required: true, enforceUniqueValues: false },
          ...(l.columns ?? []).map((c) => ({
            name: c.name,
            displayName: c.displayName ?? c.name,
            type: c.type ?? 'text',
            required: !!c.required,
            enforceUniqueValues: !!c.enforceUniqueValues,
            choices: c.choices,
          })),
        ],
        items: [],
        nextItem: 1,
      };
      site.lists.push(list);
      for (const it of l.items ?? []) addItem(site, list, it.fields ?? {}, stamp());
    }
    for (const d of s.drive ?? [])
      site.drive.push({
        id: d.id,
        name: d.name,
        parentId: d.parentId ?? 'root',
        folder: !!d.folder,
        content: d.content === undefined ? undefined : Buffer.from(d.content),
        mimeType: d.mimeType ?? 'text/plain',
        createdDateTime: stamp(),
        lastModifiedDateTime: stamp(),
        eTag: 1,
      });
  }

  function addItem(site, list, fields, when) {
    const id = String(list.nextItem++);
    const item = {
      id,
      guid: uuid(),
      version: 1,
      createdDateTime: when,
      lastModifiedDateTime: when,
      fields: clone(fields),
    };
    list.items.push(item);
    return item;
  }

  const findSite = (id) => {
    const site = state.sites.find((s) => s.id === id || s.name === id);
    if (!site) throw new Refusal(404, 'itemNotFound', 'Requested site could not be found');
    return site;
  };
  const findList = (site, id) => {
    const list = site.lists.find((l) => l.id === id || l.displayName === id || l.name === id);
    if (!list) throw notFound('list');
    return list;
  };
  const findItem = (list, id) => {
    const item = list.items.find((i) => i.id === id);
    if (!item) throw notFound('list item');
    return item;
  };
  const findDrive = (site, id) => {
    const entry = site.drive.find((d) => d.id === id);
    if (!entry) throw new Refusal(404, 'itemNotFound', 'The resource could not be found.');
    return entry;
  };

  function checkFields(list, fields, except) {
    for (const key of Object.keys(fields))
      if (!list.columns.some((c) => c.name === key))
        throw new Refusal(400, 'invalidRequest', `Field '${key}' is not recognized`);
    for (const column of list.columns.filter((c) => c.enforceUniqueValues))
      if (
        fields[column.name] !== undefined &&
        list.items.some((i) => i !== except && i.fields[column.name] === fields[column.name])
      )
        throw new Refusal(
          400,
          'invalidRequest',
          'One or more fields with unique constraints already has the provided value.',
        );
  }

  // ---- views
  const siteView = (s) => ({
    createdDateTime: s.createdDateTime,
    description: '',
    id: s.id,
    lastModifiedDateTime: s.createdDateTime,
    name: s.name,
    webUrl: `${ORIGIN}/sites/${s.name}`,
    displayName: s.title,
    title: s.title,
  });
  const listView = (s, l) => ({
    '@odata.etag': `"${l.id},1"`,
    createdDateTime: l.createdDateTime,
    description: l.description,
    eTag: `"${l.id},1"`,
    id: l.id,
    lastModifiedDateTime: l.lastModifiedDateTime,
    name: l.name,
    webUrl: `${ORIGIN}/sites/${s.name}/Lists/${l.name}`,
    displayName: l.displayName,
    createdBy: clone(USER),
    parentReference: { siteId: s.id },
    list: { contentTypesEnabled: false, hidden: false, template: 'genericList' },
  });
  const etag = (item) => `"${item.guid},${item.version}"`;
  function fieldsView(list, item, select) {
    const all = {
      '@odata.etag': etag(item),
      ...clone(item.fields),
      id: item.id,
      ContentType: 'Item',
      Modified: item.lastModifiedDateTime,
      Created: item.createdDateTime,
      AuthorLookupId: '7',
      EditorLookupId: '7',
      _UIVersionString: `${item.version}.0`,
      Attachments: false,
      Edit: '',
      LinkTitleNoMenu: item.fields.Title ?? '',
      LinkTitle: item.fields.Title ?? '',
      ItemChildCount: '0',
      FolderChildCount: '0',
      _ComplianceFlags: '',
      _ComplianceTag: '',
      _ComplianceTagWrittenTime: '',
      _ComplianceTagUserId: '',
    };
    if (!select) return all;
    const out = { '@odata.etag': all['@odata.etag'] };
    for (const key of select) if (key in all) out[key] = all[key];
    return out;
  }
  function itemView(site, list, item, query) {
    const full = {
      '@odata.etag': etag(item),
      createdBy: clone(USER),
      createdDateTime: item.createdDateTime,
      eTag: etag(item),
      id: item.id,
      lastModifiedBy: clone(USER),
      lastModifiedDateTime: item.lastModifiedDateTime,
      parentReference: { id: list.id, siteId: site.id },
      webUrl: `${ORIGIN}/sites/${site.name}/Lists/${list.name}/${item.id}_.000`,
      contentType: { id: '0x0100AA', name: 'Item' },
      'fields@odata.navigationLink': `sites/${site.id}/lists/${list.id}/items/${item.id}/fields`,
    };
    const expand = query.$expand ?? query.expand;
    const m = expand ? /^fields(?:\(select=([^)]*)\))?$/.exec(expand) : null;
    if (m) full.fields = fieldsView(list, item, m[1] ? m[1].split(',') : undefined);
    if (!query.$select) return full;
    const keep = new Set(String(query.$select).split(','));
    const out = { '@odata.etag': full['@odata.etag'] };
    for (const key of Object.keys(full)) if (keep.has(key) || (key === 'fields' && m)) out[key] = full[key];
    return out;
  }
  const driveView = (s, d) => ({
    '@odata.context': `${ORIGIN}${BASE}/$metadata#items/$entity`,
    '@odata.etag': `"{${d.id}},${d.eTag}"`,
    createdBy: clone(USER),
    createdDateTime: d.createdDateTime,
    eTag: `"{${d.id}},${d.eTag}"`,
    id: d.id,
    lastModifiedBy: clone(USER),
    lastModifiedDateTime: d.lastModifiedDateTime,
    name: d.name,
    parentReference: { driveType: 'documentLibrary', id: d.parentId, siteId: s.id },
    webUrl: `${ORIGIN}/sites/${s.name}/Shared%20Documents/${encodeURIComponent(d.name)}`,
    ...(d.folder
      ? { folder: { childCount: s.drive.filter((x) => x.parentId === d.id).length } }
      : { file: { mimeType: d.mimeType }, size: d.content?.length ?? 0 }),
  });

  function pick(entry, select) {
    if (!select) return entry;
    const keep = new Set(String(select).split(','));
    const out = {};
    for (const key of Object.keys(entry)) if (keep.has(key) || key === '@odata.etag') out[key] = entry[key];
    return out;
  }
  /** A page of `entries` from `$skiptoken`, `$top` (or the page size) long, with a next link. */
  function paged(path, query, entries, context) {
    const size = query.$top !== undefined ? Number(query.$top) : state.pageSize;
    const from = query.$skiptoken !== undefined ? Number(query.$skiptoken) : 0;
    const page = entries.slice(from, from + size);
    const out = { '@odata.context': `${ORIGIN}${BASE}/$metadata#${context}`, value: page };
    if (from + size < entries.length) {
      const next = new URLSearchParams({ ...query, $skiptoken: String(from + size) });
      out['@odata.nextLink'] = `${ORIGIN}${BASE}${path}?${next.toString()}`;
    }
    return out;
  }
  function matches(filter, values) {
    if (!filter) return true;
    return String(filter)
      .split(/\s*\band\s*/)
      .every((clause) => {
        const m = /^(?:fields\/)?(\w+) eq '((?:[^']|'')*)'$/.exec(clause.trim());
        if (!m) throw new Refusal(400, 'invalidRequest', `Invalid filter clause: ${clause}`);
        return String(values[m[1]] ?? '') === m[2].replace(/''/g, "'");
      });
  }

  function route(method, path, query, body, raw) {
    let m;
    if (path === '/sites' && method === 'GET') {
      const q = String(query.$search ?? '*').replace(/"/g, '');
      const sites = state.sites.filter((s) => q === '*' || s.title.toLowerCase().includes(q.toLowerCase()));
      return [
        200,
        paged(
          path,
          query,
          sites.map((s) => pick(siteView(s), query.$select)),
          'sites',
        ),
      ];
    }
    if ((m = /^\/sites\/([^/]+)\/lists$/.exec(path)) && method === 'GET') {
      const site = findSite(m[1]);
      const lists = site.lists.filter((l) => matches(query.$filter, { displayName: l.displayName }));
      return [
        200,
        paged(
          path,
          query,
          lists.map((l) => pick(listView(site, l), query.$select)),
          'lists',
        ),
      ];
    }
    if ((m = /^\/sites\/([^/]+)\/lists\/([^/]+)$/.exec(path)) && method === 'GET') {
      const site = findSite(m[1]);
      const list = findList(site, m[2]);
      return [
        200,
        { '@odata.context': `${ORIGIN}${BASE}/$metadata#lists/$entity`, ...pick(listView(site, list), query.$select) },
      ];
    }
    if ((m = /^\/sites\/([^/]+)\/lists\/([^/]+)\/contentTypes$/.exec(path)) && method === 'GET') {
      const list = findList(findSite(m[1]), m[2]);
      const columns = list.columns.map((c) => ({
        name: c.name,
        displayName: c.displayName,
        hidden: false,
        readOnly: false,
        required: c.required,
        enforceUniqueValues: c.enforceUniqueValues,
        type: c.type,
        ...(c.type === 'choice' ? { choice: { choices: c.choices ?? [] } } : {}),
      }));
      return [200, { value: [{ id: '0x0100AA', name: 'Item', columns }] }];
    }
    if ((m = /^\/sites\/([^/]+)\/lists\/([^/]+)\/items$/.exec(path))) {
      const site = findSite(m[1]);
      const list = findList(site, m[2]);
      if (method === 'GET') {
        const items = list.items.filter((i) => matches(query.$filter, { ...i.fields, id: i.id }));
        return [
          200,
          paged(
            path,
            query,
            items.map((i) => itemView(site, list, i, query)),
            'items',
          ),
        ];
      }
      if (method === 'POST') {
        const fields = body?.fields ?? {};
        checkFields(list, fields);
        const item = addItem(site, list, fields, tick());
        return [
          201,
          {
            '@odata.context': `${ORIGIN}${BASE}/$metadata#items/$entity`,
            ...itemView(site, list, item, { $expand: 'fields' }),
          },
        ];
      }
    }
    if ((m = /^\/sites\/([^/]+)\/lists\/([^/]+)\/items\/([^/]+)$/.exec(path))) {
      const site = findSite(m[1]);
      const list = findList(site, m[2]);
      const item = findItem(list, m[3]);
      if (method === 'GET')
        return [
          200,
          { '@odata.context': `${ORIGIN}${BASE}/$metadata#items/$entity`, ...itemView(site, list, item, query) },
        ];
      if (method === 'PATCH') {
        const fields = body?.fields ?? {};
        checkFields(list, fields, item);
        Object.assign(item.fields, fields);
        item.version += 1;
        item.lastModifiedDateTime = tick();
        return [
          200,
          {
            '@odata.context': `${ORIGIN}${BASE}/$metadata#items/$entity`,
            ...itemView(site, list, item, { $expand: 'fields' }),
          },
        ];
      }
      if (method === 'DELETE') {
        list.items.splice(list.items.indexOf(item), 1);
        tick();
        return [204];
      }
    }
    if ((m = /^\/sites\/([^/]+)\/drive\/items$/.exec(path)) && method === 'GET') {
      const site = findSite(m[1]);
      const entries = site.drive.filter((d) => query.$filter !== 'folder ne null' || d.folder);
      return [
        200,
        paged(
          path,
          query,
          entries.map((d) => pick(driveView(site, d), query.$select)),
          'items',
        ),
      ];
    }
    if ((m = /^\/sites\/([^/]+)\/drive\/items\/([^/:]+)\/children$/.exec(path)) && method === 'GET') {
      const site = findSite(m[1]);
      const parent = m[2] === 'root' ? 'root' : findDrive(site, m[2]).id;
      const entries = site.drive.filter((d) => d.parentId === parent);
      return [
        200,
        paged(
          path,
          query,
          entries.map((d) => pick(driveView(site, d), query.$select)),
          'items',
        ),
      ];
    }
    if ((m = /^\/sites\/([^/]+)\/drive\/items\/([^/:]+):\/(.+):\/content$/.exec(path)) && method === 'PUT') {
      const site = findSite(m[1]);
      const parent = m[2] === 'root' ? 'root' : findDrive(site, m[2]).id;
      const name = decodeURIComponent(m[3]);
      const when = tick();
      let entry = site.drive.find((d) => d.parentId === parent && d.name === name);
      const created = !entry;
      if (!entry) {
        entry = {
          id: `01WEFT${String(++counter).padStart(8, '0')}`,
          name,
          parentId: parent,
          folder: false,
          createdDateTime: when,
          eTag: 0,
        };
        site.drive.push(entry);
      }
      entry.content = raw;
      entry.mimeType = name.endsWith('.txt')
        ? 'text/plain'
        : name.endsWith('.json')
          ? 'application/json'
          : 'application/octet-stream';
      entry.lastModifiedDateTime = when;
      entry.eTag += 1;
      return [created ? 201 : 200, driveView(site, entry)];
    }
    if ((m = /^\/sites\/([^/]+)\/drive\/items\/([^/:]+)\/content$/.exec(path))) {
      const site = findSite(m[1]);
      const entry = findDrive(site, m[2]);
      if (method === 'GET') {
        if (entry.folder) throw new Refusal(400, 'invalidRequest', 'A folder has no content');
        return [
          200,
          entry.content ?? Buffer.alloc(0),
          { 'Content-Type': entry.mimeType, 'Content-Disposition': `attachment; filename="${entry.name}"` },
        ];
      }
      if (method === 'PUT') {
        entry.content = raw;
        entry.lastModifiedDateTime = tick();
        entry.eTag += 1;
        return [200, driveView(site, entry)];
      }
    }
    if ((m = /^\/sites\/([^/]+)\/drive\/items\/([^/:]+)$/.exec(path))) {
      const site = findSite(m[1]);
      const entry = findDrive(site, m[2]);
      if (method === 'GET') return [200, driveView(site, entry)];
      if (method === 'PATCH') {
        // An empty name keeps the current one.
        if (typeof body?.name === 'string' && body.name !== '') entry.name = body.name;
        entry.lastModifiedDateTime = tick();
        entry.eTag += 1;
        return [200, driveView(site, entry)];
      }
    }
    throw new Refusal(400, 'BadRequest', `Resource not found for the segment '${path.split('/').pop()}'.`);
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (!url.pathname.startsWith(`${BASE}/`)) return false;
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const raw = Buffer.concat(chunks);
    const isJson = String(req.headers['content-type'] ?? '').includes('json');
    let body;
    if (isJson && raw.length) {
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        body = undefined;
      }
    }
    const query = Object.fromEntries(url.searchParams);
    const path = decodeURIComponent(url.pathname.slice(BASE.length)).replace(/\/+$/, '');
    const auth = req.headers.authorization ?? '';
    state.calls.push({
      method: req.method,
      path,
      query,
      body: isJson ? body : raw.toString('utf8'),
      authorization: auth,
    });
    try {
      if (auth !== `Bearer ${TOKEN}`)
        throw new Refusal(401, 'InvalidAuthenticationToken', 'Access token is empty or invalid.');
      const [status, payload, headers] = route(req.method ?? 'GET', path, query, body, raw);
      if (Buffer.isBuffer(payload)) {
        res.writeHead(status, headers);
        res.end(payload);
      } else {
        res.writeHead(
          status,
          payload === undefined ? {} : { 'Content-Type': 'application/json;odata.metadata=minimal;charset=utf-8' },
        );
        res.end(payload === undefined ? '' : JSON.stringify(payload));
      }
      return true;
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      res.writeHead(error.status, { 'Content-Type': 'application/json;charset=utf-8' });
      res.end(
        JSON.stringify({
          error: {
            code: error.code,
            message: error.message,
            innerError: { 'request-id': `req-${String(state.calls.length).padStart(4, '0')}`, date: stamp() },
          },
        }),
      );
      return true;
    }
  }

  return { handle, state };
}

/** Serves a fake on 127.0.0.1 (a free port). */
export async function start(seed = {}) {
  const fake = createSharePointFake(seed);
  const server = createServer((req, res) => {
    void fake.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    fake,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
