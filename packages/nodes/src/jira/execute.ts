/**
 * Jira Software 1: issues, issue attachments, issue comments and users through Jira's REST API,
 * answered as n8n answers them (each call's JSON, a list's entries, or `{ success: true }` where
 * Jira answers nothing). As in n8n's node: one query object is shared by every item of a run (a
 * query option set for one item stays for the next), issues and changelogs use API v2, attachments,
 * comments and users use v3 on Jira Cloud and v2 on Jira Server (a comment in wiki markup switches
 * to v2 for the rest of the run), Cloud comments are sent as an Atlassian document with one
 * paragraph, and errors are not caught here (Continue On Fail is the engine's).
 */
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { requireBinary } from '../shared/spreadsheet/binary-file.js';
import { jiraRequest, jiraRequestAll, type JiraCall } from './api.js';
import { simplifyIssue } from './simplify.js';

type Json = Record<string, any>;

interface Run {
  ctx: ExecuteContext;
  jiraVersion: string;
  server: boolean;
  /** The query shared by every item (n8n's node keeps one for the whole run). */
  qs: Json;
  out: Item[];
}

const call = (run: Run, i: number, c: Omit<JiraCall, 'jiraVersion' | 'itemIndex'>) =>
  jiraRequest(run.ctx, { ...c, jiraVersion: run.jiraVersion, itemIndex: i });
const push = (run: Run, i: number, data: unknown): void => {
  run.out.push(
    ...run.ctx.helpers.constructExecutionMetaData(run.ctx.helpers.returnJsonArray(data), { itemData: { item: i } }),
  );
};
const param = (run: Run, name: string, i: number, fallback?: unknown) => run.ctx.getNodeParameter(name, i, fallback);
const locator = (run: Run, name: string, i: number) => run.ctx.getNodeParameter(name, i, '', { extractValue: true });

/** The one-paragraph Atlassian document Jira Cloud takes a plain comment as. */
const document = (text: unknown) => ({
  type: 'doc',
  version: 1,
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

/** A user reference: a user name on Jira Server, an account id on Jira Cloud. */
const userRef = (run: Run, value: unknown) => (run.server ? { name: value } : { id: value });

/** The custom fields of a create or update, keyed by field id (a locator answers its value). */
function customFields(fields: Json): Json {
  const rows = (fields.customFieldsUi as Json | undefined)?.customFieldsValues as Json[] | undefined;
  const out: Json = {};
  for (const row of rows ?? []) {
    const id = typeof row.fieldId === 'string' ? row.fieldId : String(row.fieldId?.value ?? '').trim();
    out[id] = row.fieldValue;
  }
  return rows ? out : {};
}

/** The ids of the site's sub-task issue types. */
async function subtaskTypes(run: Run, i: number, qs?: Json): Promise<unknown[]> {
  const types = ((await call(run, i, { method: 'GET', endpoint: '/api/2/issuetype', qs })) ?? []) as Json[];
  return types.filter((t) => t.subtask).map((t) => t.id);
}

async function createIssue(run: Run, i: number): Promise<void> {
  const summary = param(run, 'summary', i, '');
  const project = locator(run, 'project', i);
  const issueType = locator(run, 'issueType', i);
  const extra = { ...((param(run, 'additionalFields', i, {}) ?? {}) as Json) };
  for (const name of ['assignee', 'reporter', 'priority']) {
    const value = locator(run, `additionalFields.${name}`, i);
    if (value) extra[name] = value;
  }
  const fields: Json = { summary, project: { id: project }, issuetype: { id: issueType } };
  if (extra.labels) fields.labels = extra.labels;
  if (extra.serverLabels) fields.labels = extra.serverLabels;
  if (extra.priority) fields.priority = { id: extra.priority };
  if (extra.assignee) fields.assignee = userRef(run, extra.assignee);
  if (extra.reporter) fields.reporter = userRef(run, extra.reporter);
  if (extra.description) fields.description = extra.description;
  if (extra.updateHistory) run.qs.updateHistory = extra.updateHistory;
  if (extra.componentIds) fields.components = (extra.componentIds as unknown[]).map((id) => ({ id }));
  if (extra.customFieldsUi) Object.assign(fields, customFields(extra));
  const subtasks = await subtaskTypes(run, i, run.qs);
  if (subtasks.includes(issueType)) {
    if (!extra.parentIssueKey)
      throw new NodeOperationError(
        run.ctx.getNode(),
        'You must define a Parent Issue Key when Issue type is sub-task',
        { itemIndex: i },
      );
    fields.parent = { key: String(extra.parentIssueKey).toUpperCase() };
  }
  push(run, i, await call(run, i, { method: 'POST', endpoint: '/api/2/issue', body: { fields } }));
}

async function updateIssue(run: Run, i: number): Promise<void> {
  const key = String(param(run, 'issueKey', i, ''));
  const update = { ...((param(run, 'updateFields', i, {}) ?? {}) as Json) };
  for (const name of ['assignee', 'reporter', 'priority', 'statusId']) {
    const value = locator(run, `updateFields.${name}`, i);
    if (value) update[name] = value;
  }
  const fields: Json = {};
  if (update.summary) fields.summary = update.summary;
  if (update.issueType) fields.issuetype = { id: update.issueType };
  if (update.labels) fields.labels = update.labels;
  if (update.serverLabels) fields.labels = update.serverLabels;
  if (update.priority) fields.priority = { id: update.priority };
  if (update.assignee) fields.assignee = userRef(run, update.assignee);
  if (update.reporter) fields.reporter = userRef(run, update.reporter);
  if (update.description) fields.description = update.description;
  if (update.customFieldsUi) Object.assign(fields, customFields(update));
  const subtasks = await subtaskTypes(run, i);
  if (subtasks.includes(update.issueType)) {
    if (!update.parentIssueKey)
      throw new NodeOperationError(
        run.ctx.getNode(),
        'You must define a Parent Issue Key when Issue type is sub-task',
        { itemIndex: i },
      );
    fields.parent = { key: String(update.parentIssueKey).toUpperCase() };
  }
  if (update.statusId)
    await call(run, i, {
      method: 'POST',
      endpoint: `/api/2/issue/${key}/transitions`,
      body: { transition: { id: update.statusId } },
    });
  await call(run, i, { method: 'PUT', endpoint: `/api/2/issue/${key}`, body: { fields } });
  push(run, i, { success: true });
}

/** Overlays the rendered fields on the raw ones (a null rendering keeps the raw value). */
function withRendered(fields: Json, rendered: Json): Json {
  const out = { ...fields };
  for (const [name, value] of Object.entries(rendered)) if (value !== null && value !== undefined) out[name] = value;
  return out;
}

async function getIssue(run: Run, i: number): Promise<void> {
  const { qs } = run;
  const key = String(param(run, 'issueKey', i, ''));
  const simplify = Boolean(param(run, 'simplifyOutput', i, false));
  const extra = (param(run, 'additionalFields', i, {}) ?? {}) as Json;
  if (extra.fields) qs.fields = extra.fields;
  if (extra.fieldsByKey) qs.fieldsByKey = extra.fieldsByKey;
  if (extra.expand) qs.expand = extra.expand;
  if (simplify) qs.expand = `${qs.expand || ''},names`;
  if (extra.properties) qs.properties = extra.properties;
  if (extra.updateHistory) qs.updateHistory = extra.updateHistory;
  const issue = ((await call(run, i, { method: 'GET', endpoint: `/api/2/issue/${key}`, qs })) ?? {}) as Json;
  if (!simplify) return push(run, i, issue);
  qs.expand = qs.expand || '';
  if (
    String(qs.expand).toLowerCase().includes('renderedfields') &&
    issue.renderedFields &&
    Object.keys(issue.renderedFields).length
  ) {
    issue.fields = withRendered(issue.fields ?? {}, issue.renderedFields);
  }
  push(run, i, simplifyIssue(issue));
}

async function searchIssues(run: Run, i: number): Promise<void> {
  const returnAll = Boolean(param(run, 'returnAll', i, false));
  const options = { ...((param(run, 'options', i, {}) ?? {}) as Json) };
  const body: Json = {};
  if (!options.fields) options.fields = '*navigable';
  body.fields = String(options.fields).split(',');
  if (!options.jql) options.jql = 'created >= "1970-01-01"';
  body.jql = options.jql;
  if (options.expand) body.expand = typeof options.expand === 'string' ? options.expand.split(',') : options.expand;
  const endpoint = run.server ? '/api/2/search' : '/api/2/search/jql';
  if (returnAll) {
    push(
      run,
      i,
      await jiraRequestAll(
        run.ctx,
        { jiraVersion: run.jiraVersion, method: 'POST', endpoint, body, qs: {}, itemIndex: i },
        'issues',
        run.server ? 'offset' : 'token',
      ),
    );
    return;
  }
  body.maxResults = param(run, 'limit', i, 50);
  push(run, i, ((await call(run, i, { method: 'POST', endpoint, body })) as Json | undefined)?.issues);
}

async function changelog(run: Run, i: number): Promise<void> {
  const key = String(param(run, 'issueKey', i, ''));
  const endpoint = `/api/2/issue/${key}/changelog`;
  if (param(run, 'returnAll', i, false)) {
    push(
      run,
      i,
      await jiraRequestAll(
        run.ctx,
        { jiraVersion: run.jiraVersion, method: 'GET', endpoint, qs: {}, body: {}, itemIndex: i },
        'values',
      ),
    );
    return;
  }
  run.qs.maxResults = param(run, 'limit', i, 50);
  push(run, i, ((await call(run, i, { method: 'GET', endpoint, qs: run.qs })) as Json | undefined)?.values);
}

const named = (names: unknown) => ((names as unknown[] | undefined) ?? []).map((name) => ({ name }));

async function notify(run: Run, i: number): Promise<void> {
  const key = String(param(run, 'issueKey', i, ''));
  const extra = (param(run, 'additionalFields', i, {}) ?? {}) as Json;
  const json = Boolean(param(run, 'jsonParameters', 0, false));
  const body: Json = {};
  if (extra.textBody) body.textBody = extra.textBody;
  if (extra.htmlBody) body.htmlBody = extra.htmlBody;
  if (!json) {
    const recipients = ((param(run, 'notificationRecipientsUi', i, {}) ?? {}) as Json).notificationRecipientsValues as
      Json | undefined;
    const to: Json = {};
    if (recipients) {
      if (recipients.reporter) to.reporter = recipients.reporter;
      if (recipients.assignee) to.assignee = recipients.assignee;
      // As n8n's node does: the watchers flag follows the assignee flag, and the voters flag replaces it.
      if (recipients.assignee) to.watchers = recipients.watchers;
      if (recipients.voters) to.watchers = recipients.voters;
      if (((recipients.users as unknown[]) ?? []).length > 0)
        to.users = (recipients.users as unknown[]).map((accountId) => ({ accountId }));
      if (((recipients.groups as unknown[]) ?? []).length > 0) to.groups = named(recipients.groups);
    }
    body.to = to;
    const restrictions = ((param(run, 'notificationRecipientsRestrictionsUi', i, {}) ?? {}) as Json)
      .notificationRecipientsRestrictionsValues as Json | undefined;
    const restrict: Json = {};
    if (restrictions && ((restrictions.groups as unknown[]) ?? []).length > 0)
      restrict.groups = named(restrictions.groups);
    body.restrict = restrict;
  } else {
    const to = parseJson(param(run, 'notificationRecipientsJson', i, ''));
    if (to) body.to = to;
    const restrict = parseJson(param(run, 'notificationRecipientsRestrictionsJson', i, ''));
    if (restrict) body.restrict = restrict;
  }
  await call(run, i, { method: 'POST', endpoint: `/api/2/issue/${key}/notify`, body, qs: run.qs });
  push(run, i, { success: true });
}

/** A JSON text parsed, or '' when it is not JSON (as n8n's node checks it). */
function parseJson(text: unknown): unknown {
  if (typeof text !== 'string') return text ?? '';
  try {
    return JSON.parse(text);
  } catch {
    return '';
  }
}

async function issue(run: Run, operation: string, i: number): Promise<void> {
  const { qs } = run;
  switch (operation) {
    case 'create':
      return createIssue(run, i);
    case 'update':
      return updateIssue(run, i);
    case 'get':
      return getIssue(run, i);
    case 'getAll':
      return searchIssues(run, i);
    case 'changelog':
      return changelog(run, i);
    case 'notify':
      return notify(run, i);
    case 'transitions': {
      const key = String(param(run, 'issueKey', i, ''));
      const extra = (param(run, 'additionalFields', i, {}) ?? {}) as Json;
      if (extra.transitionId) qs.transitionId = extra.transitionId;
      if (extra.expand) qs.expand = extra.expand;
      if (extra.skipRemoteOnlyCondition) qs.skipRemoteOnlyCondition = extra.skipRemoteOnlyCondition;
      return push(
        run,
        i,
        ((await call(run, i, { method: 'GET', endpoint: `/api/2/issue/${key}/transitions`, qs })) as Json | undefined)
          ?.transitions,
      );
    }
    case 'delete': {
      const key = String(param(run, 'issueKey', i, ''));
      qs.deleteSubtasks = param(run, 'deleteSubtasks', i, false);
      await call(run, i, { method: 'DELETE', endpoint: `/api/2/issue/${key}`, qs });
      return push(run, i, { success: true });
    }
    default:
      return undefined;
  }
}

/** Downloads each attachment item's `content` into the binary field the node names. */
async function download(run: Run, items: Item[]): Promise<void> {
  const field = String(param(run, 'binaryProperty', 0, 'data'));
  for (const item of items) {
    const json = item.json;
    const bytes = (await call(run, 0, {
      method: 'GET',
      endpoint: '',
      url: String(json.content),
      binary: true,
    })) as Uint8Array;
    item.binary = {
      [field]: await run.ctx.helpers.prepareBinaryData(
        Buffer.from(bytes),
        json.filename as string | undefined,
        json.mimeType as string | undefined,
      ),
    };
  }
}

async function attachments(run: Run, operation: string, length: number): Promise<void> {
  const v = run.server ? '2' : '3';
  const { qs } = run;
  switch (operation) {
    case 'add':
      for (let i = 0; i < length; i++) {
        const field = String(param(run, 'binaryPropertyName', i, 'data'));
        const key = String(param(run, 'issueKey', i, ''));
        const binary = requireBinary(run.ctx, i, field);
        const bytes = await run.ctx.helpers.getBinaryDataBuffer(i, field);
        const form = new FormData();
        form.append(
          'file',
          new Blob([Buffer.from(bytes)], { type: binary.mimeType || 'application/octet-stream' }),
          binary.fileName ?? 'file',
        );
        push(
          run,
          i,
          await call(run, i, { method: 'POST', endpoint: `/api/${v}/issue/${key}/attachments`, body: form }),
        );
      }
      return;
    case 'remove':
      for (let i = 0; i < length; i++) {
        await call(run, i, {
          method: 'DELETE',
          endpoint: `/api/${v}/attachment/${String(param(run, 'attachmentId', i, ''))}`,
          qs,
        });
        push(run, i, { success: true });
      }
      return;
    case 'get': {
      const wanted = Boolean(param(run, 'download', 0, false));
      for (let i = 0; i < length; i++) {
        push(
          run,
          i,
          await call(run, i, {
            method: 'GET',
            endpoint: `/api/${v}/attachment/${String(param(run, 'attachmentId', i, ''))}`,
            qs,
          }),
        );
      }
      if (wanted) await download(run, run.out);
      return;
    }
    case 'getAll': {
      const wanted = Boolean(param(run, 'download', 0, false));
      for (let i = 0; i < length; i++) {
        const key = String(param(run, 'issueKey', i, ''));
        const returnAll = Boolean(param(run, 'returnAll', i, false));
        const answer = ((await call(run, i, { method: 'GET', endpoint: `/api/2/issue/${key}`, qs })) ?? {}) as Json;
        let list = (answer.fields?.attachment ?? []) as unknown[];
        if (!returnAll) list = list.slice(0, Number(param(run, 'limit', i, 50)));
        push(run, i, list);
      }
      if (wanted) await download(run, run.out);
      return;
    }
    default:
  }
}

async function comments(run: Run, operation: string, length: number): Promise<void> {
  const { qs } = run;
  let v = run.server ? '2' : '3';
  /** The body of an add or update: the comment as text (server, wiki markup) or a document (cloud), or the JSON given. */
  const commentBody = (i: number, options: Json): Json => {
    if (!param(run, 'jsonParameters', 0, false)) {
      const comment = param(run, 'comment', i, '');
      return { body: run.server || options.wikiMarkup ? comment : document(comment) };
    }
    const json = parseJson(param(run, 'commentJson', i, ''));
    if (json === '')
      throw new NodeOperationError(run.ctx.getNode(), 'Document Format must be a valid JSON', { itemIndex: i });
    return { body: json };
  };
  for (let i = 0; i < length; i++) {
    const key = String(param(run, 'issueKey', i, ''));
    switch (operation) {
      case 'add': {
        const options = { ...((param(run, 'options', i, {}) ?? {}) as Json) };
        if (options.wikiMarkup) v = '2';
        if (options.expand) {
          qs.expand = options.expand;
          delete options.expand;
        }
        const body = { ...options, ...commentBody(i, options) };
        push(run, i, await call(run, i, { method: 'POST', endpoint: `/api/${v}/issue/${key}/comment`, body, qs }));
        break;
      }
      case 'get': {
        Object.assign(qs, (param(run, 'options', i, {}) ?? {}) as Json);
        push(
          run,
          i,
          await call(run, i, {
            method: 'GET',
            endpoint: `/api/${v}/issue/${key}/comment/${String(param(run, 'commentId', i, ''))}`,
            qs,
          }),
        );
        break;
      }
      case 'getAll': {
        const returnAll = Boolean(param(run, 'returnAll', i, false));
        Object.assign(qs, (param(run, 'options', i, {}) ?? {}) as Json);
        const endpoint = `/api/${v}/issue/${key}/comment`;
        if (returnAll) {
          push(
            run,
            i,
            await jiraRequestAll(
              run.ctx,
              { jiraVersion: run.jiraVersion, method: 'GET', endpoint, qs, body: {}, itemIndex: i },
              'comments',
            ),
          );
        } else {
          qs.maxResults = param(run, 'limit', i, 50);
          push(run, i, ((await call(run, i, { method: 'GET', endpoint, qs })) as Json | undefined)?.comments);
        }
        break;
      }
      case 'remove':
        await call(run, i, {
          method: 'DELETE',
          endpoint: `/api/${v}/issue/${key}/comment/${String(param(run, 'commentId', i, ''))}`,
          qs,
        });
        push(run, i, { success: true });
        break;
      case 'update': {
        const id = String(param(run, 'commentId', i, ''));
        const options = { ...((param(run, 'options', i, {}) ?? {}) as Json) };
        if (options.expand) {
          qs.expand = options.expand;
          delete options.expand;
        }
        if (options.wikiMarkup) v = '2';
        Object.assign(qs, options);
        const body = commentBody(i, options);
        push(run, i, await call(run, i, { method: 'PUT', endpoint: `/api/${v}/issue/${key}/comment/${id}`, body, qs }));
        break;
      }
      default:
    }
  }
}

async function user(run: Run, operation: string, i: number): Promise<void> {
  const v = run.server ? '2' : '3';
  const { qs } = run;
  switch (operation) {
    case 'create': {
      const body: Json = {
        name: param(run, 'username', i, ''),
        emailAddress: param(run, 'emailAddress', i, ''),
        displayName: param(run, 'displayName', i, ''),
      };
      Object.assign(body, (param(run, 'additionalFields', i, {}) ?? {}) as Json);
      return push(run, i, await call(run, i, { method: 'POST', endpoint: `/api/${v}/user`, body }));
    }
    case 'delete':
      qs.accountId = param(run, 'accountId', i, '');
      await call(run, i, { method: 'DELETE', endpoint: `/api/${v}/user`, qs });
      return push(run, i, { success: true });
    case 'get': {
      qs.accountId = param(run, 'accountId', i, '');
      const { expand } = (param(run, 'additionalFields', i, {}) ?? {}) as Json;
      if (expand) qs.expand = (expand as unknown[]).join(',');
      return push(run, i, await call(run, i, { method: 'GET', endpoint: `/api/${v}/user`, qs }));
    }
    default:
      return undefined;
  }
}

/** Runs the node over its input items. */
export async function executeJira(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const resource = String(ctx.getNodeParameter('resource', 0, 'issue'));
  const operation = String(ctx.getNodeParameter('operation', 0, 'create'));
  const jiraVersion = String(ctx.getNodeParameter('jiraVersion', 0, 'cloud'));
  const run: Run = {
    ctx,
    jiraVersion,
    server: jiraVersion === 'server' || jiraVersion === 'serverPat',
    qs: {},
    out: [],
  };
  if (resource === 'issue') for (let i = 0; i < items.length; i++) await issue(run, operation, i);
  else if (resource === 'issueAttachment') await attachments(run, operation, items.length);
  else if (resource === 'issueComment') await comments(run, operation, items.length);
  else if (resource === 'user') for (let i = 0; i < items.length; i++) await user(run, operation, i);
  return [run.out];
}
