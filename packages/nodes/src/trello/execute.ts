/**
 * Trello 1: each resource's operations as one call to Trello's REST API, answered as n8n's node
 * answers them (the call's JSON: an object, or one item per entry of a list). As in n8n's node: the
 * resource and operation are read from the first item; additional and update fields go into the
 * body of creates and the query of reads and updates as they are named; a limit cuts the answer
 * (Trello ignores it on some lists); "Return All" reads every page, except a board's lists (one
 * call), and once set it stays on for the next items; with Continue On Fail an item that fails
 * gives `{ error }` with the error's message.
 */
import {
  extractLocatorId,
  NodeOperationError,
  type ExecuteContext,
  type Item,
  type NodeOutput,
  type NodeProperty,
} from '@weft/workflow';
import { trelloRequest, trelloRequestAll, type TrelloCall } from './api.js';
import { trelloProperties } from './properties.js';

type Json = Record<string, any>;

interface Request {
  method: TrelloCall['method'];
  endpoint: string;
  body: Json;
  qs: Json;
}

interface Run {
  ctx: ExecuteContext;
  resource: string;
  operation: string;
  /** n8n's node keeps "Return All" from one item to the next unless an operation reads it again. */
  returnAll: boolean;
}

const p = (run: Run, name: string, i: number, fallback?: unknown) => run.ctx.getNodeParameter(name, i, fallback);
/**
 * The id a resource locator names. Several of Trello's locators share a name (`id` is a board's on
 * the board resource and a card's on the card resource, each with its own URL pattern), so the
 * URL mode's pattern is taken from the one shown for this resource and operation.
 */
function rl(run: Run, name: string, i: number): unknown {
  const value = run.ctx.getNodeParameter(name, i, undefined);
  const shown = trelloProperties.find(
    (prop: NodeProperty) =>
      prop.name === name &&
      prop.type === 'resourceLocator' &&
      (prop.displayOptions?.show?.resource as unknown[] | undefined)?.includes(run.resource) &&
      (prop.displayOptions?.show?.operation as unknown[] | undefined)?.includes(run.operation),
  );
  const mode = (shown?.modes ?? []).find((m) => m.name === (value as { mode?: unknown } | undefined)?.mode) as
    { extractValue?: Parameters<typeof extractLocatorId>[1] } | undefined;
  try {
    return extractLocatorId(value, mode?.extractValue, `parameter "${name}"`);
  } catch (error) {
    throw new NodeOperationError(run.ctx.getNode(), (error as Error).message, { itemIndex: i });
  }
}
const fields = (run: Run, name: string, i: number): Json => ({ ...((p(run, name, i, {}) ?? {}) as Json) });
const unknownOperation = (run: Run, op: string, i: number): never => {
  throw new NodeOperationError(run.ctx.getNode(), `The operation "${op}" is not known!`, { itemIndex: i });
};

/** Reads "Return All" (and the limit when it is off) into the run and the query. */
function paging(run: Run, r: Request, i: number): void {
  run.returnAll = Boolean(p(run, 'returnAll', i, false));
  if (!run.returnAll) r.qs.limit = p(run, 'limit', i);
}

function board(run: Run, op: string, i: number, r: Request): void {
  if (op === 'create') {
    Object.assign(r, { method: 'POST', endpoint: 'boards' });
    r.body.name = p(run, 'name', i);
    r.body.desc = p(run, 'description', i);
    Object.assign(r.body, fields(run, 'additionalFields', i));
  } else if (op === 'delete') Object.assign(r, { method: 'DELETE', endpoint: `boards/${rl(run, 'id', i)}` });
  else if (op === 'get') {
    r.endpoint = `boards/${rl(run, 'id', i)}`;
    Object.assign(r.qs, fields(run, 'additionalFields', i));
  } else if (op === 'update') {
    Object.assign(r, { method: 'PUT', endpoint: `boards/${rl(run, 'id', i)}` });
    Object.assign(r.qs, fields(run, 'updateFields', i));
  } else unknownOperation(run, op, i);
}

function boardMember(run: Run, op: string, i: number, r: Request): void {
  const id = p(run, 'id', i);
  if (op === 'getAll') {
    paging(run, r, i);
    r.endpoint = `boards/${id}/members`;
  } else if (op === 'add') {
    Object.assign(r, { method: 'PUT', endpoint: `boards/${id}/members/${p(run, 'idMember', i)}` });
    r.qs.type = p(run, 'type', i);
    r.qs.allowBillableGuest = p(run, 'additionalFields.allowBillableGuest', i, false);
  } else if (op === 'invite') {
    Object.assign(r, { method: 'PUT', endpoint: `boards/${id}/members` });
    const extra = fields(run, 'additionalFields', i);
    r.qs.email = p(run, 'email', i);
    r.qs.type = extra.type;
    r.body.fullName = extra.fullName;
  } else if (op === 'remove')
    Object.assign(r, { method: 'DELETE', endpoint: `boards/${id}/members/${p(run, 'idMember', i)}` });
  else unknownOperation(run, op, i);
}

function card(run: Run, op: string, i: number, r: Request): void {
  if (op === 'create') {
    Object.assign(r, { method: 'POST', endpoint: 'cards' });
    r.body.idList = p(run, 'listId', i);
    r.body.name = p(run, 'name', i);
    r.body.desc = p(run, 'description', i);
    Object.assign(r.body, fields(run, 'additionalFields', i));
  } else if (op === 'delete') Object.assign(r, { method: 'DELETE', endpoint: `cards/${rl(run, 'id', i)}` });
  else if (op === 'get') {
    r.endpoint = `cards/${rl(run, 'id', i)}`;
    Object.assign(r.qs, fields(run, 'additionalFields', i));
  } else if (op === 'update') {
    Object.assign(r, { method: 'PUT', endpoint: `cards/${rl(run, 'id', i)}` });
    Object.assign(r.qs, fields(run, 'updateFields', i));
  } else unknownOperation(run, op, i);
}

function cardComment(run: Run, op: string, i: number, r: Request): void {
  const cardId = rl(run, 'cardId', i);
  if (op === 'create') {
    r.body.text = p(run, 'text', i);
    Object.assign(r, { method: 'POST', endpoint: `cards/${cardId}/actions/comments` });
  } else if (op === 'delete')
    Object.assign(r, { method: 'DELETE', endpoint: `/cards/${cardId}/actions/${p(run, 'commentId', i)}/comments` });
  else if (op === 'update') {
    r.qs.text = p(run, 'text', i);
    Object.assign(r, { method: 'PUT', endpoint: `cards/${cardId}/actions/${p(run, 'commentId', i)}/comments` });
  } else unknownOperation(run, op, i);
}

function list(run: Run, op: string, i: number, r: Request): void {
  if (op === 'archive') {
    r.qs.value = p(run, 'archive', i);
    Object.assign(r, { method: 'PUT', endpoint: `lists/${p(run, 'id', i)}/closed` });
  } else if (op === 'create') {
    Object.assign(r, { method: 'POST', endpoint: 'lists' });
    r.body.idBoard = p(run, 'idBoard', i);
    r.body.name = p(run, 'name', i);
    Object.assign(r.body, fields(run, 'additionalFields', i));
  } else if (op === 'get') {
    r.endpoint = `lists/${p(run, 'id', i)}`;
    Object.assign(r.qs, fields(run, 'additionalFields', i));
  } else if (op === 'getAll' || op === 'getCards') {
    paging(run, r, i);
    r.endpoint = op === 'getAll' ? `boards/${p(run, 'id', i)}/lists` : `lists/${p(run, 'id', i)}/cards`;
    Object.assign(r.qs, fields(run, 'additionalFields', i));
  } else if (op === 'update') {
    Object.assign(r, { method: 'PUT', endpoint: `lists/${p(run, 'id', i)}` });
    Object.assign(r.qs, fields(run, 'updateFields', i));
  } else unknownOperation(run, op, i);
}

function attachment(run: Run, op: string, i: number, r: Request): void {
  const cardId = rl(run, 'cardId', i);
  if (op === 'create') {
    Object.assign(r, { method: 'POST', endpoint: `cards/${cardId}/attachments` });
    r.body.url = p(run, 'url', i);
    Object.assign(r.body, fields(run, 'additionalFields', i));
  } else if (op === 'delete')
    Object.assign(r, { method: 'DELETE', endpoint: `cards/${cardId}/attachments/${p(run, 'id', i)}` });
  else if (op === 'get' || op === 'getAll') {
    r.endpoint = op === 'get' ? `cards/${cardId}/attachments/${p(run, 'id', i)}` : `cards/${cardId}/attachments`;
    Object.assign(r.qs, fields(run, 'additionalFields', i));
  } else unknownOperation(run, op, i);
}

function checklist(run: Run, op: string, i: number, r: Request): void {
  const cardId = () => rl(run, 'cardId', i);
  if (op === 'create') {
    Object.assign(r, { method: 'POST', endpoint: `cards/${cardId()}/checklists` });
    r.body.name = p(run, 'name', i);
    Object.assign(r.body, fields(run, 'additionalFields', i));
  } else if (op === 'delete')
    Object.assign(r, { method: 'DELETE', endpoint: `cards/${cardId()}/checklists/${p(run, 'id', i)}` });
  else if (op === 'get') {
    r.endpoint = `checklists/${p(run, 'id', i)}`;
    Object.assign(r.qs, fields(run, 'additionalFields', i));
  } else if (op === 'getAll') {
    r.endpoint = `cards/${cardId()}/checklists`;
    Object.assign(r.qs, fields(run, 'additionalFields', i));
  } else if (op === 'getCheckItem') {
    r.endpoint = `cards/${cardId()}/checkItem/${p(run, 'checkItemId', i)}`;
    Object.assign(r.qs, fields(run, 'additionalFields', i));
  } else if (op === 'createCheckItem') {
    Object.assign(r, { method: 'POST', endpoint: `checklists/${p(run, 'checklistId', i)}/checkItems` });
    Object.assign(r.body, { name: p(run, 'name', i), ...fields(run, 'additionalFields', i) });
  } else if (op === 'deleteCheckItem')
    Object.assign(r, { method: 'DELETE', endpoint: `cards/${cardId()}/checkItem/${p(run, 'checkItemId', i)}` });
  else if (op === 'updateCheckItem') {
    Object.assign(r, { method: 'PUT', endpoint: `cards/${cardId()}/checkItem/${p(run, 'checkItemId', i)}` });
    Object.assign(r.qs, fields(run, 'additionalFields', i));
  } else if (op === 'completedCheckItems') {
    // n8n shows the card for this operation under the misspelt name 'completeCheckItems', so its
    // node cannot read the card and always fails here; Weft fails the same way.
    throw new NodeOperationError(run.ctx.getNode(), 'Could not get parameter', {
      itemIndex: i,
      description: 'n8n\'s Trello node cannot read the card of "Get Completed Checklist Items"',
    });
  } else unknownOperation(run, op, i);
}

function label(run: Run, op: string, i: number, r: Request): void {
  if (op === 'create') {
    Object.assign(r, { method: 'POST', endpoint: 'labels' });
    Object.assign(r.body, { idBoard: rl(run, 'boardId', i), name: p(run, 'name', i), color: p(run, 'color', i) });
  } else if (op === 'delete') Object.assign(r, { method: 'DELETE', endpoint: `labels/${p(run, 'id', i)}` });
  else if (op === 'get') {
    r.endpoint = `labels/${p(run, 'id', i)}`;
    Object.assign(r.qs, fields(run, 'additionalFields', i));
  } else if (op === 'getAll') {
    r.endpoint = `board/${rl(run, 'boardId', i)}/labels`;
    Object.assign(r.qs, fields(run, 'additionalFields', i));
  } else if (op === 'update') {
    Object.assign(r, { method: 'PUT', endpoint: `labels/${p(run, 'id', i)}` });
    Object.assign(r.qs, fields(run, 'updateFields', i));
  } else if (op === 'addLabel') {
    const cardId = rl(run, 'cardId', i);
    r.body.value = p(run, 'id', i);
    Object.assign(r, { method: 'POST', endpoint: `/cards/${cardId}/idLabels` });
  } else if (op === 'removeLabel') {
    const cardId = rl(run, 'cardId', i);
    Object.assign(r, { method: 'DELETE', endpoint: `/cards/${cardId}/idLabels/${p(run, 'id', i)}` });
  } else unknownOperation(run, op, i);
}

const RESOURCES: Record<string, (run: Run, op: string, i: number, r: Request) => void> = {
  board,
  boardMember,
  card,
  cardComment,
  list,
  attachment,
  checklist,
  label,
};

/** Runs Trello 1 over the input items. */
export async function executeTrello(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const operation = String(ctx.getNodeParameter('operation', 0));
  const resource = String(ctx.getNodeParameter('resource', 0, 'card'));
  const run: Run = { ctx, resource, operation, returnAll: false };
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const r: Request = { method: 'GET', endpoint: '', body: {}, qs: {} };
      const build = RESOURCES[resource];
      if (!build)
        throw new NodeOperationError(ctx.getNode(), `The resource "${resource}" is not known!`, { itemIndex: i });
      build(run, operation, i, r);
      let answer: unknown;
      if (run.returnAll && `${resource}:${operation}` !== 'list:getAll') {
        answer = await trelloRequestAll(ctx, { ...r, itemIndex: i });
      } else {
        answer = await trelloRequest(ctx, { ...r, itemIndex: i });
        if (!run.returnAll && r.qs.limit && Array.isArray(answer)) answer = answer.splice(0, r.qs.limit);
      }
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
