/**
 * A loopback Linear GraphQL API (https://developers.linear.app/docs/graphql/working-with-the-graphql-api,
 * `POST /graphql`) over in-memory state, for tests and for recording n8n. It answers the documents
 * the Linear node and its trigger send, told apart by their root field:
 *
 * - queries: `teams`, `users`, `workflowStates` (`filter.team.id.eq`), `issue(id)` (with `team { id }`
 *   or the issue's fields), `issues` (`first`, `after`), `webhooks`, `viewer`;
 * - mutations: `issueCreate`, `issueUpdate`, `issueDelete` (archives), `commentCreate`,
 *   `attachmentLinkURL`, `webhookCreate`, `webhookDelete`.
 *
 * Connections page by cursor (`first`, `after`, `pageInfo { hasNextPage endCursor }`). Requests sign
 * in with `Authorization: KEY` (a personal key) or `Authorization: Bearer OAUTH_TOKEN`; anything else
 * is answered 400 with an `AUTHENTICATION_ERROR`, as Linear answers. Unknown ids are answered 200 with
 * `errors` (`Entity not found: …`, `INVALID_INPUT`), as Linear does. Ids are counted and times come
 * from a clock that moves one minute per write, so two fakes given the same calls answer the same.
 * `state.calls` logs each request; answers pushed on `state.failures` (`{ status, retryAfter? }`)
 * are given first, one a request.
 *
 * `createLinearFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

export const KEY = 'lin_api_weft0000000000000001';
export const OAUTH_TOKEN = 'lin_oauth_weft000000000001';

const clone = (v) => JSON.parse(JSON.stringify(v));
class GraphQLRefusal extends Error {
  constructor(message, extensions) {
    super(message);
    this.extensions = extensions;
  }
}
const notFound = (what) => new GraphQLRefusal(`Entity not found: ${what}`, { type: 'invalid input', code: 'INVALID_INPUT', statusCode: 400, userError: true, userPresentableMessage: `Could not find referenced ${what}.` });

/**
 * Seed: `{ now?, users?: [{ name, displayName? }], teams?: [{ key, name, states?: [name] }],
 * issues?: [{ team: index, title, description?, priority?, assignee?: index, state?: name }], webhooks?: [{ url, team: index }] }`.
 * The first user is the key's owner (`Ada Lovelace` when none are seeded).
 */
export function createLinearFake(seed = {}) {
  let counter = 1;
  const uuid = () => `00000000-0000-4000-a000-${String(counter++).padStart(12, '0')}`;
  const state = { clock: Date.parse(seed.now ?? '2026-01-05T10:00:00.000Z'), users: [], teams: [], states: [], issues: [], comments: [], attachments: [], webhooks: [], calls: [], failures: [] };
  const tick = () => new Date((state.clock += 60_000)).toISOString();

  for (const u of seed.users ?? [{ name: 'Ada Lovelace', displayName: 'ada' }]) state.users.push({ id: uuid(), name: u.name, displayName: u.displayName ?? u.name.split(' ')[0].toLowerCase() });
  for (const t of seed.teams ?? [{ key: 'ENG', name: 'Engineering' }]) {
    const team = { id: uuid(), key: t.key, name: t.name, issueCount: 0 };
    state.teams.push(team);
    for (const name of t.states ?? ['Backlog', 'Todo', 'In Progress', 'Done']) state.states.push({ id: uuid(), name, teamId: team.id });
  }
  const viewer = () => state.users[0];
  const teamOf = (id) => state.teams.find((t) => t.id === id) ?? (() => { throw notFound('Team'); })();
  const userOf = (id) => state.users.find((u) => u.id === id) ?? (() => { throw notFound('User'); })();
  const stateOf = (id) => state.states.find((s) => s.id === id) ?? (() => { throw notFound('WorkflowState'); })();
  const issueOf = (id) => state.issues.find((x) => (x.id === id || x.identifier === id) && !x.archivedAt) ?? (() => { throw notFound('Issue'); })();

  function makeIssue(input) {
    const team = teamOf(input.teamId);
    if (!input.title) throw new GraphQLRefusal('Argument Validation Error', { type: 'invalid input', code: 'INVALID_INPUT', statusCode: 400, userError: true, userPresentableMessage: 'title must be a string.' });
    const issue = {
      id: uuid(), identifier: `${team.key}-${++team.issueCount}`, title: input.title, priority: input.priority ?? 0, archivedAt: null,
      assigneeId: input.assigneeId ? userOf(input.assigneeId).id : null, stateId: input.stateId ? stateOf(input.stateId).id : state.states.find((s) => s.teamId === team.id).id,
      createdAt: tick(), creatorId: viewer().id, description: input.description ?? null, dueDate: null, teamId: team.id,
    };
    state.issues.push(issue);
    return issue;
  }
  for (const x of seed.issues ?? []) {
    const team = state.teams[x.team ?? 0];
    makeIssue({ teamId: team.id, title: x.title, description: x.description, priority: x.priority, assigneeId: x.assignee === undefined ? undefined : state.users[x.assignee].id, stateId: x.state ? state.states.find((s) => s.teamId === team.id && s.name === x.state).id : undefined });
  }
  for (const w of seed.webhooks ?? []) state.webhooks.push({ id: uuid(), url: w.url, enabled: true, teamId: state.teams[w.team ?? 0].id, resourceTypes: w.resources ?? ['Issue'] });

  const person = (id) => {
    if (!id) return null;
    const u = userOf(id);
    return { id: u.id, displayName: u.displayName };
  };
  const issueJson = (x) => {
    const s = stateOf(x.stateId);
    return { id: x.id, identifier: x.identifier, title: x.title, priority: x.priority, archivedAt: x.archivedAt, assignee: person(x.assigneeId), state: { id: s.id, name: s.name }, createdAt: x.createdAt, creator: person(x.creatorId), description: x.description, dueDate: x.dueDate, cycle: null };
  };
  function connection(list, variables) {
    const first = variables.first ?? 50;
    const start = variables.after ? list.findIndex((x) => x.id === variables.after) + 1 : 0;
    const nodes = list.slice(start, start + first);
    return { nodes, pageInfo: { hasNextPage: start + first < list.length, endCursor: nodes.length ? nodes.at(-1).id : null } };
  }
  // The editor's input fields, as the node passes them: `priorityId` is the priority.
  function issueInput(v) {
    const input = {};
    for (const key of ['title', 'description', 'teamId', 'assigneeId', 'stateId']) if (v[key] !== undefined && v[key] !== null) input[key] = v[key];
    if (v.priorityId !== undefined && v.priorityId !== null) input.priority = v.priorityId;
    return input;
  }

  function resolve(query, v) {
    const has = (re) => re.test(query);
    if (has(/\bissueCreate\s*\(/)) {
      const issue = makeIssue(issueInput(v));
      return { issueCreate: { success: true, issue: issueJson(issue) } };
    }
    if (has(/\bissueUpdate\s*\(/)) {
      const issue = issueOf(v.issueId);
      const input = issueInput(v);
      if (input.teamId) teamOf(input.teamId);
      if (input.assigneeId) userOf(input.assigneeId);
      if (input.stateId) stateOf(input.stateId);
      Object.assign(issue, input);
      tick();
      return { issueUpdate: { success: true, issue: issueJson(issue) } };
    }
    if (has(/\bissueDelete\s*\(/)) {
      issueOf(v.issueId).archivedAt = tick();
      return { issueDelete: { success: true } };
    }
    if (has(/\bcommentCreate\s*\(/)) {
      const issue = issueOf(v.issueId);
      if (v.parentId && !state.comments.some((c) => c.id === v.parentId)) throw notFound('Comment');
      const comment = { id: uuid(), issueId: issue.id, body: v.body, parentId: v.parentId ?? null, userId: viewer().id, createdAt: tick() };
      state.comments.push(comment);
      return { commentCreate: { success: true, comment: { id: comment.id } } };
    }
    if (has(/\battachmentLinkURL\s*\(/)) {
      const issue = issueOf(v.issueId);
      state.attachments.push({ id: uuid(), issueId: issue.id, url: v.url, createdAt: tick() });
      return { attachmentLinkURL: { success: true } };
    }
    if (has(/\bwebhookCreate\s*\(/)) {
      const team = teamOf(v.teamId);
      const hook = { id: uuid(), url: v.url, enabled: true, teamId: team.id, resourceTypes: v.resources };
      state.webhooks.push(hook);
      tick();
      return { webhookCreate: { success: true, webhook: { id: hook.id, enabled: true } } };
    }
    if (has(/\bwebhookDelete\s*\(/)) {
      const index = state.webhooks.findIndex((w) => w.id === v.id);
      if (index < 0) throw notFound('Webhook');
      state.webhooks.splice(index, 1);
      return { webhookDelete: { success: true } };
    }
    if (has(/\bworkflowStates\s*\(/)) {
      const teamId = v.filter?.team?.id?.eq;
      return { workflowStates: connection(state.states.filter((s) => !teamId || s.teamId === teamId).map((s) => ({ id: s.id, name: s.name })), v) };
    }
    if (has(/\bteams\s*\(/)) return { teams: connection(state.teams.map((t) => ({ id: t.id, name: t.name })), v) };
    if (has(/\busers\s*\(/)) return { users: connection(state.users.map((u) => ({ id: u.id, name: u.name })), v) };
    if (has(/\bwebhooks\s*\{/)) return { webhooks: { nodes: state.webhooks.map((w) => ({ id: w.id, url: w.url, enabled: w.enabled, team: { id: w.teamId, name: teamOf(w.teamId).name } })) } };
    if (has(/\bissues\s*\(/)) return { issues: connection(state.issues.filter((x) => !x.archivedAt).map(issueJson), v) };
    if (has(/\bissue\s*\(\s*id:[^)]*\)\s*\{\s*team\b/)) return { issue: { team: { id: issueOf(v.issueId).teamId } } };
    if (has(/\bissue\s*\(/)) return { issue: issueJson(issueOf(v.issueId)) };
    if (has(/\bviewer\b/)) return { viewer: { id: viewer().id, name: viewer().name } };
    throw new GraphQLRefusal('Unknown query', { code: 'GRAPHQL_VALIDATION_FAILED', userPresentableMessage: 'The query is not one this fake knows.' });
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname !== '/graphql') return false;
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    let body = {};
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    } catch {
      body = {};
    }
    const authorization = String(req.headers.authorization ?? '');
    state.calls.push({ method: req.method, path: url.pathname, query: body.query, variables: body.variables ?? {}, authorization });
    const send = (status, payload, headers = {}) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
      res.end(JSON.stringify(payload));
    };
    const failure = state.failures.shift();
    if (failure) {
      send(failure.status, { errors: [{ message: `failure ${failure.status}`, extensions: { code: 'RATELIMITED', userPresentableMessage: 'Too many requests.' } }] }, failure.retryAfter === undefined ? {} : { 'retry-after': String(failure.retryAfter) });
      return true;
    }
    if (req.method !== 'POST') {
      send(400, { errors: [{ message: 'GET query missing.', extensions: { code: 'BAD_USER_INPUT' } }] });
      return true;
    }
    if (authorization !== KEY && authorization !== `Bearer ${OAUTH_TOKEN}`) {
      send(400, { errors: [{ message: 'Authentication required, not authenticated', extensions: { type: 'authentication error', code: 'AUTHENTICATION_ERROR', statusCode: 401, userError: true, userPresentableMessage: 'You need to authenticate to access this operation.' } }] });
      return true;
    }
    try {
      send(200, { data: clone(resolve(String(body.query ?? ''), body.variables ?? {})) });
    } catch (error) {
      if (!(error instanceof GraphQLRefusal)) throw error;
      send(200, { data: null, errors: [{ message: error.message, extensions: error.extensions }] });
    }
    return true;
  }

  return { handle, state };
}

/** Serves a fresh fake on 127.0.0.1:0. */
export async function start(seed) {
  const fake = createLinearFake(seed);
  const server = createServer((req, res) => {
    void fake.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, fake, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
