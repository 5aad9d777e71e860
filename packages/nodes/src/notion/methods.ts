/**
 * The editor's pickers of the Notion nodes (n8n's method names): databases to choose from
 * (`listSearch.getDatabases`), a database's properties, their select options, the workspace's
 * people, block types and time zones (`loadOptions`). Notion 1 and 2 differ in how properties are
 * named and which option values they pick, as in n8n.
 */
import type { NodeListSearchResult, NodeMethodContext, NodePropertyOption } from '@weft/workflow';
import { notionRequest, notionRequestAll, type NotionContext } from './api.js';
import { BLOCK_TYPES } from './blocks.js';
import { legacyPageId, segment } from './ids.js';

type Properties = Record<string, { type: string; [type: string]: any }>;

const byName = (a: { name: string }, b: { name: string }) => {
  const x = a.name.toLocaleLowerCase();
  const y = b.name.toLocaleLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
};

/** The method context as a Notion call context. */
function notion(ctx: NodeMethodContext): NotionContext {
  return {
    getNode: () => ctx.getNode(),
    getCredentials: (t) => ctx.getCredentials(t),
    helpers: { httpRequest: (o) => ctx.helpers.httpRequest(o) },
  };
}

const version = (ctx: NodeMethodContext) => ctx.getNode().typeVersion;
const databaseId = (ctx: NodeMethodContext) =>
  String(ctx.getCurrentNodeParameter('databaseId', { extractValue: true }) ?? '');

async function databaseProperties(ctx: NodeMethodContext, id: string): Promise<Properties> {
  const { properties = {} } = await notionRequest<{ properties?: Properties }>(notion(ctx), {
    method: 'GET',
    path: `/databases/${segment(id)}`,
  });
  return properties;
}

/** The database the page being edited belongs to. */
async function databaseOfPage(ctx: NodeMethodContext): Promise<string> {
  const pageId = legacyPageId(String(ctx.getCurrentNodeParameter('pageId', { extractValue: true }) ?? ''));
  const page = await notionRequest<{ parent?: { database_id?: string } }>(notion(ctx), {
    method: 'GET',
    path: `/pages/${segment(pageId)}`,
  });
  return String(page.parent?.database_id ?? '');
}

/** Property types the API cannot set, left out of the value pickers. */
const READ_ONLY = ['created_time', 'last_edited_time', 'created_by', 'last_edited_by', 'formula', 'rollup'];

function propertyOptions(properties: Properties, skip: string[], named: boolean): NodePropertyOption[] {
  return Object.keys(properties)
    .filter((key) => !skip.includes(properties[key]!.type))
    .map((key) => ({
      name: named ? key : `${key} - (${properties[key]!.type})`,
      value: `${key}|${properties[key]!.type}`,
    }))
    .sort(byName);
}

/** Databases shared with the integration, by title, filtered by the search text. */
export async function getDatabases(
  this: unknown,
  ctx: NodeMethodContext,
  filter?: string,
): Promise<NodeListSearchResult> {
  const body: Record<string, unknown> = { page_size: 100, filter: { property: 'object', value: 'database' } };
  if (filter) body.query = filter;
  const databases = await notionRequestAll<{ id: string; url?: string; title?: Array<{ plain_text?: string }> }>(
    notion(ctx),
    { method: 'POST', path: '/search', body },
  );
  const results = databases.map((d) => ({
    name: d.title?.[0]?.plain_text || d.id,
    value: d.id,
    ...(d.url ? { url: d.url } : {}),
  }));
  return { results: results.sort(byName) };
}

/** The chosen database's properties that can be set (`<name>|<type>`). */
export async function getDatabaseProperties(this: unknown, ctx: NodeMethodContext): Promise<NodePropertyOption[]> {
  const v = version(ctx);
  const skip =
    v < 2
      ? ['created_time', 'last_edited_time', 'created_by', 'last_edited_by', 'formula', 'files', 'rollup']
      : READ_ONLY;
  return propertyOptions(await databaseProperties(ctx, databaseId(ctx)), skip, v >= 2);
}

/** Every property of the chosen database, for filters and sorts. */
export async function getFilterProperties(this: unknown, ctx: NodeMethodContext): Promise<NodePropertyOption[]> {
  return propertyOptions(await databaseProperties(ctx, databaseId(ctx)), [], version(ctx) >= 2);
}

/** The block types the node can add. */
export async function getBlockTypes(this: unknown): Promise<NodePropertyOption[]> {
  return BLOCK_TYPES.map((t) => ({ ...t }));
}

/** The options of the select, multi-select or status property chosen in the same entry (`&key`). */
export async function getPropertySelectValues(this: unknown, ctx: NodeMethodContext): Promise<NodePropertyOption[]> {
  const [name = '', type = ''] = String(ctx.getCurrentNodeParameter('&key') ?? '').split('|');
  const properties = await databaseProperties(ctx, databaseId(ctx));
  const options = (properties[name]?.[type]?.options ?? []) as Array<{ id: string; name: string }>;
  const resource = ctx.getCurrentNodeParameter('resource');
  const operation = String(ctx.getCurrentNodeParameter('operation') ?? '');
  const byOptionName =
    resource === 'databasePage' &&
    (version(ctx) >= 2
      ? ['multi_select', 'select', 'status'].includes(type) && ['getAll', 'create', 'update'].includes(operation)
      : (['multi_select', 'select'].includes(type) && operation === 'getAll') ||
        (type === 'multi_select' && ['create', 'update'].includes(operation)));
  return options.map((o) => ({ name: o.name, value: byOptionName ? o.name : o.id }));
}

/** The workspace's people (not bots). */
export async function getUsers(this: unknown, ctx: NodeMethodContext): Promise<NodePropertyOption[]> {
  const users = await notionRequestAll<{ id: string; name: string; type: string }>(notion(ctx), {
    method: 'GET',
    path: '/users',
  });
  return users.filter((u) => u.type === 'person').map((u) => ({ name: u.name, value: u.id }));
}

/** The properties of the database the edited page is in that can be set. */
export async function getDatabaseIdFromPage(this: unknown, ctx: NodeMethodContext): Promise<NodePropertyOption[]> {
  const v = version(ctx);
  const skip =
    v < 2 ? ['created_time', 'last_edited_time', 'created_by', 'last_edited_by', 'formula', 'files'] : READ_ONLY;
  return propertyOptions(await databaseProperties(ctx, await databaseOfPage(ctx)), skip, v >= 2);
}

/** The options of a select-like property of the database the edited page is in. */
export async function getDatabaseOptionsFromPage(this: unknown, ctx: NodeMethodContext): Promise<NodePropertyOption[]> {
  const [name = '', type = ''] = String(ctx.getCurrentNodeParameter('&key') ?? '').split('|');
  const properties = await databaseProperties(ctx, await databaseOfPage(ctx));
  const options = (properties[name]?.[type]?.options ?? []) as Array<{ id: string; name: string }>;
  return options.map((o) => ({ name: o.name, value: version(ctx) >= 2 ? o.name : o.id }));
}

/** Time zones, "Default" (the workflow's) first. */
export async function getTimezones(this: unknown): Promise<NodePropertyOption[]> {
  const zones = (Intl as unknown as { supportedValuesOf(key: string): string[] }).supportedValuesOf('timeZone');
  return [
    { name: 'Default', value: 'default', description: "The workflow's time zone" },
    ...zones.map((z) => ({ name: z, value: z })),
  ];
}

/** The Notion node's methods. */
export const notionMethods = {
  listSearch: { getDatabases },
  loadOptions: {
    getDatabaseProperties,
    getFilterProperties,
    getBlockTypes,
    getPropertySelectValues,
    getUsers,
    getDatabaseIdFromPage,
    getDatabaseOptionsFromPage,
    getTimezones,
  },
};
