/**
 * A loopback Google Tasks API v1 over in-memory task lists, following Google's documented
 * contract: tasklists list (`/tasks/v1/users/@me/lists`), and tasks insert (with `parent` and
 * `previous` placing the task), get, list (completedMin/Max, dueMin/Max, updatedMin,
 * showCompleted, showDeleted, showHidden, maxResults/pageToken), patch and delete. Requests need
 * a Bearer token; errors are Google's `{ error: { code, message, status, errors } }`.
 *
 * `createTasksFake({ clock })` answers `{ handle(req, res): boolean, state }`; `start(fake)` serves it
 * on 127.0.0.1:0. List and task ids and etags are counted from the start of each fake, never random;
 * `clock` (a function answering an ISO time) sets the `updated`/`completed` times it stamps (the
 * wall clock when not given), so a recorded run replays.
 */
import { createServer } from 'node:http';

const STATUS = { 400: 'INVALID_ARGUMENT', 401: 'UNAUTHENTICATED', 404: 'NOT_FOUND', 429: 'RESOURCE_EXHAUSTED', 503: 'UNAVAILABLE' };
const errorBody = (code, message) => ({ error: { code, message, status: STATUS[code] ?? 'UNKNOWN', errors: [{ domain: 'global', reason: code === 404 ? 'notFound' : 'invalid', message }] } });
function send(res, status, body) {
  if (status === 204) {
    res.writeHead(204);
    return res.end();
  }
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
}
class HttpError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}
const rfc3339 = (text, name) => {
  if (text === undefined || text === null) return undefined;
  const t = Date.parse(text);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text) || Number.isNaN(t)) throw new HttpError(400, `Invalid value for: ${name} is not a valid RFC 3339 timestamp`);
  return t;
};

/** A fresh Tasks API over in-memory state; `clock` answers the times it stamps. */
export function createTasksFake(options = {}) {
  const state = { lists: new Map(), requests: [], failures: [], maxPageSize: 100 };
  const now = options.clock ?? (() => new Date().toISOString());
  const counts = { list: 0, task: 0, etag: 0, page: 0 };
  /** Ids as Google's look (base64-like), counted per kind. */
  const newListId = () => `MTA${String(++counts.list).padStart(8, '0')}Wft`;
  const newTaskId = () => `dGFz${String(++counts.task).padStart(10, '0')}Wft`;
  /** Etags as Google's look (a quoted token), counted. */
  const newEtag = () => `"LTE${String(++counts.etag).padStart(9, '0')}"`;

  state.addList = (props = {}) => {
    const list = { kind: 'tasks#taskList', id: props.id ?? newListId(), title: props.title ?? 'My Tasks', updated: now(), tasks: [] };
    state.lists.set(list.id, list);
    return list;
  };
  state.addTask = (listId, props = {}) => {
    const list = state.lists.get(listId);
    const task = { kind: 'tasks#task', id: props.id ?? newTaskId(), etag: newEtag(), title: '', updated: now(), status: 'needsAction', ...props };
    task.selfLink = `https://www.googleapis.com/tasks/v1/lists/${listId}/tasks/${task.id}`;
    list.tasks.push(task);
    return task;
  };

  const listOf = (id) => {
    const list = state.lists.get(id);
    if (!list) throw new HttpError(404, 'Task list not found.');
    return list;
  };
  const taskOf = (list, id) => {
    const task = list.tasks.find((t) => t.id === id);
    if (!task) throw new HttpError(404, 'Task not found.');
    return task;
  };
  /** Fields a client may write; completed tasks get `completed`, reopened ones lose it. */
  function write(task, body) {
    for (const key of ['title', 'notes', 'status', 'due', 'completed', 'deleted', 'hidden']) if (body[key] !== undefined) task[key] = body[key];
    if (task.due !== undefined && rfc3339(task.due, 'due') !== undefined) task.due = new Date(rfc3339(task.due, 'due')).toISOString().slice(0, 10) + 'T00:00:00.000Z';
    if (task.status === 'completed' && !task.completed) task.completed = now();
    if (task.status === 'needsAction') delete task.completed;
    task.updated = now();
    task.etag = newEtag();
  }
  function page(res, items, q, kind) {
    const size = Math.min(Number(q.get('maxResults') ?? 20), state.maxPageSize);
    const from = Number(q.get('pageToken') ?? 0);
    const body = { kind, etag: `"LTI${String(++counts.page).padStart(9, '0')}"`, items: items.slice(from, from + size) };
    if (from + size < items.length) body.nextPageToken = String(from + size);
    return send(res, 200, body);
  }

  function route(req, res, url, body) {
    const q = url.searchParams;
    const parts = url.pathname.replace(/^\/tasks\/v1\//, '').split('/').map(decodeURIComponent);
    const m = req.method;
    if (parts[0] === 'users' && parts[1] === '@me' && parts[2] === 'lists' && parts.length === 3 && m === 'GET') {
      return page(res, [...state.lists.values()].map(({ tasks: _t, ...l }) => l), q, 'tasks#taskLists');
    }
    if (parts[0] !== 'lists' || parts[2] !== 'tasks') throw new HttpError(404, `No route ${m} ${url.pathname}`);
    const list = listOf(parts[1]);
    if (parts.length === 3 && m === 'GET') {
      let items = list.tasks;
      const range = (key, param, cmp) => {
        const t = rfc3339(q.get(param), param);
        if (t !== undefined) items = items.filter((x) => x[key] !== undefined && cmp(Date.parse(x[key]), t));
      };
      range('completed', 'completedMin', (a, b) => a >= b);
      range('completed', 'completedMax', (a, b) => a < b);
      range('due', 'dueMin', (a, b) => a >= b);
      range('due', 'dueMax', (a, b) => a < b);
      range('updated', 'updatedMin', (a, b) => a >= b);
      if (q.get('showCompleted') === 'false') items = items.filter((x) => x.status !== 'completed');
      if (q.get('showDeleted') !== 'true') items = items.filter((x) => !x.deleted);
      if (q.get('showHidden') !== 'true') items = items.filter((x) => !x.hidden);
      return page(res, items, q, 'tasks#tasks');
    }
    if (parts.length === 3 && m === 'POST') {
      const task = state.addTask(list.id, {});
      list.tasks.pop();
      write(task, body ?? {});
      if (q.get('parent')) task.parent = taskOf(list, q.get('parent')).id;
      const previous = q.get('previous') ? taskOf(list, q.get('previous')) : undefined;
      list.tasks.splice(previous ? list.tasks.indexOf(previous) + 1 : 0, 0, task);
      list.tasks.forEach((t, i) => (t.position = String(i).padStart(20, '0')));
      return send(res, 200, task);
    }
    const task = taskOf(list, parts[3]);
    if (m === 'GET') return send(res, 200, task);
    if (m === 'PATCH') {
      write(task, body ?? {});
      if (q.get('previous')) {
        const previous = taskOf(list, q.get('previous'));
        list.tasks.splice(list.tasks.indexOf(task), 1);
        list.tasks.splice(list.tasks.indexOf(previous) + 1, 0, task);
        list.tasks.forEach((t, i) => (t.position = String(i).padStart(20, '0')));
      }
      return send(res, 200, task);
    }
    if (m === 'DELETE') {
      list.tasks.splice(list.tasks.indexOf(task), 1);
      return send(res, 204);
    }
    throw new HttpError(404, `No route ${m} ${url.pathname}`);
  }

  return {
    state,
    /** Answers a Tasks request (true), or leaves it (false). */
    handle(req, res) {
      const url = new URL(req.url ?? '/', 'http://fake');
      if (!url.pathname.startsWith('/tasks/v1/')) return false;
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        const raw = Buffer.concat(chunks);
        let body;
        try {
          body = raw.length ? JSON.parse(raw.toString('utf8')) : undefined;
        } catch {
          return send(res, 400, errorBody(400, 'Parse Error'));
        }
        state.requests.push({ method: req.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body });
        if (!/^Bearer \S+/.test(String(req.headers.authorization ?? ''))) return send(res, 401, errorBody(401, 'Request is missing required authentication credential.'));
        const failure = state.failures.shift();
        if (failure) return send(res, failure.status, errorBody(failure.status, failure.message ?? 'Backend Error'));
        try {
          route(req, res, url, body);
        } catch (error) {
          const status = error instanceof HttpError ? error.status : 500;
          send(res, status, errorBody(status, String(error?.message ?? error)));
        }
      });
      return true;
    },
  };
}

/** Serves fakes (this one, and any others given) on 127.0.0.1 (a free port). */
export async function start(fake = createTasksFake(), ...others) {
  const server = createServer((req, res) => {
    for (const f of [fake, ...others]) if (f.handle(req, res)) return;
    send(res, 404, errorBody(404, 'No fake answers this route'));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}`, fake };
}
