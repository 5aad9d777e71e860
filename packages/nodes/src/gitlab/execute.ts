/**
 * GitLab 1: files, issues, releases, repositories (projects) and users through GitLab's REST API v4,
 * answered as n8n answers them: each call's JSON (an object, or a list's entries as items) as the
 * items of the input item it was made for. As in n8n:
 * - a project is addressed as `<owner, slashes encoded>%2F<name>` (so subgroups work), except the
 *   release operations other than Create, which take a Project ID;
 * - Lock of an issue sets `discussion_locked` and passes its input items on unchanged;
 * - Get of a file reads the `master` ref unless a Reference is set, and with "As Binary Property"
 *   on puts the first item's file into a binary property and answers every input item at once;
 * - Return All and Limit of Get Many releases and Get Issues are read from the first item, and once
 *   one item asks for every page the following items do too; List of files reads them per item;
 * - the Encoding additional parameter of a file write changes nothing (n8n's node compares the
 *   group, not its value, so text content is always sent as it is);
 * - an error item of Continue On Fail is `{ error: message }` (for Lock: the input item's JSON
 *   replaced by it).
 */
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { baseName, mimeTypeOf } from '../shared/mime-types.js';
import { gitlabRequest, gitlabRequestAll, type GitlabAuthentication, type GitlabCall } from './api.js';

type Json = Record<string, unknown>;

/** Operations whose output is the call's answer (the others pass their input on). */
const ANSWERING = new Set([
  'file:get',
  'file:create',
  'file:edit',
  'file:delete',
  'issue:create',
  'issue:createComment',
  'issue:edit',
  'issue:get',
  'release:create',
  'release:delete',
  'release:get',
  'release:update',
  'repository:get',
  'file:list',
  'release:getAll',
  'repository:getIssues',
  'user:getRepositories',
]);

/** The shared state of one run: Return All, once set, stays set for the following items (as in n8n). */
interface Run {
  ctx: ExecuteContext;
  returnAll: boolean;
}

/** The labels of a Labels list, comma-joined; a list left unset is empty. */
const labelsOf = (value: unknown) =>
  (Array.isArray(value) ? value : []).map((entry) => (entry as Json | undefined)?.label).join(',');
/** The user ids of an Assignees list; a list left unset is empty. */
const assigneesOf = (value: unknown) =>
  (Array.isArray(value) ? value : []).map((entry) => (entry as Json | undefined)?.assignee);

const param = (run: Run, name: string, i: number, fallback?: unknown): unknown =>
  run.ctx.getNodeParameter(name, i, fallback);
const collection = (run: Run, name: string, i: number): Json => ({ ...((param(run, name, i, {}) ?? {}) as Json) });

function issuePlan(run: Run, operation: string, base: string, i: number): GitlabCall | undefined {
  const number = () => String(param(run, 'issueNumber', i, 0));
  switch (operation) {
    case 'create':
      return {
        method: 'POST',
        endpoint: `${base}/issues`,
        body: {
          title: param(run, 'title', i, ''),
          description: param(run, 'body', i, ''),
          due_date: param(run, 'due_date', i, ''),
          labels: labelsOf(param(run, 'labels', i, [])),
          assignee_ids: assigneesOf(param(run, 'assignee_ids', i, [])),
        },
      };
    case 'createComment':
      return {
        method: 'POST',
        endpoint: `${base}/issues/${number()}/notes`,
        body: { body: param(run, 'body', i, '') },
      };
    case 'edit': {
      const body = collection(run, 'editFields', i);
      if (body.labels !== undefined) body.labels = labelsOf(body.labels);
      if (body.assignee_ids !== undefined) body.assignee_ids = assigneesOf(body.assignee_ids);
      return { method: 'PUT', endpoint: `${base}/issues/${number()}`, body };
    }
    case 'get':
      return { method: 'GET', endpoint: `${base}/issues/${number()}` };
    case 'lock':
      return { method: 'PUT', endpoint: `${base}/issues/${number()}`, body: { discussion_locked: true } };
    default:
      return undefined;
  }
}

function releasePlan(run: Run, operation: string, base: string, i: number): GitlabCall | undefined {
  const project = () => String(param(run, 'projectId', i, ''));
  const tag = () => String(param(run, 'tag_name', i, ''));
  switch (operation) {
    case 'create':
      return {
        method: 'POST',
        endpoint: `${base}/releases`,
        body: { ...collection(run, 'additionalFields', i), tag_name: param(run, 'releaseTag', i, '') },
      };
    case 'delete':
      return { method: 'DELETE', endpoint: `/projects/${project()}/releases/${tag()}` };
    case 'get':
      return { method: 'GET', endpoint: `/projects/${project()}/releases/${tag()}` };
    case 'getAll': {
      const qs = collection(run, 'additionalFields', i);
      run.returnAll = Boolean(param(run, 'returnAll', 0, false));
      if (!run.returnAll) qs.per_page = param(run, 'limit', 0, 20);
      return { method: 'GET', endpoint: `/projects/${project()}/releases`, qs };
    }
    case 'update': {
      const body = collection(run, 'additionalFields', i);
      if (body.milestones) body.milestones = String(body.milestones).split(',');
      return { method: 'PUT', endpoint: `/projects/${project()}/releases/${tag()}`, body };
    }
    default:
      return undefined;
  }
}

function repositoryPlan(run: Run, operation: string, base: string, i: number): GitlabCall | undefined {
  if (operation === 'get') return { method: 'GET', endpoint: base };
  if (operation !== 'getIssues') return undefined;
  const qs = collection(run, 'getRepositoryIssuesFilters', i);
  run.returnAll = Boolean(param(run, 'returnAll', 0, false));
  if (!run.returnAll) qs.per_page = param(run, 'limit', 0, 20);
  return { method: 'GET', endpoint: `${base}/issues`, qs };
}

/** The commit author of a file write or delete. */
function authorFields(extra: Json, body: Json): void {
  const author = extra.author as Json | undefined;
  if (!author) return;
  if (author.name) body.author_name = author.name;
  if (author.email) body.author_email = author.email;
}

async function filePlan(run: Run, operation: string, base: string, i: number): Promise<GitlabCall | undefined> {
  const { ctx } = run;
  const endpoint = () => `${base}/repository/files/${encodeURIComponent(String(param(run, 'filePath', i, '')))}`;
  if (operation === 'create' || operation === 'edit') {
    const extra = collection(run, 'additionalParameters', i);
    const body: Json = { branch: param(run, 'branch', i, ''), commit_message: param(run, 'commitMessage', i, '') };
    authorFields(extra, body);
    const start = (extra.branchStart as Json | undefined)?.branchStart;
    if (start) body.start_branch = start;
    if (param(run, 'binaryData', i, false)) {
      const property = String(param(run, 'binaryPropertyName', i, 'data'));
      if (!ctx.getInputData()[i]?.binary?.[property]) {
        throw new NodeOperationError(
          ctx.getNode(),
          `This operation expects the node's input data to contain a binary file '${property}', but none was found [item ${i}]`,
          { itemIndex: i },
        );
      }
      body.content = Buffer.from(await ctx.helpers.getBinaryDataBuffer(i, property)).toString('base64');
      body.encoding = 'base64';
    } else {
      body.content = param(run, 'fileContent', i, '');
    }
    return { method: operation === 'create' ? 'POST' : 'PUT', endpoint: endpoint(), body };
  }
  if (operation === 'delete') {
    const body: Json = {};
    authorFields(collection(run, 'additionalParameters', i), body);
    body.branch = param(run, 'branch', i, '');
    body.commit_message = param(run, 'commitMessage', i, '');
    return { method: 'DELETE', endpoint: endpoint(), body };
  }
  if (operation === 'get') {
    const extra = collection(run, 'additionalParameters', i);
    return { method: 'GET', endpoint: endpoint(), qs: { ref: extra.reference ? extra.reference : 'master' } };
  }
  if (operation === 'list') {
    const path = param(run, 'filePath', i, '');
    const qs = collection(run, 'additionalParameters', i);
    run.returnAll = Boolean(param(run, 'returnAll', i, false));
    if (!run.returnAll) {
      qs.per_page = param(run, 'limit', i, 20);
      qs.page = param(run, 'page', i, 1);
    }
    if (path) qs.path = path;
    return { method: 'GET', endpoint: `${base}/repository/tree`, qs };
  }
  return undefined;
}

/** The call one item makes. */
async function plan(run: Run, resource: string, operation: string, i: number): Promise<GitlabCall | undefined> {
  const { ctx } = run;
  // Slashes of the owner are encoded so that subgroups (group/subgroup) address the project.
  const owner = String(param(run, 'owner', i, '')).replace(/\//g, '%2F');
  const repository =
    `${resource}:${operation}` === 'user:getRepositories' ? '' : String(param(run, 'repository', i, ''));
  const base = `/projects/${owner}%2F${repository}`;
  switch (resource) {
    case 'issue':
      return issuePlan(run, operation, base, i);
    case 'release':
      return releasePlan(run, operation, base, i);
    case 'repository':
      return repositoryPlan(run, operation, base, i);
    case 'user':
      return operation === 'getRepositories' ? { method: 'GET', endpoint: `/users/${owner}/projects` } : undefined;
    case 'file':
      return filePlan(run, operation, base, i);
    default:
      throw new NodeOperationError(ctx.getNode(), `The resource "${resource}" is not known!`, { itemIndex: i });
  }
}

/** Runs the node over its input items. */
export async function executeGitlab(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const resource = String(ctx.getNodeParameter('resource', 0, 'issue'));
  const operation = String(ctx.getNodeParameter('operation', 0, ''));
  const full = `${resource}:${operation}`;
  const auth: GitlabAuthentication =
    ctx.getNodeParameter('authentication', 0, 'accessToken') === 'oAuth2' ? 'oAuth2' : 'accessToken';
  const run: Run = { ctx, returnAll: false };
  const answering = ANSWERING.has(full);
  const out: Item[] = [];
  const passed = items.map((item) => ({ ...item }));
  for (let i = 0; i < items.length; i++) {
    try {
      const call = (await plan(run, resource, operation, i)) ?? { method: 'GET', endpoint: '' };
      const asBinary = Boolean(ctx.getNodeParameter('asBinaryProperty', i, false));
      const answer: unknown = run.returnAll
        ? await gitlabRequestAll(ctx, auth, { ...call, qs: call.qs ?? {}, itemIndex: i })
        : await gitlabRequest(ctx, auth, { ...call, itemIndex: i });
      if (full === 'file:get' && asBinary) {
        if (Array.isArray(answer) && answer.length > 1)
          throw new NodeOperationError(ctx.getNode(), 'File Path is a folder, not a file.', { itemIndex: i });
        const property = String(ctx.getNodeParameter('binaryPropertyName', i, 'data'));
        // n8n names the file from the answer's `path`, which GitLab's answer lacks (it has `file_path`).
        const { content, path } = (answer ?? {}) as { content?: string; path?: string };
        const binary = { ...(items[i]!.binary ?? {}) };
        binary[property] = await ctx.helpers.prepareBinaryData(
          Buffer.from(String(content ?? ''), 'base64'),
          path === undefined ? undefined : baseName(path),
          path === undefined ? 'text/plain' : mimeTypeOf(path),
        );
        // As in n8n, the first file read answers every input item (the others unchanged).
        passed[i] = {
          json: items[i]!.json,
          binary,
          ...(items[i]!.pairedItem !== undefined ? { pairedItem: items[i]!.pairedItem } : {}),
        };
        return [passed];
      }
      // An empty answer (204: a deleted file) is an item without JSON, as n8n gives it.
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
