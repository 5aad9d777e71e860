/**
 * A loopback Webflow Data API over in-memory state, for tests and for recording n8n. It answers
 * both generations of the API at once, as Webflow did while v1 was still served:
 *
 * - v1 (`https://api.webflow.com/…`, `accept-version: 1.0.0`): `GET /sites` (an array),
 *   `GET /sites/{site}/collections` (an array), `GET /collections/{cid}` (with `fields`),
 *   `GET|POST /collections/{cid}/items` (`limit`, `offset`; answers `{ items, count, limit, offset,
 *   total }`; `live` in the query), `GET|PUT|PATCH|DELETE /collections/{cid}/items/{id}` (a read
 *   answers the page shape with one item, a delete `{ deleted: 1 }`), and
 *   `GET|POST /sites/{site}/webhooks`, `GET|DELETE /sites/{site}/webhooks/{id}`. Items carry their
 *   fields flat (`name`, `slug`, `_archived`, `_draft`, `_id`, `_cid`, `created-on`…). Refusals are
 *   `{ msg, code, name, path, err }`.
 * - v2 (`https://api.webflow.com/v2/…`): `GET /v2/sites` (`{ sites }`), `GET /v2/sites/{site}/collections`
 *   (`{ collections }`), `GET /v2/collections/{cid}`, `GET|POST /v2/collections/{cid}/items`
 *   (`{ items, pagination: { limit, offset, total } }`), `POST /v2/collections/{cid}/items/live`,
 *   `GET|PATCH|DELETE /v2/collections/{cid}/items/{id}` (a delete answers 204),
 *   `PATCH /v2/collections/{cid}/items/{id}/live`, `GET|POST /v2/sites/{site}/webhooks` and
 *   `GET|DELETE /v2/webhooks/{id}`. Items are `{ id, cmsLocaleId, lastPublished, lastUpdated,
 *   createdOn, isArchived, isDraft, fieldData }`. Refusals are `{ code, message, externalReference, details }`.
 *
 * Creating an item needs `name` and `slug`; a field the collection does not have is refused (400).
 * Requests sign in with `Authorization: Bearer` and the API token or the OAuth2 token; anything
 * else is answered 401. Ids are counted (24 hex digits) and times come from a clock that moves one
 * minute per write, so two fakes given the same calls answer the same. `state.calls` logs each request.
 *
 * `createWebflowFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

export const API_TOKEN = 'weft-webflow-site-token-0001';
export const OAUTH_TOKEN = 'weft-webflow-oauth-token-0001';

class Refusal extends Error {
  constructor(status, code, message, details = []) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }
}
const clone = (v) => JSON.parse(JSON.stringify(v));
const V1_NAMES = { 400: 'ValidationError', 401: 'Unauthorized', 404: 'NotFound' };

/**
 * Seed: `{ now?, sites?: [{ id?, name, shortName?, collections?: [{ id?, name, slug?, singularName?,
 * fields?: [{ slug, name?, type?, required? }], items?: [{ id?, fieldData: {…}, isDraft?, isArchived? }] }] }] }`.
 * Every collection has the `name` and `slug` fields (required) besides the ones listed.
 */
export function createWebflowFake(seed = {}) {
  let counter = 0;
  const newId = () => (++counter).toString(16).padStart(24, '0');
  const state = { clock: Date.parse(seed.now ?? '2026-01-05T10:00:00.000Z'), sites: [], webhooks: [], calls: [] };
  const stamp = () => new Date(state.clock).toISOString();
  const tick = () => {
    state.clock += 60_000;
    return stamp();
  };

  for (const s of seed.sites ?? []) {
    const site = {
      id: s.id ?? newId(),
      name: s.name,
      shortName:
        s.shortName ??
        String(s.name)
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-'),
      createdOn: stamp(),
      collections: [],
    };
    state.sites.push(site);
    for (const c of s.collections ?? []) {
      const collection = {
        id: c.id ?? newId(),
        siteId: site.id,
        name: c.name,
        slug:
          c.slug ??
          String(c.name)
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-'),
        singularName: c.singularName ?? String(c.name).replace(/s$/, ''),
        createdOn: stamp(),
        fields: [
          { id: newId(), slug: 'name', name: 'Name', type: 'PlainText', required: true },
          { id: newId(), slug: 'slug', name: 'Slug', type: 'PlainText', required: true },
          ...(c.fields ?? []).map((f) => ({
            id: newId(),
            slug: f.slug,
            name: f.name ?? f.slug,
            type: f.type ?? 'PlainText',
            required: !!f.required,
          })),
        ],
        items: [],
      };
      site.collections.push(collection);
      for (const it of c.items ?? [])
        collection.items.push({
          id: it.id ?? newId(),
          createdOn: stamp(),
          lastUpdated: stamp(),
          lastPublished: it.isDraft ? null : stamp(),
          isArchived: !!it.isArchived,
          isDraft: !!it.isDraft,
          fieldData: clone(it.fieldData ?? {}),
        });
    }
  }

  const findSite = (id) => {
    const site = state.sites.find((s) => s.id === id);
    if (!site)
      throw new Refusal(404, 'resource_not_found', 'Requested resource not found: The site requested was not found');
    return site;
  };
  const findCollection = (id) => {
    for (const site of state.sites) {
      const found = site.collections.find((c) => c.id === id);
      if (found) return found;
    }
    throw new Refusal(
      404,
      'resource_not_found',
      'Requested resource not found: The collection requested was not found',
    );
  };
  const findItem = (collection, id) => {
    const item = collection.items.find((i) => i.id === id);
    if (!item)
      throw new Refusal(404, 'resource_not_found', 'Requested resource not found: The item requested was not found');
    return item;
  };

  /** The fields a write may set: known slugs only; on create `name` and `slug` are needed. */
  function checkFields(collection, fields, creating, v1) {
    const known = new Set(collection.fields.map((f) => f.slug));
    if (v1) for (const k of ['_archived', '_draft']) known.add(k);
    const details = [];
    for (const key of Object.keys(fields))
      if (!known.has(key)) details.push({ param: key, description: 'Field not described in schema' });
    if (creating)
      for (const f of collection.fields)
        if (f.required && (fields[f.slug] === undefined || fields[f.slug] === ''))
          details.push({ param: f.slug, description: 'Field is required' });
    if (details.length)
      throw new Refusal(
        400,
        'validation_error',
        `Validation Error: ${details.map((d) => `${d.param}: ${d.description}`).join('; ')}`,
        details,
      );
  }
  const flag = (v) => v === true || v === 'true';

  // ---- views
  const siteV2 = (s) => ({
    id: s.id,
    workspaceId: '00000000000000000000aaaa',
    createdOn: s.createdOn,
    displayName: s.name,
    shortName: s.shortName,
    lastPublished: s.createdOn,
    lastUpdated: s.createdOn,
    previewUrl: `https://screenshots.webflow.com/sites/${s.id}/preview.png`,
    timeZone: 'Europe/Paris',
    customDomains: [],
  });
  const siteV1 = (s) => ({
    _id: s.id,
    createdOn: s.createdOn,
    name: s.name,
    shortName: s.shortName,
    lastPublished: s.createdOn,
    previewUrl: `https://screenshots.webflow.com/sites/${s.id}/preview.png`,
    timezone: 'Europe/Paris',
    database: s.id,
  });
  const collectionV2 = (c, withFields) => ({
    id: c.id,
    displayName: c.name,
    singularName: c.singularName,
    slug: c.slug,
    createdOn: c.createdOn,
    lastUpdated: c.createdOn,
    ...(withFields
      ? {
          fields: c.fields.map((f) => ({
            id: f.id,
            isEditable: true,
            isRequired: f.required,
            type: f.type,
            slug: f.slug,
            displayName: f.name,
            helpText: null,
          })),
        }
      : {}),
  });
  const collectionV1 = (c, withFields) => ({
    _id: c.id,
    lastUpdated: c.createdOn,
    createdOn: c.createdOn,
    name: c.name,
    slug: c.slug,
    singularName: c.singularName,
    ...(withFields
      ? {
          fields: c.fields.map((f) => ({
            id: f.id,
            editable: true,
            required: f.required,
            type: f.type,
            slug: f.slug,
            name: f.name,
          })),
        }
      : {}),
  });
  const itemV2 = (i) => ({
    id: i.id,
    cmsLocaleId: '00000000000000000000cccc',
    lastPublished: i.lastPublished,
    lastUpdated: i.lastUpdated,
    createdOn: i.createdOn,
    isArchived: i.isArchived,
    isDraft: i.isDraft,
    fieldData: clone(i.fieldData),
  });
  const itemV1 = (c, i) => ({
    _archived: i.isArchived,
    _draft: i.isDraft,
    ...clone(i.fieldData),
    'updated-on': i.lastUpdated,
    'updated-by': 'Person_000000000000000000000001',
    'created-on': i.createdOn,
    'created-by': 'Person_000000000000000000000001',
    'published-on': i.lastPublished,
    'published-by': i.lastPublished ? 'Person_000000000000000000000001' : null,
    _cid: c.id,
    _id: i.id,
  });
  const webhookV2 = (w) => ({
    id: w.id,
    workspaceId: '00000000000000000000aaaa',
    siteId: w.siteId,
    triggerType: w.triggerType,
    url: w.url,
    filter: w.filter ?? null,
    createdOn: w.createdOn,
    lastTriggered: null,
  });
  const webhookV1 = (w) => ({
    _id: w.id,
    triggerType: w.triggerType,
    triggerId: w.siteId,
    site: w.siteId,
    filter: w.filter ?? null,
    lastUsed: null,
    createdOn: w.createdOn,
    url: w.url,
  });

  function page(query, total) {
    const limit = query.limit === undefined ? 100 : Number(query.limit);
    const offset = query.offset === undefined ? 0 : Number(query.offset);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100)
      throw new Refusal(400, 'validation_error', 'Validation Error: limit must be between 1 and 100', [
        { param: 'limit', description: 'must be between 1 and 100' },
      ]);
    return { limit, offset, end: Math.min(offset + limit, total) };
  }

  function newItem(collection, fields, live) {
    const now = tick();
    const { isArchived, isDraft, _archived, _draft, ...data } = fields;
    const item = {
      id: newId(),
      createdOn: now,
      lastUpdated: now,
      lastPublished: live ? now : null,
      isArchived: flag(isArchived ?? _archived),
      isDraft: flag(isDraft ?? _draft),
      fieldData: data,
    };
    collection.items.push(item);
    return item;
  }
  function changeItem(item, fields, replace, live) {
    const { _archived, _draft, ...data } = fields;
    const now = tick();
    item.fieldData = replace ? { ...data } : { ...item.fieldData, ...data };
    if (_archived !== undefined) item.isArchived = flag(_archived);
    if (_draft !== undefined) item.isDraft = flag(_draft);
    item.lastUpdated = now;
    if (live) item.lastPublished = now;
    return item;
  }
  function newWebhook(siteId, body) {
    if (!body || typeof body.triggerType !== 'string' || typeof body.url !== 'string')
      throw new Refusal(400, 'validation_error', 'Validation Error: triggerType and url are required', [
        { param: 'triggerType', description: 'Field is required' },
      ]);
    const hook = {
      id: newId(),
      siteId,
      triggerType: body.triggerType,
      url: body.url,
      filter: body.filter,
      createdOn: tick(),
    };
    state.webhooks.push(hook);
    return hook;
  }
  const findHook = (id) => {
    const hook = state.webhooks.find((w) => w.id === id);
    if (!hook)
      throw new Refusal(404, 'resource_not_found', 'Requested resource not found: The webhook requested was not found');
    return hook;
  };

  function routeV2(method, path, query, body) {
    let m;
    if (path === '/sites' && method === 'GET') return [200, { sites: state.sites.map(siteV2) }];
    if ((m = /^\/sites\/([^/]+)$/.exec(path)) && method === 'GET') return [200, siteV2(findSite(m[1]))];
    if ((m = /^\/sites\/([^/]+)\/collections$/.exec(path)) && method === 'GET')
      return [200, { collections: findSite(m[1]).collections.map((c) => collectionV2(c, false)) }];
    if ((m = /^\/collections\/([^/]+)$/.exec(path)) && method === 'GET')
      return [200, collectionV2(findCollection(m[1]), true)];
    if ((m = /^\/collections\/([^/]+)\/items(\/live)?$/.exec(path))) {
      const collection = findCollection(m[1]);
      if (method === 'GET' && !m[2]) {
        const { limit, offset, end } = page(query, collection.items.length);
        return [
          200,
          {
            items: collection.items.slice(offset, end).map(itemV2),
            pagination: { limit, offset, total: collection.items.length },
          },
        ];
      }
      if (method === 'POST') {
        const fields = body?.fieldData ?? {};
        checkFields(collection, fields, true, false);
        const item = newItem(collection, { ...fields, isArchived: body?.isArchived, isDraft: body?.isDraft }, !!m[2]);
        return [m[2] ? 200 : 202, itemV2(item)];
      }
    }
    if ((m = /^\/collections\/([^/]+)\/items\/([^/]+?)(\/live)?$/.exec(path)) && m[2] !== 'live') {
      const collection = findCollection(m[1]);
      const item = findItem(collection, m[2]);
      if (method === 'GET' && !m[3]) return [200, itemV2(item)];
      if (method === 'PATCH') {
        const fields = body?.fieldData ?? {};
        checkFields(collection, fields, false, false);
        changeItem(item, fields, false, !!m[3]);
        if (body?.isArchived !== undefined) item.isArchived = !!body.isArchived;
        if (body?.isDraft !== undefined) item.isDraft = !!body.isDraft;
        return [200, itemV2(item)];
      }
      if (method === 'DELETE' && !m[3]) {
        collection.items.splice(collection.items.indexOf(item), 1);
        tick();
        return [204];
      }
    }
    if ((m = /^\/sites\/([^/]+)\/webhooks$/.exec(path))) {
      const site = findSite(m[1]);
      if (method === 'GET') {
        const hooks = state.webhooks.filter((w) => w.siteId === site.id).map(webhookV2);
        return [200, { webhooks: hooks, pagination: { limit: 100, offset: 0, total: hooks.length } }];
      }
      if (method === 'POST') return [200, webhookV2(newWebhook(site.id, body))];
    }
    if ((m = /^\/webhooks\/([^/]+)$/.exec(path))) {
      const hook = findHook(m[1]);
      if (method === 'GET') return [200, webhookV2(hook)];
      if (method === 'DELETE') {
        state.webhooks.splice(state.webhooks.indexOf(hook), 1);
        return [204];
      }
    }
    throw new Refusal(404, 'route_not_found', `Requested route not found: ${method} /v2${path}`);
  }

  function routeV1(method, path, query, body) {
    let m;
    if (path === '/sites' && method === 'GET') return [200, state.sites.map(siteV1)];
    if ((m = /^\/sites\/([^/]+)$/.exec(path)) && method === 'GET') return [200, siteV1(findSite(m[1]))];
    if ((m = /^\/sites\/([^/]+)\/collections$/.exec(path)) && method === 'GET')
      return [200, findSite(m[1]).collections.map((c) => collectionV1(c, false))];
    if ((m = /^\/collections\/([^/]+)$/.exec(path)) && method === 'GET')
      return [200, collectionV1(findCollection(m[1]), true)];
    const live = query.live === 'true';
    if ((m = /^\/collections\/([^/]+)\/items$/.exec(path))) {
      const collection = findCollection(m[1]);
      if (method === 'GET') {
        const { limit, offset, end } = page(query, collection.items.length);
        const items = collection.items.slice(offset, end).map((i) => itemV1(collection, i));
        return [200, { items, count: items.length, limit, offset, total: collection.items.length }];
      }
      if (method === 'POST') {
        const fields = body?.fields ?? {};
        checkFields(collection, fields, true, true);
        return [200, itemV1(collection, newItem(collection, fields, live))];
      }
    }
    if ((m = /^\/collections\/([^/]+)\/items\/([^/]+)$/.exec(path))) {
      const collection = findCollection(m[1]);
      const item = findItem(collection, m[2]);
      if (method === 'GET')
        return [200, { items: [itemV1(collection, item)], count: 1, limit: 1, offset: 0, total: 1 }];
      if (method === 'PUT' || method === 'PATCH') {
        const fields = body?.fields ?? {};
        checkFields(collection, fields, method === 'PUT', true);
        changeItem(item, fields, method === 'PUT', live);
        return [200, itemV1(collection, item)];
      }
      if (method === 'DELETE') {
        collection.items.splice(collection.items.indexOf(item), 1);
        tick();
        return [200, { deleted: 1 }];
      }
    }
    if ((m = /^\/sites\/([^/]+)\/webhooks$/.exec(path))) {
      const site = findSite(m[1]);
      if (method === 'GET') return [200, state.webhooks.filter((w) => w.siteId === site.id).map(webhookV1)];
      if (method === 'POST') return [200, webhookV1(newWebhook(site.id, body))];
    }
    if ((m = /^\/sites\/([^/]+)\/webhooks\/([^/]+)$/.exec(path))) {
      findSite(m[1]);
      const hook = findHook(m[2]);
      if (method === 'GET') return [200, webhookV1(hook)];
      if (method === 'DELETE') {
        state.webhooks.splice(state.webhooks.indexOf(hook), 1);
        return [200, { deleted: 1 }];
      }
    }
    throw new Refusal(404, 'route_not_found', `Route not found: ${method} ${path}`);
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString('utf8');
    let body;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    const query = Object.fromEntries(url.searchParams);
    const auth = req.headers.authorization ?? '';
    const v2 = url.pathname === '/v2' || url.pathname.startsWith('/v2/');
    const path = v2 ? url.pathname.slice(3) : url.pathname;
    state.calls.push({
      method: req.method,
      path: url.pathname,
      query,
      body,
      authorization: auth,
      acceptVersion: req.headers['accept-version'],
    });
    const send = (status, payload) => {
      res.writeHead(status, payload === undefined ? {} : { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(payload === undefined ? '' : JSON.stringify(payload));
      return true;
    };
    try {
      if (auth !== `Bearer ${API_TOKEN}` && auth !== `Bearer ${OAUTH_TOKEN}`)
        throw new Refusal(401, 'not_authorized', 'Request not authorized');
      if (typeof body === 'string') throw new Refusal(400, 'bad_request', 'Bad Request: the body is not JSON');
      const [status, payload] = (v2 ? routeV2 : routeV1)(req.method ?? 'GET', path, query, body);
      return send(status, payload);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      if (v2)
        return send(error.status, {
          code: error.code,
          message: error.message,
          externalReference: null,
          details: error.details,
        });
      const name = V1_NAMES[error.status] ?? 'Error';
      return send(error.status, {
        msg: error.message,
        code: error.status,
        name,
        path: url.pathname,
        err: `${name}: ${error.message}`,
        ...(error.details.length ? { problems: error.details.map((d) => `Field '${d.param}': ${d.description}`) } : {}),
      });
    }
  }

  return { handle, state };
}

/** Serves a fake on 127.0.0.1 (a free port). */
export async function start(seed = {}) {
  const fake = createWebflowFake(seed);
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
