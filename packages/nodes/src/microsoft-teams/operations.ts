/**
 * Microsoft Teams' operations for versions 1, 1.1 and 2: channels, channel messages (Graph beta, as
 * n8n), chat messages and Planner tasks. Version 2 takes its ids from resource locators and words
 * a missing channel or message as n8n 2 does.
 */
import { NodeApiError, NodeOperationError, type ExecuteContext } from '@weft/workflow';
import type { TeamsClient } from './client.js';

/** What an operation is given for one item. */
export interface TeamsArgs {
  ctx: ExecuteContext;
  client: TeamsClient;
  itemIndex: number;
  version: number;
}

type Operation = (args: TeamsArgs) => Promise<unknown>;

/** A parameter's id: a resource locator's value, or the text itself. */
export function idOf(ctx: ExecuteContext, name: string, itemIndex: number): string {
  const value = ctx.getNodeParameter(name, itemIndex, '', { extractValue: true }) as unknown;
  if (value && typeof value === 'object' && 'value' in value) return String(value.value ?? '');
  return String(value ?? '');
}

/** The line n8n appends when "Include Link to Workflow" is on (Weft names itself; the message becomes HTML). */
export const TEAMS_ATTRIBUTION = '<br><br><em> Sent by this Weft workflow </em>';

/** A chat or channel message body, with the attribution when asked. */
export function prepareMessage(
  message: string,
  contentType: string,
  attribution: boolean,
): { body: { contentType: string; content: string } } {
  return attribution
    ? { body: { contentType: 'html', content: `${message}${TEAMS_ATTRIBUTION}` } }
    : { body: { contentType, content: message } };
}

const options = (ctx: ExecuteContext, name: string, i: number) => ({
  ...((ctx.getNodeParameter(name, i, {}) ?? {}) as Record<string, unknown>),
});
const firstOf = async (client: TeamsClient, path: string, args: TeamsArgs) => {
  if (args.ctx.getNodeParameter('returnAll', args.itemIndex, false) === true)
    return client.requestAll(path, args.itemIndex);
  const limit = Number(args.ctx.getNodeParameter('limit', args.itemIndex, 50));
  return (await client.requestAll(path, args.itemIndex)).splice(0, limit);
};

/** Rethrows a missing resource in n8n 2's words; other errors as they are. */
async function orMissing<T>(args: TeamsArgs, what: string, parameter: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (args.version >= 2 && error instanceof NodeApiError && String(error.httpCode) === '404') {
      throw new NodeOperationError(
        args.client.node,
        `The ${what} you are trying to ${what === 'message' ? 'get' : parameter} doesn't exist`,
        {
          itemIndex: args.itemIndex,
          description: `Check that the '${what === 'message' ? 'Message ID' : 'Channel'}' parameter is correctly set`,
        },
      );
    }
    throw error;
  }
}

function assignment(userId: string) {
  return { [userId]: { '@odata.type': 'microsoft.graph.plannerAssignment', orderHint: ' !' } };
}

/** A Planner date as Graph takes it (a Luxon DateTime from an expression becomes ISO text). */
const isoDate = (value: unknown) =>
  value && typeof value === 'object' && 'toISO' in value ? (value as { toISO(): string }).toISO() : value;

export const teamsOperations: Record<string, Record<string, Operation>> = {
  channel: {
    async create({ ctx, client, itemIndex }) {
      const o = options(ctx, 'options', itemIndex);
      const body: Record<string, unknown> = { displayName: ctx.getNodeParameter('name', itemIndex, '') };
      if (o.description) body.description = o.description;
      if (o.type) body.membershipType = o.type;
      return client.request('POST', `/v1.0/teams/${idOf(ctx, 'teamId', itemIndex)}/channels`, { body, itemIndex });
    },
    async delete(args) {
      return teamsOperations.channel!.deleteChannel!(args);
    },
    async deleteChannel(args) {
      const { ctx, client, itemIndex } = args;
      await orMissing(args, 'channel', 'delete', () =>
        client.request(
          'DELETE',
          `/v1.0/teams/${idOf(ctx, 'teamId', itemIndex)}/channels/${idOf(ctx, 'channelId', itemIndex)}`,
          { itemIndex },
        ),
      );
      return { success: true };
    },
    async get(args) {
      const { ctx, client, itemIndex } = args;
      return orMissing(args, 'channel', 'get', () =>
        client.request(
          'GET',
          `/v1.0/teams/${idOf(ctx, 'teamId', itemIndex)}/channels/${idOf(ctx, 'channelId', itemIndex)}`,
          { itemIndex },
        ),
      );
    },
    async getAll(args) {
      return firstOf(args.client, `/v1.0/teams/${idOf(args.ctx, 'teamId', args.itemIndex)}/channels`, args);
    },
    async update({ ctx, client, itemIndex, version }) {
      const body: Record<string, unknown> = {};
      const name =
        version >= 2 ? ctx.getNodeParameter('name', itemIndex, '') : options(ctx, 'updateFields', itemIndex).name;
      const description =
        version >= 2
          ? ctx.getNodeParameter('options.description', itemIndex, '')
          : options(ctx, 'updateFields', itemIndex).description;
      if (name) body.displayName = name;
      if (description) body.description = description;
      await client.request(
        'PATCH',
        `/v1.0/teams/${idOf(ctx, 'teamId', itemIndex)}/channels/${idOf(ctx, 'channelId', itemIndex)}`,
        { body, itemIndex },
      );
      return { success: true };
    },
  },
  channelMessage: {
    async create({ ctx, client, itemIndex, version }) {
      const o = options(ctx, 'options', itemIndex);
      const contentType = String(ctx.getNodeParameter(version >= 2 ? 'contentType' : 'messageType', itemIndex, 'text'));
      const attribution = o.includeLinkToWorkflow === undefined ? version >= 1.1 : o.includeLinkToWorkflow === true;
      const body = prepareMessage(String(ctx.getNodeParameter('message', itemIndex, '')), contentType, attribution);
      const base = `/beta/teams/${idOf(ctx, 'teamId', itemIndex)}/channels/${idOf(ctx, 'channelId', itemIndex)}/messages`;
      return client.request('POST', o.makeReply ? `${base}/${o.makeReply}/replies` : base, { body, itemIndex });
    },
    async getAll(args) {
      return firstOf(
        args.client,
        `/beta/teams/${idOf(args.ctx, 'teamId', args.itemIndex)}/channels/${idOf(args.ctx, 'channelId', args.itemIndex)}/messages`,
        args,
      );
    },
  },
  chatMessage: {
    async create({ ctx, client, itemIndex, version }) {
      const o = options(ctx, 'options', itemIndex);
      const contentType = String(ctx.getNodeParameter(version >= 2 ? 'contentType' : 'messageType', itemIndex, 'text'));
      const attribution = o.includeLinkToWorkflow !== false && version >= 1.1;
      const body = prepareMessage(String(ctx.getNodeParameter('message', itemIndex, '')), contentType, attribution);
      return client.request('POST', `/v1.0/chats/${idOf(ctx, 'chatId', itemIndex)}/messages`, { body, itemIndex });
    },
    async get(args) {
      const { ctx, client, itemIndex } = args;
      return orMissing(args, 'message', 'get', () =>
        client.request(
          'GET',
          `/v1.0/chats/${idOf(ctx, 'chatId', itemIndex)}/messages/${ctx.getNodeParameter('messageId', itemIndex, '')}`,
          { itemIndex },
        ),
      );
    },
    async getAll(args) {
      return firstOf(args.client, `/v1.0/chats/${idOf(args.ctx, 'chatId', args.itemIndex)}/messages`, args);
    },
  },
  task: {
    async create({ ctx, client, itemIndex, version }) {
      const body: Record<string, unknown> = {
        planId: idOf(ctx, 'planId', itemIndex),
        bucketId: idOf(ctx, 'bucketId', itemIndex),
        title: ctx.getNodeParameter('title', itemIndex, ''),
      };
      const extra = options(ctx, version >= 2 ? 'options' : 'additionalFields', itemIndex);
      if (version >= 2 && extra.assignedTo) extra.assignedTo = idOf(ctx, 'options.assignedTo', itemIndex);
      if (extra.dueDateTime) extra.dueDateTime = isoDate(extra.dueDateTime);
      Object.assign(body, extra);
      if (body.assignedTo) {
        body.assignments = assignment(String(body.assignedTo));
        delete body.assignedTo;
      }
      if (version < 2 && Array.isArray(body.labels))
        body.appliedCategories = (body.labels as string[]).map((label) => ({ [label]: true }));
      return client.request('POST', '/v1.0/planner/tasks', { body, itemIndex });
    },
    async delete(args) {
      return teamsOperations.task!.deleteTask!(args);
    },
    async deleteTask({ ctx, client, itemIndex }) {
      const taskId = idOf(ctx, 'taskId', itemIndex);
      const task = await client.request('GET', `/v1.0/planner/tasks/${taskId}`, { itemIndex });
      await client.request('DELETE', `/v1.0/planner/tasks/${taskId}`, {
        headers: { 'If-Match': String(task['@odata.etag'] ?? '') },
        itemIndex,
      });
      return { success: true };
    },
    async get({ ctx, client, itemIndex }) {
      return client.request('GET', `/v1.0/planner/tasks/${idOf(ctx, 'taskId', itemIndex)}`, { itemIndex });
    },
    async getAll(args) {
      const { ctx, client, itemIndex, version } = args;
      if (ctx.getNodeParameter('tasksFor', itemIndex, 'member') === 'member') {
        const memberId =
          version >= 2
            ? String((await client.request('GET', '/v1.0/me', { itemIndex })).id)
            : idOf(ctx, 'memberId', itemIndex);
        return firstOf(client, `/v1.0/users/${memberId}/planner/tasks`, args);
      }
      return firstOf(client, `/v1.0/planner/plans/${idOf(ctx, 'planId', itemIndex)}/tasks`, args);
    },
    async update({ ctx, client, itemIndex, version }) {
      const taskId = idOf(ctx, 'taskId', itemIndex);
      const fields = options(ctx, 'updateFields', itemIndex);
      delete fields.groupId;
      if (fields.assignedTo) {
        fields.assignments = assignment(
          version >= 2 ? idOf(ctx, 'updateFields.assignedTo', itemIndex) : String(fields.assignedTo),
        );
        delete fields.assignedTo;
      }
      if (version >= 2)
        for (const key of ['bucketId', 'planId'])
          if (key in fields) fields[key] = idOf(ctx, `updateFields.${key}`, itemIndex);
      if (fields.dueDateTime) fields.dueDateTime = isoDate(fields.dueDateTime);
      if (version < 2 && Array.isArray(fields.labels))
        fields.appliedCategories = (fields.labels as string[]).map((label) => ({ [label]: true }));
      const task = await client.request('GET', `/v1.0/planner/tasks/${taskId}`, { itemIndex });
      await client.request('PATCH', `/v1.0/planner/tasks/${taskId}`, {
        body: fields,
        headers: { 'If-Match': String(task['@odata.etag'] ?? '') },
        itemIndex,
      });
      return { success: true };
    },
  },
};
