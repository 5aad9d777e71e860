/**
 * A loopback Asana server (REST API 1.0, https://developers.asana.com/reference, `/api/1.0/…`)
 * over in-memory state, for tests and for recording n8n:
 *
 * - users: `GET /users`, `GET /users/{gid|me}`, `GET /workspaces/{gid}/users`;
 * - workspaces and teams: `GET /workspaces`, `GET /workspaces/{gid}`, `GET /organizations/{gid}/teams`;
 * - tasks: `GET|POST /tasks` (`project`, `section`, `assignee` + `workspace`, `limit`, `offset`),
 *   `GET|PUT|DELETE /tasks/{gid}`, `GET|POST /tasks/{gid}/subtasks`, `POST /tasks/{gid}/stories`,
 *   `POST /tasks/{gid}/addTag|removeTag|addProject|removeProject`, `GET /workspaces/{gid}/tasks/search`;
 * - stories: `DELETE /stories/{gid}`; sections: `GET /projects/{gid}/sections`, `POST /sections/{gid}/addTask`;
 * - projects: `GET /projects`, `POST /teams/{gid}/projects`, `GET|PUT|DELETE /projects/{gid}`; tags: `GET /tags`;
 * - webhooks: `GET|POST /webhooks`, `DELETE /webhooks/{gid}`.
 *
 * Requests sign in with `Authorization: Bearer TOKEN`; anything else is answered 401. Bodies are
 * Asana's `{ data }`; refusals are `{ errors: [{ message, help }] }`. Gids are counted, times come from
 * a clock that moves one minute per write, so two fakes given the same calls answer the same. Lists
 * given a `limit` answer a `next_page` (`{ offset, path, uri }` on https://app.asana.com, or null).
 * `state.calls` logs each request; answers pushed on `state.failures` (`{ status, retryAfter? }`) are
 * given first, one a request.
 *
 * `createAsanaFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

export const TOKEN = 'weftasanatoken0000001';

class Refusal extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}
const clone = (v) => JSON.parse(JSON.stringify(v));
const compact = (o) => (o ? { gid: o.gid, name: o.name, resource_type: o.resource_type } : null);

/**
 * Seed: `{ now?, workspaces?: [{ name, is_organization?, teams?: [name], users?: [name],
 * tags?: [name], projects?: [{ name, team?, sections?: [name], tasks?: [{ name, notes?, assignee?,
 * completed?, section?, tags?: [name], subtasks?: [name] }] }] }] }`. The first user is the token's
 * owner (`Ada Lovelace` when none are seeded).
 */
export function createAsanaFake(seed = {}) {
  let counter = 1200000000000001;
  const gid = () => String(counter++);
  const state = { clock: Date.parse(seed.now ?? '2026-01-05T10:00:00.000Z'), workspaces: [], teams: [], users: [], projects: [], sections: [], tasks: [], tags: [], stories: [], webhooks: [], calls: [], failures: [] };
  const tick = () => new Date((state.clock += 60_000)).toISOString();

  const workspaces = seed.workspaces ?? [{ name: 'Weft Labs', is_organization: true, teams: ['Engineering'], users: ['Ada Lovelace', 'Grace Hopper'] }];
  for (const w of workspaces) {
    const ws = { gid: gid(), name: w.name, resource_type: 'workspace', is_organization: w.is_organization !== false, email_domains: ['weft.example'] };
    state.workspaces.push(ws);
    for (const name of w.users ?? []) {
      let u = state.users.find((x) => x.name === name);
      if (!u) {
        u = { gid: gid(), name, resource_type: 'user', email: `${name.split(' ')[0].toLowerCase()}@weft.example`, photo: null, workspaces: [] };
        state.users.push(u);
      }
      u.workspaces.push(compact(ws));
    }
    for (const name of w.teams ?? []) state.teams.push({ gid: gid(), name, resource_type: 'team', organization: compact(ws) });
    for (const name of w.tags ?? []) state.tags.push({ gid: gid(), name, resource_type: 'tag', color: 'none', workspace: compact(ws) });
    for (const p of w.projects ?? []) {
      const team = state.teams.find((t) => t.name === p.team) ?? state.teams.find((t) => t.organization.gid === ws.gid) ?? null;
      const project = makeProject({ name: p.name, workspace: ws, team });
      for (const s of p.sections ?? []) state.sections.push({ gid: gid(), name: s, resource_type: 'section', project: compact(project), created_at: tick() });
      for (const t of p.tasks ?? []) {
        const task = makeTask({ name: t.name, notes: t.notes, completed: t.completed, workspace: ws, assignee: t.assignee ? user(t.assignee) : null });
        addToProject(task, project, t.section ? state.sections.find((s) => s.name === t.section && s.project.gid === project.gid) : undefined);
        for (const tagName of t.tags ?? []) task.tags.push(compact(state.tags.find((x) => x.name === tagName)));
        for (const sub of t.subtasks ?? []) makeTask({ name: sub, workspace: ws, parent: task });
      }
    }
  }
  if (state.users.length === 0) state.users.push({ gid: gid(), name: 'Ada Lovelace', resource_type: 'user', email: 'ada@weft.example', photo: null, workspaces: state.workspaces.map(compact) });

  function user(name) {
    return state.users.find((u) => u.name === name || u.gid === name || u.email === name) ?? null;
  }
  function makeProject({ name, workspace, team, color, notes, due_on }) {
    const at = tick();
    const project = {
      gid: gid(), name, resource_type: 'project', archived: false, color: color ?? 'none', created_at: at, modified_at: at, current_status: null, due_on: due_on ?? null,
      start_on: null, notes: notes ?? '', owner: compact(state.users[0]), public: false, team: compact(team), workspace: compact(workspace), members: [compact(state.users[0])],
      followers: [compact(state.users[0])], permalink_url: '', default_view: 'list',
    };
    project.permalink_url = `https://app.asana.com/0/${project.gid}/${project.gid}`;
    state.projects.push(project);
    return project;
  }
  function makeTask(fields) {
    const at = tick();
    const task = {
      gid: gid(), name: fields.name ?? '', resource_type: 'task', resource_subtype: 'default_task', approval_status: undefined, assignee: compact(fields.assignee ?? null), assignee_status: fields.assignee ? 'upcoming' : 'inbox',
      completed: fields.completed === true, completed_at: fields.completed === true ? at : null, created_at: at, due_at: null, due_on: fields.due_on ?? null, followers: [compact(state.users[0])],
      hearted: false, hearts: [], liked: fields.liked === true, likes: [], memberships: [], modified_at: at, notes: fields.notes ?? '', num_hearts: 0, num_likes: 0,
      parent: compact(fields.parent ?? null), permalink_url: '', projects: [], start_on: null, tags: [], workspace: compact(fields.workspace),
    };
    delete task.approval_status;
    task.permalink_url = `https://app.asana.com/0/0/${task.gid}`;
    state.tasks.push(task);
    return task;
  }
  function addToProject(task, project, section) {
    section ??= state.sections.find((s) => s.project.gid === project.gid);
    if (!task.projects.some((p) => p.gid === project.gid)) task.projects.push(compact(project));
    task.memberships = task.memberships.filter((m) => m.project.gid !== project.gid);
    task.memberships.push({ project: compact(project), section: section ? compact(section) : null });
  }
  const find = (list, id, what) => {
    const found = list.find((x) => x.gid === id);
    if (!found) throw new Refusal(404, `${what}: Unknown object: ${id}`);
    return found;
  };
  const gidOf = (v) => (v && typeof v === 'object' ? v.gid : v);

  /** One page of a list: all of it without `limit`, else `limit` from `offset` with `next_page`. */
  function page(list, query, path) {
    if (query.limit === undefined) return { data: list };
    const limit = Number(query.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new Refusal(400, 'limit: Must be between 1 and 100');
    const start = query.offset ? Number(Buffer.from(query.offset, 'base64url').toString('utf8')) : 0;
    const data = list.slice(start, start + limit);
    let next_page = null;
    if (start + limit < list.length) {
      const offset = Buffer.from(String(start + limit)).toString('base64url');
      const params = new URLSearchParams({ ...query, offset });
      next_page = { offset, path: `${path}?${params}`, uri: `https://app.asana.com/api/1.0${path}?${params}` };
    }
    return { data, next_page };
  }
  /** A task as listed: compact, or with the fields `opt_fields` names. */
  function shapeTask(task, query) {
    if (!query.opt_fields) return compact(task);
    const out = { gid: task.gid };
    for (const f of String(query.opt_fields).split(',')) if (f in task) out[f] = task[f];
    return out;
  }

  async function route(method, path, query, body) {
    const data = body?.data ?? {};
    let m;
    if (method === 'GET' && path === '/users') return { data: state.users.map(compact) };
    if (method === 'GET' && (m = path.match(/^\/users\/([^/]+)$/))) return { data: clone(m[1] === 'me' ? state.users[0] : find(state.users, m[1], 'user')) };
    if (method === 'GET' && path === '/workspaces') return page(state.workspaces.map(compact), query, path);
    if (method === 'GET' && (m = path.match(/^\/workspaces\/(\d+)$/))) return { data: clone(find(state.workspaces, m[1], 'workspace')) };
    if (method === 'GET' && (m = path.match(/^\/workspaces\/(\d+)\/users$/))) {
      find(state.workspaces, m[1], 'workspace');
      return { data: state.users.filter((u) => u.workspaces.some((w) => w.gid === m[1])).map(compact) };
    }
    if (method === 'GET' && (m = path.match(/^\/organizations\/(\d+)\/teams$/))) return page(state.teams.filter((t) => t.organization.gid === m[1]).map(compact), query, path);
    if (method === 'GET' && (m = path.match(/^\/workspaces\/(\d+)\/tasks\/search$/))) {
      find(state.workspaces, m[1], 'workspace');
      let list = state.tasks.filter((t) => t.workspace.gid === m[1]);
      if (query.text) list = list.filter((t) => `${t.name} ${t.notes}`.toLowerCase().includes(String(query.text).toLowerCase()));
      if (query.completed !== undefined) list = list.filter((t) => String(t.completed) === String(query.completed));
      return { data: list.map(compact) };
    }
    if (method === 'GET' && path === '/tasks') {
      let list;
      if (query.project) list = state.tasks.filter((t) => t.projects.some((p) => p.gid === query.project));
      else if (query.section) list = state.tasks.filter((t) => t.memberships.some((s) => s.section?.gid === query.section));
      else if (query.assignee && query.workspace) list = state.tasks.filter((t) => t.workspace.gid === query.workspace && t.assignee && (t.assignee.gid === query.assignee || (query.assignee === 'me' && t.assignee.gid === state.users[0].gid)));
      else throw new Refusal(400, 'Must specify exactly one of project, tag, section, user task list, or assignee + workspace');
      if (query.completed_since) list = list.filter((t) => !t.completed || t.completed_at >= new Date(query.completed_since).toISOString());
      if (query.modified_since) list = list.filter((t) => t.modified_at >= new Date(query.modified_since).toISOString());
      const answer = page(list, query, path);
      answer.data = answer.data.map((t) => shapeTask(t, query));
      return answer;
    }
    if (method === 'POST' && path === '/tasks') {
      const workspace = data.workspace ? find(state.workspaces, gidOf(data.workspace), 'workspace') : undefined;
      const projects = (data.projects ?? []).map((p) => find(state.projects, gidOf(p), 'projects'));
      const ws = workspace ?? (projects[0] ? find(state.workspaces, projects[0].workspace.gid, 'workspace') : undefined);
      if (!ws) throw new Refusal(400, 'workspace: Missing input');
      const task = makeTask({ ...data, workspace: ws, assignee: data.assignee ? user(data.assignee) : null });
      for (const p of projects) addToProject(task, p);
      return { data: clone(task), status: 201 };
    }
    if ((m = path.match(/^\/tasks\/(\d+)$/))) {
      const task = find(state.tasks, m[1], 'task');
      if (method === 'GET') return { data: clone(task) };
      if (method === 'DELETE') {
        state.tasks = state.tasks.filter((t) => t !== task);
        return { data: {} };
      }
      if (method === 'PUT') {
        for (const key of ['name', 'notes', 'due_on', 'liked', 'assignee_status']) if (data[key] !== undefined) task[key] = data[key];
        if (data.completed !== undefined) {
          task.completed = data.completed === true;
          task.completed_at = task.completed ? new Date(state.clock).toISOString() : null;
        }
        if (data.assignee !== undefined) task.assignee = compact(data.assignee ? user(data.assignee) : null);
        task.modified_at = tick();
        return { data: clone(task) };
      }
    }
    if ((m = path.match(/^\/tasks\/(\d+)\/subtasks$/))) {
      const parent = find(state.tasks, m[1], 'task');
      if (method === 'GET') return { data: state.tasks.filter((t) => t.parent?.gid === parent.gid).map((t) => shapeTask(t, query)) };
      if (method === 'POST') {
        const sub = makeTask({ ...data, workspace: parent.workspace, parent, assignee: data.assignee ? user(data.assignee) : null });
        return { data: clone(sub), status: 201 };
      }
    }
    if (method === 'POST' && (m = path.match(/^\/tasks\/(\d+)\/stories$/))) {
      const task = find(state.tasks, m[1], 'task');
      if (!data.text && !data.html_text) throw new Refusal(400, 'text: Missing input');
      const text = data.text ?? String(data.html_text).replace(/<[^>]*>/g, '');
      const story = {
        gid: gid(), resource_type: 'story', created_at: tick(), created_by: compact(state.users[0]), resource_subtype: 'comment_added', text,
        html_text: data.html_text ?? `<body>${text}</body>`, is_pinned: data.is_pinned === true, is_edited: false, type: 'comment', target: compact(task),
      };
      state.stories.push(story);
      return { data: clone(story), status: 201 };
    }
    if (method === 'DELETE' && (m = path.match(/^\/stories\/(\d+)$/))) {
      const story = find(state.stories, m[1], 'story');
      state.stories = state.stories.filter((s) => s !== story);
      return { data: {} };
    }
    if (method === 'POST' && (m = path.match(/^\/tasks\/(\d+)\/(addTag|removeTag|addProject|removeProject)$/))) {
      const task = find(state.tasks, m[1], 'task');
      if (m[2] === 'addTag' || m[2] === 'removeTag') {
        const tag = find(state.tags, gidOf(data.tag), 'tag');
        task.tags = task.tags.filter((t) => t.gid !== tag.gid);
        if (m[2] === 'addTag') task.tags.push(compact(tag));
      } else {
        const project = find(state.projects, gidOf(data.project), 'project');
        if (m[2] === 'addProject') addToProject(task, project, data.section ? find(state.sections, gidOf(data.section), 'section') : undefined);
        else {
          task.projects = task.projects.filter((p) => p.gid !== project.gid);
          task.memberships = task.memberships.filter((s) => s.project.gid !== project.gid);
        }
      }
      task.modified_at = tick();
      return { data: {} };
    }
    if (method === 'POST' && (m = path.match(/^\/sections\/(\d+)\/addTask$/))) {
      const section = find(state.sections, m[1], 'section');
      const task = find(state.tasks, gidOf(data.task), 'task');
      addToProject(task, find(state.projects, section.project.gid, 'project'), section);
      return { data: {} };
    }
    if (method === 'GET' && (m = path.match(/^\/projects\/(\d+)\/sections$/))) {
      find(state.projects, m[1], 'project');
      return { data: state.sections.filter((s) => s.project.gid === m[1]).map(compact) };
    }
    if (method === 'GET' && path === '/projects') {
      let list = state.projects.filter((p) => String(p.archived) === String(query.archived ?? false) || query.archived === undefined);
      if (query.team) list = list.filter((p) => p.team?.gid === query.team);
      else if (query.workspace) list = list.filter((p) => p.workspace.gid === query.workspace);
      return page(list.map(compact), query, path);
    }
    if (method === 'POST' && (m = path.match(/^\/teams\/(\d+)\/projects$/))) {
      const team = find(state.teams, m[1], 'team');
      if (!data.name) throw new Refusal(400, 'name: Missing input');
      const workspace = find(state.workspaces, gidOf(data.workspace ?? team.organization.gid), 'workspace');
      return { data: clone(makeProject({ name: data.name, workspace, team, color: query.color, notes: query.notes, due_on: query.due_on })), status: 201 };
    }
    if ((m = path.match(/^\/projects\/(\d+)$/))) {
      const project = find(state.projects, m[1], 'project');
      if (method === 'GET') return { data: clone(project) };
      if (method === 'DELETE') {
        state.projects = state.projects.filter((p) => p !== project);
        return { data: {} };
      }
      if (method === 'PUT') {
        for (const key of ['name']) if (data[key] !== undefined) project[key] = data[key];
        for (const key of ['color', 'notes', 'due_on']) if (query[key] !== undefined) project[key] = query[key];
        if (data.owner !== undefined) project.owner = compact(user(data.owner));
        if (data.team !== undefined) project.team = compact(find(state.teams, gidOf(data.team), 'team'));
        project.modified_at = tick();
        return { data: clone(project) };
      }
    }
    if (method === 'GET' && path === '/tags') return { data: state.tags.filter((t) => !query.workspace || t.workspace.gid === query.workspace).map(compact) };
    if (path === '/webhooks' && method === 'GET') return { data: state.webhooks.filter((w) => !query.resource || w.resource.gid === query.resource).map(clone) };
    if (path === '/webhooks' && method === 'POST') {
      const hook = { gid: gid(), resource_type: 'webhook', active: true, resource: { gid: String(data.resource), resource_type: 'project' }, target: data.target, created_at: tick() };
      state.webhooks.push(hook);
      return { data: clone(hook), status: 201 };
    }
    if (method === 'DELETE' && (m = path.match(/^\/webhooks\/(\d+)$/))) {
      const hook = find(state.webhooks, m[1], 'webhook');
      state.webhooks = state.webhooks.filter((w) => w !== hook);
      return { data: {} };
    }
    throw new Refusal(404, 'No matching route for request');
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (!url.pathname.startsWith('/api/1.0/')) return false;
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = raw;
    }
    const path = url.pathname.slice('/api/1.0'.length);
    const query = Object.fromEntries(url.searchParams);
    const authorization = String(req.headers.authorization ?? '');
    state.calls.push({ method: req.method ?? 'GET', path, query, body, authorization });
    const send = (status, payload, headers = {}) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
      res.end(JSON.stringify(payload));
      return true;
    };
    const failure = state.failures.shift();
    if (failure) {
      const message = failure.status === 429 ? 'You have made too many requests recently. Please, be chill.' : 'Server Error';
      return send(failure.status, { errors: [{ message }] }, failure.retryAfter !== undefined ? { 'retry-after': String(failure.retryAfter) } : {});
    }
    if (authorization !== `Bearer ${TOKEN}`) return send(401, { errors: [{ message: 'Not Authorized' }] });
    try {
      const answer = await route(req.method ?? 'GET', path, query, body);
      const status = answer.status ?? 200;
      delete answer.status;
      return send(status, answer);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      return send(error.status, { errors: [{ message: error.message, help: 'For more information on API status codes and how to handle them, read the docs on errors: https://developers.asana.com/docs/errors' }] });
    }
  }

  return { state, handle };
}

/** Serves a fake on 127.0.0.1 (a free port). */
export async function start(seed) {
  const fake = createAsanaFake(seed);
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
  return { url: `http://127.0.0.1:${port}`, fake, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
