/**
 * A loopback Clockify REST API (https://docs.clockify.me/) over in-memory state, for tests and for
 * recording n8n. Everything lives under `/api/v1` (repeated slashes are read as one):
 *
 * - `GET /workspaces`; under `/workspaces/{ws}`: `GET /users` (`email`, `name`, `status`,
 *   `sort-column`, `sort-order`), `GET /custom-fields`;
 * - clients: `GET /clients` (`name`, `archived`, `sort-order`), `POST /clients`,
 *   `GET|PUT|DELETE /clients/{id}`;
 * - projects: `GET /projects` (`name`, `archived`, `billable`, `clients`, `sort-column`, `sort-order`),
 *   `POST /projects`, `GET|PUT /projects/{id}`, `DELETE /projects/{id}` (only an archived one);
 * - tags: `GET /tags` (`name`, `archived`, `sort-order`), `POST /tags`, `PUT|DELETE /tags/{id}`;
 * - tasks: `GET /projects/{p}/tasks` (`name`, `is-active`, `sort-order`), `POST /projects/{p}/tasks`,
 *   `GET|PUT|DELETE /projects/{p}/tasks/{id}`;
 * - time entries: `POST /time-entries` (`start` required), `GET|PUT|DELETE /time-entries/{id}`
 *   (`PUT` requires `start`), `GET /user/{userId}/time-entries` (newest first; `start`, `end`:
 *   started between; `in-progress`; `hydrated`: with `project`, `task` and `tags` objects);
 * - `GET /user` (outside a workspace): the key's user, the first one seeded.
 *
 * Lists are paged with `page` (from 1) and `page-size` (50 unless given). Requests sign in with
 * `X-Api-Key: API_KEY`; anything else is answered 401. Refusals have Clockify's shape
 * (`{ message, code }`). Ids are 24 hex digits counted per kind, so two fakes given the same calls
 * answer the same. `state.calls` logs each request.
 *
 * `createClockifyFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

export const API_KEY = 'weft-clockify-key-0001';

const KINDS = {
  workspace: 'a1',
  user: 'b2',
  client: 'c3',
  project: 'd4',
  tag: 'e5',
  task: 'f6',
  entry: '7a',
  field: '8b',
};

/** An ISO duration of the seconds between two times (`PT1H30M`). */
function duration(start, end) {
  if (!end) return null;
  let s = Math.max(0, Math.round((Date.parse(end) - Date.parse(start)) / 1000));
  if (!s) return 'PT0S';
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  s %= 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s ? `${s}S` : ''}`;
}
const iso = (value) => new Date(value).toISOString().replace('.000Z', 'Z');
const bool = (value) => value === true || value === 'true';

export function createClockifyFake(seed = {}) {
  const counters = {};
  const id = (kind) => {
    counters[kind] = (counters[kind] ?? 0) + 1;
    return `64${KINDS[kind]}${'0'.repeat(16)}${String(counters[kind]).padStart(4, '0')}`;
  };
  const state = {
    workspaces: [],
    users: [],
    clients: [],
    projects: [],
    tags: [],
    tasks: [],
    entries: [],
    fields: [],
    calls: [],
  };

  const client = (ws, c) => ({
    id: id('client'),
    name: c.name,
    workspaceId: ws,
    archived: !!c.archived,
    address: c.address ?? null,
    note: c.note ?? null,
  });
  const project = (ws, p) => ({
    id: id('project'),
    name: p.name,
    hourlyRate: null,
    clientId: p.clientId ?? '',
    workspaceId: ws,
    billable: p.billable ?? true,
    memberships: [],
    color: p.color ?? '#03A9F4',
    estimate: {
      estimate: p.estimate?.estimate !== undefined ? `PT${p.estimate.estimate}H` : 'PT0S',
      type: p.estimate?.type ?? 'AUTO',
    },
    archived: !!p.archived,
    duration: 'PT0S',
    clientName: state.clients.find((c) => c.id === p.clientId)?.name ?? '',
    note: p.note ?? '',
    template: false,
    public: p.isPublic ?? false,
  });
  const tag = (ws, t) => ({ id: id('tag'), name: t.name, workspaceId: ws, archived: !!t.archived });
  const task = (projectId, t) => ({
    id: id('task'),
    name: t.name,
    projectId,
    assigneeIds: t.assigneeIds ?? [],
    assigneeId: null,
    userGroupIds: [],
    estimate: t.estimate ?? 'PT0S',
    status: t.status ?? 'ACTIVE',
    duration: null,
    billable: true,
    hourlyRate: null,
    costRate: null,
  });

  function entryOf(ws, body, userId, previous) {
    const start = iso(body.start);
    const end = body.end ? iso(body.end) : null;
    return {
      id: previous?.id ?? id('entry'),
      description: body.description ?? '',
      tagIds: body.tagIds ?? null,
      userId,
      billable: !!body.billable,
      taskId: body.taskId ?? null,
      projectId: body.projectId ?? null,
      timeInterval: { start, end, duration: duration(start, end) },
      workspaceId: ws,
      isLocked: false,
      customFieldValues: (body.customFields ?? []).map((f) => ({
        customFieldId: f.customFieldId,
        timeEntryId: previous?.id ?? null,
        value: f.value,
        name: state.fields.find((x) => x.id === f.customFieldId)?.name ?? '',
      })),
      type: 'REGULAR',
      kioskId: null,
    };
  }
  for (const w of seed.workspaces ?? []) {
    const ws = {
      id: id('workspace'),
      name: w.name,
      hourlyRate: { amount: 0, currency: 'USD' },
      memberships: [],
      workspaceSettings: { timeRoundingInReports: false },
      imageUrl: '',
      featureSubscriptionType: null,
    };
    state.workspaces.push(ws);
    for (const u of w.users ?? [])
      state.users.push({
        id: id('user'),
        email: u.email,
        name: u.name,
        memberships: [],
        profilePicture: '',
        activeWorkspace: ws.id,
        defaultWorkspace: ws.id,
        settings: { timeZone: 'UTC' },
        status: u.status ?? 'ACTIVE',
      });
    for (const c of w.clients ?? []) state.clients.push(client(ws.id, c));
    for (const p of w.projects ?? []) {
      const made = project(ws.id, { ...p, clientId: state.clients.find((c) => c.name === p.client)?.id });
      state.projects.push(made);
      for (const t of p.tasks ?? []) state.tasks.push(task(made.id, t));
    }
    for (const t of w.tags ?? []) state.tags.push(tag(ws.id, t));
    for (const e of w.timeEntries ?? [])
      state.entries.push(
        entryOf(
          ws.id,
          { ...e, projectId: state.projects.find((p) => p.name === e.project)?.id },
          state.users.find((u) => u.activeWorkspace === ws.id)?.id ?? null,
        ),
      );
    for (const f of w.customFields ?? [])
      state.fields.push({ id: id('field'), name: f, workspaceId: ws.id, type: 'TXT', status: 'VISIBLE' });
  }

  function page(list, query, { sortColumn } = {}) {
    let out = list;
    if (query.name) out = out.filter((e) => String(e.name).toLowerCase().includes(query.name.toLowerCase()));
    if (query.archived !== undefined) out = out.filter((e) => e.archived === bool(query.archived));
    if (query.billable !== undefined) out = out.filter((e) => e.billable === bool(query.billable));
    if (query.email) out = out.filter((e) => String(e.email).toLowerCase().includes(query.email.toLowerCase()));
    if (query.status) out = out.filter((e) => e.status === query.status);
    if (query['is-active'] !== undefined) out = out.filter((e) => (e.status === 'ACTIVE') === bool(query['is-active']));
    if (query.clients) {
      const ids = [].concat(query.clients);
      out = out.filter((e) => ids.includes(e.clientId));
    }
    const column = query['sort-column'] ?? sortColumn;
    if (query['sort-order'] || column) {
      const key = { EMAIL: 'email', CLIENT_NAME: 'clientName' }[column] ?? 'name';
      out = [...out].sort((a, b) => String(a[key]).localeCompare(String(b[key])));
      if (query['sort-order'] === 'DESCENDING') out.reverse();
    }
    const size = Number(query['page-size'] ?? 50);
    const n = Math.max(1, Number(query.page ?? 1));
    return out.slice((n - 1) * size, n * size);
  }

  async function handle(req, res) {
    const url = new URL(req.url, 'http://fake');
    const path = url.pathname.replace(/\/{2,}/g, '/').replace(/\/$/, '');
    const query = {};
    for (const [k, v] of url.searchParams) query[k] = k in query ? [].concat(query[k], v) : v;
    let raw = '';
    for await (const chunk of req) raw += chunk;
    let body = {};
    try {
      body = raw ? JSON.parse(raw) : {};
    } catch {
      body = {};
    }
    state.calls.push({ method: req.method, path, query, body, apiKey: req.headers['x-api-key'] ?? '' });
    const send = (status, value) => {
      res.writeHead(status, value === undefined ? {} : { 'content-type': 'application/json' });
      res.end(value === undefined ? '' : JSON.stringify(value));
      return true;
    };
    const refuse = (status, message, code = 501) => send(status, { message, code });
    if (!path.startsWith('/api/v1/')) return refuse(404, 'No static resource.', 0);
    if (req.headers['x-api-key'] !== API_KEY)
      return refuse(401, 'Full authentication is required to access this resource', 1000);
    const parts = path.slice('/api/v1/'.length).split('/');
    // The key belongs to the first user seeded.
    if (parts.length === 1 && parts[0] === 'user' && req.method === 'GET')
      return state.users[0] ? send(200, state.users[0]) : refuse(404, 'User not found', 501);
    if (parts[0] !== 'workspaces') return refuse(404, 'No static resource.', 0);
    if (parts.length === 1)
      return req.method === 'GET' ? send(200, state.workspaces) : refuse(405, 'Method not allowed', 0);
    const ws = state.workspaces.find((w) => w.id === parts[1]);
    if (!ws) return refuse(403, 'Access Denied', 501);
    const [, , kind, itemId, sub, subId] = parts;
    const mine = (list) => list.filter((e) => e.workspaceId === ws.id);
    const method = req.method;
    const named = (what) => {
      if (typeof body.name !== 'string' || !body.name.trim()) {
        refuse(400, `${what} name cannot be empty`, 501);
        return false;
      }
      return true;
    };

    if (kind === 'user' && itemId && sub === 'time-entries' && !subId && method === 'GET') {
      let list = mine(state.entries).filter((e) => e.userId === itemId);
      if (query.start) list = list.filter((e) => Date.parse(e.timeInterval.start) >= Date.parse(String(query.start)));
      if (query.end) list = list.filter((e) => Date.parse(e.timeInterval.start) <= Date.parse(String(query.end)));
      if (query['in-progress'] !== undefined)
        list = list.filter((e) => (e.timeInterval.end === null) === bool(query['in-progress']));
      list = [...list].sort((a, b) => Date.parse(b.timeInterval.start) - Date.parse(a.timeInterval.start));
      if (bool(query.hydrated))
        list = list.map((e) => ({
          ...e,
          project: state.projects.find((p) => p.id === e.projectId) ?? null,
          task: state.tasks.find((t) => t.id === e.taskId) ?? null,
          tags: state.tags.filter((t) => (e.tagIds ?? []).includes(t.id)),
        }));
      return send(200, page(list, query));
    }
    if (kind === 'users' && !itemId && method === 'GET')
      return send(
        200,
        page(
          state.users.filter((u) => u.activeWorkspace === ws.id),
          query,
        ),
      );
    if (kind === 'custom-fields' && !itemId && method === 'GET')
      return send(
        200,
        state.fields.filter((f) => f.workspaceId === ws.id),
      );

    if (kind === 'clients' || kind === 'tags') {
      const list = kind === 'clients' ? state.clients : state.tags;
      const label = kind === 'clients' ? 'Client' : 'Tag';
      if (!itemId) {
        if (method === 'GET') return send(200, page(mine(list), query));
        if (method === 'POST') {
          if (!named(label)) return true;
          if (mine(list).some((e) => e.name === body.name))
            return refuse(400, `${label} with name '${body.name}' already exists`, 501);
          const made = kind === 'clients' ? client(ws.id, body) : tag(ws.id, body);
          list.push(made);
          return send(201, made);
        }
      } else if (!sub) {
        const found = mine(list).find((e) => e.id === itemId);
        if (!found) return refuse(400, `${label} doesn't belong to Workspace`, 501);
        if (method === 'GET') return send(200, found);
        if (method === 'PUT') {
          if (kind === 'tags' && body.name === undefined) return refuse(400, 'Tag name cannot be empty', 501);
          for (const key of ['name', 'address', 'note', 'archived'])
            if (body[key] !== undefined) found[key] = body[key];
          return send(200, found);
        }
        if (method === 'DELETE') {
          list.splice(list.indexOf(found), 1);
          return send(200, found);
        }
      }
    }

    if (kind === 'projects') {
      if (!itemId) {
        if (method === 'GET') return send(200, page(mine(state.projects), query));
        if (method === 'POST') {
          if (!named('Project')) return true;
          if (mine(state.projects).some((e) => e.name === body.name))
            return refuse(400, `Project with name '${body.name}' already exists`, 501);
          const made = project(ws.id, body);
          state.projects.push(made);
          return send(201, made);
        }
      }
      const found = mine(state.projects).find((e) => e.id === itemId);
      if (!found) return refuse(400, "Project doesn't belong to Workspace", 501);
      if (!sub) {
        if (method === 'GET') return send(200, found);
        if (method === 'PUT') {
          for (const key of ['name', 'billable', 'color', 'note', 'archived'])
            if (body[key] !== undefined) found[key] = body[key];
          if (body.isPublic !== undefined) found.public = body.isPublic;
          if (body.clientId !== undefined) {
            found.clientId = body.clientId;
            found.clientName = state.clients.find((c) => c.id === body.clientId)?.name ?? '';
          }
          if (body.estimate)
            found.estimate = { estimate: `PT${body.estimate.estimate ?? 0}H`, type: body.estimate.type ?? 'AUTO' };
          return send(200, found);
        }
        if (method === 'DELETE') {
          if (!found.archived) return refuse(400, 'Cannot delete an active project', 501);
          state.projects.splice(state.projects.indexOf(found), 1);
          return send(200, found);
        }
      }
      if (sub === 'tasks') {
        const tasks = state.tasks.filter((t) => t.projectId === found.id);
        if (!subId) {
          if (method === 'GET') return send(200, page(tasks, query, { sortColumn: 'NAME' }));
          if (method === 'POST') {
            if (!named('Task')) return true;
            const made = task(found.id, body);
            state.tasks.push(made);
            return send(201, made);
          }
        }
        const t = tasks.find((x) => x.id === subId);
        if (!t) return refuse(400, "Task doesn't belong to Project", 501);
        if (method === 'GET') return send(200, t);
        if (method === 'PUT') {
          if (body.name !== undefined && !String(body.name).trim())
            return refuse(400, 'Task name cannot be empty', 501);
          for (const key of ['name', 'assigneeIds', 'estimate', 'status'])
            if (body[key] !== undefined) t[key] = body[key];
          return send(200, t);
        }
        if (method === 'DELETE') {
          state.tasks.splice(state.tasks.indexOf(t), 1);
          return send(200, t);
        }
      }
    }

    if (kind === 'time-entries') {
      const userId = state.users.find((u) => u.activeWorkspace === ws.id)?.id ?? null;
      if (!itemId && method === 'POST') {
        if (!body.start || Number.isNaN(Date.parse(body.start))) return refuse(400, 'start: must not be null', 501);
        const made = entryOf(ws.id, body, userId);
        state.entries.push(made);
        return send(201, made);
      }
      const found = mine(state.entries).find((e) => e.id === itemId);
      if (!found) return refuse(404, 'TimeEntry with id ' + itemId + ' was not found', 501);
      if (method === 'GET') return send(200, found);
      if (method === 'PUT') {
        if (!body.start || Number.isNaN(Date.parse(body.start))) return refuse(400, 'start: must not be null', 501);
        const made = entryOf(ws.id, body, found.userId, found);
        Object.assign(found, made);
        return send(200, found);
      }
      if (method === 'DELETE') {
        state.entries.splice(state.entries.indexOf(found), 1);
        return send(204);
      }
    }
    return refuse(404, 'No static resource.', 0);
  }

  return { handle, state };
}

export async function start(seed) {
  const fake = createClockifyFake(seed);
  const server = createServer((req, res) => {
    fake.handle(req, res).catch((error) => {
      res.writeHead(500);
      res.end(String(error));
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
