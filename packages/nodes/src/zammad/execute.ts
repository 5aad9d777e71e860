/**
 * Zammad 1: groups, organizations, tickets and users of a Zammad helpdesk, answered as n8n's node
 * answers them (Zammad's object, a list's entries, `{ success: true }` for deletions; a ticket comes
 * with its `articles`). As in n8n's node: resource and operation come from the first item; custom
 * field pairs and an address are merged into the body; an update without fields is refused; a
 * ticket's first article is required and its visibility becomes `internal`; user lists are searches
 * (an empty query when none is given) without each user's `_preferences`; and with Continue On
 * Fail a failed item becomes `{ error: message }`.
 */
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { zammadRequest, zammadRequestAll, type ZammadCall } from './api.js';

type Json = Record<string, any>;

interface Run {
  ctx: ExecuteContext;
  authentication: unknown;
}

const PATHS: Record<string, string> = {
  group: '/groups',
  organization: '/organizations',
  ticket: '/tickets',
  user: '/users',
};

const p = (run: Run, name: string, i: number, fallback?: unknown): any => run.ctx.getNodeParameter(name, i, fallback);
const call = (run: Run, i: number, c: Omit<ZammadCall, 'authentication' | 'itemIndex'>) =>
  zammadRequest(run.ctx, { ...c, authentication: run.authentication, itemIndex: i });

/** A body from a field collection: the address, the custom field pairs, then the other fields. */
function fieldsBody(fields: Json, body: Json = {}): Json {
  const { addressUi, customFieldsUi, ...rest } = fields;
  Object.assign(body, (addressUi as Json | undefined)?.addressDetails);
  for (const pair of ((customFieldsUi as Json | undefined)?.customFieldPairs ?? []) as Json[])
    body[pair.name] = pair.value;
  return Object.assign(body, rest);
}

/** The first fields of a created entity. */
function createFirst(run: Run, resource: string, i: number): Json {
  if (resource === 'user') return { firstname: p(run, 'firstname', i), lastname: p(run, 'lastname', i) };
  return { name: p(run, 'name', i) };
}

/** The limit of a list: none with "Return All". */
const limitOf = (run: Run, i: number) => (p(run, 'returnAll', i, false) ? 0 : Number(p(run, 'limit', i, 50)));

async function ticket(run: Run, operation: string, i: number): Promise<unknown> {
  switch (operation) {
    case 'create': {
      const body: Json = {
        article: {},
        title: p(run, 'title', i),
        group: p(run, 'group', i),
        customer: p(run, 'customer', i),
      };
      const article = p(run, 'article', i, {}) as Json;
      if (!Object.keys(article).length)
        throw new NodeOperationError(run.ctx.getNode(), 'Article is required', { itemIndex: i });
      const { visibility, ...rest } = (article.articleDetails ?? {}) as Json;
      body.article = { ...rest, internal: visibility === 'internal' };
      const created = (await call(run, i, { method: 'POST', endpoint: '/tickets', body })) as Json;
      created.articles = await call(run, i, { method: 'GET', endpoint: `/ticket_articles/by_ticket/${created.id}` });
      return created;
    }
    case 'get': {
      const id = p(run, 'id', i);
      const found = (await call(run, i, { method: 'GET', endpoint: `/tickets/${id}` })) as Json;
      found.articles = await call(run, i, { method: 'GET', endpoint: `/ticket_articles/by_ticket/${id}` });
      return found;
    }
    case 'getAll':
      return zammadRequestAll(
        run.ctx,
        { authentication: run.authentication, method: 'GET', endpoint: '/tickets', itemIndex: i },
        limitOf(run, i),
      );
    case 'delete':
      await call(run, i, { method: 'DELETE', endpoint: `/tickets/${p(run, 'id', i)}` });
      return { success: true };
  }
  return undefined;
}

async function entity(run: Run, resource: string, operation: string, i: number): Promise<unknown> {
  const path = PATHS[resource]!;
  switch (operation) {
    case 'create':
      return call(run, i, {
        method: 'POST',
        endpoint: path,
        body: fieldsBody(p(run, 'additionalFields', i, {}) as Json, createFirst(run, resource, i)),
      });
    case 'update': {
      const id = p(run, 'id', i);
      const fields = p(run, 'updateFields', i, {}) as Json;
      if (!Object.keys(fields).length)
        throw new NodeOperationError(
          run.ctx.getNode(),
          `Please enter at least one field to update for the ${resource}`,
        );
      return call(run, i, { method: 'PUT', endpoint: `${path}/${id}`, body: fieldsBody(fields) });
    }
    case 'delete':
      await call(run, i, { method: 'DELETE', endpoint: `${path}/${p(run, 'id', i)}` });
      return { success: true };
    case 'get':
      return call(run, i, { method: 'GET', endpoint: `${path}/${p(run, 'id', i)}` });
    case 'getSelf':
      return resource === 'user' ? call(run, i, { method: 'GET', endpoint: '/users/me' }) : undefined;
    case 'getAll': {
      if (resource !== 'user')
        return zammadRequestAll(
          run.ctx,
          { authentication: run.authentication, method: 'GET', endpoint: path, itemIndex: i },
          limitOf(run, i),
        );
      const { sortUi, ...rest } = p(run, 'filters', i, {}) as Json;
      const qs: Json = { ...(sortUi as Json | undefined)?.sortDetails, ...rest };
      qs.query ||= '';
      const users = await zammadRequestAll(
        run.ctx,
        { authentication: run.authentication, method: 'GET', endpoint: '/users/search', qs, itemIndex: i },
        limitOf(run, i),
      );
      return users.map(({ _preferences, ...user }) => user);
    }
  }
  return undefined;
}

/** Zammad 1's execute. */
export async function executeZammad(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const resource = String(ctx.getNodeParameter('resource', 0, 'user'));
  const operation = String(ctx.getNodeParameter('operation', 0));
  const run: Run = { ctx, authentication: ctx.getNodeParameter('authentication', 0, 'tokenAuth') };
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const answer =
        resource === 'ticket' ? await ticket(run, operation, i) : await entity(run, resource, operation, i);
      // As n8n's returnJsonArray: a list's entries, or the one answer.
      for (const json of Array.isArray(answer) ? answer : [answer])
        out.push({ json: (json ?? {}) as Json, pairedItem: { item: i } });
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      // n8n's node gives a failed item no pairing.
      out.push({ json: { error: (error as Error).message } });
    }
  }
  return [out];
}
