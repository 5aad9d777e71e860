/**
 * A loopback GitHub REST API (https://docs.github.com/rest) over in-memory state, for tests and for
 * recording n8n:
 *
 * - `GET /` (the API root), `GET /user`, `GET /users/{user}/repos`, `GET /orgs/{org}/repos`,
 *   `POST /orgs/{org}/invitations`, `GET /issues` (issues assigned to the signed-in user; `state`,
 *   `labels`, `sort`, `direction`, `since`), `GET /search/users`, `GET /search/repositories`;
 * - repositories: `GET /repos/{o}/{r}`, `…/license`, `…/traffic/popular/paths|referrers`, `…/git/refs`;
 * - contents: `GET|PUT|DELETE …/contents/{path}` (an encoded `/` in the path is read as a folder
 *   separator, as GitHub does; `ref`/`branch`; PUT on an existing file needs its `sha`);
 * - issues: `GET|POST …/issues` (list: `state`, `labels`, `assignee`, `creator`, `mentioned`, `sort`,
 *   `direction`, `since`), `GET|PATCH …/issues/{n}`, `POST …/issues/{n}/comments`, `PUT …/issues/{n}/lock`;
 * - pull requests: `GET …/pulls` (`state`, `sort`, `direction`), reviews `GET|POST …/pulls/{n}/reviews`,
 *   `GET|PUT …/pulls/{n}/reviews/{id}`;
 * - releases: `GET|POST …/releases`, `GET|PATCH|DELETE …/releases/{id}`;
 * - Actions: `GET …/actions/workflows`, `GET …/actions/workflows/{id or file name}`, `…/timing`,
 *   `PUT …/enable|disable`, `POST …/dispatches` (the ref must be a branch or tag);
 * - hooks: `GET|POST …/hooks`, `GET|PATCH|DELETE …/hooks/{id}` (one hook per URL, else 422).
 *
 * Lists take `per_page` (30 unless set, at most 100) and `page` and answer GitHub's `Link` header
 * (`next`, `last`, `first`, `prev`). Requests sign in with `Authorization: token <TOKEN>` or
 * `Bearer <OAUTH_TOKEN>`; errors have GitHub's shape `{ message, documentation_url, status }` (and
 * `errors` for 422). Ids, numbers and SHAs are counted, times come from `state.clock` (one second per
 * write), and links name https://api.github.com, so two fakes given the same calls answer the same.
 * `state.calls` logs each request.
 *
 * `createGithubFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start()` serves
 * one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';

/** The token and OAuth2 access token the fake accepts, and the signed-in user. */
export const TOKEN = 'ghp_weftTestToken0000000000000000000000';
export const OAUTH_TOKEN = 'gho_weftOauthToken000000000000000000000';
export const LOGIN = 'octocat';

const API = 'https://api.github.com';
const WEB = 'https://github.com';
const DOCS = 'https://docs.github.com/rest';

class Refusal extends Error {
  constructor(status, message, extra = {}) {
    super(message);
    this.status = status;
    this.extra = extra;
  }
}

const iso = (ms) => new Date(ms).toISOString().replace('.000Z', 'Z');
const sha1 = (text) => createHash('sha1').update(text).digest('hex');
const blobSha = (buffer) => sha1(Buffer.concat([Buffer.from(`blob ${buffer.length}\0`), buffer]));
/** Base64 wrapped at 60 characters with a closing newline, as the contents API sends it. */
const wrap64 = (buffer) => `${(buffer.toString('base64').match(/.{1,60}/g) ?? ['']).join('\n')}\n`;

function initialState() {
  return {
    clock: Date.parse('2024-06-01T12:00:00.000Z'),
    nextId: 1000,
    nextCommit: 1,
    users: [],
    repos: [],
    files: [],
    issues: [],
    comments: [],
    reviews: [],
    releases: [],
    workflows: [],
    hooks: [],
    invitations: [],
    dispatches: [],
    calls: [],
  };
}

/** Builds a fake from a seed: `{ users, repos, files, issues, pulls, reviews, releases, workflows, hooks }`. */
export function createGithubFake(seed = {}) {
  const state = initialState();
  const tick = () => (state.clock += 1000);
  const id = () => ++state.nextId;

  function addUser(fields) {
    const user = { login: fields.login, id: fields.id ?? id(), type: fields.type ?? 'User', name: fields.name ?? null, email: fields.email ?? null };
    state.users.push(user);
    return user;
  }
  const userByLogin = (login) => state.users.find((u) => u.login.toLowerCase() === String(login).toLowerCase());
  const userOf = (login) => userByLogin(login) ?? addUser({ login });
  const simpleUser = (login) => {
    const u = userOf(login);
    return {
      login: u.login, id: u.id, node_id: Buffer.from(`04:${u.type}${u.id}`).toString('base64'), avatar_url: `https://avatars.githubusercontent.com/u/${u.id}?v=4`,
      url: `${API}/users/${u.login}`, html_url: `${WEB}/${u.login}`, type: u.type, site_admin: false,
    };
  };

  function addRepo(fields) {
    const owner = userOf(fields.owner ?? LOGIN);
    if (fields.ownerType) owner.type = fields.ownerType;
    const repo = {
      id: fields.id ?? id(), owner: owner.login, name: fields.name, description: fields.description ?? null, private: !!fields.private, fork: !!fields.fork,
      default_branch: fields.default_branch ?? 'main', branches: fields.branches ?? ['main'], tags: fields.tags ?? [], language: fields.language ?? null,
      stargazers_count: fields.stargazers_count ?? 0, topics: fields.topics ?? [], license: fields.license ?? null, nextNumber: 1,
      created: state.clock, pushed: state.clock, paths: fields.paths ?? [], referrers: fields.referrers ?? [],
    };
    state.repos.push(repo);
    return repo;
  }
  const findRepo = (owner, name) => state.repos.find((r) => r.owner.toLowerCase() === owner.toLowerCase() && r.name.toLowerCase() === name.toLowerCase());
  const repoUrl = (repo) => `${API}/repos/${repo.owner}/${repo.name}`;
  const repoView = (repo) => ({
    id: repo.id, node_id: Buffer.from(`010:Repository${repo.id}`).toString('base64'), name: repo.name, full_name: `${repo.owner}/${repo.name}`, private: repo.private,
    owner: simpleUser(repo.owner), html_url: `${WEB}/${repo.owner}/${repo.name}`, description: repo.description, fork: repo.fork, url: repoUrl(repo),
    created_at: iso(repo.created), updated_at: iso(repo.pushed), pushed_at: iso(repo.pushed), git_url: `git://github.com/${repo.owner}/${repo.name}.git`,
    clone_url: `${WEB}/${repo.owner}/${repo.name}.git`, homepage: null, size: 0, stargazers_count: repo.stargazers_count, watchers_count: repo.stargazers_count,
    language: repo.language, has_issues: true, forks_count: 0, archived: false, disabled: false,
    open_issues_count: state.issues.filter((i) => i.repo === repo.id && i.state === 'open').length,
    license: repo.license ? { key: repo.license.key, name: repo.license.name, spdx_id: repo.license.spdx_id, url: `${API}/licenses/${repo.license.key}`, node_id: 'MDc6TGljZW5zZTEz' } : null,
    topics: repo.topics, visibility: repo.private ? 'private' : 'public', forks: 0, open_issues: state.issues.filter((i) => i.repo === repo.id && i.state === 'open').length,
    watchers: repo.stargazers_count, default_branch: repo.default_branch,
  });

  // ── files ──
  function putFile(repo, path, content, branch) {
    const buffer = Buffer.isBuffer(content) ? content : Buffer.from(String(content));
    const at = branch ?? repo.default_branch;
    const existing = state.files.find((f) => f.repo === repo.id && f.path === path && f.branch === at);
    if (existing) {
      existing.content = buffer;
      return existing;
    }
    const file = { repo: repo.id, path, branch: at, content: buffer };
    state.files.push(file);
    return file;
  }
  const fileLinks = (repo, path, type, branch) => {
    const self = `${repoUrl(repo)}/contents/${path}?ref=${branch}`;
    const html = `${WEB}/${repo.owner}/${repo.name}/${type === 'dir' ? 'tree' : 'blob'}/${branch}/${path}`;
    return { url: self, html, git: `${repoUrl(repo)}/git/${type === 'dir' ? 'trees' : 'blobs'}/${type === 'dir' ? sha1(`tree:${path}`) : ''}` };
  };
  const fileEntry = (repo, file) => {
    const sha = blobSha(file.content);
    const links = fileLinks(repo, file.path, 'file', file.branch);
    const git = `${repoUrl(repo)}/git/blobs/${sha}`;
    return {
      name: file.path.split('/').pop(), path: file.path, sha, size: file.content.length, url: links.url, html_url: links.html, git_url: git,
      download_url: `https://raw.githubusercontent.com/${repo.owner}/${repo.name}/${file.branch}/${file.path}`, type: 'file',
      _links: { self: links.url, git, html: links.html },
    };
  };
  const dirEntry = (repo, path, branch) => {
    const links = fileLinks(repo, path, 'dir', branch);
    return { name: path.split('/').pop(), path, sha: sha1(`tree:${path}`), size: 0, url: links.url, html_url: links.html, git_url: links.git, download_url: null, type: 'dir', _links: { self: links.url, git: links.git, html: links.html } };
  };
  function commitOf(repo, message, author) {
    const n = state.nextCommit++;
    const sha = sha1(`commit:${n}`);
    const who = { name: author?.name ?? 'The Octocat', email: author?.email ?? 'octocat@github.com', date: iso(state.clock) };
    return {
      sha, node_id: Buffer.from(`06:Commit${n}`).toString('base64'), url: `${repoUrl(repo)}/git/commits/${sha}`, html_url: `${WEB}/${repo.owner}/${repo.name}/commit/${sha}`,
      author: who, committer: { ...who }, tree: { sha: sha1(`tree:${n}`), url: `${repoUrl(repo)}/git/trees/${sha1(`tree:${n}`)}` }, message,
      parents: n > 1 ? [{ url: `${repoUrl(repo)}/git/commits/${sha1(`commit:${n - 1}`)}`, html_url: `${WEB}/${repo.owner}/${repo.name}/commit/${sha1(`commit:${n - 1}`)}`, sha: sha1(`commit:${n - 1}`) }] : [],
      verification: { verified: false, reason: 'unsigned', signature: null, payload: null, verified_at: null },
    };
  }

  // ── issues, pulls, comments, reviews ──
  const labelView = (name) => ({ id: Number.parseInt(sha1(`label:${name}`).slice(0, 8), 16), node_id: Buffer.from(`LA_${name}`).toString('base64'), url: `${API}/labels/${encodeURIComponent(name)}`, name, color: sha1(name).slice(0, 6), default: false, description: null });
  function addIssue(repo, fields, pull = false) {
    const issue = {
      id: id(), repo: repo.id, number: repo.nextNumber++, title: fields.title ?? '', body: fields.body ?? null, user: fields.user ?? LOGIN, labels: fields.labels ?? [],
      assignees: fields.assignees ?? [], state: fields.state ?? 'open', state_reason: null, locked: false, lock_reason: null, comments: 0,
      created: fields.created ?? state.clock, updated: fields.updated ?? fields.created ?? state.clock, closed: null, pull, head: fields.head ?? 'feature', base: fields.base ?? repo.default_branch,
    };
    state.issues.push(issue);
    return issue;
  }
  const issueView = (issue) => {
    const repo = state.repos.find((r) => r.id === issue.repo);
    const url = `${repoUrl(repo)}/issues/${issue.number}`;
    return {
      url, repository_url: repoUrl(repo), labels_url: `${url}/labels{/name}`, comments_url: `${url}/comments`, events_url: `${url}/events`,
      html_url: `${WEB}/${repo.owner}/${repo.name}/${issue.pull ? 'pull' : 'issues'}/${issue.number}`, id: issue.id, node_id: Buffer.from(`I_${issue.id}`).toString('base64'),
      number: issue.number, title: issue.title, user: simpleUser(issue.user), labels: issue.labels.map(labelView), state: issue.state, locked: issue.locked,
      assignee: issue.assignees.length ? simpleUser(issue.assignees[0]) : null, assignees: issue.assignees.map(simpleUser), milestone: null, comments: issue.comments,
      created_at: iso(issue.created), updated_at: iso(issue.updated), closed_at: issue.closed === null ? null : iso(issue.closed), author_association: issue.user === repo.owner ? 'OWNER' : 'CONTRIBUTOR',
      active_lock_reason: issue.lock_reason, body: issue.body, ...(issue.pull ? { draft: false, pull_request: { url: `${repoUrl(repo)}/pulls/${issue.number}`, html_url: `${WEB}/${repo.owner}/${repo.name}/pull/${issue.number}`, merged_at: null } } : {}),
      state_reason: issue.state_reason,
    };
  };
  const pullView = (issue) => {
    const repo = state.repos.find((r) => r.id === issue.repo);
    const url = `${repoUrl(repo)}/pulls/${issue.number}`;
    return {
      url, id: issue.id, node_id: Buffer.from(`PR_${issue.id}`).toString('base64'), html_url: `${WEB}/${repo.owner}/${repo.name}/pull/${issue.number}`, number: issue.number,
      state: issue.state, locked: issue.locked, title: issue.title, user: simpleUser(issue.user), body: issue.body, created_at: iso(issue.created), updated_at: iso(issue.updated),
      closed_at: issue.closed === null ? null : iso(issue.closed), merged_at: null, assignee: issue.assignees.length ? simpleUser(issue.assignees[0]) : null, assignees: issue.assignees.map(simpleUser),
      labels: issue.labels.map(labelView), draft: false, head: { label: `${repo.owner}:${issue.head}`, ref: issue.head, sha: sha1(`head:${issue.id}`) }, base: { label: `${repo.owner}:${issue.base}`, ref: issue.base, sha: sha1(`base:${issue.id}`) },
      author_association: issue.user === repo.owner ? 'OWNER' : 'CONTRIBUTOR',
    };
  };
  const reviewView = (review) => {
    const pull = state.issues.find((i) => i.id === review.pull);
    const repo = state.repos.find((r) => r.id === pull.repo);
    return {
      id: review.id, node_id: Buffer.from(`PRR_${review.id}`).toString('base64'), user: simpleUser(review.user), body: review.body, state: review.state,
      html_url: `${WEB}/${repo.owner}/${repo.name}/pull/${pull.number}#pullrequestreview-${review.id}`, pull_request_url: `${repoUrl(repo)}/pulls/${pull.number}`,
      author_association: review.user === repo.owner ? 'OWNER' : 'CONTRIBUTOR', ...(review.state === 'PENDING' ? {} : { submitted_at: iso(review.submitted) }), commit_id: review.commit_id,
    };
  };

  // ── releases, workflows, hooks ──
  const releaseView = (release) => {
    const repo = state.repos.find((r) => r.id === release.repo);
    return {
      url: `${repoUrl(repo)}/releases/${release.id}`, assets_url: `${repoUrl(repo)}/releases/${release.id}/assets`, upload_url: `https://uploads.github.com/repos/${repo.owner}/${repo.name}/releases/${release.id}/assets{?name,label}`,
      html_url: `${WEB}/${repo.owner}/${repo.name}/releases/${release.draft ? `tag/untagged-${sha1(String(release.id)).slice(0, 20)}` : `tag/${release.tag_name}`}`, id: release.id,
      author: simpleUser(release.author), node_id: Buffer.from(`RE_${release.id}`).toString('base64'), tag_name: release.tag_name, target_commitish: release.target_commitish,
      name: release.name, draft: release.draft, immutable: false, prerelease: release.prerelease, created_at: iso(release.created), updated_at: iso(release.updated),
      published_at: release.draft ? null : iso(release.created), assets: [], tarball_url: release.draft ? null : `${repoUrl(repo)}/tarball/${release.tag_name}`,
      zipball_url: release.draft ? null : `${repoUrl(repo)}/zipball/${release.tag_name}`, body: release.body,
    };
  };
  const workflowView = (workflow) => {
    const repo = state.repos.find((r) => r.id === workflow.repo);
    return {
      id: workflow.id, node_id: Buffer.from(`W_${workflow.id}`).toString('base64'), name: workflow.name, path: workflow.path, state: workflow.state,
      created_at: iso(workflow.created), updated_at: iso(workflow.updated), url: `${repoUrl(repo)}/actions/workflows/${workflow.id}`,
      html_url: `${WEB}/${repo.owner}/${repo.name}/blob/${repo.default_branch}/${workflow.path}`, badge_url: `${WEB}/${repo.owner}/${repo.name}/workflows/${encodeURIComponent(workflow.name)}/badge.svg`,
    };
  };
  const hookView = (hook) => {
    const repo = state.repos.find((r) => r.id === hook.repo);
    return {
      type: 'Repository', id: hook.id, name: 'web', active: hook.active, events: hook.events,
      config: { content_type: hook.config.content_type, insecure_ssl: hook.config.insecure_ssl, url: hook.config.url, ...(hook.config.secret ? { secret: '********' } : {}) },
      updated_at: iso(hook.updated), created_at: iso(hook.created), url: `${repoUrl(repo)}/hooks/${hook.id}`, test_url: `${repoUrl(repo)}/hooks/${hook.id}/test`,
      ping_url: `${repoUrl(repo)}/hooks/${hook.id}/pings`, deliveries_url: `${repoUrl(repo)}/hooks/${hook.id}/deliveries`, last_response: { code: null, status: 'unused', message: null },
    };
  };

  // ── seed ──
  for (const u of seed.users ?? []) addUser(u);
  if (!userByLogin(LOGIN)) addUser({ login: LOGIN, name: 'The Octocat', email: 'octocat@github.com' });
  for (const r of seed.repos ?? []) {
    const repo = addRepo(r);
    for (const [path, content] of Object.entries(r.files ?? {})) putFile(repo, path, content);
    for (const i of r.issues ?? []) addIssue(repo, i);
    for (const p of r.pulls ?? []) {
      const pull = addIssue(repo, p, true);
      for (const rv of p.reviews ?? []) state.reviews.push({ id: id(), pull: pull.id, user: rv.user ?? 'hubot', body: rv.body ?? '', state: rv.state ?? 'COMMENTED', submitted: state.clock, commit_id: sha1(`head:${pull.id}`) });
    }
    for (const rl of r.releases ?? []) state.releases.push({ id: id(), repo: repo.id, tag_name: rl.tag_name, name: rl.name ?? rl.tag_name, body: rl.body ?? null, draft: !!rl.draft, prerelease: !!rl.prerelease, target_commitish: rl.target_commitish ?? repo.default_branch, author: LOGIN, created: state.clock, updated: state.clock });
    for (const w of r.workflows ?? []) state.workflows.push({ id: id(), repo: repo.id, name: w.name, path: w.path, state: w.state ?? 'active', created: state.clock, updated: state.clock, timing: w.timing ?? {} });
  }

  // ── request handling ──
  const page = (req, list, res) => {
    const perPage = Math.min(100, Math.max(1, Number(req.query.per_page) || 30));
    const current = Math.max(1, Number(req.query.page) || 1);
    const last = Math.max(1, Math.ceil(list.length / perPage));
    const link = (n, rel) => {
      const url = new URL(`${API}${req.path}`);
      for (const [k, v] of Object.entries(req.query)) if (k !== 'page') url.searchParams.set(k, v);
      url.searchParams.set('page', String(n));
      return `<${url.href}>; rel="${rel}"`;
    };
    const links = [];
    if (current > 1) links.push(link(current - 1, 'prev'));
    if (current < last) links.push(link(current + 1, 'next'), link(last, 'last'));
    if (current > 1) links.push(link(1, 'first'));
    if (links.length) res.setHeader('Link', links.join(', '));
    return list.slice((current - 1) * perPage, current * perPage);
  };
  const byDirection = (list, key, direction) => {
    const sorted = [...list].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : a.id - b.id));
    return direction === 'asc' ? sorted : sorted.reverse();
  };
  const filterIssues = (list, q) => {
    let out = list;
    const st = q.state ?? 'open';
    if (st !== 'all') out = out.filter((i) => i.state === st);
    if (q.labels) {
      const want = String(q.labels).split(',').map((l) => l.trim()).filter(Boolean);
      out = out.filter((i) => want.every((l) => i.labels.includes(l)));
    }
    if (q.assignee && q.assignee !== '*') out = out.filter((i) => (q.assignee === 'none' ? i.assignees.length === 0 : i.assignees.includes(q.assignee)));
    if (q.creator) out = out.filter((i) => i.user === q.creator);
    if (q.mentioned) out = out.filter((i) => String(i.body ?? '').includes(`@${q.mentioned}`));
    if (q.since) out = out.filter((i) => i.updated >= Date.parse(q.since));
    const key = { created: 'created', updated: 'updated', comments: 'comments' }[q.sort ?? 'created'] ?? 'created';
    return byDirection(out, key, q.direction ?? 'desc');
  };
  const repoOr404 = (owner, name) => {
    const repo = findRepo(owner, name);
    if (!repo) throw new Refusal(404, 'Not Found');
    return repo;
  };
  const need = (body, field) => {
    if (body?.[field] === undefined || body[field] === null || body[field] === '') {
      throw new Refusal(422, `Invalid request.\n\n"${field}" wasn't supplied.`);
    }
  };

  function route(req, res) {
    const { method } = req;
    const parts = req.path.split('/').filter(Boolean).map((p) => decodeURIComponent(p));
    const body = req.body ?? {};
    const q = req.query;
    if (parts.length === 0 && method === 'GET') {
      return [200, {
        current_user_url: `${API}/user`, authorizations_url: `${API}/authorizations`, emails_url: `${API}/user/emails`, events_url: `${API}/events`,
        hub_url: `${API}/hub`, issues_url: `${API}/issues`, organization_url: `${API}/orgs/{org}`, rate_limit_url: `${API}/rate_limit`,
        repository_url: `${API}/repos/{owner}/{repo}`, user_url: `${API}/users/{user}`,
      }];
    }
    const [head, a, b, c, d, e, ...rest] = parts;
    if (head === 'user' && parts.length === 1) return [200, { ...simpleUser(LOGIN), name: userOf(LOGIN).name, email: userOf(LOGIN).email }];
    if (head === 'users' && c === undefined && b === 'repos') {
      if (!userByLogin(a)) throw new Refusal(404, 'Not Found');
      const list = state.repos.filter((r) => r.owner.toLowerCase() === a.toLowerCase()).sort((x, y) => x.name.localeCompare(y.name)).map(repoView);
      return [200, page(req, list, res)];
    }
    if (head === 'orgs' && b === 'repos' && c === undefined) {
      const org = userByLogin(a);
      if (!org || org.type !== 'Organization') throw new Refusal(404, 'Not Found');
      return [200, page(req, state.repos.filter((r) => r.owner === org.login).sort((x, y) => x.created - y.created || x.id - y.id).map(repoView), res)];
    }
    if (head === 'orgs' && b === 'invitations' && method === 'POST') {
      const org = userByLogin(a);
      if (!org || org.type !== 'Organization') throw new Refusal(404, 'Not Found');
      if (!body.email && !body.invitee_id) throw new Refusal(422, 'Validation Failed', { errors: [{ resource: 'OrganizationInvitation', code: 'missing_field', field: 'email' }] });
      if (!/^[^@\s]+@[^@\s]+$/.test(String(body.email ?? ''))) throw new Refusal(422, 'Validation Failed', { errors: [{ resource: 'OrganizationInvitation', code: 'invalid', field: 'email' }] });
      tick();
      const invitation = {
        id: id(), node_id: '', login: null, email: body.email, role: body.role ?? 'direct_member', created_at: iso(state.clock), failed_at: null, failed_reason: null,
        inviter: simpleUser(LOGIN), team_count: 0, invitation_teams_url: `${API}/organizations/${org.id}/invitations/${state.nextId}/teams`, invitation_source: 'member',
      };
      invitation.node_id = Buffer.from(`OI_${invitation.id}`).toString('base64');
      state.invitations.push(invitation);
      return [201, invitation];
    }
    if (head === 'issues' && parts.length === 1) {
      const mine = state.issues.filter((i) => i.assignees.includes(LOGIN));
      return [200, page(req, filterIssues(mine, q).map((i) => ({ ...issueView(i), repository: repoView(state.repos.find((r) => r.id === i.repo)) })), res)];
    }
    if (head === 'search' && (a === 'users' || a === 'repositories')) {
      const text = String(q.q ?? '');
      let items;
      if (a === 'users') items = state.users.filter((u) => u.login.toLowerCase().includes(text.toLowerCase().trim())).map((u) => ({ ...simpleUser(u.login), score: 1 }));
      else {
        const owner = /user:(\S+)/.exec(text)?.[1];
        const words = text.replace(/\S+:\S+/g, '').trim().toLowerCase();
        items = state.repos.filter((r) => (!owner || r.owner.toLowerCase() === owner.toLowerCase()) && (!words || r.name.toLowerCase().includes(words))).map((r) => ({ ...repoView(r), score: 1 }));
      }
      return [200, { total_count: items.length, incomplete_results: false, items: page(req, items, res) }];
    }
    if (head !== 'repos' || !a || !b) throw new Refusal(404, 'Not Found');
    const repo = repoOr404(a, b);
    const base = repoUrl(repo);
    if (c === undefined && method === 'GET') return [200, { ...repoView(repo), permissions: { admin: true, maintain: true, push: true, triage: true, pull: true }, network_count: 0, subscribers_count: 1 }];
    if (c === 'license' && method === 'GET') {
      const file = state.files.find((f) => f.repo === repo.id && /^licen[cs]e(\.|$)/i.test(f.path));
      if (!repo.license || !file) throw new Refusal(404, 'Not Found');
      return [200, { ...fileEntry(repo, file), content: wrap64(file.content), encoding: 'base64', license: { key: repo.license.key, name: repo.license.name, spdx_id: repo.license.spdx_id, url: `${API}/licenses/${repo.license.key}`, node_id: 'MDc6TGljZW5zZTEz' } }];
    }
    if (c === 'traffic' && d === 'popular' && method === 'GET') {
      if (e === 'paths') return [200, repo.paths];
      if (e === 'referrers') return [200, repo.referrers];
    }
    if (c === 'git' && d === 'refs' && method === 'GET') {
      const refs = [...repo.branches.map((name) => `refs/heads/${name}`), ...repo.tags.map((name) => `refs/tags/${name}`)];
      return [200, page(req, refs.map((ref) => ({ ref, node_id: Buffer.from(ref).toString('base64'), url: `${base}/git/${ref}`, object: { sha: sha1(ref), type: 'commit', url: `${base}/git/commits/${sha1(ref)}` } })), res)];
    }
    if (c === 'contents') {
      const path = [d, e, ...rest].filter((p) => p !== undefined).join('/').split('/').filter(Boolean).join('/');
      const branch = method === 'GET' ? (q.ref ?? repo.default_branch) : (body.branch ?? repo.default_branch);
      if (!repo.branches.includes(branch) && method === 'GET') throw new Refusal(404, `No commit found for the ref ${branch}`);
      const file = state.files.find((f) => f.repo === repo.id && f.path === path && f.branch === branch);
      if (method === 'GET') {
        if (file) return [200, { ...fileEntry(repo, file), content: wrap64(file.content), encoding: 'base64' }];
        const prefix = path ? `${path}/` : '';
        const below = state.files.filter((f) => f.repo === repo.id && f.branch === branch && f.path.startsWith(prefix));
        if (!below.length) throw new Refusal(404, 'Not Found');
        const names = new Map();
        for (const f of below) {
          const restPath = f.path.slice(prefix.length);
          const [first, ...more] = restPath.split('/');
          if (!names.has(first)) names.set(first, more.length ? dirEntry(repo, `${prefix}${first}`, branch) : fileEntry(repo, f));
        }
        return [200, [...names.values()].sort((x, y) => x.name.localeCompare(y.name))];
      }
      if (method === 'PUT') {
        need(body, 'message');
        if (body.content === undefined) need(body, 'content');
        if (!repo.branches.includes(branch)) throw new Refusal(404, `Branch ${branch} not found`);
        if (file && !body.sha) throw new Refusal(422, 'Invalid request.\n\n"sha" wasn\'t supplied.');
        if (file && body.sha !== blobSha(file.content)) throw new Refusal(409, `${path} does not match ${body.sha}`);
        if (!/^[A-Za-z0-9+/=\s]*$/.test(String(body.content))) throw new Refusal(422, 'content is not valid Base64');
        tick();
        const written = putFile(repo, path, Buffer.from(String(body.content), 'base64'), branch);
        return [file ? 200 : 201, { content: fileEntry(repo, written), commit: commitOf(repo, body.message, body.committer ?? body.author) }];
      }
      if (method === 'DELETE') {
        need(body, 'message');
        need(body, 'sha');
        if (!file) throw new Refusal(404, 'Not Found');
        if (body.sha !== blobSha(file.content)) throw new Refusal(409, `${path} does not match ${body.sha}`);
        tick();
        state.files.splice(state.files.indexOf(file), 1);
        return [200, { content: null, commit: commitOf(repo, body.message, body.committer ?? body.author) }];
      }
    }
    if (c === 'issues') {
      const issues = state.issues.filter((i) => i.repo === repo.id);
      if (d === undefined && method === 'GET') return [200, page(req, filterIssues(issues, q).map(issueView), res)];
      if (d === undefined && method === 'POST') {
        if (!body.title) throw new Refusal(422, 'Validation Failed', { errors: [{ resource: 'Issue', code: 'missing_field', field: 'title' }] });
        for (const who of body.assignees ?? []) {
          if (!userByLogin(who)) throw new Refusal(422, 'Validation Failed', { errors: [{ value: who, resource: 'Issue', field: 'assignees', code: 'invalid' }] });
        }
        tick();
        const issue = addIssue(repo, { title: body.title, body: body.body ?? null, labels: (body.labels ?? []).filter((l) => l !== '' && l != null).map(String), assignees: body.assignees ?? [] });
        return [201, { ...issueView(issue), closed_by: null, reactions: reactions(`${base}/issues/${issue.number}`) }];
      }
      const issue = issues.find((i) => String(i.number) === d);
      if (!issue) throw new Refusal(404, 'Not Found');
      if (e === undefined && method === 'GET') return [200, { ...issueView(issue), closed_by: issue.state === 'closed' ? simpleUser(LOGIN) : null, reactions: reactions(`${base}/issues/${issue.number}`) }];
      if (e === undefined && method === 'PATCH') {
        tick();
        if (body.title !== undefined) issue.title = body.title;
        if (body.body !== undefined) issue.body = body.body;
        if (body.labels !== undefined) issue.labels = body.labels.filter((l) => l !== '' && l != null).map(String);
        if (body.assignees !== undefined) issue.assignees = body.assignees.filter(Boolean);
        if (body.state !== undefined && body.state !== issue.state) {
          issue.state = body.state;
          issue.closed = body.state === 'closed' ? state.clock : null;
          issue.state_reason = body.state === 'closed' ? (body.state_reason ?? 'completed') : 'reopened';
        } else if (body.state_reason !== undefined && issue.state === 'closed') issue.state_reason = body.state_reason;
        issue.updated = state.clock;
        return [200, { ...issueView(issue), closed_by: issue.state === 'closed' ? simpleUser(LOGIN) : null, reactions: reactions(`${base}/issues/${issue.number}`) }];
      }
      if (e === 'comments' && method === 'POST') {
        need(body, 'body');
        tick();
        issue.comments++;
        issue.updated = state.clock;
        const comment = { id: id(), issue: issue.id, body: body.body, created: state.clock };
        state.comments.push(comment);
        return [201, {
          url: `${base}/issues/comments/${comment.id}`, html_url: `${WEB}/${repo.owner}/${repo.name}/issues/${issue.number}#issuecomment-${comment.id}`, issue_url: `${base}/issues/${issue.number}`,
          id: comment.id, node_id: Buffer.from(`IC_${comment.id}`).toString('base64'), user: simpleUser(LOGIN), created_at: iso(comment.created), updated_at: iso(comment.created),
          author_association: repo.owner === LOGIN ? 'OWNER' : 'CONTRIBUTOR', body: comment.body, reactions: reactions(`${base}/issues/comments/${comment.id}`), performed_via_github_app: null,
        }];
      }
      if (e === 'lock' && method === 'PUT') {
        const reason = q.lock_reason ?? body.lock_reason;
        if (reason !== undefined && !['off-topic', 'too heated', 'resolved', 'spam'].includes(reason)) throw new Refusal(422, 'Validation Failed', { errors: [{ resource: 'Issue', field: 'lock_reason', code: 'invalid' }] });
        tick();
        issue.locked = true;
        issue.lock_reason = reason ?? null;
        return [204, undefined];
      }
    }
    if (c === 'pulls') {
      const pulls = state.issues.filter((i) => i.repo === repo.id && i.pull);
      if (d === undefined && method === 'GET') {
        let list = pulls;
        const st = q.state ?? 'open';
        if (st !== 'all') list = list.filter((p) => p.state === st);
        const key = q.sort === 'updated' ? 'updated' : 'created';
        return [200, page(req, byDirection(list, key, q.direction ?? 'desc').map(pullView), res)];
      }
      const pull = pulls.find((p) => String(p.number) === d);
      if (!pull) throw new Refusal(404, 'Not Found');
      if (e === 'reviews') {
        const reviews = state.reviews.filter((r) => r.pull === pull.id);
        const [reviewId] = rest;
        if (reviewId === undefined && method === 'GET') return [200, page(req, reviews.map(reviewView), res)];
        if (reviewId === undefined && method === 'POST') {
          const event = body.event;
          if (event !== undefined && !['APPROVE', 'REQUEST_CHANGES', 'COMMENT'].includes(event)) throw new Refusal(422, 'Unprocessable Entity', { errors: [`Variable $event of type PullRequestReviewEvent was provided invalid value`] });
          if ((event === 'REQUEST_CHANGES' || event === 'COMMENT') && !body.body) throw new Refusal(422, 'Unprocessable Entity', { errors: ['Review body is required for this event'] });
          if (pull.user === LOGIN && (event === 'APPROVE' || event === 'REQUEST_CHANGES')) throw new Refusal(422, 'Unprocessable Entity', { errors: [`Can not ${event === 'APPROVE' ? 'approve' : 'request changes on'} your own pull request`] });
          tick();
          const review = {
            id: id(), pull: pull.id, user: LOGIN, body: body.body ?? '', submitted: state.clock, commit_id: body.commit_id ?? sha1(`head:${pull.id}`),
            state: event === undefined ? 'PENDING' : { APPROVE: 'APPROVED', REQUEST_CHANGES: 'CHANGES_REQUESTED', COMMENT: 'COMMENTED' }[event],
          };
          state.reviews.push(review);
          return [200, reviewView(review)];
        }
        const review = reviews.find((r) => String(r.id) === reviewId);
        if (!review) throw new Refusal(404, 'Not Found');
        if (method === 'GET') return [200, reviewView(review)];
        if (method === 'PUT') {
          need(body, 'body');
          tick();
          review.body = body.body;
          return [200, reviewView(review)];
        }
      }
    }
    if (c === 'releases') {
      const releases = state.releases.filter((r) => r.repo === repo.id);
      if (d === undefined && method === 'GET') return [200, page(req, [...releases].sort((x, y) => y.created - x.created || y.id - x.id).map(releaseView), res)];
      if (d === undefined && method === 'POST') {
        if (!body.tag_name) throw new Refusal(422, 'Validation Failed', { errors: [{ resource: 'Release', code: 'missing_field', field: 'tag_name' }] });
        if (releases.some((r) => r.tag_name === body.tag_name)) throw new Refusal(422, 'Validation Failed', { errors: [{ resource: 'Release', code: 'already_exists', field: 'tag_name' }] });
        tick();
        const release = { id: id(), repo: repo.id, tag_name: body.tag_name, name: body.name || null, body: body.body ?? null, draft: !!body.draft, prerelease: !!body.prerelease, target_commitish: body.target_commitish || repo.default_branch, author: LOGIN, created: state.clock, updated: state.clock };
        state.releases.push(release);
        if (!release.draft && !repo.tags.includes(release.tag_name)) repo.tags.push(release.tag_name);
        return [201, { ...releaseView(release), mentions_count: 0 }];
      }
      const release = releases.find((r) => String(r.id) === d);
      if (!release) throw new Refusal(404, 'Not Found');
      if (method === 'GET') return [200, releaseView(release)];
      if (method === 'PATCH') {
        tick();
        for (const key of ['tag_name', 'name', 'body', 'target_commitish']) if (body[key] !== undefined) release[key] = body[key];
        for (const key of ['draft', 'prerelease']) if (body[key] !== undefined) release[key] = !!body[key];
        release.updated = state.clock;
        return [200, releaseView(release)];
      }
      if (method === 'DELETE') {
        state.releases.splice(state.releases.indexOf(release), 1);
        return [204, undefined];
      }
    }
    if (c === 'actions' && d === 'workflows') {
      const workflows = state.workflows.filter((w) => w.repo === repo.id);
      const [workflowKey, action] = [e, rest[0]];
      if (workflowKey === undefined && method === 'GET') return [200, { total_count: workflows.length, workflows: page(req, workflows.map(workflowView), res) }];
      const workflow = workflows.find((w) => String(w.id) === workflowKey || w.path.split('/').pop() === workflowKey);
      if (!workflow) throw new Refusal(404, 'Not Found');
      if (action === undefined && method === 'GET') return [200, workflowView(workflow)];
      if (action === 'timing' && method === 'GET') return [200, { billable: workflow.timing }];
      if ((action === 'enable' || action === 'disable') && method === 'PUT') {
        tick();
        workflow.state = action === 'enable' ? 'active' : 'disabled_manually';
        workflow.updated = state.clock;
        return [204, undefined];
      }
      if (action === 'dispatches' && method === 'POST') {
        need(body, 'ref');
        const ref = String(body.ref).replace(/^refs\/(heads|tags)\//, '');
        if (!repo.branches.includes(ref) && !repo.tags.includes(ref)) throw new Refusal(422, `No ref found for: ${body.ref}`);
        if (workflow.state !== 'active') throw new Refusal(422, 'Workflow does not have \'workflow_dispatch\' trigger');
        if (body.inputs !== undefined && (typeof body.inputs !== 'object' || body.inputs === null || Array.isArray(body.inputs))) throw new Refusal(422, 'Invalid request.\n\nFor \'properties/inputs\', ' + JSON.stringify(body.inputs) + ' is not an object.');
        state.dispatches.push({ workflow: workflow.id, ref: body.ref, inputs: body.inputs ?? {} });
        return [204, undefined];
      }
    }
    if (c === 'hooks') {
      const hooks = state.hooks.filter((h) => h.repo === repo.id);
      if (d === undefined && method === 'GET') return [200, page(req, hooks.map(hookView), res)];
      if (d === undefined && method === 'POST') {
        const url = body.config?.url;
        if (!url) throw new Refusal(422, 'Validation Failed', { errors: [{ resource: 'Hook', code: 'custom', message: 'Config must contain url for webhook hook' }] });
        if (hooks.some((h) => h.config.url === url)) throw new Refusal(422, 'Validation Failed', { errors: [{ resource: 'Hook', code: 'custom', message: 'Hook already exists on this repository' }] });
        tick();
        const hook = { id: id(), repo: repo.id, active: body.active !== false, events: body.events?.length ? body.events : ['push'], config: { ...body.config }, created: state.clock, updated: state.clock };
        state.hooks.push(hook);
        return [201, hookView(hook)];
      }
      const hook = hooks.find((h) => String(h.id) === d);
      if (!hook) throw new Refusal(404, 'Not Found');
      if (e === undefined && method === 'GET') return [200, hookView(hook)];
      if (e === undefined && method === 'PATCH') {
        tick();
        if (body.config) hook.config = { ...hook.config, ...body.config };
        if (body.events) hook.events = body.events;
        if (body.active !== undefined) hook.active = !!body.active;
        hook.updated = state.clock;
        return [200, hookView(hook)];
      }
      if (e === undefined && method === 'DELETE') {
        state.hooks.splice(state.hooks.indexOf(hook), 1);
        return [204, undefined];
      }
    }
    throw new Refusal(404, 'Not Found');
  }

  const reactions = (url) => ({ url: `${url}/reactions`, total_count: 0, '+1': 0, '-1': 0, laugh: 0, hooray: 0, confused: 0, heart: 0, rocket: 0, eyes: 0 });

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString('utf8');
    let body;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    // An Enterprise server's API lives under /api/v3.
    const path = url.pathname.replace(/^\/api\/v3(?=\/|$)/, '') || '/';
    const call = { method: req.method ?? 'GET', path, query: Object.fromEntries(url.searchParams), body, authorization: req.headers.authorization };
    state.calls.push(call);
    const send = (status, payload) => {
      res.statusCode = status;
      if (payload === undefined) return res.end();
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(JSON.stringify(payload));
    };
    const auth = String(req.headers.authorization ?? '');
    if (auth !== `token ${TOKEN}` && auth !== `Bearer ${OAUTH_TOKEN}` && auth !== `Bearer ${TOKEN}`) {
      send(401, { message: 'Bad credentials', documentation_url: DOCS, status: '401' });
      return true;
    }
    res.setHeader('X-GitHub-Api-Version-Selected', '2022-11-28');
    try {
      const [status, payload] = route({ method: call.method, path, query: call.query, body }, res);
      send(status, payload);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      send(error.status, { message: error.message, ...error.extra, documentation_url: DOCS, status: String(error.status) });
    }
    return true;
  }

  return { state, handle, addRepo, addUser, putFile, blobSha };
}

/** Serves a fake on 127.0.0.1:0. */
export async function start(seed) {
  const fake = createGithubFake(seed);
  const server = createServer((req, res) => {
    void fake.handle(req, res).catch((error) => {
      res.statusCode = 500;
      res.end(String(error?.stack ?? error));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, fake, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
