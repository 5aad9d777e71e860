/**
 * A loopback ClickUp API v2 (https://clickup.com/api, `/api/v2/…`) over in-memory state, for tests
 * and for recording n8n:
 *
 * - workspaces: `GET /team`, `GET /team/{id}/space`; spaces' tags `GET|POST /space/{id}/tag`,
 *   `PUT|DELETE /space/{id}/tag/{name}`;
 * - folders: `GET|POST /space/{id}/folder`, `GET|PUT|DELETE /folder/{id}`;
 * - lists: `GET|POST /folder/{id}/list` and `/space/{id}/list` (folderless), `GET|PUT|DELETE
 *   /list/{id}`, `GET /list/{id}/member`, `GET /list/{id}/field`, `POST|DELETE /list/{id}/task/{taskId}`;
 * - tasks: `GET|POST /list/{id}/task` (pages of 100 by `page`; `archived`, `statuses[]`, `assignees[]`,
 *   `tags[]`, `include_closed`, `subtasks`, `order_by`, `reverse`, date and `custom_fields` filters),
 *   `GET|PUT|DELETE /task/{id}`, `GET /task/{id}/member`, `POST /task/{id}/field/{fieldId}`,
 *   `POST|DELETE /task/{id}/tag/{name}`, `POST|DELETE /task/{id}/dependency`;
 * - checklists: `POST /task/{id}/checklist`, `PUT|DELETE /checklist/{id}`, `POST|PUT|DELETE
 *   /checklist/{id}/checklist_item[/{itemId}]`;
 * - comments: `GET|POST /task|list|view/{id}/comment`, `PUT|DELETE /comment/{id}`;
 * - goals: `GET|POST /team/{id}/goal`, `GET|PUT|DELETE /goal/{id}`, `POST /goal/{id}/key_result`,
 *   `PUT|DELETE /key_result/{id}`;
 * - time tracking: `GET|POST /team/{id}/time_entries`, `GET /team/{id}/time_entries/current`,
 *   `POST …/start`, `POST …/stop`, `GET|PUT|DELETE /team/{id}/time_entries/{entryId}`,
 *   `GET|POST|DELETE /team/{id}/time_entries/tags`;
 * - webhooks: `GET|POST /team/{id}/webhook` (each with a counted id and secret), `DELETE /webhook/{id}`.
 *
 * Requests sign in with the Authorization header holding the personal token `TOKEN` or the OAuth2
 * access token `OAUTH_TOKEN` (as they are; a `Bearer ` prefix is accepted too); anything else is
 * answered 401. Errors have ClickUp's shape `{ err, ECODE }`. Ids are counted and times come from
 * a clock that moves one minute per write, so two fakes given the same calls answer the same.
 * `state.calls` logs each request; answers pushed on `state.failures` (`{ status, retryAfter? }`)
 * are given first, one a request.
 *
 * `createClickUpFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`. The seed (see clickup-fake.d.mts)
 * names users and one workspace's spaces, folders, lists, tasks, goals and time entries.
 */
import { createServer } from 'node:http';

export const TOKEN = 'pk_weft_clickup_token';
export const OAUTH_TOKEN = 'weft-clickup-oauth-token';
export const TEAM_ID = '9001';

const PRIORITIES = { 1: ['urgent', '#f50000'], 2: ['high', '#ffcc00'], 3: ['normal', '#6fddff'], 4: ['low', '#d8d8d8'] };
const DEFAULT_STATUSES = [['to do', 'open', '#d3d3d3'], ['in progress', 'custom', '#4194f6'], ['complete', 'closed', '#6bc950']];
const DAY = 86_400_000;

class Refusal extends Error {
  constructor(status, err, ecode) {
    super(err);
    this.status = status;
    this.ecode = ecode;
  }
}

const clone = (v) => JSON.parse(JSON.stringify(v));

export function createClickUpFake(seed = {}) {
  const counters = { webhook: 1, space: 90010, folder: 90100, list: 90200, task: 1, checklist: 1, item: 1, comment: 90300001, goal: 1, keyResult: 1, entry: 4000001, field: 1 };
  const next = (kind) => counters[kind]++;
  const uuid = (kind, n) => `${kind}${String(n).padStart(7, '0')}-0000-4000-8000-000000000000`;
  const state = {
    clock: Date.parse(seed.now ?? '2026-01-05T10:00:00.000Z'),
    users: (seed.users ?? [{ username: 'Ada Lovelace', email: 'ada@weft.example' }, { username: 'Grace Hopper', email: 'grace@weft.example' }]).map((u, n) => ({
      id: 81000001 + n, username: u.username, email: u.email, color: u.color ?? '#7b68ee', initials: u.username.split(' ').map((w) => w[0]).join('').toUpperCase(), profilePicture: null,
    })),
    team: { id: TEAM_ID, name: seed.teamName ?? 'Weft Workspace', color: '#7b68ee', avatar: null },
    spaces: [], folders: [], lists: [], tasks: [], comments: [], goals: [], keyResults: [], entries: [], webhooks: [],
    calls: [], failures: [],
  };
  const tick = () => (state.clock += 60_000);
  const now = () => String(state.clock);
  const me = () => state.users[0];
  const userRef = (u) => ({ id: u.id, username: u.username, color: u.color, email: u.email, profilePicture: null });
  const userById = (id) => state.users.find((u) => u.id === Number(id));

  // ---- look-ups ---------------------------------------------------------------------------------
  const find = (list, id, what, ecode) => {
    const found = list.find((x) => String(x.id) === String(id) && !x.deleted);
    if (!found) throw new Refusal(404, `${what} not found`, ecode);
    return found;
  };
  const space = (id) => find(state.spaces, id, 'Space', 'PROJ_005');
  const folder = (id) => find(state.folders, id, 'Folder', 'CAT_005');
  const list = (id) => find(state.lists, id, 'List', 'SUBCAT_016');
  const task = (id) => {
    const found = state.tasks.find((t) => t.id === String(id) && !t.deleted);
    if (!found) throw new Refusal(404, 'Task not found, deleted', 'ITEM_013');
    return found;
  };
  const team = (id) => {
    if (String(id) !== TEAM_ID) throw new Refusal(401, 'Team not authorized', 'OAUTH_027');
    return state.team;
  };
  const statusesOf = (l) => l.statuses;
  const statusOf = (l, name) => {
    const found = statusesOf(l).find((s) => s.status === String(name).toLowerCase());
    if (!found) throw new Refusal(400, 'Status does not exist', 'CRTSK_001');
    return found;
  };
  const priorityOf = (p) => {
    if (p === null || p === undefined) return null;
    const entry = PRIORITIES[Number(p)];
    if (!entry) throw new Refusal(400, 'Priority invalid', 'INPUT_008');
    return { id: String(p), priority: entry[0], color: entry[1], orderindex: String(p) };
  };
  const date = (v) => (v === undefined || v === null || v === '' ? null : String(Number(v)));

  // ---- renderings ------------------------------------------------------------------------------
  const spaceRef = (s) => ({ id: s.id, name: s.name, access: true });
  const folderRef = (l) => (l.folderId ? { id: l.folderId, name: folder(l.folderId).name, hidden: false, access: true } : { id: `${l.spaceId}0`, name: 'hidden', hidden: true, access: true });
  const tasksIn = (l) => state.tasks.filter((t) => !t.deleted && (t.listId === l.id || t.alsoIn.includes(l.id)));
  function renderList(l) {
    return {
      id: l.id, name: l.name, orderindex: l.orderindex, content: l.content, status: l.status, priority: l.priority, assignee: l.assignee ? userRef(userById(l.assignee)) : null,
      task_count: tasksIn(l).length, due_date: l.due_date, due_date_time: l.due_date_time, start_date: null, start_date_time: null,
      folder: folderRef(l), space: spaceRef(space(l.spaceId)), archived: l.archived, override_statuses: false,
      statuses: l.statuses.map((s) => ({ ...s })), permission_level: 'create',
    };
  }
  function renderFolder(f) {
    const lists = state.lists.filter((l) => !l.deleted && l.folderId === f.id);
    return {
      id: f.id, name: f.name, orderindex: f.orderindex, override_statuses: false, hidden: false, space: spaceRef(space(f.spaceId)),
      task_count: String(lists.reduce((n, l) => n + tasksIn(l).length, 0)), archived: f.archived, statuses: [],
      lists: lists.map(({ id, name, orderindex }) => ({ id, name, orderindex })), permission_level: 'create',
    };
  }
  function renderTask(t, { subtasks = false, markdown = false } = {}) {
    const l = list(t.listId);
    const out = {
      id: t.id, custom_id: null, custom_item_id: 0, name: t.name, text_content: t.content, description: t.content,
      ...(markdown ? { markdown_description: t.markdown ?? t.content } : {}),
      status: { ...t.status }, orderindex: `${t.orderindex}.00000000000000000000000000000000`,
      date_created: t.date_created, date_updated: t.date_updated, date_closed: t.status.type === 'closed' ? t.date_updated : null, date_done: t.status.type === 'closed' ? t.date_updated : null,
      archived: t.archived, creator: userRef(me()), assignees: t.assignees.map((id) => userRef(userById(id))), group_assignees: [], watchers: [userRef(me())],
      checklists: t.checklists.map(clone), tags: t.tags.map((name) => ({ ...tagOf(l.spaceId, name), creator: me().id })),
      parent: t.parent, top_level_parent: t.parent, priority: t.priority, due_date: t.due_date, start_date: t.start_date, points: null,
      time_estimate: t.time_estimate, time_spent: 0,
      custom_fields: l.fields.map((f) => ({ ...f, ...(t.fields[f.id] !== undefined ? { value: t.fields[f.id] } : {}) })),
      dependencies: t.dependencies.map((d) => ({ task_id: t.id, depends_on: d, type: 1, date_created: t.date_updated, userid: String(me().id), workspace_id: TEAM_ID, chat_id: null })),
      linked_tasks: [], locations: t.alsoIn.map((id) => ({ id, name: list(id).name })), team_id: TEAM_ID, url: `https://app.clickup.com/t/${t.id}`,
      sharing: { public: false, public_share_expires_on: null, public_fields: [], token: null, seo_optimized: false },
      permission_level: 'create', list: { id: l.id, name: l.name, access: true },
      project: { id: folderRef(l).id, name: folderRef(l).name, hidden: folderRef(l).hidden, access: true }, folder: { id: folderRef(l).id, name: folderRef(l).name, hidden: folderRef(l).hidden, access: true },
      space: { id: l.spaceId },
    };
    if (subtasks) out.subtasks = state.tasks.filter((s) => !s.deleted && s.parent === t.id).map((s) => renderTask(s));
    return out;
  }
  function tagOf(spaceId, name) {
    const found = space(spaceId).tags.find((t) => t.name === name);
    return found ? { name: found.name, tag_fg: found.tag_fg, tag_bg: found.tag_bg } : { name, tag_fg: '#000000', tag_bg: '#000000' };
  }
  function renderEntry(e) {
    const t = e.taskId ? state.tasks.find((x) => x.id === e.taskId) : undefined;
    return {
      id: e.id, task: t ? { id: t.id, name: t.name, status: { ...t.status }, custom_type: null } : null, wid: TEAM_ID, user: userRef(userById(e.user)),
      billable: e.billable, start: String(e.start), end: e.end === null ? null : String(e.end), duration: String(e.end === null ? -e.start : e.end - e.start),
      description: e.description, tags: e.tags.map((x) => ({ ...x })), source: 'clickup', at: String(e.at),
      ...(t ? { task_location: { list_id: t.listId, folder_id: folderRef(list(t.listId)).id, space_id: list(t.listId).spaceId }, task_url: `https://app.clickup.com/t/${t.id}` } : {}),
    };
  }
  const renderGoal = (g) => ({ ...clone(g), key_results: state.keyResults.filter((k) => k.goal_id === g.id && !k.deleted).map(clone) });

  // ---- writes ----------------------------------------------------------------------------------
  function makeSpace(s) {
    const made = { id: String(next('space')), name: s.name, private: false, statuses: DEFAULT_STATUSES.map(([status, type, color], orderindex) => ({ id: `p${counters.space}_${status.replace(/ /g, '_')}`, status, type, orderindex, color })), multiple_assignees: true, archived: false, tags: (s.tags ?? []).map((t) => ({ name: t.name, tag_fg: t.tag_fg ?? '#ffffff', tag_bg: t.tag_bg ?? '#7b68ee' })) };
    state.spaces.push(made);
    for (const f of s.folders ?? []) makeFolder(made.id, f);
    for (const l of s.lists ?? []) makeList(made.id, undefined, l);
    return made;
  }
  function makeFolder(spaceId, f) {
    if (!f.name) throw new Refusal(400, 'Folder name invalid', 'CAT_007');
    if (state.folders.some((x) => !x.deleted && x.spaceId === spaceId && x.name === f.name)) throw new Refusal(400, 'Folder name taken', 'CAT_014');
    const made = { id: String(next('folder')), name: f.name, orderindex: state.folders.filter((x) => x.spaceId === spaceId).length, spaceId, archived: Boolean(f.archived) };
    state.folders.push(made);
    for (const l of f.lists ?? []) makeList(spaceId, made.id, l);
    return made;
  }
  function makeList(spaceId, folderId, l) {
    if (!l.name) throw new Refusal(400, 'List name invalid', 'SUBCAT_007');
    const statuses = space(spaceId).statuses.map((s) => ({ ...s, id: `${s.id}_${counters.list}` }));
    const made = {
      id: String(next('list')), name: l.name, orderindex: state.lists.length, content: l.content ?? '', status: null, priority: priorityOf(l.priority ?? null),
      assignee: l.assignee ?? null, due_date: date(l.due_date), due_date_time: Boolean(l.due_date_time), spaceId, folderId, archived: Boolean(l.archived), statuses,
      fields: (l.fields ?? []).map((f) => ({ id: uuid('f', next('field')), name: f.name, type: f.type ?? 'text', type_config: f.type_config ?? {}, date_created: now(), hide_from_guests: false, required: false })),
    };
    if (l.status) made.status = { status: l.status, color: '#d3d3d3', hide_label: false };
    state.lists.push(made);
    for (const t of l.tasks ?? []) makeTask(made, t);
    return made;
  }
  function makeTask(l, body) {
    if (!body.name || !String(body.name).trim()) throw new Refusal(400, 'Task name invalid', 'INPUT_005');
    const at = String(tick());
    const id = `86c${String(next('task')).padStart(5, '0')}`;
    const made = {
      id, name: String(body.name), content: body.markdown_content ?? body.content ?? '', markdown: body.markdown_content,
      status: body.status ? statusOf(l, body.status) : l.statuses[0], orderindex: state.tasks.length + 1, date_created: at, date_updated: at, archived: Boolean(body.archived),
      assignees: [], checklists: [], tags: [], parent: null, priority: priorityOf(body.priority ?? null), due_date: date(body.due_date), start_date: date(body.start_date),
      time_estimate: body.time_estimate === undefined ? null : Number(body.time_estimate), fields: {}, dependencies: [], listId: l.id, alsoIn: [],
    };
    made.status = { id: made.status.id, status: made.status.status, color: made.status.color, orderindex: made.status.orderindex, type: made.status.type };
    for (const a of body.assignees ?? []) {
      if (!userById(a)) throw new Refusal(400, 'Assignees invalid', 'ITEM_056');
      made.assignees.push(Number(a));
    }
    for (const name of body.tags ?? []) made.tags.push(String(name));
    if (body.parent) made.parent = task(body.parent).id;
    for (const f of Array.isArray(body.custom_fields) ? body.custom_fields : []) {
      if (!l.fields.some((x) => x.id === f.id)) throw new Refusal(400, 'Custom field not found', 'FIELD_004');
      made.fields[f.id] = f.value;
    }
    state.tasks.push(made);
    return made;
  }
  function updateTask(t, body) {
    const l = list(t.listId);
    if (body.name !== undefined) {
      if (!String(body.name).trim()) throw new Refusal(400, 'Task name invalid', 'INPUT_005');
      t.name = String(body.name);
    }
    if (body.markdown_content !== undefined) t.content = t.markdown = String(body.markdown_content);
    else if (body.content !== undefined) t.content = String(body.content);
    if (body.status !== undefined) {
      const s = statusOf(l, body.status);
      t.status = { id: s.id, status: s.status, color: s.color, orderindex: s.orderindex, type: s.type };
    }
    if (body.priority !== undefined) t.priority = priorityOf(body.priority);
    if (body.due_date !== undefined) t.due_date = date(body.due_date);
    if (body.start_date !== undefined) t.start_date = date(body.start_date);
    if (body.time_estimate !== undefined) t.time_estimate = Number(body.time_estimate);
    if (body.parent !== undefined) t.parent = task(body.parent).id;
    if (body.archived !== undefined) t.archived = Boolean(body.archived);
    for (const a of body.assignees?.add ?? []) {
      if (!userById(a)) throw new Refusal(400, 'Assignees invalid', 'ITEM_056');
      if (!t.assignees.includes(Number(a))) t.assignees.push(Number(a));
    }
    t.assignees = t.assignees.filter((a) => !(body.assignees?.rem ?? []).map(Number).includes(a));
    t.date_updated = String(tick());
  }

  // ---- task lists ------------------------------------------------------------------------------
  const arrayQuery = (query, name) => [].concat(query[name] ?? []).map(String);
  const truthy = (v) => v === 'true' || v === true;
  function listTasks(l, query) {
    let found = tasksIn(l);
    found = found.filter((t) => (truthy(query.archived) ? t.archived : !t.archived));
    if (!truthy(query.subtasks)) found = found.filter((t) => !t.parent);
    if (!truthy(query.include_closed)) found = found.filter((t) => t.status.type !== 'closed');
    const statuses = arrayQuery(query, 'statuses').map((s) => s.toLowerCase());
    if (statuses.length) found = found.filter((t) => statuses.includes(t.status.status));
    const assignees = arrayQuery(query, 'assignees').map(Number);
    if (assignees.length) found = found.filter((t) => t.assignees.some((a) => assignees.includes(a)));
    const tags = arrayQuery(query, 'tags');
    if (tags.length) found = found.filter((t) => t.tags.some((x) => tags.includes(x)));
    const cmp = [['due_date_gt', 'due_date', 1], ['due_date_lt', 'due_date', -1], ['date_created_gt', 'date_created', 1], ['date_created_lt', 'date_created', -1], ['date_updated_gt', 'date_updated', 1], ['date_updated_lt', 'date_updated', -1]];
    for (const [param, field, sign] of cmp) {
      if (query[param] === undefined) continue;
      const bound = Number(query[param]);
      found = found.filter((t) => t[field] !== null && Math.sign(Number(t[field]) - bound) === sign);
    }
    if (query.custom_fields !== undefined) {
      let rules;
      try {
        rules = JSON.parse(String(query.custom_fields));
      } catch {
        throw new Refusal(400, 'Custom fields filter invalid', 'FIELD_033');
      }
      const ops = { '=': (a, b) => String(a) === String(b), '!=': (a, b) => String(a) !== String(b), '<': (a, b) => Number(a) < Number(b), '>': (a, b) => Number(a) > Number(b), '<=': (a, b) => Number(a) <= Number(b), '>=': (a, b) => Number(a) >= Number(b) };
      for (const rule of rules) {
        const op = ops[rule.operator];
        if (!op) throw new Refusal(400, 'Custom field operator invalid', 'FIELD_034');
        found = found.filter((t) => t.fields[rule.field_id] !== undefined && op(t.fields[rule.field_id], rule.value));
      }
    }
    const order = String(query.order_by ?? 'created');
    const key = { id: (t) => t.id, created: (t) => Number(t.date_created), updated: (t) => Number(t.date_updated), due_date: (t) => Number(t.due_date ?? Infinity) }[order];
    if (!key) throw new Refusal(400, 'Order by invalid', 'INPUT_025');
    found = [...found].sort((a, b) => (key(a) < key(b) ? 1 : key(a) > key(b) ? -1 : 0));
    if (truthy(query.reverse)) found.reverse();
    const page = Number(query.page ?? 0);
    const slice = found.slice(page * 100, page * 100 + 100);
    return { tasks: slice.map((t) => renderTask(t)), last_page: page * 100 + 100 >= found.length };
  }

  // ---- routes ----------------------------------------------------------------------------------
  function checklistById(id) {
    for (const t of state.tasks) {
      if (t.deleted) continue;
      const c = t.checklists.find((x) => x.id === id);
      if (c) return { t, c };
    }
    throw new Refusal(404, 'Checklist not found', 'CHECK_004');
  }
  const refreshChecklist = (c) => {
    c.resolved = c.items.filter((x) => x.resolved).length;
    c.unresolved = c.items.length - c.resolved;
  };
  function commentTarget(kind, id) {
    if (kind === 'task') return { kind, id: task(id).id };
    if (kind === 'list') return { kind, id: list(id).id };
    if (kind === 'view') return { kind, id: String(id) };
    throw new Refusal(404, 'Route not found', 'APP_001');
  }
  function entriesOfTeam(query) {
    const startDate = query.start_date !== undefined ? Number(query.start_date) : state.clock - 30 * DAY;
    const endDate = query.end_date !== undefined ? Number(query.end_date) : state.clock;
    return state.entries.filter((e) => !e.deleted && e.end !== null && e.start >= startDate && e.start <= endDate).sort((a, b) => b.start - a.start);
  }
  const entry = (id) => find(state.entries, id, 'Time entry', 'TIMEENTRY_001');
  const running = () => state.entries.find((e) => !e.deleted && e.end === null && e.user === me().id);
  const teamTags = () => {
    const out = [];
    for (const e of state.entries) if (!e.deleted) for (const t of e.tags) if (!out.some((x) => x.name === t.name)) out.push({ name: t.name, creator: me().id, tag_bg: t.tag_bg, tag_fg: t.tag_fg });
    return out;
  };

  function route(method, p, query, body) {
    const [a, b, c, d, e] = p;
    const is = (m, ...shape) => method === m && shape.length === p.length && shape.every((s, n) => s === '*' || s === p[n]);
    if (is('GET', 'team')) return { teams: [{ ...state.team, members: state.users.map((u, n) => ({ user: { ...userRef(u), initials: u.initials, role: n === 0 ? 1 : 3, last_active: now(), date_joined: null, date_invited: null } })) }] };
    if (is('GET', 'team', '*', 'space')) {
      team(b);
      return { spaces: state.spaces.filter((s) => !s.deleted && (truthy(query.archived) ? s.archived : !s.archived)).map(({ tags, ...s }) => clone(s)) }; // eslint-disable-line no-unused-vars
    }
    // space tags
    if (a === 'space' && c === 'tag') {
      const s = space(b);
      if (is('GET', 'space', '*', 'tag')) return { tags: s.tags.map((t) => ({ ...t, creator: me().id })) };
      if (is('POST', 'space', '*', 'tag')) {
        const tag = body?.tag ?? {};
        if (!tag.name) throw new Refusal(400, 'Tag name invalid', 'TAGS_001');
        if (s.tags.some((t) => t.name === String(tag.name).toLowerCase())) throw new Refusal(400, 'Tag already exists', 'TAGS_002');
        s.tags.push({ name: String(tag.name).toLowerCase(), tag_fg: tag.tag_fg ?? '#000000', tag_bg: tag.tag_bg ?? '#000000' });
        tick();
        return {};
      }
      const existing = s.tags.find((t) => t.name === decodeURIComponent(d ?? ''));
      if (!existing) throw new Refusal(404, 'Tag not found', 'TAGS_003');
      if (is('PUT', 'space', '*', 'tag', '*')) {
        const tag = body?.tag ?? {};
        if (tag.name) existing.name = String(tag.name).toLowerCase();
        if (tag.tag_fg) existing.tag_fg = tag.tag_fg;
        if (tag.tag_bg) existing.tag_bg = tag.tag_bg;
        for (const t of state.tasks) t.tags = t.tags.map((x) => (x === decodeURIComponent(d) ? existing.name : x));
        tick();
        return { tag: { ...existing } };
      }
      if (is('DELETE', 'space', '*', 'tag', '*')) {
        s.tags = s.tags.filter((t) => t !== existing);
        for (const t of state.tasks) t.tags = t.tags.filter((x) => x !== existing.name);
        tick();
        return {};
      }
    }
    // folders
    if (is('GET', 'space', '*', 'folder')) {
      space(b);
      return { folders: state.folders.filter((f) => !f.deleted && f.spaceId === b && (truthy(query.archived) ? f.archived : !f.archived)).map(renderFolder) };
    }
    if (is('POST', 'space', '*', 'folder')) {
      space(b);
      tick();
      return renderFolder(makeFolder(b, { name: body?.name }));
    }
    if (a === 'folder' && p.length === 2) {
      const f = folder(b);
      if (method === 'GET') return renderFolder(f);
      if (method === 'PUT') {
        if (body?.name !== undefined) {
          if (!String(body.name).trim()) throw new Refusal(400, 'Folder name invalid', 'CAT_007');
          f.name = String(body.name);
        }
        tick();
        return renderFolder(f);
      }
      if (method === 'DELETE') {
        f.deleted = true;
        tick();
        return {};
      }
    }
    // lists
    if ((is('GET', 'folder', '*', 'list') || is('GET', 'space', '*', 'list'))) {
      const container = a === 'folder' ? folder(b) : space(b);
      const lists = state.lists.filter((l) => !l.deleted && (a === 'folder' ? l.folderId === container.id : l.spaceId === container.id && !l.folderId) && (truthy(query.archived) ? l.archived : !l.archived));
      return { lists: lists.map(renderList) };
    }
    if (is('POST', 'folder', '*', 'list') || is('POST', 'space', '*', 'list')) {
      const spaceId = a === 'folder' ? folder(b).spaceId : space(b).id;
      if (body?.assignee !== undefined && !userById(body.assignee)) throw new Refusal(400, 'Assignee invalid', 'SUBCAT_022');
      tick();
      return renderList(makeList(spaceId, a === 'folder' ? b : undefined, body ?? {}));
    }
    if (a === 'list' && p.length === 2) {
      const l = list(b);
      if (method === 'GET') return renderList(l);
      if (method === 'PUT') {
        if (body?.name !== undefined) l.name = String(body.name);
        if (body?.content !== undefined) l.content = String(body.content);
        if (body?.due_date !== undefined) l.due_date = date(body.due_date);
        if (body?.due_date_time !== undefined) l.due_date_time = Boolean(body.due_date_time);
        if (body?.priority !== undefined) l.priority = priorityOf(body.priority);
        if (body?.assignee !== undefined) {
          if (!userById(body.assignee)) throw new Refusal(400, 'Assignee invalid', 'SUBCAT_022');
          l.assignee = Number(body.assignee);
        }
        if (body?.unset_status) l.status = null;
        tick();
        return renderList(l);
      }
      if (method === 'DELETE') {
        l.deleted = true;
        tick();
        return {};
      }
    }
    if (is('GET', 'list', '*', 'member') || is('GET', 'task', '*', 'member')) {
      if (a === 'list') list(b);
      else task(b);
      return { members: state.users.map((u) => ({ id: u.id, username: u.username, email: u.email, color: u.color, initials: u.initials, profilePicture: null, profileInfo: {} })) };
    }
    if (is('GET', 'list', '*', 'field')) return { fields: list(b).fields.map(clone) };
    if (is('GET', 'list', '*', 'task')) return listTasks(list(b), query);
    if (is('POST', 'list', '*', 'task')) {
      const made = makeTask(list(b), body ?? {});
      return renderTask(made);
    }
    if (is('POST', 'list', '*', 'task', '*') || is('DELETE', 'list', '*', 'task', '*')) {
      const l = list(b);
      const t = task(d);
      if (method === 'POST') {
        if (t.listId === l.id || t.alsoIn.includes(l.id)) throw new Refusal(400, 'Task already in list', 'ITEM_147');
        t.alsoIn.push(l.id);
      } else {
        if (t.listId === l.id) throw new Refusal(400, 'Cannot remove task from its home list', 'ITEM_146');
        if (!t.alsoIn.includes(l.id)) throw new Refusal(400, 'Task not in list', 'ITEM_148');
        t.alsoIn = t.alsoIn.filter((x) => x !== l.id);
      }
      tick();
      return {};
    }
    // tasks
    if (a === 'task' && p.length === 2) {
      const t = task(b);
      if (method === 'GET') return renderTask(t, { subtasks: truthy(query.include_subtasks), markdown: truthy(query.include_markdown_description) });
      if (method === 'PUT') {
        updateTask(t, body ?? {});
        return renderTask(t);
      }
      if (method === 'DELETE') {
        t.deleted = true;
        tick();
        return {};
      }
    }
    if (is('POST', 'task', '*', 'field', '*')) {
      const t = task(b);
      const field = list(t.listId).fields.find((f) => f.id === d);
      if (!field) throw new Refusal(400, 'Custom field not found', 'FIELD_004');
      const value = body?.value;
      if (value === undefined) throw new Refusal(400, 'Value must be provided', 'FIELD_011');
      if ((field.type === 'number' || field.type === 'currency') && typeof value !== 'number') throw new Refusal(400, 'Value must be a number', 'FIELD_015');
      t.fields[field.id] = value;
      t.date_updated = String(tick());
      return {};
    }
    if (a === 'task' && c === 'tag' && p.length === 4) {
      const t = task(b);
      const name = decodeURIComponent(d).toLowerCase();
      if (method === 'POST') {
        if (!t.tags.includes(name)) t.tags.push(name);
        const s = space(list(t.listId).spaceId);
        if (!s.tags.some((x) => x.name === name)) s.tags.push({ name, tag_fg: '#000000', tag_bg: '#000000' });
      } else if (method === 'DELETE') t.tags = t.tags.filter((x) => x !== name);
      t.date_updated = String(tick());
      return {};
    }
    if (is('POST', 'task', '*', 'dependency') || is('DELETE', 'task', '*', 'dependency')) {
      const t = task(b);
      const other = method === 'POST' ? body?.depends_on : query.depends_on;
      if (!other) throw new Refusal(400, 'depends_on or dependency_of must be provided', 'DEPEND_003');
      const dep = task(other);
      if (dep.id === t.id) throw new Refusal(400, 'Task cannot depend on itself', 'DEPEND_006');
      if (method === 'POST' && !t.dependencies.includes(dep.id)) t.dependencies.push(dep.id);
      if (method === 'DELETE') t.dependencies = t.dependencies.filter((x) => x !== dep.id);
      t.date_updated = String(tick());
      return {};
    }
    // checklists
    if (is('POST', 'task', '*', 'checklist')) {
      const t = task(b);
      if (!body?.name) throw new Refusal(400, 'Checklist name invalid', 'CHECK_009');
      const made = { id: uuid('c', next('checklist')), task_id: t.id, name: String(body.name), date_created: String(tick()), orderindex: t.checklists.length, creator: me().id, resolved: 0, unresolved: 0, items: [] };
      t.checklists.push(made);
      return { checklist: clone(made) };
    }
    if (a === 'checklist' && p.length === 2) {
      const { t, c: found } = checklistById(b);
      if (method === 'PUT') {
        if (body?.name !== undefined) found.name = String(body.name);
        if (body?.position !== undefined) found.orderindex = Number(body.position);
        tick();
        return { checklist: clone(found) };
      }
      if (method === 'DELETE') {
        t.checklists = t.checklists.filter((x) => x !== found);
        tick();
        return {};
      }
    }
    if (a === 'checklist' && c === 'checklist_item') {
      const { c: found } = checklistById(b);
      if (is('POST', 'checklist', '*', 'checklist_item')) {
        if (!body?.name) throw new Refusal(400, 'Checklist item name invalid', 'CHECK_010');
        if (body.assignee !== undefined && !userById(body.assignee)) throw new Refusal(400, 'Assignee invalid', 'CHECK_014');
        found.items.push({ id: uuid('i', next('item')), name: String(body.name), orderindex: found.items.length, assignee: body.assignee !== undefined ? userRef(userById(body.assignee)) : null, group_assignee: null, resolved: false, parent: null, date_created: String(tick()), children: [] });
        refreshChecklist(found);
        return { checklist: clone(found) };
      }
      const item = found.items.find((x) => x.id === d);
      if (!item) throw new Refusal(404, 'Checklist item not found', 'CHECK_005');
      if (method === 'PUT' && p.length === 4) {
        if (body?.name !== undefined) item.name = String(body.name);
        if (body?.resolved !== undefined) item.resolved = Boolean(body.resolved);
        if (body?.parent !== undefined) item.parent = body.parent;
        if (body?.assignee !== undefined) {
          if (body.assignee !== null && !userById(body.assignee)) throw new Refusal(400, 'Assignee invalid', 'CHECK_014');
          item.assignee = body.assignee === null ? null : userRef(userById(body.assignee));
        }
        refreshChecklist(found);
        tick();
        return { checklist: clone(found) };
      }
      if (method === 'DELETE' && p.length === 4) {
        found.items = found.items.filter((x) => x !== item);
        refreshChecklist(found);
        tick();
        return {};
      }
    }
    // comments
    if (['task', 'list', 'view'].includes(a) && c === 'comment' && p.length === 3) {
      const target = commentTarget(a, b);
      if (method === 'GET') {
        const found = state.comments.filter((x) => !x.deleted && x.kind === target.kind && x.target === target.id).sort((x, y) => y.date - x.date);
        return { comments: found.slice(0, 25).map((x) => ({ id: String(x.id), comment: [{ text: x.text }], comment_text: x.text, user: userRef(me()), resolved: x.resolved, assignee: x.assignee ? userRef(userById(x.assignee)) : null, assigned_by: x.assignee ? userRef(me()) : null, reactions: [], date: String(x.date), reply_count: 0 })) };
      }
      if (method === 'POST') {
        if (!body?.comment_text) throw new Refusal(400, 'Comment text invalid', 'COMM_002');
        if (body.assignee !== undefined && !userById(body.assignee)) throw new Refusal(400, 'Assignee invalid', 'COMM_010');
        const made = { id: next('comment'), kind: target.kind, target: target.id, text: String(body.comment_text), resolved: false, assignee: body.assignee ?? null, date: tick() };
        state.comments.push(made);
        return { id: made.id, hist_id: `h${made.id}`, date: made.date };
      }
    }
    if (a === 'comment' && p.length === 2) {
      const found = find(state.comments, b, 'Comment', 'COMM_004');
      if (method === 'PUT') {
        if (body?.comment_text !== undefined) found.text = String(body.comment_text);
        if (body?.assignee !== undefined) found.assignee = body.assignee;
        if (body?.resolved !== undefined) found.resolved = Boolean(body.resolved);
        tick();
        return {};
      }
      if (method === 'DELETE') {
        found.deleted = true;
        tick();
        return {};
      }
    }
    // goals
    if (is('GET', 'team', '*', 'goal')) {
      team(b);
      return { goals: state.goals.filter((g) => !g.deleted).map(renderGoal), folders: [] };
    }
    if (is('POST', 'team', '*', 'goal')) {
      team(b);
      if (!body?.name) throw new Refusal(400, 'Goal name invalid', 'GOAL_002');
      const n = next('goal');
      const owners = (body.owners ?? []).map((id) => {
        if (!userById(id)) throw new Refusal(400, 'Owners invalid', 'GOAL_011');
        return userRef(userById(id));
      });
      const made = {
        id: uuid('g', n), pretty_id: String(n), name: String(body.name), team_id: TEAM_ID, creator: me().id, owner: null, color: body.color ?? '#32a852', date_created: String(tick()), start_date: null,
        due_date: date(body.due_date), description: body.description ?? '', private: false, archived: false, multiple_owners: Boolean(body.multiple_owners), editor_token: null,
        date_updated: now(), last_update: now(), folder_id: null, pinned: false, owners, members: [], key_result_count: 0, percent_completed: 0, history: [], pretty_url: `https://app.clickup.com/${TEAM_ID}/goals/${n}`,
      };
      state.goals.push(made);
      return { goal: renderGoal(made) };
    }
    if (a === 'goal' && p.length === 2) {
      const g = find(state.goals, b, 'Goal', 'GOAL_004');
      if (method === 'GET') return { goal: renderGoal(g) };
      if (method === 'PUT') {
        if (body?.name !== undefined) g.name = String(body.name);
        if (body?.due_date !== undefined) g.due_date = date(body.due_date);
        if (body?.description !== undefined) g.description = String(body.description);
        if (body?.color !== undefined) g.color = String(body.color);
        for (const id of body?.add_owners ?? []) {
          if (!userById(id)) throw new Refusal(400, 'Owners invalid', 'GOAL_011');
          if (!g.owners.some((o) => o.id === Number(id))) g.owners.push(userRef(userById(id)));
        }
        g.owners = g.owners.filter((o) => !(body?.rem_owners ?? []).map(Number).includes(o.id));
        g.date_updated = g.last_update = String(tick());
        return { goal: renderGoal(g) };
      }
      if (method === 'DELETE') {
        g.deleted = true;
        tick();
        return {};
      }
    }
    if (is('POST', 'goal', '*', 'key_result')) {
      const g = find(state.goals, b, 'Goal', 'GOAL_004');
      if (!body?.name) throw new Refusal(400, 'Key result name invalid', 'KEYRESULT_002');
      if (!['number', 'currency', 'boolean', 'percentage', 'automatic'].includes(body.type)) throw new Refusal(400, 'Key result type invalid', 'KEYRESULT_003');
      const n = next('keyResult');
      const made = {
        id: uuid('k', n), goal_id: g.id, name: String(body.name), type: body.type, unit: body.unit ?? null, creator: me().id, date_created: String(tick()), goal_pretty_id: g.pretty_id,
        percent_completed: null, completed: false, task_ids: body.task_ids ?? [], list_ids: body.list_ids ?? [], subcategory_ids: [], owners: (body.owners ?? []).map((id) => userRef(userById(id) ?? me())),
        steps_start: body.steps_start ?? 0, steps_end: body.steps_end ?? (body.type === 'boolean' ? 1 : 0), steps_current: body.steps_start ?? 0, note: '',
        last_action: null,
      };
      state.keyResults.push(made);
      g.key_result_count += 1;
      return { key_result: clone(made) };
    }
    if (a === 'key_result' && p.length === 2) {
      const k = find(state.keyResults, b, 'Key result', 'KEYRESULT_004');
      if (method === 'PUT') {
        for (const [ours, theirs] of [['name', 'name'], ['note', 'note'], ['steps_current', 'steps_current'], ['steps_start', 'steps_start'], ['steps_end', 'steps_end'], ['unit', 'unit']]) if (body?.[ours] !== undefined) k[theirs] = body[ours];
        const span = Number(k.steps_end) - Number(k.steps_start);
        k.percent_completed = span ? Math.round(((Number(k.steps_current) - Number(k.steps_start)) / span) * 100) / 100 : null;
        k.completed = span ? Number(k.steps_current) >= Number(k.steps_end) : false;
        k.last_action = { id: `a${k.id}`, key_result_id: k.id, userid: me().id, date_modified: String(tick()), steps_taken: null, note: k.note, steps_before: null, steps_current: k.steps_current };
        return { key_result: clone(k) };
      }
      if (method === 'DELETE') {
        k.deleted = true;
        tick();
        return {};
      }
    }
    // webhooks
    if (is('GET', 'team', '*', 'webhook')) {
      team(b);
      return { webhooks: state.webhooks.filter((w) => !w.deleted).map(({ secret, deleted, ...w }) => clone(w)) }; // eslint-disable-line no-unused-vars
    }
    if (is('POST', 'team', '*', 'webhook')) {
      team(b);
      if (!body?.endpoint || !/^https?:\/\//.test(String(body.endpoint))) throw new Refusal(400, 'Endpoint invalid', 'WH_001');
      if (body.events !== '*' && (!Array.isArray(body.events) || body.events.length === 0)) throw new Refusal(400, 'Events invalid', 'WH_002');
      const n = next('webhook');
      const made = {
        id: uuid('w', n), userid: me().id, team_id: Number(TEAM_ID), endpoint: String(body.endpoint), client_id: 'WEFTCLIENT', events: body.events === '*' ? ['*'] : body.events,
        task_id: body.task_id ?? null, list_id: body.list_id ? Number(body.list_id) : null, folder_id: body.folder_id ? Number(body.folder_id) : null, space_id: body.space_id ? Number(body.space_id) : null,
        health: { status: 'active', fail_count: 0 }, secret: `WEFTSECRET${String(n).padStart(6, '0')}`,
      };
      state.webhooks.push(made);
      tick();
      return { id: made.id, webhook: (({ deleted, ...w }) => clone(w))(made) }; // eslint-disable-line no-unused-vars
    }
    if (is('DELETE', 'webhook', '*')) {
      const w = find(state.webhooks, b, 'Webhook', 'WH_004');
      w.deleted = true;
      tick();
      return {};
    }
    // time tracking
    if (a === 'team' && c === 'time_entries') {
      team(b);
      if (is('GET', 'team', '*', 'time_entries')) return { data: entriesOfTeam(query).map(renderEntry) };
      if (is('GET', 'team', '*', 'time_entries', 'tags')) return { data: teamTags() };
      if (is('POST', 'team', '*', 'time_entries', 'tags') || is('DELETE', 'team', '*', 'time_entries', 'tags')) {
        const targets = (body?.time_entry_ids ?? []).map((id) => entry(id));
        if (!targets.length) throw new Refusal(400, 'Time entry ids invalid', 'TIMEENTRY_011');
        for (const en of targets) {
          if (method === 'POST') {
            for (const t of body?.tags ?? []) if (!en.tags.some((x) => x.name === t.name)) en.tags.push({ name: String(t.name), tag_bg: t.tag_bg ?? '#000000', tag_fg: t.tag_fg ?? '#000000', creator: me().id });
          } else {
            const names = (body?.tags ?? []).map((t) => (typeof t === 'string' ? t : t.name));
            en.tags = en.tags.filter((x) => !names.includes(x.name));
          }
        }
        tick();
        return {};
      }
      if (is('GET', 'team', '*', 'time_entries', 'current')) {
        const r = running();
        return { data: r ? renderEntry(r) : null };
      }
      if (is('POST', 'team', '*', 'time_entries', 'start')) {
        if (running()) throw new Refusal(400, 'Timer already running', 'TIMEENTRY_053');
        if (body?.tid) task(body.tid);
        const start = tick();
        const made = { id: String(next('entry')), taskId: body?.tid ? String(body.tid) : null, user: me().id, billable: Boolean(body?.billable), start, end: null, description: body?.description ?? '', tags: [], at: start };
        state.entries.push(made);
        return { data: renderEntry(made) };
      }
      if (is('POST', 'team', '*', 'time_entries', 'stop')) {
        const r = running();
        if (!r) return { data: null };
        r.end = tick();
        r.at = r.end;
        return { data: renderEntry(r) };
      }
      if (is('POST', 'team', '*', 'time_entries')) {
        if (body?.start === undefined || Number.isNaN(Number(body.start))) throw new Refusal(400, 'Start invalid', 'TIMEENTRY_002');
        if (body?.duration === undefined || Number.isNaN(Number(body.duration))) throw new Refusal(400, 'Duration invalid', 'TIMEENTRY_003');
        if (body.tid) task(body.tid);
        if (body.assignee !== undefined && !userById(body.assignee)) throw new Refusal(400, 'Assignee invalid', 'TIMEENTRY_009');
        const made = {
          id: String(next('entry')), taskId: body.tid ? String(body.tid) : null, user: body.assignee !== undefined ? Number(body.assignee) : me().id, billable: Boolean(body.billable),
          start: Number(body.start), end: Number(body.start) + Number(body.duration), description: body.description ?? '',
          tags: (body.tags ?? []).map((t) => ({ name: String(t.name), tag_bg: t.tag_bg ?? '#000000', tag_fg: t.tag_fg ?? '#000000', creator: me().id })), at: tick(),
        };
        state.entries.push(made);
        return { data: renderEntry(made) };
      }
      if (p.length === 4) {
        const en = entry(d);
        if (method === 'GET') return { data: renderEntry(en) };
        if (method === 'DELETE') {
          en.deleted = true;
          tick();
          return { data: renderEntry(en) };
        }
        if (method === 'PUT') {
          if (body?.description !== undefined) en.description = String(body.description);
          if (body?.billable !== undefined) en.billable = Boolean(body.billable);
          if (body?.tid !== undefined) en.taskId = task(body.tid).id;
          const duration = en.end === null ? null : en.end - en.start;
          if (body?.start !== undefined) en.start = Number(body.start);
          if (body?.duration !== undefined) en.end = en.start + Number(body.duration);
          else if (duration !== null) en.end = en.start + duration;
          if (body?.tags !== undefined) en.tags = body.tags.map((t) => (typeof t === 'string' ? JSON.parse(t) : t)).map((t) => ({ name: t.name, tag_bg: t.tag_bg ?? '#000000', tag_fg: t.tag_fg ?? '#000000', creator: me().id }));
          en.at = tick();
          return { data: [renderEntry(en)] };
        }
      }
    }
    throw new Refusal(404, 'Route not found', 'APP_001');
  }

  function authorised(header) {
    const value = String(header ?? '').replace(/^Bearer /, '');
    return value === TOKEN || value === OAUTH_TOKEN;
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://clickup.local');
    if (!url.pathname.startsWith('/api/v2/')) return false;
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body;
    if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        body = undefined;
      }
    }
    const query = {};
    for (const [k, v] of url.searchParams) {
      const key = k.replace(/\[\d*\]$/, '');
      query[key] = key in query || /\[\d*\]$/.test(k) ? [].concat(query[key] ?? [], v) : v;
    }
    const method = String(req.method ?? 'GET').toUpperCase();
    state.calls.push({ method, path: url.pathname, rawQuery: url.search.slice(1), query, body, authorization: req.headers.authorization });
    const send = (status, payload, headers = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
      res.end(JSON.stringify(payload));
    };
    const failure = state.failures.shift();
    if (failure) {
      send(failure.status, failure.status === 429 ? { err: 'Rate limit reached', ECODE: 'APP_002' } : { err: 'Internal server error', ECODE: 'APP_500' }, failure.retryAfter !== undefined ? { 'Retry-After': String(failure.retryAfter) } : {});
      return true;
    }
    if (!req.headers.authorization) {
      send(400, { err: 'Authorization header required', ECODE: 'OAUTH_017' });
      return true;
    }
    if (!authorised(req.headers.authorization)) {
      send(401, { err: 'Token invalid', ECODE: 'OAUTH_025' });
      return true;
    }
    try {
      send(200, route(method, url.pathname.split('/').filter(Boolean).slice(2).map(decodeURIComponent), query, body));
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      send(error.status, { err: error.message, ECODE: error.ecode });
    }
    return true;
  }

  // Seeded state: spaces (with tags, folders, lists, tasks), goals and time entries.
  for (const s of seed.spaces ?? [{ name: 'Engineering' }]) makeSpace(s);
  for (const t of seed.tasks ?? []) {
    const l = state.lists.find((x) => x.name === t.list) ?? state.lists[0];
    if (!l) continue;
    const made = makeTask(l, { name: t.name, content: t.content, status: t.status, priority: t.priority, due_date: t.due_date, assignees: t.assignees?.map((n) => state.users[n].id), parent: t.parent ? state.tasks.find((x) => x.name === t.parent)?.id : undefined });
    made.tags = t.tags ?? [];
    made.archived = Boolean(t.archived);
    for (const [name, value] of Object.entries(t.fields ?? {})) {
      const field = l.fields.find((f) => f.name === name);
      if (field) made.fields[field.id] = value;
    }
    for (const text of t.comments ?? []) state.comments.push({ id: next('comment'), kind: 'task', target: made.id, text, resolved: false, assignee: null, date: tick() });
  }
  for (const e of seed.timeEntries ?? []) {
    const t = e.task ? state.tasks.find((x) => x.name === e.task) : undefined;
    const start = Date.parse(e.start);
    state.entries.push({ id: String(next('entry')), taskId: t?.id ?? null, user: me().id, billable: Boolean(e.billable), start, end: e.running ? null : start + e.minutes * 60_000, description: e.description ?? '', tags: (e.tags ?? []).map((name) => ({ name, tag_bg: '#7b68ee', tag_fg: '#ffffff', creator: me().id })), at: start });
  }

  return { state, handle };
}

/** Serves a fake on 127.0.0.1 at a free port. */
export async function start(seed = {}) {
  const fake = createClickUpFake(seed);
  const server = createServer((req, res) => {
    void fake.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, fake, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
