/**
 * A loopback Jira REST API (https://developer.atlassian.com/cloud/jira/platform/rest/v2/ and v3,
 * and Jira Server's v2) over in-memory state, for tests and for recording n8n:
 *
 * - issues: `POST /rest/api/2/issue`, `GET|PUT|DELETE /rest/api/2/issue/{idOrKey}` (`fields`,
 *   `expand=names,renderedFields`, `deleteSubtasks`), `GET|POST …/transitions`, `GET …/changelog`
 *   (`startAt`, `maxResults`), `POST …/notify` (204);
 * - search: `POST /rest/api/2/search` (offset pages: `startAt`, `maxResults`, `total`) and
 *   `POST /rest/api/2/search/jql` (token pages: `nextPageToken`), with a small JQL: clauses joined
 *   by AND on `project`, `status`, `assignee`, `labels`, `key`, `issuetype` (`=`, `!=`, `in (…)`),
 *   `created`/`updated` comparisons (always true) and `ORDER BY key|created [ASC|DESC]`; anything
 *   else is refused as Jira refuses a bad query (400);
 * - attachments under v2 and v3: `POST /issue/{key}/attachments` (multipart field `file`),
 *   `GET|DELETE /attachment/{id}`, `GET /attachment/content/{id}` (the bytes);
 * - comments under v2 (body as wiki text) and v3 (body as an Atlassian document):
 *   `GET|POST /issue/{key}/comment`, `GET|PUT|DELETE /issue/{key}/comment/{id}`;
 * - users under v2 and v3: `POST|GET|DELETE /user` (`accountId`), `GET /users/search`,
 *   `GET /user/search`, `GET /myself`;
 * - look-ups: `/issuetype`, `/priority`, `/project`, `/project/search`, `/project/{id}`,
 *   `/project/{id}/component`, `/label`, `/groups/picker`, `/serverInfo`, `/field`;
 * - webhooks: `GET|POST /rest/webhooks/1.0/webhook`, `DELETE /rest/webhooks/1.0/webhook/{id}`.
 *
 * Requests sign in with HTTP Basic auth (the email `EMAIL` and API token `API_TOKEN`, or the
 * server password `PASSWORD`) or a Bearer personal access token (`PAT`); anything else is answered
 * 401. Errors have Jira's shape `{ errorMessages: [...], errors: {...} }`. Ids are counted (issues
 * from 10001, comments from 10101, attachments from 10201, webhooks from 1), times come from a
 * clock that moves one minute per write, and links name the fixed site (`SITE`, or the seed's
 * `site`) whatever host the request came to, so two fakes given the same calls answer the same.
 * `state.calls` logs each request; answers pushed on `state.failures` (`{ status, retryAfter?, message? }`)
 * are given first, one a request.
 *
 * `createJiraFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

/** The site every link names unless the seed names another. */
export const SITE = 'https://weft-team.atlassian.net';
/** The account the fake accepts: email with API token (cloud) or password (server), or a PAT. */
export const EMAIL = 'ada@weft.example';
export const API_TOKEN = 'weft-jira-token';
export const PASSWORD = 'weft-jira-password';
export const PAT = 'weft-jira-pat';

class Refusal extends Error {
  constructor(status, messages = [], errors = {}) {
    super(messages[0] ?? 'refused');
    this.status = status;
    this.messages = messages;
    this.errors = errors;
  }
}

const notFound = () => new Refusal(404, ['Issue does not exist or you do not have permission to see it.']);

/** `2026-01-05T10:00:00.000+0000`, Jira's time format. */
const jiraTime = (ms) => new Date(ms).toISOString().replace('Z', '+0000');

const STATUSES = {
  1: { id: '10000', name: 'To Do', statusCategory: { id: 2, key: 'new', colorName: 'blue-gray', name: 'To Do' } },
  2: { id: '3', name: 'In Progress', statusCategory: { id: 4, key: 'indeterminate', colorName: 'yellow', name: 'In Progress' } },
  3: { id: '10001', name: 'Done', statusCategory: { id: 3, key: 'done', colorName: 'green', name: 'Done' } },
};
/** Every issue can move to any status: transition 11 → To Do, 21 → In Progress, 31 → Done. */
const TRANSITIONS = [['11', 'To Do', 1], ['21', 'In Progress', 2], ['31', 'Done', 3]];

/** The text of an Atlassian document (paragraphs joined by blank lines). */
function docText(doc) {
  if (typeof doc === 'string') return doc;
  const walk = (node) => (node?.type === 'text' ? String(node.text ?? '') : (node?.content ?? []).map(walk).join(node?.type === 'doc' ? '\n\n' : ''));
  return walk(doc);
}
/** A text as a one-paragraph Atlassian document. */
const asDoc = (text) => (text && typeof text === 'object' ? text : { type: 'doc', version: 1, content: text ? [{ type: 'paragraph', content: [{ type: 'text', text: String(text) }] }] : [] });

function initialState(seed) {
  const site = seed.site ?? SITE;
  const state = {
    site,
    clock: Date.parse(seed.now ?? '2026-01-05T10:00:00.000Z'),
    nextIssue: 10001,
    nextComment: 10101,
    nextAttachment: 10201,
    nextWebhook: 1,
    nextUser: 1,
    deployment: seed.deployment ?? 'Cloud',
    projects: (seed.projects ?? [{ id: '10000', key: 'WEFT', name: 'Weft Platform' }, { id: '10001', key: 'OPS', name: 'Operations' }]).map((p) => ({ components: [], ...p })),
    issueTypes: seed.issueTypes ?? [
      { id: '10001', name: 'Task', subtask: false }, { id: '10002', name: 'Bug', subtask: false },
      { id: '10003', name: 'Story', subtask: false }, { id: '10004', name: 'Subtask', subtask: true },
    ],
    priorities: seed.priorities ?? [{ id: '1', name: 'Highest' }, { id: '2', name: 'High' }, { id: '3', name: 'Medium' }, { id: '4', name: 'Low' }],
    customFields: seed.customFields ?? [{ id: 'customfield_10020', name: 'Story Points' }, { id: 'customfield_10030', name: 'Team' }],
    groups: seed.groups ?? ['jira-administrators', 'jira-software-users'],
    users: [],
    issues: [],
    comments: [],
    attachments: [],
    webhooks: [],
    failures: [],
    calls: [],
  };
  const me = { accountId: '5b10ac8d82e05b22cc7d4ef5', name: 'ada', emailAddress: EMAIL, displayName: 'Ada Admin', active: true, timeZone: 'UTC', groups: ['jira-administrators'] };
  state.users.push(me);
  for (const u of seed.users ?? []) state.users.push({ accountId: `5b10ac8d82e05b22cc7d4${String(state.nextUser++).padStart(3, '0')}`, active: true, timeZone: 'UTC', groups: ['jira-software-users'], ...u });
  return state;
}

export function createJiraFake(seed = {}) {
  const state = initialState(seed);
  const tick = () => (state.clock += 60_000);
  const api = (v = 2) => `${state.site}/rest/api/${v}`;

  const userOut = (u, v = 2) => u && ({
    self: `${api(v)}/user?accountId=${u.accountId}`, accountId: u.accountId, ...(state.deployment === 'Cloud' ? {} : { name: u.name, key: u.name }),
    emailAddress: u.emailAddress, displayName: u.displayName, active: u.active, timeZone: u.timeZone, accountType: 'atlassian',
  });
  const userRef = (ref) => {
    if (!ref) return null;
    const u = state.users.find((x) => x.accountId === ref.id || x.accountId === ref.accountId || (ref.name !== undefined && x.name === ref.name));
    if (!u) throw new Refusal(400, [], { [ref.name !== undefined ? 'assignee' : 'assignee']: `User '${ref.id ?? ref.accountId ?? ref.name}' does not exist.` });
    return u.accountId;
  };
  const projectOf = (ref) => state.projects.find((p) => p.id === String(ref?.id ?? '') || p.key === ref?.key || p.id === String(ref ?? '') || p.key === ref);
  const typeOf = (id) => state.issueTypes.find((t) => t.id === String(id));
  const typeOut = (t) => ({ self: `${api()}/issuetype/${t.id}`, id: t.id, name: t.name, subtask: t.subtask, hierarchyLevel: t.subtask ? -1 : 0 });
  const priorityOut = (p) => p && ({ self: `${api()}/priority/${p.id}`, id: p.id, name: p.name });
  const projectOut = (p) => ({ self: `${api()}/project/${p.id}`, id: p.id, key: p.key, name: p.name, projectTypeKey: 'software' });
  const findIssue = (idOrKey) => state.issues.find((x) => x.id === String(idOrKey) || x.key === String(idOrKey).toUpperCase());
  const issueOrThrow = (idOrKey) => {
    const issue = findIssue(idOrKey);
    if (!issue) throw notFound();
    return issue;
  };
  const attachmentOut = (a, v = 2) => ({
    self: `${api(v)}/attachment/${a.id}`, id: a.id, filename: a.filename, author: userOut(state.users.find((u) => u.accountId === a.author), v),
    created: jiraTime(a.created), size: a.bytes.length, mimeType: a.mimeType, content: `${api(v)}/attachment/content/${a.id}`,
  });
  const commentOut = (c, v) => ({
    self: `${api(v)}/issue/${c.issueId}/comment/${c.id}`, id: c.id, author: userOut(state.users.find((u) => u.accountId === c.author), v),
    body: v === 3 ? asDoc(c.body) : docText(c.body), updateAuthor: userOut(state.users.find((u) => u.accountId === c.author), v),
    created: jiraTime(c.created), updated: jiraTime(c.updated), jsdPublic: true, ...(c.visibility ? { visibility: c.visibility } : {}),
  });

  /** Every field of an issue, as `GET /issue` answers them. */
  function fieldsOf(issue) {
    const p = projectOf(issue.project);
    const t = typeOf(issue.issuetype);
    const f = {
      summary: issue.summary, description: issue.description ?? null, issuetype: t && typeOut(t), project: projectOut(p),
      priority: priorityOut(state.priorities.find((x) => x.id === issue.priority)) ?? null,
      assignee: userOut(state.users.find((u) => u.accountId === issue.assignee)) ?? null,
      reporter: userOut(state.users.find((u) => u.accountId === issue.reporter)) ?? null,
      labels: issue.labels ?? [], components: (issue.components ?? []).map((id) => ({ id, name: p.components.find((c) => c.id === id)?.name ?? id })),
      status: { self: `${api()}/status/${STATUSES[issue.status].id}`, ...STATUSES[issue.status] },
      created: jiraTime(issue.created), updated: jiraTime(issue.updated),
      attachment: state.attachments.filter((a) => a.issueId === issue.id).map((a) => attachmentOut(a)),
      subtasks: state.issues.filter((x) => x.parent === issue.id).map((x) => ({ id: x.id, key: x.key, self: `${api()}/issue/${x.id}` })),
      ...(issue.parent ? { parent: { id: issue.parent, key: findIssue(issue.parent)?.key, self: `${api()}/issue/${issue.parent}` } } : {}),
    };
    for (const cf of state.customFields) f[cf.id] = issue.custom?.[cf.id] ?? null;
    return f;
  }
  const NAMES = { summary: 'Summary', description: 'Description', issuetype: 'Issue Type', project: 'Project', priority: 'Priority', assignee: 'Assignee', reporter: 'Reporter', labels: 'Labels', components: 'Components', status: 'Status', created: 'Created', updated: 'Updated', attachment: 'Attachment', subtasks: 'Sub-tasks', parent: 'Parent' };

  /** An issue as `GET /issue` answers it: `fields` narrowed by the `fields` list, `names` and `renderedFields` when expanded. */
  function issueOut(issue, { fields, expand } = {}) {
    const all = fieldsOf(issue);
    const wanted = String(fields ?? '*all').split(',').map((s) => s.trim()).filter(Boolean);
    const keep = (name) => wanted.includes('*all') || wanted.includes('*navigable') || wanted.includes(name);
    const out = {};
    for (const [name, value] of Object.entries(all)) if (keep(name) && !wanted.includes(`-${name}`)) out[name] = value;
    const expands = String(expand ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    const answer = { expand: 'renderedFields,names,schema,operations,editmeta,changelog,versionedRepresentations', id: issue.id, self: `${api()}/issue/${issue.id}`, key: issue.key, fields: out };
    if (expands.includes('renderedFields')) {
      answer.renderedFields = Object.fromEntries(Object.keys(out).map((k) => [k, k === 'description' && issue.description ? `<p>${issue.description}</p>` : k === 'created' || k === 'updated' ? 'today' : null]));
    }
    if (expands.includes('names')) {
      answer.names = Object.fromEntries(Object.keys(out).map((k) => [k, NAMES[k] ?? state.customFields.find((c) => c.id === k)?.name ?? k]));
    }
    return answer;
  }

  function logChange(issue, items) {
    if (!items.length) return;
    issue.changelog.push({ id: String(issue.changelog.length + 1 + Number(issue.id) * 10), author: userOut(state.users[0]), created: jiraTime(state.clock), items });
  }

  /** Applies a create or edit's `fields`, checking them as Jira does. */
  function applyFields(issue, fields, creating) {
    const errors = {};
    if (creating) {
      if (!fields.summary) errors.summary = 'You must specify a summary of the issue.';
      if (!projectOf(fields.project)) errors.project = 'Specify a valid project ID or key';
      if (!typeOf(fields.issuetype?.id)) errors.issuetype = 'Specify an issue type';
    }
    if (fields.issuetype && !typeOf(fields.issuetype.id)) errors.issuetype = 'The issue type selected is invalid.';
    if (fields.priority && !state.priorities.some((p) => p.id === String(fields.priority.id))) errors.priority = `Priority name '${fields.priority.id}' is not valid`;
    for (const key of Object.keys(fields)) {
      if (key.startsWith('customfield_') && !state.customFields.some((c) => c.id === key)) errors[key] = `Field '${key}' cannot be set. It is not on the appropriate screen, or unknown.`;
    }
    if (Object.keys(errors).length) throw new Refusal(400, [], errors);
    const items = [];
    const set = (name, value, from, to) => {
      if (!creating) items.push({ field: name, fieldtype: 'jira', from: null, fromString: from ?? null, to: null, toString: to ?? null });
      issue[name] = value;
    };
    if ('summary' in fields) set('summary', fields.summary, issue.summary, fields.summary);
    if ('description' in fields) set('description', fields.description, issue.description, fields.description);
    if (fields.project) issue.project = projectOf(fields.project).id;
    if (fields.issuetype) set('issuetype', String(fields.issuetype.id), typeOf(issue.issuetype)?.name, typeOf(fields.issuetype.id).name);
    if (fields.priority) set('priority', String(fields.priority.id), undefined, state.priorities.find((p) => p.id === String(fields.priority.id)).name);
    if ('assignee' in fields) set('assignee', userRef(fields.assignee), undefined, state.users.find((u) => u.accountId === userRef(fields.assignee))?.displayName);
    if ('reporter' in fields) issue.reporter = userRef(fields.reporter);
    if (fields.labels) set('labels', [...fields.labels].map(String), (issue.labels ?? []).join(' '), fields.labels.join(' '));
    if (fields.components) issue.components = fields.components.map((c) => String(c.id));
    if (fields.parent) {
      const parent = issueOrThrow(fields.parent.key ?? fields.parent.id);
      issue.parent = parent.id;
    }
    for (const [key, value] of Object.entries(fields)) if (key.startsWith('customfield_')) (issue.custom ??= {})[key] = value;
    logChange(issue, items);
  }

  function createIssue(body) {
    const fields = body?.fields ?? {};
    const project = projectOf(fields.project);
    const issue = { id: String(state.nextIssue), status: 1, created: 0, updated: 0, labels: [], changelog: [], reporter: state.users[0].accountId };
    applyFields(issue, fields, true);
    if (typeOf(fields.issuetype.id).subtask && !issue.parent) throw new Refusal(400, [], { parent: 'Given parent work item does not belong to appropriate hierarchy.' });
    state.nextIssue += 1;
    issue.key = `${project.key}-${state.issues.filter((x) => x.project === project.id).length + 1}`;
    issue.created = issue.updated = tick();
    state.issues.push(issue);
    return { id: issue.id, key: issue.key, self: `${api()}/issue/${issue.id}` };
  }

  /** The issues a JQL query selects, in its order. */
  function search(jql) {
    let text = String(jql ?? '').trim();
    let order = { field: 'key', dir: 'DESC' };
    const orderMatch = /\s*ORDER\s+BY\s+(\w+)(?:\s+(ASC|DESC))?\s*$/i.exec(text);
    if (orderMatch) {
      order = { field: orderMatch[1].toLowerCase(), dir: (orderMatch[2] ?? 'ASC').toUpperCase() };
      text = text.slice(0, orderMatch.index).trim();
    }
    const tests = [];
    for (const clause of text ? text.split(/\s+AND\s+/i) : []) {
      const m = /^(\w+)\s*(=|!=|>=|<=|>|<|\s+in\s+|\s+not\s+in\s+)\s*(.+)$/i.exec(clause.trim());
      if (!m) throw new Refusal(400, [`Error in the JQL Query: Expecting operator but got '${clause.trim().split(/\s+/)[1] ?? ''}'. (line 1, character ${clause.length})`]);
      const field = m[1].toLowerCase();
      const op = m[2].trim().toLowerCase();
      const values = (op.includes('in') ? m[3].replace(/^\(|\)$/g, '').split(',') : [m[3]]).map((v) => v.trim().replace(/^["']|["']$/g, ''));
      const read = {
        project: (x) => [projectOf(x.project).key, projectOf(x.project).id, projectOf(x.project).name],
        status: (x) => [STATUSES[x.status].name],
        assignee: (x) => [x.assignee ?? 'EMPTY'],
        labels: (x) => x.labels ?? [],
        key: (x) => [x.key],
        issuetype: (x) => [typeOf(x.issuetype)?.name, x.issuetype],
        created: () => null,
        updated: () => null,
      }[field];
      if (!read) throw new Refusal(400, [`Field '${m[1]}' does not exist or you do not have permission to view it.`]);
      tests.push((x) => {
        const have = read(x);
        if (have === null) return true;
        const hit = values.some((v) => have.some((h) => String(h).toLowerCase() === v.toLowerCase()));
        return op === '!=' || op.startsWith('not') ? !hit : hit;
      });
    }
    const found = state.issues.filter((x) => tests.every((t) => t(x)));
    const num = (x) => Number(x.key.split('-')[1]);
    found.sort((a, b) => (order.field === 'created' ? a.created - b.created || num(a) - num(b) : a.key.split('-')[0].localeCompare(b.key.split('-')[0]) || num(a) - num(b)));
    if (order.dir === 'DESC') found.reverse();
    return found;
  }

  const page = (list, startAt, maxResults, max = 100) => {
    const start = Number(startAt ?? 0) || 0;
    const size = Math.min(Number(maxResults ?? 50) || 50, max);
    return { startAt: start, maxResults: size, total: list.length, slice: list.slice(start, start + size) };
  };

  function route(method, parts, query, body, raw, contentType) {
    const [root, version, ...rest] = parts;
    if (root === 'webhooks' && version === '1.0' && rest[0] === 'webhook') {
      const id = rest[1];
      const hookOut = (h) => ({ name: h.name, url: h.url, excludeBody: h.excludeBody, filters: h.filters, events: h.events, enabled: true, self: `${state.site}/rest/webhooks/1.0/webhook/${h.id}`, lastUpdatedUser: state.users[0].accountId, lastUpdatedDisplayName: state.users[0].displayName, lastUpdated: state.clock });
      if (method === 'GET' && !id) return state.webhooks.map(hookOut);
      if (method === 'POST' && !id) {
        if (!body?.url || !Array.isArray(body.events) || !body.events.length) throw new Refusal(400, ['A webhook needs a URL and at least one event.']);
        const hook = { id: state.nextWebhook++, name: body.name, url: body.url, events: body.events, filters: body.filters ?? {}, excludeBody: Boolean(body.excludeBody) };
        tick();
        state.webhooks.push(hook);
        return hookOut(hook);
      }
      if (method === 'DELETE' && id) {
        const i = state.webhooks.findIndex((h) => String(h.id) === id);
        if (i < 0) throw new Refusal(404, [`Webhook with id ${id} not found.`]);
        state.webhooks.splice(i, 1);
        return undefined;
      }
      throw new Refusal(405, ['Method not allowed']);
    }
    if (root !== 'api' || !['2', '3'].includes(version)) throw new Refusal(404, ['Not found']);
    const v = Number(version);
    const [res, id, sub, subId] = rest;
    switch (res) {
      case 'myself': return userOut(state.users[0], v);
      case 'serverInfo': return { baseUrl: state.site, version: state.deployment === 'Cloud' ? '1001.0.0-SNAPSHOT' : '9.12.4', versionNumbers: state.deployment === 'Cloud' ? [1001, 0, 0] : [9, 12, 4], deploymentType: state.deployment, buildNumber: 100250, serverTitle: 'Weft Jira' };
      case 'issuetype': return state.issueTypes.map(typeOut);
      case 'priority': return state.priorities.map(priorityOut);
      case 'label': return { maxResults: 1000, startAt: 0, total: 0, isLast: true, values: [...new Set(state.issues.flatMap((x) => x.labels ?? []))].sort() };
      case 'groups': return { header: `Showing ${state.groups.length} of ${state.groups.length} matching groups`, total: state.groups.length, groups: state.groups.map((name) => ({ name, html: name, groupId: name })) };
      case 'field': return [...Object.entries(NAMES).map(([k, name]) => ({ id: k, key: k, name, custom: false })), ...state.customFields.map((c) => ({ id: c.id, key: c.id, name: c.name, custom: true, schema: { type: 'string', customId: Number(c.id.split('_')[1]) } }))];
      case 'project': {
        if (!id) return state.projects.map(projectOut);
        if (id === 'search') {
          const p = page(state.projects, query.startAt, query.maxResults);
          return { self: `${api(v)}/project/search`, maxResults: p.maxResults, startAt: p.startAt, total: p.total, isLast: p.startAt + p.maxResults >= p.total, values: p.slice.map(projectOut) };
        }
        const project = projectOf(id);
        if (!project) throw new Refusal(404, [`No project could be found with key '${id}'.`]);
        if (sub === 'component') return { values: project.components, total: project.components.length };
        return { ...projectOut(project), issueTypes: state.issueTypes.map(typeOut) };
      }
      case 'users':
      case 'user': {
        if (id === 'search') {
          const p = page(state.users.filter((u) => res === 'users' || !query.username || query.username === "'" || u.name?.includes(query.username)), query.startAt, query.maxResults, 1000);
          return p.slice.map((u) => userOut(u, v));
        }
        if (method === 'POST') {
          if (!body?.emailAddress) throw new Refusal(400, [], { emailAddress: 'You must specify an email address.' });
          if (state.users.some((u) => u.emailAddress === body.emailAddress)) throw new Refusal(400, [], { emailAddress: 'A user with that email address already exists.' });
          const u = { accountId: `5b10ac8d82e05b22cc7d4${String(state.nextUser++).padStart(3, '0')}`, name: body.name, emailAddress: body.emailAddress, displayName: body.displayName || body.emailAddress, active: true, timeZone: 'UTC', groups: ['jira-software-users'] };
          tick();
          state.users.push(u);
          return userOut(u, v);
        }
        const target = state.users.find((u) => u.accountId === query.accountId || (query.username && u.name === query.username));
        if (!target) throw new Refusal(404, [`The user with account ID '${query.accountId ?? ''}' does not exist`]);
        if (method === 'DELETE') {
          state.users.splice(state.users.indexOf(target), 1);
          return undefined;
        }
        const expands = String(query.expand ?? '').split(',');
        return { ...userOut(target, v), groups: expands.includes('groups') ? { size: target.groups.length, items: target.groups.map((name) => ({ name })) } : { size: target.groups.length, items: [] }, applicationRoles: { size: 1, items: expands.includes('applicationRoles') ? [{ key: 'jira-software', name: 'Jira Software' }] : [] }, expand: 'groups,applicationRoles' };
      }
      case 'search': {
        const jql = body?.jql ?? query.jql;
        const found = search(jql);
        const fieldsList = Array.isArray(body?.fields) ? body.fields.join(',') : body?.fields;
        const expand = Array.isArray(body?.expand) ? body.expand.join(',') : body?.expand;
        if (id === 'jql') {
          const start = body?.nextPageToken ? Number(Buffer.from(String(body.nextPageToken), 'base64url').toString('utf8').replace('offset:', '')) : 0;
          const size = Math.min(Number(body?.maxResults ?? 50) || 50, 100);
          const slice = found.slice(start, start + size);
          const more = start + size < found.length;
          return { issues: slice.map((x) => issueOut(x, { fields: fieldsList ?? 'id', expand })), ...(more ? { nextPageToken: Buffer.from(`offset:${start + size}`).toString('base64url') } : {}), isLast: !more };
        }
        const p = page(found, body?.startAt, body?.maxResults);
        return { expand: 'names,schema', startAt: p.startAt, maxResults: p.maxResults, total: p.total, issues: p.slice.map((x) => issueOut(x, { fields: fieldsList, expand })) };
      }
      case 'attachment': {
        if (id === 'content') {
          const a = state.attachments.find((x) => x.id === sub);
          if (!a) throw new Refusal(404, ['The attachment does not exist.']);
          return { bytes: a.bytes, mimeType: a.mimeType };
        }
        const a = state.attachments.find((x) => x.id === id);
        if (!a) throw new Refusal(404, [`The attachment with id '${id}' does not exist`]);
        if (method === 'DELETE') {
          state.attachments.splice(state.attachments.indexOf(a), 1);
          return undefined;
        }
        return attachmentOut(a, v);
      }
      case 'issue': {
        if (id === 'createmeta') {
          const project = projectOf(query.projectIds);
          return { projects: project ? [{ ...projectOut(project), issuetypes: state.issueTypes.filter((t) => !query.issueTypeIds || t.id === query.issueTypeIds).map((t) => ({ ...typeOut(t), fields: Object.fromEntries(state.customFields.map((c) => [c.id, { key: c.id, name: c.name, schema: { type: 'string', customId: Number(c.id.split('_')[1]) } }])) })) }] : [] };
        }
        if (!id && method === 'POST') return createIssue(body);
        const issue = issueOrThrow(id);
        if (!sub) {
          if (method === 'GET') return issueOut(issue, { fields: query.fields, expand: query.expand });
          if (method === 'PUT') {
            applyFields(issue, body?.fields ?? {}, false);
            issue.updated = tick();
            return undefined;
          }
          if (method === 'DELETE') {
            const children = state.issues.filter((x) => x.parent === issue.id);
            if (children.length && String(query.deleteSubtasks) !== 'true') throw new Refusal(400, ['The issue has subtasks and deleteSubtasks is not set to true.']);
            state.issues = state.issues.filter((x) => x !== issue && x.parent !== issue.id);
            return undefined;
          }
        }
        if (sub === 'transitions') {
          if (method === 'GET') {
            return { expand: 'transitions', transitions: TRANSITIONS.filter(([tid]) => !query.transitionId || tid === String(query.transitionId)).map(([tid, name, to]) => ({ id: tid, name, to: { self: `${api()}/status/${STATUSES[to].id}`, ...STATUSES[to] }, hasScreen: false, isGlobal: true, isInitial: false, isAvailable: true, isConditional: false, isLooped: false })) };
          }
          const t = TRANSITIONS.find(([tid]) => tid === String(body?.transition?.id));
          if (!t) throw new Refusal(400, [`Transition id '${body?.transition?.id}' is not valid for this issue.`]);
          logChange(issue, [{ field: 'status', fieldtype: 'jira', from: STATUSES[issue.status].id, fromString: STATUSES[issue.status].name, to: STATUSES[t[2]].id, toString: STATUSES[t[2]].name }]);
          issue.status = t[2];
          issue.updated = tick();
          return undefined;
        }
        if (sub === 'changelog') {
          const p = page(issue.changelog, query.startAt, query.maxResults, 100);
          return { self: `${api(v)}/issue/${issue.key}/changelog?maxResults=${p.maxResults}&startAt=${p.startAt}`, maxResults: p.maxResults, startAt: p.startAt, total: p.total, isLast: p.startAt + p.maxResults >= p.total, values: p.slice };
        }
        if (sub === 'notify') {
          if (!body?.htmlBody && !body?.textBody) throw new Refusal(400, ['The notification has no text or HTML body.']);
          state.notifications = [...(state.notifications ?? []), { issue: issue.key, ...body }];
          return undefined;
        }
        if (sub === 'attachments' && method === 'POST') {
          const files = parseMultipart(raw, contentType).filter((f) => f.name === 'file');
          if (!files.length) throw new Refusal(400, ['No file was attached.']);
          return files.map((f) => {
            const a = { id: String(state.nextAttachment++), issueId: issue.id, filename: f.filename, mimeType: f.contentType ?? 'application/octet-stream', bytes: f.bytes, author: state.users[0].accountId, created: tick() };
            state.attachments.push(a);
            return attachmentOut(a, v);
          });
        }
        if (sub === 'comment') {
          const mine = state.comments.filter((c) => c.issueId === issue.id);
          if (!subId && method === 'GET') {
            const ordered = String(query.orderBy ?? '') === '-created' ? [...mine].reverse() : mine;
            const p = page(ordered, query.startAt, query.maxResults, 100);
            return { startAt: p.startAt, maxResults: p.maxResults, total: p.total, comments: p.slice.map((c) => commentOut(c, v)) };
          }
          if (!subId && method === 'POST') {
            if (body?.body === undefined || body.body === '') throw new Refusal(400, [], { comment: 'Comment body can not be empty!' });
            if (v === 2 && typeof body.body !== 'string') throw new Refusal(400, [], { comment: 'Comment body must be a string in API version 2.' });
            if (v === 3 && typeof body.body !== 'object') throw new Refusal(400, [], { comment: 'Comment body is not valid!' });
            const at = tick();
            const c = { id: String(state.nextComment++), issueId: issue.id, body: body.body, author: state.users[0].accountId, created: at, updated: at, visibility: body.visibility };
            state.comments.push(c);
            return commentOut(c, v);
          }
          const c = mine.find((x) => x.id === subId);
          if (!c) throw new Refusal(404, [`Can not find a comment for the id: ${subId}.`]);
          if (method === 'GET') return commentOut(c, v);
          if (method === 'DELETE') {
            state.comments.splice(state.comments.indexOf(c), 1);
            return undefined;
          }
          if (method === 'PUT') {
            if (v === 3 && typeof body?.body !== 'object') throw new Refusal(400, [], { comment: 'Comment body is not valid!' });
            c.body = body?.body;
            c.updated = tick();
            return commentOut(c, v);
          }
        }
        throw new Refusal(404, ['Not found']);
      }
      default:
        throw new Refusal(404, ['Not found']);
    }
  }

  function authorised(header) {
    const h = String(header ?? '');
    if (h === `Bearer ${PAT}`) return true;
    if (!h.startsWith('Basic ')) return false;
    const [user, secret] = Buffer.from(h.slice(6), 'base64').toString('utf8').split(/:(.*)/s);
    return user === EMAIL && (secret === API_TOKEN || secret === PASSWORD);
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (!url.pathname.startsWith('/rest/')) return false;
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const raw = Buffer.concat(chunks);
    const contentType = String(req.headers['content-type'] ?? '');
    let body;
    if (raw.length && contentType.includes('json')) {
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        body = undefined;
      }
    }
    const query = {};
    for (const [k, v] of url.searchParams) query[k] = k in query ? [].concat(query[k], v) : v;
    const method = String(req.method ?? 'GET').toUpperCase();
    state.calls.push({ method, path: url.pathname, rawQuery: url.search.slice(1), query, body, authorization: req.headers.authorization, contentType, atlassianToken: req.headers['x-atlassian-token'] });
    const send = (status, payload, type = 'application/json;charset=UTF-8') => {
      res.writeHead(status, { 'Content-Type': type });
      res.end(payload);
    };
    // Answers queued by tests (`state.failures.push({ status, retryAfter? })`) come before anything else.
    const failure = state.failures.shift();
    if (failure) {
      res.writeHead(failure.status, { 'Content-Type': 'application/json', ...(failure.retryAfter !== undefined ? { 'Retry-After': String(failure.retryAfter) } : {}) });
      res.end(JSON.stringify({ errorMessages: [failure.message ?? 'Rate limit exceeded.'], errors: {} }));
      return true;
    }
    if (!authorised(req.headers.authorization)) {
      send(401, 'Client must be authenticated to access this resource.', 'text/plain;charset=UTF-8');
      return true;
    }
    try {
      const answer = route(method, url.pathname.split('/').filter(Boolean).slice(1), query, body, raw, contentType);
      if (answer && answer.bytes instanceof Uint8Array) {
        res.writeHead(200, { 'Content-Type': answer.mimeType, 'Content-Length': answer.bytes.length });
        res.end(Buffer.from(answer.bytes));
      } else if (answer === undefined) {
        res.writeHead(204);
        res.end();
      } else {
        send(method === 'POST' && /\/(issue|user|comment)$/.test(url.pathname) ? 201 : 200, JSON.stringify(answer));
      }
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      send(error.status, JSON.stringify({ errorMessages: error.messages, errors: error.errors }));
    }
    return true;
  }

  // Seeded issues: `{ project, type, summary, description?, labels?, priority?, assignee?, status?, parent?, comments?: [text], attachments?: [{ filename, mimeType, text }] }`.
  for (const seeded of seed.issues ?? []) {
    const fields = { summary: seeded.summary, project: { key: seeded.project ?? 'WEFT' }, issuetype: { id: seeded.type ?? '10001' } };
    if (seeded.description) fields.description = seeded.description;
    if (seeded.labels) fields.labels = seeded.labels;
    if (seeded.priority) fields.priority = { id: seeded.priority };
    if (seeded.assignee) fields.assignee = { id: seeded.assignee };
    if (seeded.parent) fields.parent = { key: seeded.parent };
    const made = findIssue(createIssue({ fields }).id);
    made.status = seeded.status ?? 1;
    for (const text of seeded.comments ?? []) {
      const at = tick();
      state.comments.push({ id: String(state.nextComment++), issueId: made.id, body: text, author: state.users[0].accountId, created: at, updated: at });
    }
    for (const file of seeded.attachments ?? []) {
      state.attachments.push({ id: String(state.nextAttachment++), issueId: made.id, filename: file.filename, mimeType: file.mimeType ?? 'text/plain', bytes: new Uint8Array(Buffer.from(file.text ?? '')), author: state.users[0].accountId, created: tick() });
    }
    for (let n = 0; n < (seeded.changes ?? 0); n++) logChange(made, [{ field: 'summary', fieldtype: 'jira', from: null, fromString: `${seeded.summary} (draft ${n})`, to: null, toString: seeded.summary }]);
  }

  return { state, handle };
}

/** The parts of a multipart/form-data body: `{ name, filename, contentType, bytes }`. */
export function parseMultipart(raw, contentType) {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType ?? '');
  if (!boundary) return [];
  const mark = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const parts = [];
  let at = raw.indexOf(mark);
  while (at >= 0) {
    const start = at + mark.length;
    if (raw.slice(start, start + 2).toString() === '--') break;
    const next = raw.indexOf(mark, start);
    if (next < 0) break;
    const part = raw.slice(start + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    const head = part.slice(0, split).toString('utf8');
    const name = /name="([^"]*)"/i.exec(head)?.[1];
    const filename = /filename="([^"]*)"/i.exec(head)?.[1];
    const type = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1]?.trim();
    parts.push({ name, filename, contentType: type, bytes: new Uint8Array(part.slice(split + 4)) });
    at = next;
  }
  return parts;
}

/** Serves a fake on 127.0.0.1 at a free port. */
export async function start(seed = {}) {
  const fake = createJiraFake(seed);
  const server = createServer((req, res) => {
    void fake.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, fake, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
