/**
 * Microsoft SharePoint's editor look-ups: the sites, lists, list items, folders and files the
 * resource locators offer (one page at a time, by `@odata.nextLink`, sorted by name), and the
 * columns of a list for the column mapper (`resourceMapping`, answered for hosts that ask for it).
 */
import type { NodeListSearchResult, NodeMethodContext } from '@weft/workflow';
import type { GraphContext } from '../shared/microsoft/index.js';
import { sharePointRequest } from './api.js';

type Json = Record<string, any>;

const escape = (value: string) => value.replaceAll("'", "''");
const param = (ctx: NodeMethodContext, name: string) =>
  String(ctx.getNodeParameter(name, '', { extractValue: true }) ?? '');
const graph = (ctx: NodeMethodContext) => ctx as unknown as GraphContext;
const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' });

async function page(
  ctx: NodeMethodContext,
  url: string,
  qs: Json,
  token: string | undefined,
  pick: (entries: Json[]) => Array<{ name: string; value: string }>,
): Promise<NodeListSearchResult> {
  const body = await sharePointRequest(graph(ctx), token ? { method: 'GET', url: token } : { method: 'GET', url, qs });
  const results = pick(Array.isArray(body.value) ? (body.value as Json[]) : []).sort(byName);
  const next = body['@odata.nextLink'];
  return { results, ...(next ? { paginationToken: String(next) } : {}) };
}

const UNSUPPORTED = ['geoLocation', 'location', 'term', 'url'];
const TYPES: Record<string, string[]> = {
  string: ['text', 'user', 'lookup'],
  number: ['number', 'currency', 'unknownFutureValue'],
  boolean: ['boolean'],
  dateTime: ['dateTime'],
  object: ['thumbnail'],
  options: ['choice'],
};
function mapperType(type: string): string | undefined {
  if (UNSUPPORTED.includes(type)) return undefined;
  return Object.entries(TYPES).find(([, kinds]) => kinds.includes(type))?.[0] ?? 'string';
}

/** The node's `methods`. */
export const microsoftSharePointMethods = {
  listSearch: {
    getSites: (ctx: NodeMethodContext, filter?: string, token?: string) =>
      page(ctx, '/sites', { $select: 'id,title', $search: filter || '*' }, token, (v) =>
        v.map((s) => ({ name: String(s.title), value: String(s.id) })),
      ),
    getLists: (ctx: NodeMethodContext, filter?: string, token?: string) =>
      page(
        ctx,
        `/sites/${param(ctx, 'site')}/lists`,
        { $select: 'id,displayName', ...(filter ? { $filter: `displayName eq '${escape(filter)}'` } : {}) },
        token,
        (v) => v.map((l) => ({ name: String(l.displayName), value: String(l.id) })),
      ),
    getItems: (ctx: NodeMethodContext, filter?: string, token?: string) =>
      page(
        ctx,
        `/sites/${param(ctx, 'site')}/lists/${param(ctx, 'list')}/items`,
        {
          $expand: 'fields(select=Title)',
          $select: 'id,fields',
          ...(filter ? { $filter: `fields/Title eq '${escape(filter)}'` } : {}),
        },
        token,
        (v) => v.map((i) => ({ name: String(i.fields?.Title ?? i.id), value: String(i.id) })),
      ),
    getFolders: (ctx: NodeMethodContext, filter?: string, token?: string) =>
      page(
        ctx,
        `/sites/${param(ctx, 'site')}/drive/items`,
        { $select: 'id,name,folder', $filter: 'folder ne null' },
        token,
        (v) =>
          v
            .filter(
              (d) =>
                d.folder &&
                (!filter ||
                  String(d.name ?? '')
                    .toLowerCase()
                    .includes(filter.toLowerCase())),
            )
            .map((d) => ({ name: String(d.name), value: String(d.id) })),
      ),
    getFiles: (ctx: NodeMethodContext, filter?: string, token?: string) =>
      page(
        ctx,
        `/sites/${param(ctx, 'site')}/drive/items/${param(ctx, 'folder')}/children`,
        { $select: 'id,name,file', ...(filter ? { $filter: `startswith(name, '${escape(filter)}')` } : {}) },
        token,
        (v) => v.filter((d) => d.file).map((d) => ({ name: String(d.name), value: String(d.id) })),
      ),
  },
  resourceMapping: {
    async getMappingColumns(ctx: NodeMethodContext) {
      const body = await sharePointRequest(graph(ctx), {
        method: 'GET',
        url: `/sites/${param(ctx, 'site')}/lists/${param(ctx, 'list')}/contentTypes`,
        qs: { expand: 'columns' },
      });
      const columns = ((body.value as Json[] | undefined)?.[0]?.columns ?? []) as Json[];
      const fields: Json[] = [];
      for (const column of columns.filter((c) => !c.hidden && !c.readOnly)) {
        const type = mapperType(String(column.type));
        const field: Json = {
          id: column.name,
          canBeUsedToMatch: column.enforceUniqueValues && column.required,
          defaultMatch: false,
          display: true,
          displayName: column.displayName,
          readOnly: column.readOnly || !type,
          required: column.required,
          type,
        };
        if (type === 'options')
          field.options = (Array.isArray(column.choice?.choices) ? (column.choice.choices as string[]) : []).map(
            (c) => ({
              name: c,
              value: c,
            }),
          );
        fields.push(field);
      }
      if (ctx.getNodeParameter('operation') === 'update')
        fields.push({
          id: 'id',
          canBeUsedToMatch: true,
          defaultMatch: false,
          display: true,
          displayName: 'ID',
          readOnly: true,
          required: true,
          type: 'string',
        });
      return { fields };
    },
  },
};
