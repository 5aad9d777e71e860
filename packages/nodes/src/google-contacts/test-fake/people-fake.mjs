/**
 * A loopback Google People API v1 (contacts) over in-memory people, following Google's documented
 * contract: `people:createContact`, `people/{id}` get (personFields required), `people/me/connections`
 * list (personFields required, sortOrder, pageSize/pageToken), `people:searchContacts` (query and
 * readMask required; an empty query warms the cache and answers nothing), `people/{id}:updateContact`
 * (etag must match, updatePersonFields required) and `people/{id}:deleteContact`, and
 * `contactGroups` list. Every person field carries `metadata` as Google's answers do; only the
 * fields asked for come back. Requests need a Bearer token; errors are Google's
 * `{ error: { code, message, status } }`.
 *
 * `createPeopleFake()` answers `{ handle(req, res): boolean, state }`; `start(fake)` serves it on
 * 127.0.0.1:0. Contact ids and etags are counted from the start of each fake, never random, and
 * the order of changes is a counter rather than the clock, so a recorded run replays.
 */
import { createServer } from 'node:http';

const STATUS = { 400: 'INVALID_ARGUMENT', 401: 'UNAUTHENTICATED', 404: 'NOT_FOUND', 429: 'RESOURCE_EXHAUSTED', 503: 'UNAVAILABLE' };
const errorBody = (code, message, status) => ({ error: { code, message, status: status ?? STATUS[code] ?? 'UNKNOWN' } });
function send(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
}
class HttpError extends Error {
  constructor(status, message, grpc) {
    super(message);
    this.status = status;
    this.grpc = grpc;
  }
}

const PERSON_FIELDS = ['addresses', 'ageRanges', 'biographies', 'birthdays', 'calendarUrls', 'clientData', 'coverPhotos', 'emailAddresses', 'events', 'externalIds', 'genders', 'imClients', 'interests', 'locales', 'locations', 'memberships', 'metadata', 'miscKeywords', 'names', 'nicknames', 'occupations', 'organizations', 'phoneNumbers', 'photos', 'relations', 'sipAddresses', 'skills', 'urls', 'userDefined', 'residences'];
const WRITABLE = ['addresses', 'biographies', 'birthdays', 'calendarUrls', 'clientData', 'emailAddresses', 'events', 'externalIds', 'genders', 'imClients', 'interests', 'locales', 'locations', 'memberships', 'miscKeywords', 'names', 'nicknames', 'occupations', 'organizations', 'phoneNumbers', 'relations', 'sipAddresses', 'urls', 'userDefined'];

/** The field mask of a request (`personFields`/`readMask`), each name checked. */
function mask(text, param) {
  if (!text) throw new HttpError(400, `${param} mask is required. Please specify one or more valid paths.`);
  const fields = text.split(',').map((f) => f.trim()).filter(Boolean);
  for (const f of fields) if (!PERSON_FIELDS.includes(f.charAt(0).toLowerCase() + f.slice(1))) throw new HttpError(400, `Invalid ${param} mask path: "${f}". Valid paths are documented at https://developers.google.com/people/api/rest/v1/people/get.`);
  return fields.map((f) => f.charAt(0).toLowerCase() + f.slice(1));
}

/** A fresh People API over in-memory state. */
export function createPeopleFake() {
  const counts = { person: 0, etag: 0, change: 0 };
  /** Contact ids as Google's look (`c` and 19 digits), counted. */
  const newPersonId = () => `c${String(7_300_000_000_000_000_000n + BigInt(++counts.person))}`;
  /** Etags as Google's look (`%E…`), counted. */
  const newEtag = () => `%EgUBAi43PRoEAQIFByIM${String(++counts.etag).padStart(8, '0')}`;
  const state = { people: new Map(), groups: [{ resourceName: 'contactGroups/myContacts', name: 'myContacts', groupType: 'SYSTEM_CONTACT_GROUP' }, { resourceName: 'contactGroups/friends', name: 'Friends', groupType: 'USER_CONTACT_GROUP' }], requests: [], failures: [], maxPageSize: 1000 };

  /** Stores a person; every entry of every field gets `metadata` (primary for the first). */
  function store(id, fields) {
    const person = { resourceName: `people/${id}`, etag: newEtag(), metadata: { sources: [{ type: 'CONTACT', id }], objectType: 'PERSON' } };
    for (const [key, value] of Object.entries(fields)) {
      if (!WRITABLE.includes(key) || !Array.isArray(value)) continue;
      person[key] = value.map((entry, i) => {
        const e = { metadata: { primary: i === 0 || undefined, source: { type: 'CONTACT', id } }, ...entry };
        if (key === 'names') e.displayName = [e.givenName, e.middleName, e.familyName].filter(Boolean).join(' ');
        if (key === 'memberships') e.metadata = { source: { type: 'CONTACT', id: String(entry.contactGroupMembership?.contactGroupResourceName ?? '').split('/')[1] } };
        return e;
      });
    }
    // The order of changes, for the LAST_MODIFIED sort orders; not part of the answered resource.
    Object.defineProperty(person, 'updated', { value: ++counts.change, enumerable: false });
    state.people.set(id, person);
    return person;
  }
  state.addPerson = (fields = {}, id = newPersonId()) => store(id, fields);

  const pick = (person, fields) => {
    const out = { resourceName: person.resourceName, etag: person.etag };
    for (const f of fields) if (person[f] !== undefined) out[f] = person[f];
    return out;
  };
  const personOf = (id) => {
    const person = state.people.get(id);
    if (!person) throw new HttpError(404, 'Requested entity was not found.');
    return person;
  };
  const pageOf = (items, q, property, extra = {}) => {
    const size = Math.min(Number(q.get('pageSize') ?? 100), state.maxPageSize);
    const from = Number(q.get('pageToken') ?? 0);
    const body = { [property]: items.slice(from, from + size), ...extra };
    if (from + size < items.length) body.nextPageToken = String(from + size);
    return body;
  };
  const nameOf = (p) => p.names?.[0] ?? {};

  function route(req, res, url, body) {
    const q = url.searchParams;
    const path = url.pathname.replace(/^\/v1\//, '');
    const m = req.method;
    if (m === 'GET' && path === 'contactGroups') return send(res, 200, pageOf(state.groups, q, 'contactGroups', { totalItems: state.groups.length }));
    if (m === 'POST' && path === 'people:createContact') {
      const person = store(newPersonId(), body ?? {});
      return send(res, 200, person);
    }
    if (m === 'GET' && path === 'people/me/connections') {
      const fields = mask(q.get('personFields'), 'personFields');
      let people = [...state.people.values()];
      const order = q.get('sortOrder') ?? 'LAST_MODIFIED_ASCENDING';
      if (order === 'LAST_MODIFIED_ASCENDING') people.sort((a, b) => a.updated - b.updated);
      else if (order === 'LAST_MODIFIED_DESCENDING') people.sort((a, b) => b.updated - a.updated);
      else if (order === 'FIRST_NAME_ASCENDING') people.sort((a, b) => String(nameOf(a).givenName ?? '').localeCompare(String(nameOf(b).givenName ?? '')));
      else if (order === 'LAST_NAME_ASCENDING') people.sort((a, b) => String(nameOf(a).familyName ?? '').localeCompare(String(nameOf(b).familyName ?? '')));
      else throw new HttpError(400, `Invalid value at 'sort_order' (type.googleapis.com/google.people.v1.ListConnectionsRequest.SortOrder), "${order}"`);
      people = people.map((p) => pick(p, fields));
      return send(res, 200, pageOf(people, q, 'connections', { totalPeople: people.length, totalItems: people.length }));
    }
    if (m === 'GET' && path === 'people:searchContacts') {
      if (q.get('query') === null) throw new HttpError(400, 'query is required');
      const fields = mask(q.get('readMask'), 'readMask');
      const text = q.get('query').toLowerCase();
      if (!text) return send(res, 200, {});
      const results = [...state.people.values()]
        .filter((p) => [...(p.names ?? []).flatMap((n) => [n.givenName, n.familyName, n.displayName]), ...(p.emailAddresses ?? []).map((e) => e.value), ...(p.phoneNumbers ?? []).map((e) => e.value), ...(p.organizations ?? []).map((o) => o.name)].some((v) => String(v ?? '').toLowerCase().split(/[\s@.]+/).some((w) => w.startsWith(text))))
        .map((p) => ({ person: pick(p, fields) }));
      return send(res, 200, pageOf(results, q, 'results'));
    }
    const one = /^people\/([^/:]+)(?::(updateContact|deleteContact))?$/.exec(path);
    if (one) {
      const [, id, action] = one;
      const person = personOf(decodeURIComponent(id));
      if (m === 'GET' && !action) return send(res, 200, pick(person, mask(q.get('personFields'), 'personFields')));
      if (m === 'DELETE' && action === 'deleteContact') {
        state.people.delete(person.resourceName.split('/')[1]);
        return send(res, 200, {});
      }
      if (m === 'PATCH' && action === 'updateContact') {
        if (!body?.etag) throw new HttpError(400, 'Request must set person.etag or person.metadata.sources.etag for the source that is being updated.');
        if (body.etag !== person.etag) throw new HttpError(400, 'person.etag is not the latest etag; refetch the person and try again.', 'FAILED_PRECONDITION');
        const update = mask(q.get('updatePersonFields'), 'updatePersonFields');
        const fields = {};
        for (const key of WRITABLE) if (person[key] !== undefined) fields[key] = person[key].map(({ metadata: _m, displayName: _d, ...rest }) => rest);
        for (const key of update) fields[key] = body[key] ?? [];
        const updated = store(person.resourceName.split('/')[1], fields);
        return send(res, 200, q.get('personFields') ? pick(updated, mask(q.get('personFields'), 'personFields')) : updated);
      }
    }
    throw new HttpError(404, `No route ${m} ${url.pathname}`);
  }

  return {
    state,
    /** Answers a People request (true), or leaves it (false). */
    handle(req, res) {
      const url = new URL(req.url ?? '/', 'http://fake');
      if (!/^\/v1\/(people|contactGroups)/.test(url.pathname)) return false;
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        const raw = Buffer.concat(chunks);
        let body;
        try {
          body = raw.length ? JSON.parse(raw.toString('utf8')) : undefined;
        } catch {
          return send(res, 400, errorBody(400, 'Invalid JSON payload received.'));
        }
        state.requests.push({ method: req.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body });
        if (!/^Bearer \S+/.test(String(req.headers.authorization ?? ''))) return send(res, 401, errorBody(401, 'Request is missing required authentication credential.'));
        const failure = state.failures.shift();
        if (failure) return send(res, failure.status, errorBody(failure.status, failure.message ?? 'The service is currently unavailable.'));
        try {
          route(req, res, url, body);
        } catch (error) {
          const status = error instanceof HttpError ? error.status : 500;
          send(res, status, errorBody(status, String(error?.message ?? error), error?.grpc));
        }
      });
      return true;
    },
  };
}

/** Serves fakes (this one, and any others given) on 127.0.0.1 (a free port). */
export async function start(fake = createPeopleFake(), ...others) {
  const server = createServer((req, res) => {
    for (const f of [fake, ...others]) if (f.handle(req, res)) return;
    send(res, 404, errorBody(404, 'No fake answers this route'));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}`, fake };
}
