/**
 * GitHub 1 and 1.1: files, issues, organisations, releases, repositories, reviews, users and Actions
 * workflows through GitHub's REST API, answered as n8n answers them: each call's JSON (an object,
 * or a list's entries as items) as the items of the input item it was made for. As in n8n:
 * - Lock of an issue passes its input items on unchanged (its answer is dropped);
 * - Delete of a release answers `{ success: true }`;
 * - Get of a file puts the file's bytes in a binary property unless "As Binary Property" is off;
 * - Return All and Limit are read from the first item for every item, and once one item asks for
 *   every page the following items do too;
 * - Get Profile of a repository calls the API root (n8n's node has no path for it);
 * - an error item of Continue On Fail is `{ error: message }` (for Lock: the input item's JSON
 *   replaced by it).
 * Dispatch and Wait for Completion dispatches with `resumeUrl` among the inputs and waits, without
 * a time limit, until the GitHub workflow calls that URL. (The server resumes only Wait, Form and
 * send-and-wait nodes at that URL so far, so such a call is refused there until it learns this one.)
 */
import { NodeOperationError, WAIT_INDEFINITELY, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { baseName, mimeTypeOf } from '../shared/mime-types.js';
import { githubRequest, githubRequestAll, type GithubAuthentication, type GithubCall } from './api.js';

type Json = Record<string, unknown>;

/** Operations whose output is the call's answer (the others pass their input on). */
const ANSWERING = new Set([
  'file:create',
  'file:delete',
  'file:edit',
  'file:get',
  'file:list',
  'issue:create',
  'issue:createComment',
  'issue:edit',
  'issue:get',
  'release:create',
  'release:delete',
  'release:get',
  'release:update',
  'release:getAll',
  'repository:get',
  'repository:getLicense',
  'repository:getProfile',
  'repository:getIssues',
  'repository:getPullRequests',
  'repository:listPopularPaths',
  'repository:listReferrers',
  'review:create',
  'review:get',
  'review:update',
  'review:getAll',
  'user:invite',
  'user:getRepositories',
  'user:getUserIssues',
  'organization:getRepositories',
  'workflow:disable',
  'workflow:dispatch',
  'workflow:enable',
  'workflow:get',
  'workflow:getUsage',
  'workflow:list',
]);

/** GitHub's base64 alphabet, whole quads (n8n sends content matching it as it is). */
const BASE64 = /^([0-9a-zA-Z+/]{4})*(([0-9a-zA-Z+/]{2}==)|([0-9a-zA-Z+/]{3}=))?$/;

/** JSON text parsed as `JSON.parse` would take the value, or undefined when it is not JSON. */
function parseJson(value: unknown): unknown {
  try {
    return JSON.parse(String(value));
  } catch {
    return undefined;
  }
}

/** `approve` → `APPROVE`, `requestChanges` → `REQUEST_CHANGES`. */
const reviewEvent = (event: unknown) =>
  String(event ?? '')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .toUpperCase();

const dropSlash = (path: unknown) => String(path ?? '').replace(/\/+$/, '');

interface Plan extends GithubCall {
  /** Read every page. */
  all?: boolean;
}

/** The shared state of one run: Return All, once set, stays set for the following items (as in n8n). */
interface Run {
  ctx: ExecuteContext;
  auth: GithubAuthentication;
  returnAll: boolean;
}

/** The commit author, committer and branch of a file write. */
function commitFields(ctx: ExecuteContext, i: number, body: Json): void {
  const extra = (ctx.getNodeParameter('additionalParameters', i, {}) ?? {}) as Json;
  if (extra.author) body.author = extra.author;
  if (extra.committer) body.committer = extra.committer;
  const branch = (extra.branch as Json | undefined)?.branch;
  if (branch) body.branch = branch;
}

/** The SHA of a file (Edit and Delete need it), read at the branch when one is named. */
async function fileSha(
  run: Run,
  owner: string,
  repository: string,
  path: string,
  branch: unknown,
  i: number,
): Promise<unknown> {
  const answer = (await githubRequest(run.ctx, run.auth, {
    method: 'GET',
    endpoint: `/repos/${owner}/${repository}/contents/${encodeURI(path)}`,
    qs: branch === undefined ? {} : { ref: branch },
    itemIndex: i,
  })) as Json;
  if (answer?.sha === undefined)
    throw new NodeOperationError(run.ctx.getNode(), 'Could not get the SHA of the file.', { itemIndex: i });
  return answer.sha;
}

/** Sets Return All from the first item, and the page size from the first item's Limit when not. */
function listing(run: Run, qs: Json): void {
  run.returnAll = Boolean(run.ctx.getNodeParameter('returnAll', 0, false));
  if (!run.returnAll) qs.per_page = run.ctx.getNodeParameter('limit', 0, 50);
}

async function filePlan(run: Run, operation: string, repo: string, i: number): Promise<Plan | undefined> {
  const { ctx } = run;
  const [owner, repository] = repo.split('\u0000') as [string, string];
  const path = dropSlash(ctx.getNodeParameter('filePath', i, ''));
  const endpoint = `/repos/${owner}/${repository}/contents/${encodeURIComponent(path)}`;
  const body: Json = {};
  if (operation === 'create' || operation === 'edit') {
    commitFields(ctx, i, body);
    if (operation === 'edit') body.sha = await fileSha(run, owner, repository, path, body.branch, i);
    body.message = ctx.getNodeParameter('commitMessage', i, '');
    if (ctx.getNodeParameter('binaryData', i, false)) {
      const property = String(ctx.getNodeParameter('binaryPropertyName', i, 'data'));
      const binary = ctx.getInputData()[i]?.binary?.[property];
      if (!binary)
        throw new NodeOperationError(
          ctx.getNode(),
          `This operation expects the node's input data to contain a binary file '${property}', but none was found [item ${i}]`,
          { itemIndex: i },
        );
      body.content = Buffer.from(await ctx.helpers.getBinaryDataBuffer(i, property)).toString('base64');
    } else {
      const content = String(ctx.getNodeParameter('fileContent', i, ''));
      body.content = BASE64.test(content) ? content : Buffer.from(content).toString('base64');
    }
    return { method: 'PUT', endpoint, body };
  }
  if (operation === 'delete') {
    commitFields(ctx, i, body);
    body.message = ctx.getNodeParameter('commitMessage', i, '');
    body.sha = await fileSha(run, owner, repository, path, body.branch, i);
    return { method: 'DELETE', endpoint, body };
  }
  if (operation === 'get') {
    const extra = (ctx.getNodeParameter('additionalParameters', i, {}) ?? {}) as Json;
    return { method: 'GET', endpoint, qs: extra.reference ? { ref: extra.reference } : {} };
  }
  if (operation === 'list') return { method: 'GET', endpoint };
  return undefined;
}

function issuePlan(run: Run, operation: string, base: string, i: number): Plan | undefined {
  const { ctx } = run;
  const number = () => ctx.getNodeParameter('issueNumber', i, 0) as unknown;
  // A list left unset is empty in n8n (its default entry is only the editor's first row).
  const labels = (value: unknown) =>
    (Array.isArray(value) ? value : []).map((entry) => (entry as Json | undefined)?.label);
  const assignees = (value: unknown) =>
    (Array.isArray(value) ? value : []).map((entry) => (entry as Json | undefined)?.assignee);
  switch (operation) {
    case 'create':
      return {
        method: 'POST',
        endpoint: `${base}/issues`,
        body: {
          title: ctx.getNodeParameter('title', i, ''),
          body: ctx.getNodeParameter('body', i, ''),
          labels: labels(ctx.getNodeParameter('labels', i, [])),
          assignees: assignees(ctx.getNodeParameter('assignees', i, [])),
        },
      };
    case 'createComment':
      return {
        method: 'POST',
        endpoint: `${base}/issues/${String(number())}/comments`,
        body: { body: ctx.getNodeParameter('body', i, '') },
      };
    case 'edit': {
      const body = { ...((ctx.getNodeParameter('editFields', i, {}) ?? {}) as Json) };
      if (body.labels !== undefined) body.labels = labels(body.labels);
      if (body.assignees !== undefined) body.assignees = assignees(body.assignees);
      return { method: 'PATCH', endpoint: `${base}/issues/${String(number())}`, body };
    }
    case 'get':
      return { method: 'GET', endpoint: `${base}/issues/${String(number())}` };
    case 'lock':
      return {
        method: 'PUT',
        endpoint: `${base}/issues/${String(number())}/lock`,
        qs: { lock_reason: ctx.getNodeParameter('lockReason', i, 'resolved') },
      };
    default:
      return undefined;
  }
}

function releasePlan(run: Run, operation: string, base: string, i: number): Plan | undefined {
  const { ctx } = run;
  const id = () => String(ctx.getNodeParameter('release_id', i, ''));
  switch (operation) {
    case 'create':
      return {
        method: 'POST',
        endpoint: `${base}/releases`,
        body: {
          ...((ctx.getNodeParameter('additionalFields', i, {}) ?? {}) as Json),
          tag_name: ctx.getNodeParameter('releaseTag', i, ''),
        },
      };
    case 'delete':
      return { method: 'DELETE', endpoint: `${base}/releases/${id()}` };
    case 'get':
      return { method: 'GET', endpoint: `${base}/releases/${id()}` };
    case 'getAll': {
      const qs: Json = {};
      listing(run, qs);
      return { method: 'GET', endpoint: `${base}/releases`, qs };
    }
    case 'update':
      return {
        method: 'PATCH',
        endpoint: `${base}/releases/${id()}`,
        body: { ...((ctx.getNodeParameter('additionalFields', i, {}) ?? {}) as Json) },
      };
    default:
      return undefined;
  }
}

function repositoryPlan(run: Run, operation: string, base: string, i: number): Plan | undefined {
  const { ctx } = run;
  switch (operation) {
    case 'listPopularPaths':
      return { method: 'GET', endpoint: `${base}/traffic/popular/paths` };
    case 'listReferrers':
      return { method: 'GET', endpoint: `${base}/traffic/popular/referrers` };
    case 'get':
      return { method: 'GET', endpoint: base };
    case 'getLicense':
      return { method: 'GET', endpoint: `${base}/license` };
    case 'getProfile':
      return { method: 'GET', endpoint: '' };
    case 'getIssues':
    case 'getPullRequests': {
      const filters = operation === 'getIssues' ? 'getRepositoryIssuesFilters' : 'getRepositoryPullRequestsFilters';
      const qs = { ...((ctx.getNodeParameter(filters, i, {}) ?? {}) as Json) };
      listing(run, qs);
      return { method: 'GET', endpoint: `${base}/${operation === 'getIssues' ? 'issues' : 'pulls'}`, qs };
    }
    default:
      return undefined;
  }
}

function reviewPlan(run: Run, operation: string, base: string, i: number): Plan | undefined {
  const { ctx } = run;
  const pull = () => String(ctx.getNodeParameter('pullRequestNumber', i, 0));
  switch (operation) {
    case 'get':
      return {
        method: 'GET',
        endpoint: `${base}/pulls/${pull()}/reviews/${String(ctx.getNodeParameter('reviewId', i, ''))}`,
      };
    case 'getAll': {
      const qs: Json = {};
      listing(run, qs);
      return { method: 'GET', endpoint: `${base}/pulls/${pull()}/reviews`, qs };
    }
    case 'create': {
      const body: Json = { ...((ctx.getNodeParameter('additionalFields', i, {}) ?? {}) as Json) };
      body.event = reviewEvent(ctx.getNodeParameter('event', i, 'approve'));
      if (body.event === 'REQUEST_CHANGES' || body.event === 'COMMENT') body.body = ctx.getNodeParameter('body', i, '');
      return { method: 'POST', endpoint: `${base}/pulls/${pull()}/reviews`, body };
    }
    case 'update':
      return {
        method: 'PUT',
        endpoint: `${base}/pulls/${pull()}/reviews/${String(ctx.getNodeParameter('reviewId', i, ''))}`,
        body: { body: ctx.getNodeParameter('body', i, '') },
      };
    default:
      return undefined;
  }
}

function userPlan(run: Run, operation: string, owner: string, i: number): Plan | undefined {
  const { ctx } = run;
  switch (operation) {
    case 'getRepositories': {
      const qs: Json = {};
      listing(run, qs);
      return { method: 'GET', endpoint: `/users/${owner}/repos`, qs };
    }
    case 'getUserIssues': {
      const qs = { ...((ctx.getNodeParameter('getUserIssuesFilters', i, {}) ?? {}) as Json) };
      listing(run, qs);
      return { method: 'GET', endpoint: '/issues', qs };
    }
    case 'invite':
      return {
        method: 'POST',
        endpoint: `/orgs/${String(ctx.getNodeParameter('organization', i, ''))}/invitations`,
        body: { email: ctx.getNodeParameter('email', i, '') },
      };
    default:
      return undefined;
  }
}

function workflowPlan(run: Run, operation: string, base: string, i: number): Plan | undefined {
  const { ctx } = run;
  const id = () => String(ctx.getNodeParameter('workflowId', i, '', { extractValue: true }) ?? '');
  switch (operation) {
    case 'disable':
    case 'enable':
      return { method: 'PUT', endpoint: `${base}/actions/workflows/${id()}/${operation}` };
    case 'dispatch': {
      const endpoint = `${base}/actions/workflows/${id()}/dispatches`;
      const ref = ctx.getNodeParameter('ref', i, '', { extractValue: true });
      const inputs = parseJson(ctx.getNodeParameter('inputs', i, '{}'));
      if (inputs === undefined) throw new NodeOperationError(ctx.getNode(), 'Inputs: Invalid JSON', { itemIndex: i });
      return { method: 'POST', endpoint, body: { ref, inputs } };
    }
    case 'get':
      return { method: 'GET', endpoint: `${base}/actions/workflows/${id()}` };
    case 'getUsage':
      return { method: 'GET', endpoint: `${base}/actions/workflows/${id()}/timing` };
    case 'list':
      return { method: 'GET', endpoint: `${base}/actions/workflows` };
    default:
      return undefined;
  }
}

/** Dispatch and Wait for Completion: one dispatch (item 0's parameters), then the run waits for the resume URL. */
async function dispatchAndWait(run: Run): Promise<NodeOutput> {
  const { ctx } = run;
  const owner = String(ctx.getNodeParameter('owner', 0, '', { extractValue: true }) ?? '');
  const repository = String(ctx.getNodeParameter('repository', 0, '', { extractValue: true }) ?? '');
  const workflowId = String(ctx.getNodeParameter('workflowId', 0, '', { extractValue: true }) ?? '');
  const ref = ctx.getNodeParameter('ref', 0, '', { extractValue: true });
  const inputs = parseJson(ctx.getNodeParameter('inputs', 0, '{}'));
  if (!inputs) throw new NodeOperationError(ctx.getNode(), 'Inputs: Invalid JSON');
  const resumeUrl = ctx.evaluateExpression('={{ $execution.resumeUrl }}', 0);
  try {
    await githubRequest(ctx, run.auth, {
      method: 'POST',
      endpoint: `/repos/${owner}/${repository}/actions/workflows/${workflowId}/dispatches`,
      body: { ref, inputs: { ...(inputs as Json), resumeUrl } },
    });
  } catch (error) {
    if ((error as { httpCode?: unknown }).httpCode === '404') {
      throw new NodeOperationError(
        ctx.getNode(),
        'The workflow to dispatch could not be found. Adjust the "workflow" parameter setting to dispatch the workflow correctly.',
        { itemIndex: 0 },
      );
    }
    throw error;
  }
  await ctx.putExecutionToWait(WAIT_INDEFINITELY, { webhook: true });
  return [ctx.getInputData()];
}

/** The call one item makes. */
async function plan(run: Run, resource: string, operation: string, full: string, i: number): Promise<Plan | undefined> {
  const { ctx } = run;
  const owner =
    full !== 'user:invite' && full !== 'user:getUserIssues'
      ? String(ctx.getNodeParameter('owner', i, '', { extractValue: true }) ?? '')
      : '';
  const noRepository = [
    'user:getRepositories',
    'user:getUserIssues',
    'user:invite',
    'organization:getRepositories',
  ].includes(full);
  const repository = noRepository
    ? ''
    : String(ctx.getNodeParameter('repository', i, '', { extractValue: true }) ?? '');
  const base = `/repos/${owner}/${repository}`;
  switch (resource) {
    case 'file':
      return filePlan(run, operation, `${owner}\u0000${repository}`, i);
    case 'issue':
      return issuePlan(run, operation, base, i);
    case 'release':
      return releasePlan(run, operation, base, i);
    case 'repository':
      return repositoryPlan(run, operation, base, i);
    case 'review':
      return reviewPlan(run, operation, base, i);
    case 'user':
      return userPlan(run, operation, owner, i);
    case 'organization':
      if (operation !== 'getRepositories') return undefined;
      {
        const qs: Json = {};
        listing(run, qs);
        return { method: 'GET', endpoint: `/orgs/${owner}/repos`, qs };
      }
    case 'workflow':
      return workflowPlan(run, operation, base, i);
    default:
      throw new NodeOperationError(ctx.getNode(), `The resource "${resource}" is not known!`, { itemIndex: i });
  }
}

/** Runs the node over its input items. */
export async function executeGithub(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const resource = String(ctx.getNodeParameter('resource', 0, 'issue'));
  const operation = String(ctx.getNodeParameter('operation', 0, ''));
  const full = `${resource}:${operation}`;
  const run: Run = {
    ctx,
    auth: ctx.getNodeParameter('authentication', 0, 'accessToken') === 'oAuth2' ? 'oAuth2' : 'accessToken',
    returnAll: false,
  };
  if (full === 'workflow:dispatchAndWait') return dispatchAndWait(run);
  const answering = ANSWERING.has(full);
  const out: Item[] = [];
  const passed = items.map((item) => ({ ...item }));
  for (let i = 0; i < items.length; i++) {
    try {
      const call = await plan(run, resource, operation, full, i);
      const request: Plan = call ?? { method: 'GET', endpoint: '' };
      const asBinary = full === 'file:get' && Boolean(ctx.getNodeParameter('asBinaryProperty', i, true));
      let answer: unknown = run.returnAll
        ? await githubRequestAll(ctx, run.auth, { ...request, qs: request.qs ?? {}, itemIndex: i })
        : await githubRequest(ctx, run.auth, { ...request, itemIndex: i });
      if (asBinary) {
        if (Array.isArray(answer) && answer.length > 1)
          throw new NodeOperationError(ctx.getNode(), 'File Path is a folder, not a file.', { itemIndex: i });
        const property = String(ctx.getNodeParameter('binaryPropertyName', i, 'data'));
        const { content, path } = (answer ?? {}) as { content?: string; path?: string };
        const binary = { ...(items[i]!.binary ?? {}) };
        binary[property] = await ctx.helpers.prepareBinaryData(
          Buffer.from(String(content ?? ''), 'base64'),
          path === undefined ? undefined : baseName(path),
          path === undefined ? undefined : mimeTypeOf(path),
        );
        out.push({
          json: items[i]!.json,
          binary,
          ...(items[i]!.pairedItem !== undefined ? { pairedItem: items[i]!.pairedItem } : {}),
        });
        continue;
      }
      if (full === 'release:delete') answer = { success: true };
      // An empty answer (204: enable, disable, dispatch) is an item without JSON, as n8n gives it.
      const answered =
        answer === '' ? [{ json: undefined as unknown as Item['json'] }] : ctx.helpers.returnJsonArray(answer);
      if (answering) out.push(...ctx.helpers.constructExecutionMetaData(answered, { itemData: { item: i } }));
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      if (answering)
        out.push(
          ...ctx.helpers.constructExecutionMetaData([{ json: { error: (error as Error).message } }], {
            itemData: { item: i },
          }),
        );
      else passed[i] = { ...passed[i]!, json: { error: (error as Error).message } };
    }
  }
  return [answering ? out : passed];
}
