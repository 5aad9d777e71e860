/**
 * A loopback Todoist (https://developer.todoist.com/) over in-memory state, for tests and for
 * recording n8n: the REST API v2 (`/rest/v2/…`) and the Sync API v9 (`/sync/v9/…`):
 *
 * - tasks: `GET|POST /tasks` (`project_id`, `section_id`, `label`, `ids`, `filter` with `#project`,
 *   `@label`, `p1`–`p4`, `&` and `|`), `GET|POST|DELETE /tasks/{id}`, `POST /tasks/{id}/close|reopen`;
 * - projects: `GET|POST /projects`, `GET|POST|DELETE /projects/{id}`, `POST /projects/{id}/archive|unarchive`,
 *   `GET /projects/{id}/collaborators`;
 * - sections, comments (`task_id` or `project_id`), labels: list, create, get, update, delete;
 * - Sync: `POST /sync/v9/sync` (`commands`: item_move, item_add, reminder_add, reminder_update,
 *   reminder_delete; `sync_token` `*` with `resource_types` reads reminders), `POST /sync/v9/quick/add`.
 *
 * Requests sign in with `Authorization: Bearer <TOKEN or OAUTH_TOKEN>`; anything else is answered
 * 401. Refusals are plain text as Todoist's REST API answers them ("Task not found", 404). Ids are
 * counted, times come from a clock that moves one minute per write, so two fakes given the same
 * calls answer the same. `state.calls` logs each request; answers pushed on `state.failures`
 * (`{ status, retryAfter? }`) are given first, one a request.
 *
 * `createTodoistFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

export const TOKEN = 'weft-todoist-api-key-0001';
export const OAUTH_TOKEN = 'weft-todoist-oauth-token-0001';

class Refusal extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}
const clone = (v) => JSON.parse(JSON.stringify(v));

/**
 * Seed: `{ now?, projects?: [{ name, color?, is_favorite?, sections?: [name], tasks?: [{ content,
 * section?, labels?, priority?, description?, due_string?, comments?: [content] }] }], labels?: [{ name, color? }],
 * collaborators?: [{ name, email }], reminders?: [{ task (content), due: { date | datetime | string } }] }`.
 * An Inbox project is always made first.
 */
export function createTodoistFake(seed = {}) {
  let counter = 0;
  const id = () => String(2203306100 + ++counter);
  const state = {
    clock: Date.parse(seed.now ?? '2026-01-05T10:00:00.000Z'),
    projects: [], sections: [], tasks: [], comments: [], labels: [], reminders: [], collaborators: [],
    calls: [], failures: [],
  };
  const tick = () => {
    state.clock += 60_000;
    return new Date(state.clock).toISOString().replace(/\.\d{3}Z$/, '.000000Z');
  };
  const user = { id: '2671355', name: 'Ada Lovelace', email: 'ada@weft.example' };

  const makeProject = (p) => {
    const made = {
      id: id(), name: p.name, comment_count: 0, order: state.projects.length, color: p.color ?? 'charcoal', is_shared: false,
      is_favorite: p.is_favorite ?? false, is_inbox_project: !!p.inbox, is_team_inbox: false, view_style: p.view_style ?? 'list', url: '', parent_id: p.parent_id ?? null,
    };
    made.url = `https://todoist.com/showProject?id=${made.id}`;
    state.projects.push(made);
    return made;
  };
  const makeSection = (s) => {
    const made = { id: id(), project_id: s.project_id, order: s.order ?? state.sections.filter((x) => x.project_id === s.project_id).length + 1, name: s.name };
    state.sections.push(made);
    return made;
  };
  const dueOf = (t) => {
    if (t.due_datetime) return { date: t.due_datetime.slice(0, 10), string: t.due_datetime, lang: t.due_lang ?? 'en', is_recurring: false, datetime: t.due_datetime, timezone: null };
    if (t.due_date) return { date: t.due_date, string: t.due_date, lang: t.due_lang ?? 'en', is_recurring: false };
    if (t.due_string) {
      const date = new Date(state.clock + 86_400_000).toISOString().slice(0, 10);
      return { date, string: t.due_string, lang: t.due_lang ?? 'en', is_recurring: /every/i.test(t.due_string) };
    }
    return undefined;
  };
  const makeTask = (t) => {
    const made = {
      id: id(), assigner_id: null, assignee_id: t.assignee_id ?? null, project_id: t.project_id, section_id: t.section_id ?? null, parent_id: t.parent_id ?? null,
      order: t.order ?? state.tasks.filter((x) => x.project_id === t.project_id).length + 1, content: t.content, description: t.description ?? '', is_completed: false,
      labels: t.labels ?? [], priority: t.priority ?? 1, comment_count: 0, creator_id: user.id, created_at: tick(), due: dueOf(t) ?? null, url: '',
      duration: t.duration ? { amount: t.duration, unit: t.duration_unit ?? 'minute' } : null, deadline: t.deadline_date ? { date: t.deadline_date } : null,
    };
    made.url = `https://todoist.com/showTask?id=${made.id}`;
    state.tasks.push(made);
    return made;
  };
  const makeComment = (c) => {
    const made = { id: id(), task_id: c.task_id ?? null, project_id: c.project_id ?? null, posted_at: tick(), content: c.content, attachment: null };
    state.comments.push(made);
    const task = state.tasks.find((t) => t.id === c.task_id);
    if (task) task.comment_count += 1;
    return made;
  };
  const makeLabel = (l) => {
    const made = { id: id(), name: l.name, color: l.color ?? 'charcoal', order: l.order ?? state.labels.length + 1, is_favorite: l.is_favorite ?? false };
    state.labels.push(made);
    return made;
  };

  makeProject({ name: 'Inbox', color: 'grey', inbox: true });
  for (const l of seed.labels ?? []) makeLabel(l);
  for (const c of seed.collaborators ?? []) state.collaborators.push({ id: id(), name: c.name, email: c.email });
  for (const sp of seed.projects ?? []) {
    const project = makeProject(sp);
    const sections = new Map((sp.sections ?? []).map((name) => [name, makeSection({ project_id: project.id, name })]));
    for (const st of sp.tasks ?? []) {
      const task = makeTask({ ...st, project_id: project.id, section_id: st.section ? sections.get(st.section)?.id : null });
      for (const content of st.comments ?? []) makeComment({ task_id: task.id, content });
    }
  }
  for (const r of seed.reminders ?? []) {
    const task = state.tasks.find((t) => t.content === r.task);
    state.reminders.push({ id: id(), notify_uid: user.id, item_id: task?.id ?? '', type: r.type ?? 'absolute', due: r.due, minute_offset: r.minute_offset ?? 0, is_deleted: false });
  }

  const find = (list, key, what) => {
    const found = list.find((x) => x.id === String(key));
    if (!found) throw new Refusal(404, `${what} not found`);
    return found;
  };
  const activeTasks = () => state.tasks.filter((t) => !t.is_completed);
  const matchesFilter = (task, filter) => filter.split('|').some((alt) => alt.split('&').every((raw) => {
    const term = raw.trim();
    if (term.startsWith('#')) return state.projects.find((p) => p.id === task.project_id)?.name.toLowerCase() === term.slice(1).toLowerCase();
    if (term.startsWith('@')) return task.labels.map((l) => l.toLowerCase()).includes(term.slice(1).toLowerCase());
    const priority = /^p([1-4])$/i.exec(term);
    if (priority) return task.priority === 5 - Number(priority[1]);
    throw new Refusal(400, 'Invalid filter');
  }));
  const taskFields = ['content', 'description', 'labels', 'priority', 'order', 'assignee_id'];
  const setTask = (task, body) => {
    for (const k of taskFields) if (body[k] !== undefined) task[k] = body[k];
    const due = dueOf(body);
    if (due) task.due = due;
    if (body.duration !== undefined) task.duration = { amount: body.duration, unit: body.duration_unit ?? 'minute' };
    if (body.deadline_date !== undefined) task.deadline = { date: body.deadline_date };
  };
  const checkPriority = (p) => {
    if (p !== undefined && (!Number.isInteger(p) || p < 1 || p > 4)) throw new Refusal(400, 'Invalid argument value');
  };

  function rest(method, parts, query, body) {
    const [a, b, c] = parts;
    const n = parts.length;
    if (a === 'tasks') {
      if (n === 1 && method === 'GET') {
        let list = activeTasks();
        if (query.project_id) list = list.filter((t) => t.project_id === query.project_id);
        if (query.section_id) list = list.filter((t) => t.section_id === query.section_id);
        if (query.label) list = list.filter((t) => t.labels.includes(query.label));
        if (query.ids) {
          const ids = query.ids.split(',').map((s) => s.trim());
          list = list.filter((t) => ids.includes(t.id));
        }
        if (query.filter) list = list.filter((t) => matchesFilter(t, query.filter));
        return [200, list.map(clone)];
      }
      if (n === 1 && method === 'POST') {
        if (!body?.content) throw new Refusal(400, 'Required argument is missing: content');
        const project = body.project_id ? find(state.projects, body.project_id, 'Project') : state.projects[0];
        if (body.section_id) find(state.sections, body.section_id, 'Section');
        if (body.parent_id) find(state.tasks, body.parent_id, 'Task');
        checkPriority(body.priority);
        return [200, clone(makeTask({ ...body, project_id: project.id }))];
      }
      const task = find(state.tasks, b, 'Task');
      if (n === 2 && method === 'GET') {
        if (task.is_completed) throw new Refusal(404, 'Task not found');
        return [200, clone(task)];
      }
      if (n === 2 && method === 'POST') {
        checkPriority(body?.priority);
        setTask(task, body ?? {});
        return [200, clone(task)];
      }
      if (n === 2 && method === 'DELETE') {
        state.tasks.splice(state.tasks.indexOf(task), 1);
        return [204];
      }
      if (n === 3 && c === 'close' && method === 'POST') {
        task.is_completed = true;
        return [204];
      }
      if (n === 3 && c === 'reopen' && method === 'POST') {
        task.is_completed = false;
        return [204];
      }
    }
    if (a === 'projects') {
      if (n === 1 && method === 'GET') return [200, state.projects.filter((p) => !p.archived).map(({ archived: _a, ...p }) => clone(p))]; // eslint-disable-line no-unused-vars
      if (n === 1 && method === 'POST') {
        if (!body?.name) throw new Refusal(400, 'Required argument is missing: name');
        if (body.parent_id) find(state.projects, body.parent_id, 'Project');
        return [200, clone(makeProject(body))];
      }
      const project = find(state.projects, b, 'Project');
      const shown = () => {
        const { archived: _a, ...p } = project; // eslint-disable-line no-unused-vars
        return clone(p);
      };
      if (n === 2 && method === 'GET') return [200, shown()];
      if (n === 2 && method === 'POST') {
        for (const k of ['name', 'color', 'is_favorite', 'view_style']) if (body?.[k] !== undefined) project[k] = body[k];
        return [200, shown()];
      }
      if (n === 2 && method === 'DELETE') {
        if (project.is_inbox_project) throw new Refusal(400, 'Inbox project can not be deleted');
        state.projects.splice(state.projects.indexOf(project), 1);
        return [204];
      }
      if (n === 3 && c === 'archive' && method === 'POST') {
        project.archived = true;
        return [200, shown()];
      }
      if (n === 3 && c === 'unarchive' && method === 'POST') {
        project.archived = false;
        return [200, shown()];
      }
      if (n === 3 && c === 'collaborators' && method === 'GET') return [200, [clone(user), ...state.collaborators.map(clone)]];
    }
    if (a === 'sections') {
      if (n === 1 && method === 'GET') return [200, state.sections.filter((s) => !query.project_id || s.project_id === query.project_id).map(clone)];
      if (n === 1 && method === 'POST') {
        if (!body?.name) throw new Refusal(400, 'Required argument is missing: name');
        find(state.projects, body.project_id, 'Project');
        return [200, clone(makeSection(body))];
      }
      const section = find(state.sections, b, 'Section');
      if (n === 2 && method === 'GET') return [200, clone(section)];
      if (n === 2 && method === 'POST') {
        if (body?.name !== undefined) section.name = body.name;
        return [200, clone(section)];
      }
      if (n === 2 && method === 'DELETE') {
        state.sections.splice(state.sections.indexOf(section), 1);
        return [204];
      }
    }
    if (a === 'comments') {
      if (n === 1 && method === 'GET') {
        if (!query.task_id && !query.project_id) throw new Refusal(400, 'Required argument is missing: task_id or project_id');
        return [200, state.comments.filter((x) => (query.task_id ? x.task_id === query.task_id : x.project_id === query.project_id)).map(clone)];
      }
      if (n === 1 && method === 'POST') {
        if (!body?.content) throw new Refusal(400, 'Required argument is missing: content');
        if (body.task_id) find(state.tasks, body.task_id, 'Task');
        else if (body.project_id) find(state.projects, body.project_id, 'Project');
        else throw new Refusal(400, 'Required argument is missing: task_id or project_id');
        return [200, clone(makeComment(body))];
      }
      const comment = find(state.comments, b, 'Comment');
      if (n === 2 && method === 'GET') return [200, clone(comment)];
      if (n === 2 && method === 'POST') {
        if (body?.content !== undefined) comment.content = body.content;
        return [200, clone(comment)];
      }
      if (n === 2 && method === 'DELETE') {
        state.comments.splice(state.comments.indexOf(comment), 1);
        return [204];
      }
    }
    if (a === 'labels') {
      if (n === 1 && method === 'GET') return [200, state.labels.map(clone)];
      if (n === 1 && method === 'POST') {
        if (!body?.name) throw new Refusal(400, 'Required argument is missing: name');
        if (state.labels.some((l) => l.name === body.name)) throw new Refusal(400, 'Label already exists');
        return [200, clone(makeLabel(body))];
      }
      const label = find(state.labels, b, 'Label');
      if (n === 2 && method === 'GET') return [200, clone(label)];
      if (n === 2 && method === 'POST') {
        for (const k of ['name', 'color', 'order', 'is_favorite']) if (body?.[k] !== undefined) label[k] = body[k];
        return [200, clone(label)];
      }
      if (n === 2 && method === 'DELETE') {
        state.labels.splice(state.labels.indexOf(label), 1);
        return [204];
      }
    }
    throw new Refusal(404, 'Not found');
  }

  /** A task as the Sync API shows it. */
  const syncItem = (t) => ({
    id: t.id, user_id: user.id, project_id: t.project_id, content: t.content, description: t.description, priority: t.priority, due: t.due,
    parent_id: t.parent_id, child_order: t.order, section_id: t.section_id, day_order: -1, collapsed: false, labels: t.labels, added_by_uid: user.id,
    assigned_by_uid: null, responsible_uid: t.assignee_id, checked: t.is_completed, is_deleted: false, sync_id: null, added_at: t.created_at,
    duration: t.duration, deadline: t.deadline,
  });

  function sync(parts, body) {
    if (parts[0] === 'quick' && parts[1] === 'add') {
      if (!body?.text) throw new Refusal(400, 'Required argument is missing: text');
      let content = String(body.text);
      let project = state.projects[0];
      const labels = [];
      content = content.replace(/#(\S+)/g, (_m, name) => {
        project = state.projects.find((p) => p.name.toLowerCase() === name.toLowerCase()) ?? project;
        return '';
      }).replace(/@(\S+)/g, (_m, name) => {
        labels.push(name);
        return '';
      }).replace(/\s+/g, ' ').trim();
      const task = makeTask({ content, project_id: project.id, labels });
      if (body.note) makeComment({ task_id: task.id, content: body.note });
      return [200, syncItem(task)];
    }
    if (parts[0] !== 'sync' || parts.length !== 1) throw new Refusal(404, 'Not found');
    const out = { full_sync: false, sync_status: {}, sync_token: `wefttoken${counter}`, temp_id_mapping: {} };
    if (body?.sync_token === '*') {
      out.full_sync = true;
      for (const type of body.resource_types ?? []) if (type === 'reminders' || type === 'all') out.reminders = state.reminders.filter((r) => !r.is_deleted).map(clone);
      return [200, out];
    }
    for (const command of body?.commands ?? []) {
      const args = command.args ?? {};
      const fail = (code, error) => {
        out.sync_status[command.uuid] = { error_code: code, error, http_code: 400, error_extra: {}, error_tag: 'INVALID_ARGUMENT_VALUE' };
      };
      if (command.type === 'item_move') {
        const task = state.tasks.find((t) => t.id === String(args.id));
        if (!task) {
          fail(22, 'Item not found');
          continue;
        }
        if (args.section_id) {
          const section = state.sections.find((s) => s.id === String(args.section_id));
          if (!section) {
            fail(22, 'Section not found');
            continue;
          }
          task.section_id = section.id;
          task.project_id = section.project_id;
          task.parent_id = null;
        } else if (args.parent_id) {
          const parent = state.tasks.find((t) => t.id === String(args.parent_id));
          if (!parent) {
            fail(22, 'Item not found');
            continue;
          }
          task.parent_id = parent.id;
          task.project_id = parent.project_id;
          task.section_id = parent.section_id;
        } else if (args.project_id) {
          const project = state.projects.find((p) => p.id === String(args.project_id));
          if (!project) {
            fail(22, 'Project not found');
            continue;
          }
          task.project_id = project.id;
          task.section_id = null;
          task.parent_id = null;
        }
      } else if (command.type === 'item_add') {
        const made = makeTask({ content: args.content, project_id: String(args.project_id ?? state.projects[0].id), section_id: args.section_id ?? null, priority: args.priority });
        if (command.temp_id) out.temp_id_mapping[command.temp_id] = made.id;
      } else if (command.type === 'reminder_add') {
        if (!state.tasks.some((t) => t.id === String(args.item_id))) {
          fail(22, 'Item not found');
          continue;
        }
        const made = { id: id(), notify_uid: args.notify_uid ?? user.id, item_id: String(args.item_id), type: args.type ?? 'absolute', due: args.due, minute_offset: args.minute_offset ?? 0, is_deleted: false };
        state.reminders.push(made);
        if (command.temp_id) out.temp_id_mapping[command.temp_id] = made.id;
      } else if (command.type === 'reminder_update' || command.type === 'reminder_delete') {
        const reminder = state.reminders.find((r) => r.id === String(args.id) && !r.is_deleted);
        if (!reminder) {
          fail(22, 'Reminder not found');
          continue;
        }
        if (command.type === 'reminder_delete') reminder.is_deleted = true;
        else for (const k of ['due', 'type', 'minute_offset', 'notify_uid']) if (args[k] !== undefined) reminder[k] = args[k];
      } else {
        fail(20, 'Unknown command');
        continue;
      }
      out.sync_status[command.uuid] = 'ok';
    }
    return [200, out];
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const isRest = url.pathname.startsWith('/rest/v2/');
    const isSync = url.pathname.startsWith('/sync/v9/');
    if (!isRest && !isSync) return false;
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString('utf8');
    let body;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = Object.fromEntries(new URLSearchParams(text));
    }
    const query = Object.fromEntries(url.searchParams);
    const auth = req.headers.authorization ?? '';
    state.calls.push({ method: req.method, path: url.pathname, query, body, authorization: auth });
    const failure = state.failures.shift();
    if (failure) {
      res.writeHead(failure.status, { 'Content-Type': 'text/plain', ...(failure.retryAfter !== undefined ? { 'Retry-After': String(failure.retryAfter) } : {}) });
      res.end(failure.status === 429 ? 'Too Many Requests' : 'Service Unavailable');
      return true;
    }
    try {
      if (auth !== `Bearer ${TOKEN}` && auth !== `Bearer ${OAUTH_TOKEN}`) throw new Refusal(401, 'Forbidden');
      const parts = url.pathname.replace(/^\/(rest\/v2|sync\/v9)\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);
      const [status, payload] = isRest ? rest(req.method ?? 'GET', parts, query, body) : sync(parts, body);
      if (status === 204) res.writeHead(204).end();
      else {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(payload));
      }
      return true;
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      res.writeHead(error.status, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(error.message);
      return true;
    }
  }

  return { state, handle };
}

/** Serves a fake on 127.0.0.1 at a free port. */
export async function start(seed = {}) {
  const fake = createTodoistFake(seed);
  const server = createServer((req, res) => {
    void fake.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, fake, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
