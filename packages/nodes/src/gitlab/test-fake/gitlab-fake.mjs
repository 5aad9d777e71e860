/**
 * A loopback GitLab REST API v4 (https://docs.gitlab.com/api/rest/) over in-memory state, for tests
 * and for recording n8n. Every path starts with `/api/v4`:
 *
 * - `GET /personal_access_tokens/self`, `GET /user`, `GET /users/{username}/projects`;
 * - projects (an id, or a URL-encoded `namespace%2Fpath`): `GET /projects/{id}`;
 * - issues: `GET|POST /projects/{id}/issues` (list: `state`, `labels`, `assignee_username`,
 *   `author_username`, `search`, `order_by`, `sort`, `created_after`, `updated_after`…),
 *   `GET|PUT /projects/{id}/issues/{iid}`, `POST /projects/{id}/issues/{iid}/notes`;
 * - releases: `GET|POST /projects/{id}/releases`, `GET|PUT|DELETE /projects/{id}/releases/{tag}`;
 * - files: `GET|POST|PUT|DELETE /projects/{id}/repository/files/{path}` (`ref` or `branch`),
 *   `GET /projects/{id}/repository/tree` (`path`, `ref`, `recursive`);
 * - hooks: `GET|POST /projects/{id}/hooks`, `DELETE /projects/{id}/hooks/{hookId}`.
 *
 * Lists take `per_page` (20 unless set, at most 100) and `page`, and answer GitLab's `Link` header
 * and `X-Total`/`X-Page` headers. Requests sign in with `Private-Token: <TOKEN>` or
 * `Authorization: Bearer <OAUTH_TOKEN>`; errors have GitLab's shape `{ message }` (or `{ error }`).
 * Ids are counted and times come from `state.clock` (one second per write), so two fakes given the
 * same calls answer the same. `state.calls` logs each request.
 *
 * `createGitlabFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start()`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';

/** The token and OAuth2 access token the fake accepts, and the signed-in user. */
export const TOKEN = 'glpat-weftTestToken000000';
export const OAUTH_TOKEN = 'glo-weftOauthToken0000000';
export const USERNAME = 'tanuki';

const WEB = 'https://gitlab.com';

class Refusal extends Error {
  constructor(status, body) {
    super(typeof body.message === 'string' ? body.message : 'refused');
    this.status = status;
    this.body = body;
  }
}
const notFound = (what) => new Refusal(404, { message: what ? `404 ${what} Not Found` : '404 Not Found' });
const bad = (message) => new Refusal(400, { message });

const iso = (ms) => new Date(ms).toISOString();
const sha1 = (text) => createHash('sha1').update(text).digest('hex');
const sha256 = (buffer) => createHash('sha256').update(buffer).digest('hex');

/** A fresh fake seeded with `{ users, projects: [{ name, owner, description, files, issues, releases, tags }] }`. */
export function createGitlabFake(seed = {}) {
  const state = { clock: Date.UTC(2024, 5, 1, 12, 0, 0), nextId: 1000, users: [], projects: [], files: [], issues: [], notes: [], releases: [], hooks: [], calls: [] };
  const tick = () => (state.clock += 1000);
  const newId = () => ++state.nextId;

  const addUser = (fields) => {
    const user = { id: newId(), username: String(fields.username), name: String(fields.name ?? fields.username) };
    state.users.push(user);
    return user;
  };
  const userByName = (name) => state.users.find((u) => u.username === name);
  const userById = (id) => state.users.find((u) => u.id === Number(id));
  const userJson = (u) => ({ id: u.id, username: u.username, name: u.name, state: 'active', locked: false, avatar_url: `https://secure.gravatar.com/avatar/${sha1(u.username).slice(0, 16)}?s=80&d=identicon`, web_url: `${WEB}/${u.username}` });

  addUser({ username: USERNAME, name: 'Tanuki' });
  for (const user of seed.users ?? []) addUser(user);

  const putFile = (project, path, content, branch) => {
    const buffer = Buffer.isBuffer(content) ? content : Buffer.from(String(content));
    const existing = state.files.find((f) => f.project === project.id && f.path === path && f.branch === branch);
    const commit = sha1(`${project.id}:${path}:${state.clock}:${buffer.toString('base64')}`);
    if (existing) Object.assign(existing, { content: buffer, commit });
    else state.files.push({ project: project.id, path, branch, content: buffer, commit });
  };

  const addProject = (fields) => {
    const owner = String(fields.owner ?? USERNAME);
    if (!userByName(owner)) addUser({ username: owner });
    const name = String(fields.name);
    const project = {
      id: newId(), name, path: name, owner, description: fields.description ?? null, created: state.clock,
      default_branch: String(fields.default_branch ?? 'main'), branches: (fields.branches ?? ['main']).map(String), tags: (fields.tags ?? []).map(String), nextIid: 1,
    };
    state.projects.push(project);
    for (const [path, content] of Object.entries(fields.files ?? {})) putFile(project, path, content, project.default_branch);
    for (const issue of fields.issues ?? []) addIssue(project, issue, userByName(String(issue.author ?? USERNAME)));
    for (const release of fields.releases ?? []) {
      if (!project.tags.includes(release.tag_name)) project.tags.push(release.tag_name);
      state.releases.push({ project: project.id, tag_name: release.tag_name, name: release.name ?? release.tag_name, description: release.description ?? '', created: state.clock, released: state.clock, author: userByName(USERNAME).id, milestones: [] });
    }
    return project;
  };

  function addIssue(project, fields, author) {
    const now = fields.created ?? state.clock;
    const assignees = (fields.assignees ?? []).map((name) => userByName(String(name))).filter(Boolean).map((u) => u.id);
    const issue = {
      id: newId(), iid: project.nextIid++, project: project.id, title: String(fields.title ?? ''), description: fields.description ?? null,
      state: fields.state ?? 'opened', created: now, updated: fields.updated ?? now, labels: (fields.labels ?? []).map(String), assignees, author: author.id,
      due_date: fields.due_date ?? null, discussion_locked: null, notes: 0,
    };
    state.issues.push(issue);
    return issue;
  }

  for (const project of seed.projects ?? []) addProject(project);

  const projectPath = (p) => `${p.owner}/${p.path}`;
  const findProject = (ref) => {
    const decoded = decodeURIComponent(ref);
    const project = /^\d+$/.test(decoded) ? state.projects.find((p) => p.id === Number(decoded)) : state.projects.find((p) => projectPath(p) === decoded);
    if (!project) throw notFound('Project');
    return project;
  };
  const projectJson = (p) => {
    const owner = userByName(p.owner);
    return {
      id: p.id, description: p.description, name: p.name, name_with_namespace: `${owner.name} / ${p.name}`, path: p.path, path_with_namespace: projectPath(p),
      created_at: iso(p.created), default_branch: p.default_branch, tag_list: [], topics: [], ssh_url_to_repo: `git@gitlab.com:${projectPath(p)}.git`,
      http_url_to_repo: `${WEB}/${projectPath(p)}.git`, web_url: `${WEB}/${projectPath(p)}`, readme_url: null, forks_count: 0, avatar_url: null, star_count: 0,
      last_activity_at: iso(p.created), namespace: { id: owner.id, name: owner.name, path: owner.username, kind: 'user', full_path: owner.username, parent_id: null, avatar_url: null, web_url: `${WEB}/${owner.username}` },
      visibility: 'public', open_issues_count: state.issues.filter((i) => i.project === p.id && i.state === 'opened').length,
    };
  };
  const issueJson = (i) => {
    const project = state.projects.find((p) => p.id === i.project);
    const assignees = i.assignees.map((id) => userJson(userById(id)));
    return {
      id: i.id, iid: i.iid, project_id: i.project, title: i.title, description: i.description, state: i.state, created_at: iso(i.created), updated_at: iso(i.updated),
      closed_at: null, closed_by: null, labels: i.labels, milestone: null, assignees, author: userJson(userById(i.author)), type: 'ISSUE', assignee: assignees[0] ?? null,
      user_notes_count: i.notes, merge_requests_count: 0, upvotes: 0, downvotes: 0, due_date: i.due_date, confidential: false, discussion_locked: i.discussion_locked,
      issue_type: 'issue', web_url: `${WEB}/${projectPath(project)}/-/issues/${i.iid}`,
      time_stats: { time_estimate: 0, total_time_spent: 0, human_time_estimate: null, human_total_time_spent: null },
      references: { short: `#${i.iid}`, relative: `#${i.iid}`, full: `${projectPath(project)}#${i.iid}` },
    };
  };
  const releaseJson = (r) => {
    const project = state.projects.find((p) => p.id === r.project);
    const url = `${WEB}/${projectPath(project)}`;
    return {
      name: r.name, tag_name: r.tag_name, description: r.description, created_at: iso(r.created), released_at: iso(r.released), upcoming_release: false,
      author: userJson(userById(r.author)), commit_path: `/${projectPath(project)}/-/commit/${sha1(r.tag_name)}`, tag_path: `/${projectPath(project)}/-/tags/${r.tag_name}`,
      milestones: r.milestones,
      assets: { count: 2, sources: ['zip', 'tar.gz'].map((format) => ({ format, url: `${url}/-/archive/${r.tag_name}/${project.path}-${r.tag_name}.${format}` })), links: [] },
      _links: { self: `${url}/-/releases/${r.tag_name}` },
    };
  };

  const authenticate = (req) => {
    const token = req.headers['private-token'];
    const bearer = String(req.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    if (token === TOKEN || bearer === OAUTH_TOKEN) return;
    throw new Refusal(401, { message: '401 Unauthorized' });
  };

  /** One page of a list, with GitLab's pagination headers. */
  const page = (url, list, headers) => {
    const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get('per_page') ?? 20) || 20));
    const current = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
    const total = Math.max(1, Math.ceil(list.length / perPage));
    const link = (n, rel) => {
      const next = new URL(`${WEB}${url.pathname}${url.search}`);
      next.searchParams.set('page', String(n));
      next.searchParams.set('per_page', String(perPage));
      return `<${next.href}>; rel="${rel}"`;
    };
    const links = [];
    if (current > 1) links.push(link(current - 1, 'prev'));
    if (current < total) links.push(link(current + 1, 'next'));
    links.push(link(1, 'first'), link(total, 'last'));
    Object.assign(headers, { link: links.join(', '), 'x-page': String(current), 'x-per-page': String(perPage), 'x-total': String(list.length), 'x-total-pages': String(total) });
    return list.slice((current - 1) * perPage, current * perPage);
  };

  const branchOf = (project, name) => {
    if (!name) throw bad('branch is missing');
    if (!project.branches.includes(name)) throw bad('You can only create or edit files when you are on a branch');
    return name;
  };

  const fileRoute = (req, url, project, filePath, body) => {
    const path = decodeURIComponent(filePath);
    if (req.method === 'GET') {
      const ref = url.searchParams.get('ref');
      if (!ref) throw bad('ref is missing, ref is empty');
      const file = state.files.find((f) => f.project === project.id && f.path === path && f.branch === ref);
      if (!file) throw notFound('File');
      const name = path.split('/').pop();
      return [200, { file_name: name, file_path: path, size: file.content.length, encoding: 'base64', content_sha256: sha256(file.content), ref, blob_id: sha1(file.content.toString('base64')), commit_id: file.commit, last_commit_id: file.commit, execute_filemode: false, content: file.content.toString('base64') }];
    }
    const branch = branchOf(project, body.branch);
    if (req.method !== 'DELETE' && !body.commit_message) throw bad('commit_message is missing');
    const existing = state.files.find((f) => f.project === project.id && f.path === path && f.branch === branch);
    if (req.method === 'POST' && existing) throw bad('A file with this name already exists');
    if ((req.method === 'PUT' || req.method === 'DELETE') && !existing) throw bad('A file with this name doesn\'t exist');
    tick();
    if (req.method === 'DELETE') {
      state.files.splice(state.files.indexOf(existing), 1);
      return [204, undefined];
    }
    const content = body.encoding === 'base64' ? Buffer.from(String(body.content ?? ''), 'base64') : Buffer.from(String(body.content ?? ''));
    putFile(project, path, content, branch);
    return [req.method === 'POST' ? 201 : 200, { file_path: path, branch }];
  };

  const tree = (url, project) => {
    const ref = url.searchParams.get('ref') || project.default_branch;
    const base = (url.searchParams.get('path') ?? '').replace(/^\/+|\/+$/g, '');
    const recursive = url.searchParams.get('recursive') === 'true';
    const entries = new Map();
    for (const file of state.files.filter((f) => f.project === project.id && f.branch === ref)) {
      if (base && !file.path.startsWith(`${base}/`)) continue;
      const rest = base ? file.path.slice(base.length + 1) : file.path;
      const parts = rest.split('/');
      const prefix = base ? `${base}/` : '';
      if (recursive) {
        for (let n = 1; n < parts.length; n++) entries.set(prefix + parts.slice(0, n).join('/'), 'tree');
        entries.set(file.path, 'blob');
      } else entries.set(prefix + parts[0], parts.length > 1 ? 'tree' : 'blob');
    }
    if (base && entries.size === 0) throw notFound('Tree');
    return [...entries.entries()].sort(([a, ta], [b, tb]) => (ta === tb ? a.localeCompare(b) : ta === 'tree' ? -1 : 1)).map(([path, type]) => ({
      id: sha1(`${project.id}:${ref}:${path}`), name: path.split('/').pop(), type, path, mode: type === 'tree' ? '040000' : '100644',
    }));
  };

  const listIssues = (url, project) => {
    const q = (name) => url.searchParams.get(name);
    let list = state.issues.filter((i) => i.project === project.id);
    if (q('state') && q('state') !== 'all') list = list.filter((i) => i.state === q('state'));
    if (q('labels')) for (const label of q('labels').split(',')) list = list.filter((i) => i.labels.includes(label));
    if (q('assignee_username')) list = list.filter((i) => i.assignees.some((id) => userById(id).username === q('assignee_username')));
    if (q('author_username')) list = list.filter((i) => userById(i.author).username === q('author_username'));
    if (q('search')) list = list.filter((i) => `${i.title} ${i.description ?? ''}`.includes(q('search')));
    if (q('created_after')) list = list.filter((i) => i.created >= Date.parse(q('created_after')));
    if (q('updated_after')) list = list.filter((i) => i.updated >= Date.parse(q('updated_after')));
    const key = q('order_by') === 'updated_at' ? 'updated' : 'created';
    const dir = q('sort') === 'asc' ? 1 : -1;
    return [...list].sort((a, b) => (a[key] - b[key]) * dir || (a.id - b.id) * dir);
  };

  const route = (req, url, body, headers) => {
    const parts = url.pathname.replace(/^\/api\/v4/, '').split('/').filter(Boolean);
    const [top, ref, section, ...rest] = parts;
    if (top === 'personal_access_tokens' && ref === 'self') return [200, { id: 1, name: 'weft', revoked: false, created_at: iso(Date.UTC(2024, 0, 1)), scopes: ['api'], user_id: userByName(USERNAME).id, active: true, expires_at: null }];
    if (top === 'user' && !ref) return [200, userJson(userByName(USERNAME))];
    if (top === 'users' && section === 'projects') {
      const user = userByName(decodeURIComponent(ref)) ?? userById(ref);
      if (!user) throw notFound('User');
      return [200, page(url, state.projects.filter((p) => p.owner === user.username).sort((a, b) => b.id - a.id).map(projectJson), headers)];
    }
    if (top !== 'projects' || !ref) throw notFound('');
    const project = findProject(ref);
    if (!section) return [200, projectJson(project)];
    if (section === 'issues') {
      if (rest.length === 0) {
        if (req.method === 'POST') {
          if (!body.title) throw bad('title is missing');
          tick();
          const labels = String(body.labels ?? '').split(',').map((l) => l.trim()).filter(Boolean);
          const assignees = (Array.isArray(body.assignee_ids) ? body.assignee_ids : []).map((id) => userById(id)?.username).filter(Boolean);
          const due = body.due_date ? String(body.due_date).slice(0, 10) : null;
          return [201, issueJson(addIssue(project, { title: body.title, description: body.description === '' ? '' : body.description ?? null, labels, assignees, due_date: due }, userByName(USERNAME)))];
        }
        return [200, page(url, listIssues(url, project).map(issueJson), headers)];
      }
      const issue = state.issues.find((i) => i.project === project.id && i.iid === Number(rest[0]));
      if (!issue) throw notFound('');
      if (rest[1] === 'notes' && req.method === 'POST') {
        if (!body.body) throw bad('body is missing');
        tick();
        issue.notes++;
        const note = { id: newId(), type: null, body: String(body.body), attachment: null, author: userJson(userByName(USERNAME)), created_at: iso(state.clock), updated_at: iso(state.clock), system: false, noteable_id: issue.id, noteable_type: 'Issue', project_id: project.id, resolvable: false, confidential: false, internal: false, noteable_iid: issue.iid, commands_changes: {} };
        state.notes.push(note);
        return [201, note];
      }
      if (rest.length > 1) throw notFound('');
      if (req.method === 'PUT') {
        tick();
        if (body.title !== undefined) issue.title = String(body.title);
        if (body.description !== undefined) issue.description = String(body.description);
        if (body.labels !== undefined) issue.labels = String(body.labels).split(',').map((l) => l.trim()).filter(Boolean);
        if (body.assignee_ids !== undefined) issue.assignees = (Array.isArray(body.assignee_ids) ? body.assignee_ids : []).map(Number).filter((id) => userById(id));
        if (body.state_event === 'close') issue.state = 'closed';
        if (body.state_event === 'reopen') issue.state = 'opened';
        if (body.due_date !== undefined) issue.due_date = body.due_date ? String(body.due_date).slice(0, 10) : null;
        if (body.discussion_locked !== undefined) issue.discussion_locked = Boolean(body.discussion_locked);
        issue.updated = state.clock;
      }
      return [200, issueJson(issue)];
    }
    if (section === 'releases') {
      const mine = state.releases.filter((r) => r.project === project.id);
      if (rest.length === 0) {
        if (req.method === 'POST') {
          if (!body.tag_name) throw bad('tag_name is missing');
          if (mine.some((r) => r.tag_name === body.tag_name)) throw new Refusal(409, { message: 'Release already exists' });
          if (!project.tags.includes(body.tag_name)) {
            if (!body.ref) throw new Refusal(422, { message: 'Ref is not specified' });
            project.tags.push(body.tag_name);
          }
          tick();
          const release = { project: project.id, tag_name: String(body.tag_name), name: String(body.name ?? body.tag_name), description: String(body.description ?? ''), created: state.clock, released: body.released_at ? Date.parse(body.released_at) : state.clock, author: userByName(USERNAME).id, milestones: [] };
          state.releases.push(release);
          return [201, releaseJson(release)];
        }
        const dir = url.searchParams.get('sort') === 'asc' ? 1 : -1;
        return [200, page(url, [...mine].sort((a, b) => (a.released - b.released) * dir || (state.releases.indexOf(a) - state.releases.indexOf(b)) * dir).map(releaseJson), headers)];
      }
      const tag = decodeURIComponent(rest.join('/'));
      const release = mine.find((r) => r.tag_name === tag);
      if (!release) throw notFound('');
      if (req.method === 'DELETE') {
        state.releases.splice(state.releases.indexOf(release), 1);
        return [200, releaseJson(release)];
      }
      if (req.method === 'PUT') {
        tick();
        if (body.name !== undefined) release.name = String(body.name);
        if (body.description !== undefined) release.description = String(body.description);
        if (body.released_at !== undefined) release.released = Date.parse(body.released_at);
      }
      return [200, releaseJson(release)];
    }
    if (section === 'repository' && rest[0] === 'files' && rest[1]) return fileRoute(req, url, project, rest.slice(1).join('/'), body);
    if (section === 'repository' && rest[0] === 'tree') return [200, page(url, tree(url, project), headers)];
    if (section === 'hooks') {
      if (rest.length === 0 && req.method === 'POST') {
        if (!body.url) throw bad('url is missing');
        const hook = { id: newId(), url: String(body.url), project_id: project.id, created_at: iso(tick()), ...Object.fromEntries(Object.entries(body).filter(([k]) => k.endsWith('_events') || k === 'enable_ssl_verification')), token: body.token };
        state.hooks.push(hook);
        const { token: _token, ...shown } = hook;
        return [201, shown];
      }
      if (rest.length === 0) return [200, state.hooks.filter((h) => h.project_id === project.id).map(({ token: _token, ...shown }) => shown)];
      const hook = state.hooks.find((h) => h.project_id === project.id && h.id === Number(rest[0]));
      if (!hook) throw notFound('');
      if (req.method === 'DELETE') {
        state.hooks.splice(state.hooks.indexOf(hook), 1);
        return [204, undefined];
      }
      const { token: _token, ...shown } = hook;
      return [200, shown];
    }
    throw notFound('');
  };

  const readBody = async (req) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString('utf8');
    if (!text) return {};
    try {
      return JSON.parse(text);
    } catch {
      return Object.fromEntries(new URLSearchParams(text));
    }
  };

  async function handle(req, res) {
    const url = new URL(req.url, 'http://fake.local');
    const body = await readBody(req);
    state.calls.push({ method: req.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body, privateToken: req.headers['private-token'], authorization: req.headers.authorization });
    const headers = { 'content-type': 'application/json' };
    let status;
    let answer;
    try {
      if (!url.pathname.startsWith('/api/v4/')) throw notFound('');
      authenticate(req);
      [status, answer] = route(req, url, typeof body === 'object' && body !== null ? body : {}, headers);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      status = error.status;
      answer = error.body;
    }
    if (answer === undefined) {
      res.writeHead(status);
      res.end();
    } else {
      res.writeHead(status, headers);
      res.end(JSON.stringify(answer));
    }
    return true;
  }

  return { state, handle, addProject, addUser, putFile };
}

/** Serves a fresh fake on 127.0.0.1:0. */
export async function start(seed) {
  const fake = createGitlabFake(seed);
  const server = createServer((req, res) => {
    fake.handle(req, res).catch((error) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: String(error) }));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, fake, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
