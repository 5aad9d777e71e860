/**
 * monday.com 1: each resource's operations as one GraphQL query or mutation to monday.com's API
 * (version 2023-10), answered as n8n's node answers them (the created or changed entity's id, or
 * the list asked for, one item per entry). As in n8n's node: resource and operation are read from
 * the first item; JSON values (column values, column defaults) must parse and are sent as JSON text;
 * a column's type is sent in snake case; boards are paged 50 at a time for "Return All", items
 * follow their items page's cursor; with Continue On Fail an item that fails gives `{ error }`.
 */
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { mondayRequest, mondayRequestAll, mondayRequestItems, type MondayBody } from './api.js';

type Json = Record<string, any>;
type Op = (run: Run, i: number) => Promise<unknown>;

interface Run {
  ctx: ExecuteContext;
  authentication: unknown;
}

const p = (run: Run, name: string, i: number, fallback?: unknown): any => run.ctx.getNodeParameter(name, i, fallback);
const send = async (run: Run, i: number, query: string, variables: Json) =>
  (await mondayRequest(run.ctx, run.authentication, { query, variables }, i)).data ?? {};
const snakeCase = (s: string) =>
  s
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[\s-]+/g, '_')
    .toLowerCase();

/** JSON text the user typed, checked and sent compact; n8n's node refuses it with `message` when it does not parse. */
function jsonText(run: Run, value: unknown, message: string, i: number): string {
  try {
    return JSON.stringify(typeof value === 'string' ? JSON.parse(value) : value);
  } catch {
    throw new NodeOperationError(run.ctx.getNode(), message, { itemIndex: i });
  }
}

const BOARD_FIELDS = 'id name description state board_folder_id board_kind owners { id }';
const COLUMN_VALUE_FIELDS = 'column_values { id text type value column { title archived description settings_str } }';
const ITEM_FIELDS = `{ id name created_at state ${COLUMN_VALUE_FIELDS} }`;
const ITEM_WITH_BOARD_FIELDS = `{ id name created_at state board { id } ${COLUMN_VALUE_FIELDS} }`;

const board: Record<string, Op> = {
  async archive(run, i) {
    return (
      await send(run, i, 'mutation ($id: ID!) { archive_board (board_id: $id) { id } }', { id: p(run, 'boardId', i) })
    ).archive_board;
  },
  async create(run, i) {
    const fields = (p(run, 'additionalFields', i, {}) ?? {}) as Json;
    const variables: Json = { name: p(run, 'name', i), kind: p(run, 'kind', i) };
    if (fields.templateId) variables.templateId = fields.templateId;
    const query =
      'mutation ($name: String!, $kind: BoardKind!, $templateId: ID) { create_board (board_name: $name, board_kind: $kind, template_id: $templateId) { id } }';
    return (await send(run, i, query, variables)).create_board;
  },
  async get(run, i) {
    return (
      await send(run, i, `query ($id: [ID!]) { boards (ids: $id) { ${BOARD_FIELDS} } }`, { id: p(run, 'boardId', i) })
    ).boards;
  },
  async getAll(run, i) {
    const body: MondayBody = {
      query: `query ($page: Int, $limit: Int) { boards (page: $page, limit: $limit) { ${BOARD_FIELDS} } }`,
      variables: { page: 1 },
    };
    if (p(run, 'returnAll', i)) return mondayRequestAll(run.ctx, run.authentication, ['data', 'boards'], body, i);
    body.variables.limit = p(run, 'limit', i);
    return (await send(run, i, body.query, body.variables)).boards;
  },
};

const boardColumn: Record<string, Op> = {
  async create(run, i) {
    const fields = (p(run, 'additionalFields', i, {}) ?? {}) as Json;
    const variables: Json = {
      boardId: p(run, 'boardId', i),
      title: p(run, 'title', i),
      columnType: snakeCase(String(p(run, 'columnType', i))),
    };
    if (fields.defaults) variables.defaults = jsonText(run, fields.defaults, 'Defauls must be a valid JSON', i);
    const query =
      'mutation ($boardId: ID!, $title: String!, $columnType: ColumnType!, $defaults: JSON) { create_column (board_id: $boardId, title: $title, column_type: $columnType, defaults: $defaults) { id } }';
    return (await send(run, i, query, variables)).create_column;
  },
  async getAll(run, i) {
    const query =
      'query ($boardId: [ID!]) { boards (ids: $boardId) { columns { id title type settings_str archived } } }';
    return (await send(run, i, query, { page: 1, boardId: p(run, 'boardId', i) })).boards?.[0]?.columns;
  },
};

const boardGroup: Record<string, Op> = {
  async create(run, i) {
    const query =
      'mutation ($boardId: ID!, $groupName: String!) { create_group (board_id: $boardId, group_name: $groupName) { id } }';
    return (await send(run, i, query, { boardId: p(run, 'boardId', i), groupName: p(run, 'name', i) })).create_group;
  },
  async delete(run, i) {
    const query =
      'mutation ($boardId: ID!, $groupId: String!) { delete_group (board_id: $boardId, group_id: $groupId) { id } }';
    return (await send(run, i, query, { boardId: p(run, 'boardId', i), groupId: p(run, 'groupId', i) })).delete_group;
  },
  async getAll(run, i) {
    const query =
      'query ($boardId: [ID!]) { boards (ids: $boardId) { id groups { id title color position archived } } }';
    return (await send(run, i, query, { boardId: p(run, 'boardId', i) })).boards?.[0]?.groups;
  },
};

const boardItem: Record<string, Op> = {
  async addUpdate(run, i) {
    const query = 'mutation ($itemId: ID!, $value: String!) { create_update (item_id: $itemId, body: $value) { id } }';
    return (await send(run, i, query, { itemId: p(run, 'itemId', i), value: p(run, 'value', i) })).create_update;
  },
  async changeColumnValue(run, i) {
    const variables: Json = {
      boardId: p(run, 'boardId', i),
      itemId: p(run, 'itemId', i),
      columnId: p(run, 'columnId', i),
    };
    variables.value = jsonText(run, p(run, 'value', i), 'Custom Values must be a valid JSON', i);
    const query =
      'mutation ($boardId: ID!, $itemId: ID!, $columnId: String!, $value: JSON!) { change_column_value (board_id: $boardId, item_id: $itemId, column_id: $columnId, value: $value) { id } }';
    return (await send(run, i, query, variables)).change_column_value;
  },
  async changeMultipleColumnValues(run, i) {
    const variables: Json = { boardId: p(run, 'boardId', i), itemId: p(run, 'itemId', i) };
    variables.columnValues = jsonText(run, p(run, 'columnValues', i), 'Custom Values must be a valid JSON', i);
    const query =
      'mutation ($boardId: ID!, $itemId: ID!, $columnValues: JSON!) { change_multiple_column_values (board_id: $boardId, item_id: $itemId, column_values: $columnValues) { id } }';
    return (await send(run, i, query, variables)).change_multiple_column_values;
  },
  async create(run, i) {
    const fields = (p(run, 'additionalFields', i, {}) ?? {}) as Json;
    const variables: Json = {
      boardId: p(run, 'boardId', i),
      groupId: p(run, 'groupId', i),
      itemName: p(run, 'name', i),
    };
    if (fields.columnValues)
      variables.columnValues = jsonText(run, fields.columnValues, 'Custom Values must be a valid JSON', i);
    const query =
      'mutation ($boardId: ID!, $groupId: String!, $itemName: String!, $columnValues: JSON) { create_item (board_id: $boardId, group_id: $groupId, item_name: $itemName, column_values: $columnValues) { id } }';
    return (await send(run, i, query, variables)).create_item;
  },
  async delete(run, i) {
    return (
      await send(run, i, 'mutation ($itemId: ID!) { delete_item (item_id: $itemId) { id } }', {
        itemId: p(run, 'itemId', i),
      })
    ).delete_item;
  },
  async get(run, i) {
    const itemId = String(p(run, 'itemId', i)).split(',');
    return (await send(run, i, `query ($itemId: [ID!]) { items (ids: $itemId) ${ITEM_FIELDS} }`, { itemId })).items;
  },
  async getAll(run, i) {
    const query = `query ($boardId: [ID!], $groupId: [String], $limit: Int) { boards (ids: $boardId) { groups (ids: $groupId) { id items_page (limit: $limit) { cursor items ${ITEM_FIELDS} } } } }`;
    const body: MondayBody = {
      query,
      variables: { boardId: p(run, 'boardId', i), groupId: p(run, 'groupId', i), limit: 100 },
    };
    if (p(run, 'returnAll', i))
      return mondayRequestItems(
        run.ctx,
        run.authentication,
        ['data', 'boards', 0, 'groups', 0, 'items_page'],
        ITEM_FIELDS,
        body,
        i,
      );
    body.variables.limit = p(run, 'limit', i);
    return (await send(run, i, query, body.variables)).boards?.[0]?.groups?.[0]?.items_page?.items;
  },
  async getByColumnValue(run, i) {
    const query = `query ($boardId: ID!, $columnId: String!, $columnValue: String!, $limit: Int) { items_page_by_column_values (limit: $limit, board_id: $boardId, columns: [{ column_id: $columnId, column_values: [$columnValue] }]) { cursor items ${ITEM_WITH_BOARD_FIELDS} } }`;
    const body: MondayBody = {
      query,
      variables: {
        boardId: p(run, 'boardId', i),
        columnId: p(run, 'columnId', i),
        columnValue: p(run, 'columnValue', i),
        limit: 100,
      },
    };
    if (p(run, 'returnAll', i))
      return mondayRequestItems(
        run.ctx,
        run.authentication,
        ['data', 'items_page_by_column_values'],
        ITEM_WITH_BOARD_FIELDS,
        body,
        i,
      );
    body.variables.limit = p(run, 'limit', i);
    return (await send(run, i, query, body.variables)).items_page_by_column_values?.items;
  },
  async move(run, i) {
    const query =
      'mutation ($groupId: String!, $itemId: ID!) { move_item_to_group (group_id: $groupId, item_id: $itemId) { id } }';
    return (await send(run, i, query, { groupId: p(run, 'groupId', i), itemId: p(run, 'itemId', i) }))
      .move_item_to_group;
  },
};

const RESOURCES: Record<string, Record<string, Op>> = { board, boardColumn, boardGroup, boardItem };

/** Runs monday.com 1 over the input items. */
export async function executeMondayCom(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const resource = String(ctx.getNodeParameter('resource', 0, 'board'));
  const operation = String(ctx.getNodeParameter('operation', 0));
  const run: Run = { ctx, authentication: ctx.getNodeParameter('authentication', 0, 'accessToken') };
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const op = RESOURCES[resource]?.[operation];
      if (!op)
        throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" of "${resource}" is not known!`, {
          itemIndex: i,
        });
      const answer = await op(run, i);
      out.push(
        ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(answer ?? []), { itemData: { item: i } }),
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
