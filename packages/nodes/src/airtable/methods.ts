/**
 * The Airtable node's editor look-ups, from the meta API: bases, tables and views for the resource
 * locators (narrowed by the search text, paged with Airtable's `offset`), the table's columns and
 * attachment columns for options, and the columns of the resource mapper (`resourceMapping`, with
 * n8n's type mapping; computed and read-only fields are left out of writes).
 */
import {
  NodeOperationError,
  type NodeListSearchResult,
  type NodeMethodContext,
  type NodeMethods,
  type NodePropertyOption,
} from '@weft/workflow';
import { airtableRequest } from './api.js';

interface MetaField {
  id?: string;
  name: string;
  type?: string;
  options?: { choices?: Array<{ name: string }> };
}
interface MetaTable {
  id: string;
  name: string;
  fields?: MetaField[];
  views?: Array<{ id: string; name: string }>;
}

const authOf = (ctx: NodeMethodContext) => String(ctx.getNodeParameter('authentication', 'airtableTokenApi'));
const param = (ctx: NodeMethodContext, name: string) =>
  String(ctx.getNodeParameter(name, '', { extractValue: true }) ?? '').trim();
const matches = (filter: string | undefined, name: string | undefined) =>
  !filter || (name ?? '').toLowerCase().includes(filter.toLowerCase());

async function tablesOf(
  ctx: NodeMethodContext,
  baseId: string,
  offset?: string,
): Promise<{ tables: MetaTable[]; offset?: string }> {
  if (!baseId) throw new NodeOperationError(ctx.getNode(), 'Choose a base first');
  return airtableRequest(ctx, authOf(ctx), {
    method: 'GET',
    endpoint: `meta/bases/${encodeURIComponent(baseId)}/tables`,
    qs: offset ? { offset } : {},
  });
}

/** The chosen table's schema (by ID, or by name for a table given by name). */
async function chosenTable(ctx: NodeMethodContext): Promise<MetaTable> {
  const baseId = param(ctx, 'base');
  const tableId = param(ctx, 'table');
  const tables = (await tablesOf(ctx, baseId)).tables ?? [];
  const table = tables.find((t) => t.id === tableId) ?? tables.find((t) => t.name === tableId);
  if (!table)
    throw new NodeOperationError(ctx.getNode(), 'Table information could not be found!', {
      description: `The base ${baseId} has no table "${tableId}" the credential can see.`,
    });
  return table;
}

/** Fields Airtable computes: they cannot be written. */
const READ_ONLY_TYPES = new Set([
  'autoNumber',
  'button',
  'count',
  'createdBy',
  'createdTime',
  'formula',
  'lastModifiedBy',
  'lastModifiedTime',
  'lookup',
  'rollup',
  'externalSyncSource',
  'multipleLookupValues',
]);
/** Airtable field types → resource mapper types (anything else is a string). */
const TYPE_OF: Record<string, string> = {
  singleLineText: 'string',
  multilineText: 'string',
  richText: 'string',
  email: 'string',
  phoneNumber: 'string',
  url: 'string',
  rating: 'number',
  percent: 'number',
  number: 'number',
  duration: 'number',
  currency: 'number',
  checkbox: 'boolean',
  dateTime: 'dateTime',
  date: 'dateTime',
  singleSelect: 'options',
  multipleSelects: 'array',
  multipleRecordLinks: 'array',
  multipleAttachments: 'array',
};

/** The resource mapper's columns of the chosen table. */
async function mapperColumns(ctx: NodeMethodContext) {
  const table = await chosenTable(ctx);
  return {
    fields: (table.fields ?? []).map((f) => {
      const readOnly = READ_ONLY_TYPES.has(String(f.type));
      const choices = f.options?.choices?.map((c) => ({ name: c.name, value: c.name }));
      return {
        id: f.name,
        displayName: f.name,
        required: false,
        defaultMatch: false,
        canBeUsedToMatch: true,
        display: true,
        type: TYPE_OF[String(f.type)] ?? 'string',
        ...(choices ? { options: choices } : {}),
        readOnly,
        removed: readOnly,
      };
    }),
  };
}

async function columnOptions(ctx: NodeMethodContext, onlyAttachments = false): Promise<NodePropertyOption[]> {
  const table = await chosenTable(ctx);
  return (table.fields ?? [])
    .filter((f) => !onlyAttachments || String(f.type).toLowerCase().includes('attachment'))
    .map((f) => ({ name: f.name, value: f.name, description: `Type: ${f.type}` }));
}

/** The node's `methods` (`resourceMapping` is answered for hosts that ask for it). */
export const airtableMethods = {
  listSearch: {
    async baseSearch(ctx: NodeMethodContext, filter?: string, paginationToken?: string): Promise<NodeListSearchResult> {
      const answer = await airtableRequest<{ bases?: Array<{ id: string; name: string }>; offset?: string }>(
        ctx,
        authOf(ctx),
        { method: 'GET', endpoint: 'meta/bases', qs: paginationToken ? { offset: paginationToken } : {} },
      );
      const results = (answer.bases ?? [])
        .filter((b) => matches(filter, b.name))
        .map((b) => ({ name: b.name, value: b.id, url: `https://airtable.com/${b.id}` }));
      return { results, ...(answer.offset ? { paginationToken: answer.offset } : {}) };
    },
    async tableSearch(
      ctx: NodeMethodContext,
      filter?: string,
      paginationToken?: string,
    ): Promise<NodeListSearchResult> {
      const baseId = param(ctx, 'base');
      const answer = await tablesOf(ctx, baseId, paginationToken);
      const results = (answer.tables ?? [])
        .filter((t) => matches(filter, t.name))
        .map((t) => ({ name: t.name, value: t.id, url: `https://airtable.com/${baseId}/${t.id}` }));
      return { results, ...(answer.offset ? { paginationToken: answer.offset } : {}) };
    },
    async viewSearch(ctx: NodeMethodContext, filter?: string): Promise<NodeListSearchResult> {
      const baseId = param(ctx, 'base');
      const table = await chosenTable(ctx);
      return {
        results: (table.views ?? [])
          .filter((v) => matches(filter, v.name))
          .map((v) => ({ name: v.name, value: v.id, url: `https://airtable.com/${baseId}/${table.id}/${v.id}` })),
      };
    },
  },
  loadOptions: {
    getColumns: (ctx: NodeMethodContext) => columnOptions(ctx),
    async getColumnsWithRecordId(ctx: NodeMethodContext): Promise<NodePropertyOption[]> {
      return [{ name: 'id', value: 'id', description: 'Type: primaryFieldId' }, ...(await columnOptions(ctx))];
    },
    getAttachmentColumns: (ctx: NodeMethodContext) => columnOptions(ctx, true),
  },
  resourceMapping: {
    getColumns: (ctx: NodeMethodContext) => mapperColumns(ctx),
    async getColumnsWithRecordId(ctx: NodeMethodContext) {
      const { fields } = await mapperColumns(ctx);
      return {
        fields: [
          {
            id: 'id',
            displayName: 'id',
            required: false,
            defaultMatch: true,
            display: true,
            type: 'string',
            readOnly: true,
          },
          ...fields,
        ],
      };
    },
  },
} as NodeMethods;
