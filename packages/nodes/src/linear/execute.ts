/**
 * Linear 1 and 1.1: issues (create, get, get many, update, delete, add a link) and comments (add)
 * through Linear's GraphQL API, answered as n8n's node answers them: the issue, `{ success }`, the
 * comment's `{ success, comment }`, or one item per issue. As in n8n's node: resource, operation,
 * Authentication and the "Get Many" limit are read from the first item; the editor's extra fields
 * go in as GraphQL variables; with Continue On Fail an item that fails gives `{ error }` with the
 * error's message.
 */
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { linearRequest, linearRequestAll } from './api.js';
import { LINEAR_QUERIES } from './queries.js';

type Json = Record<string, any>;
type Op = (ctx: ExecuteContext, i: number, authentication: unknown) => Promise<unknown>;

const p = (ctx: ExecuteContext, name: string, i: number, fallback?: unknown): any =>
  ctx.getNodeParameter(name, i, fallback);

const issue: Record<string, Op> = {
  async create(ctx, i, auth) {
    const variables = {
      teamId: p(ctx, 'teamId', i),
      title: p(ctx, 'title', i),
      ...((p(ctx, 'additionalFields', i, {}) ?? {}) as Json),
    };
    return (await linearRequest(ctx, auth, { query: LINEAR_QUERIES.createIssue, variables }, i)).data.issueCreate
      ?.issue;
  },
  async delete(ctx, i, auth) {
    return (
      await linearRequest(
        ctx,
        auth,
        { query: LINEAR_QUERIES.deleteIssue, variables: { issueId: p(ctx, 'issueId', i) } },
        i,
      )
    )?.data?.issueDelete;
  },
  async get(ctx, i, auth) {
    return (
      await linearRequest(ctx, auth, { query: LINEAR_QUERIES.issue, variables: { issueId: p(ctx, 'issueId', i) } }, i)
    ).data.issue;
  },
  async getAll(ctx, i, auth) {
    const body = { query: LINEAR_QUERIES.issues, variables: { first: 50 } };
    if (p(ctx, 'returnAll', i)) return linearRequestAll(ctx, auth, ['data', 'issues'], body, undefined, i);
    return linearRequestAll(ctx, auth, ['data', 'issues'], body, Number(p(ctx, 'limit', 0)), i);
  },
  async update(ctx, i, auth) {
    const variables = { issueId: p(ctx, 'issueId', i), ...((p(ctx, 'updateFields', i, {}) ?? {}) as Json) };
    return (await linearRequest(ctx, auth, { query: LINEAR_QUERIES.updateIssue, variables }, i))?.data?.issueUpdate
      ?.issue;
  },
  async addLink(ctx, i, auth) {
    const variables = { issueId: p(ctx, 'issueId', i), url: p(ctx, 'link', i) };
    return (await linearRequest(ctx, auth, { query: LINEAR_QUERIES.addLink, variables }, i))?.data?.attachmentLinkURL;
  },
};

const comment: Record<string, Op> = {
  async addComment(ctx, i, auth) {
    const fields = (p(ctx, 'additionalFields', i, {}) ?? {}) as Json;
    const variables: Json = { issueId: p(ctx, 'issueId', i), body: p(ctx, 'comment', i) };
    if (fields.parentId && String(fields.parentId).trim() !== '') variables.parentId = fields.parentId;
    return (await linearRequest(ctx, auth, { query: LINEAR_QUERIES.addComment, variables }, i))?.data?.commentCreate;
  },
};

const RESOURCES: Record<string, Record<string, Op>> = { issue, comment };

/** Runs Linear over the input items. */
export async function executeLinear(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const resource = String(p(ctx, 'resource', 0, 'issue'));
  const operation = String(p(ctx, 'operation', 0));
  const authentication = p(ctx, 'authentication', 0, 'apiToken');
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const op = RESOURCES[resource]?.[operation];
      if (!op)
        throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" of "${resource}" is not known!`, {
          itemIndex: i,
        });
      const answer = await op(ctx, i, authentication);
      out.push(
        ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(answer ?? {}), { itemData: { item: i } }),
      );
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push(
        ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray({ error: (error as Error).message }), {
          itemData: { item: i },
        }),
      );
    }
  }
  return [out];
}
