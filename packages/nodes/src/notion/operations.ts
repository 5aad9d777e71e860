/**
 * Each operation of the Notion node for one item: the calls it sends (as n8n's node sends them,
 * per version) and the JSON it answers before pairing. Notion 1 differs where n8n's 1 did: no
 * "Simplify" on databases, select options by id, no icon sent, filters in `options.filter`.
 */
import { NodeApiError, type BinaryData, type ExecuteContext, type NodeParameters } from '@weft/workflow';
import { notionDownload, notionRequest, notionRequestAll } from './api.js';
import { formatBlocks, resolveDatabaseMentions, titleProperties, type BlockParameters } from './blocks.js';
import { collectionEntries, legacyFilterOption } from './collections.js';
import { blockIdOf, databaseIdOf, legacyPageId, pageIdOf, segment } from './ids.js';
import { simplifyBlocks, simplifyDatabasePageItem, simplifyObjects } from './simplify.js';
import { mapFilter, mapProperties, mapSorting } from './values.js';

type Json = Record<string, any>;

/** What an operation gives for its item: JSON objects, or items with downloaded files. */
export type OperationOutput = Array<{ json: Json; binary?: Record<string, BinaryData> }>;

/** One item's run of an operation. */
export interface OperationRun {
  ctx: ExecuteContext;
  /** The node's typeVersion. */
  version: number;
  itemIndex: number;
  timezone: string;
  /** Top-level parameters the display rules of the collections look at. */
  shown: NodeParameters;
  /** Looked up once for all items (the title property of the database pages are created in). */
  shared: { titleKey?: string };
}

const wrap = (list: Json[]): OperationOutput => list.map((json) => ({ json }));
const param = (run: OperationRun, name: string, fallback?: unknown) =>
  run.ctx.getNodeParameter(name, run.itemIndex, fallback);
const simpleVersion = (run: OperationRun) => (run.version < 2 ? 1 : 2);
const entries = <T = Json>(run: OperationRun, name: string, group: string) =>
  collectionEntries<T>(name, group, run.ctx.getNodeParameter(name, run.itemIndex, {}), run.shown, run.version);

/** The icon option of page creates and updates (an emoji, or a file's URL). */
function iconOf(options: Json, typed: boolean): Json | undefined {
  if (!options.icon) return undefined;
  if (options.iconType === 'file')
    return typed ? { type: 'external', external: { url: options.icon } } : { external: { url: options.icon } };
  return typed ? { type: 'emoji', emoji: options.icon } : { emoji: options.icon };
}

/** The block id of a block operation: 2.2 reads its locator, earlier versions the id in it. */
function blockId(run: OperationRun): string {
  if (run.version >= 2.2) return blockIdOf(run.ctx.getNode(), param(run, 'blockId', {}), run.itemIndex);
  return legacyPageId(String(run.ctx.getNodeParameter('blockId', run.itemIndex, '', { extractValue: true }) ?? ''));
}

/** The page id of a page operation: Notion 2's locator rules, or Notion 1's plain reading. */
function pageId(run: OperationRun, extract = true): string {
  if (run.version >= 2) return pageIdOf(run.ctx.getNode(), param(run, 'pageId', {}), run.itemIndex);
  return legacyPageId(
    String(run.ctx.getNodeParameter('pageId', run.itemIndex, '', extract ? { extractValue: true } : undefined) ?? ''),
  );
}

const databaseParam = (run: OperationRun) =>
  String(run.ctx.getNodeParameter('databaseId', run.itemIndex, '', { extractValue: true }) ?? '');

/** The child blocks of `blocks`, depth first, each under its parent (child pages are not opened). */
async function withNestedBlocks(run: OperationRun, blocks: Json[], out: Json[] = [], limit?: number): Promise<Json[]> {
  for (const block of blocks) {
    out.push(block);
    if (block.type === 'child_page') continue;
    if (block.has_children) {
      const children = await notionRequestAll<Json>(run.ctx, {
        method: 'GET',
        path: `/blocks/${segment(block.id)}/children`,
        itemIndex: run.itemIndex,
      });
      await withNestedBlocks(
        run,
        children.map((c) => ({ object: c.object, parent_id: block.id, ...c })),
        out,
      );
    }
    if (limit && out.length >= limit) return out.slice(0, limit);
  }
  return out;
}

/** Block: append children to a block or page. */
async function blockAppend(run: OperationRun): Promise<OperationOutput> {
  const id = blockId(run);
  const blocks = entries<BlockParameters>(run, 'blockUi', 'blockValues');
  resolveDatabaseMentions(blocks);
  const body = { children: formatBlocks(blocks) };
  return wrap([
    await notionRequest(run.ctx, {
      method: 'PATCH',
      path: `/blocks/${segment(id)}/children`,
      body,
      itemIndex: run.itemIndex,
    }),
  ]);
}

/** Block: list a block's (or page's) children, optionally with their nested blocks. */
async function blockGetAll(run: OperationRun): Promise<OperationOutput> {
  const id = blockId(run);
  const nested = run.version >= 2 && param(run, 'fetchNestedBlocks', false) === true;
  const path = `/blocks/${segment(id)}/children`;
  let blocks: Json[];
  if (param(run, 'returnAll', false)) {
    blocks = await notionRequestAll<Json>(run.ctx, { method: 'GET', path, itemIndex: run.itemIndex });
    if (nested) blocks = await withNestedBlocks(run, blocks);
  } else {
    const limit = Number(param(run, 'limit', 50));
    const page = await notionRequest<{ results?: Json[] }>(run.ctx, {
      method: 'GET',
      path,
      qs: { page_size: limit },
      itemIndex: run.itemIndex,
    });
    blocks = page.results ?? [];
    if (nested) blocks = await withNestedBlocks(run, blocks, [], limit);
  }
  if (run.version >= 2) blocks = blocks.map((b) => ({ object: b.object, parent_id: id, ...b }));
  if (run.version > 2 && param(run, 'simplifyOutput', true) === true) blocks = simplifyBlocks(blocks, id);
  return wrap(blocks);
}

/** Database: get one. */
async function databaseGet(run: OperationRun): Promise<OperationOutput> {
  const id = databaseIdOf(databaseParam(run));
  const database = await notionRequest(run.ctx, {
    method: 'GET',
    path: `/databases/${segment(id)}`,
    itemIndex: run.itemIndex,
  });
  const simple = run.version >= 2 && run.ctx.getNodeParameter('simple', 0, true) === true;
  return wrap(simple ? simplifyObjects(database).slice(0, 1) : [database]);
}

/** Database: list those shared with the integration (a search for databases). */
async function databaseGetAll(run: OperationRun): Promise<OperationOutput> {
  const body: Json = { filter: { property: 'object', value: 'database' } };
  let databases: Json[];
  if (param(run, 'returnAll', false))
    databases = await notionRequestAll(run.ctx, { method: 'POST', path: '/search', body, itemIndex: run.itemIndex });
  else {
    body.page_size = param(run, 'limit', 50);
    databases =
      (
        await notionRequest<{ results?: Json[] }>(run.ctx, {
          method: 'POST',
          path: '/search',
          body,
          itemIndex: run.itemIndex,
        })
      ).results ?? [];
  }
  const simple = run.version >= 2 && run.ctx.getNodeParameter('simple', 0, true) === true;
  return wrap(simple ? simplifyObjects(databases) : databases);
}

/** Search (databases, or pages and databases): text, a sort by last edit, a filter by object kind. */
async function search(run: OperationRun, databasesOnly: boolean): Promise<OperationOutput> {
  const text = param(run, 'text', '');
  const options = (param(run, 'options', {}) ?? {}) as Json;
  const body: Json = databasesOnly ? { filter: { property: 'object', value: 'database' } } : {};
  if (text) body.query = text;
  if (!databasesOnly && options.filter) body.filter = options.filter?.filters ?? [];
  if (options.sort) body.sort = options.sort?.sortValue ?? {};
  const limit = param(run, 'returnAll', false) ? undefined : Number(param(run, 'limit', 50));
  let results = await notionRequestAll<Json>(
    run.ctx,
    { method: 'POST', path: '/search', body, itemIndex: run.itemIndex },
    limit,
  );
  if (limit !== undefined) results = results.slice(0, limit);
  return wrap(param(run, 'simple', true) ? simplifyObjects(results, simpleVersion(run)) : results);
}

/** Database page: create one in a database, with its title, property values, blocks and icon. */
async function databasePageCreate(run: OperationRun): Promise<OperationOutput> {
  const node = run.ctx.getNode();
  const body: Json = { parent: {}, properties: {} };
  if (run.version >= 2) {
    const title = param(run, 'title', '');
    if (title !== '') body.properties[run.shared.titleKey ?? ''] = titleProperties(title);
  }
  body.parent.database_id = databaseParam(run);
  const values = entries(run, 'propertiesUi', 'propertyValues');
  if (values.length)
    Object.assign(body.properties, mapProperties(node, values, run.timezone, run.version < 2 ? 1 : 2, run.itemIndex));
  const blocks = entries<BlockParameters>(run, 'blockUi', 'blockValues');
  resolveDatabaseMentions(blocks);
  body.children = formatBlocks(blocks);
  const icon = run.version >= 2 ? iconOf((param(run, 'options', {}) ?? {}) as Json, false) : undefined;
  if (icon) body.icon = icon;
  const page = await notionRequest<Json>(run.ctx, { method: 'POST', path: '/pages', body, itemIndex: run.itemIndex });
  return wrap(param(run, 'simple', true) ? simplifyObjects(page, simpleVersion(run)) : [page]);
}

/** Database page: get one. */
async function databasePageGet(run: OperationRun): Promise<OperationOutput> {
  const page = await notionRequest<Json>(run.ctx, {
    method: 'GET',
    path: `/pages/${segment(pageId(run))}`,
    itemIndex: run.itemIndex,
  });
  return wrap(param(run, 'simple', true) ? simplifyObjects(page) : [page]);
}

/** The query filter of Notion 2: built from conditions (any/all), or JSON. */
function queryFilter(run: OperationRun): Json | undefined {
  const filterType = run.ctx.getNodeParameter('filterType', 0, 'none');
  if (filterType === 'manual') {
    const conditions = entries(run, 'filters', 'conditions');
    const combine = run.ctx.getNodeParameter('matchType', 0, 'anyFilter') === 'allFilters' ? 'and' : 'or';
    return { [combine]: conditions.map((c) => mapFilter(c, run.timezone)) };
  }
  if (filterType === 'json') {
    const text = param(run, 'filterJson', '');
    let parsed: unknown;
    try {
      parsed = typeof text === 'string' ? JSON.parse(text) : text;
    } catch {
      parsed = undefined;
    }
    if (parsed === undefined || parsed === null)
      throw new NodeApiError(
        run.ctx.getNode(),
        { message: 'Filters (JSON) must be a valid json' },
        { itemIndex: run.itemIndex },
      );
    return parsed;
  }
  return undefined;
}

/** The query filter of Notion 1: one condition, or `or` / `and` lists. */
function legacyQueryFilter(run: OperationRun): Json | undefined {
  const filters = legacyFilterOption(
    run.ctx.getNodeParameter('options.filter', run.itemIndex, {}),
    run.shown,
    run.version,
  ) as Json;
  const filter: Json = {};
  if (filters.singleCondition) Object.assign(filter, mapFilter(filters.singleCondition, run.timezone));
  if (filters.multipleCondition) {
    const { or, and } = (filters.multipleCondition.condition ?? {}) as Json;
    if (Array.isArray(or) && or.length) filter.or = or.map((c: Json) => mapFilter(c, run.timezone));
    if (Array.isArray(and) && and.length) filter.and = and.map((c: Json) => mapFilter(c, run.timezone));
  }
  return Object.keys(filter).length ? filter : undefined;
}

/** Files of a page's file properties as binary data, `<property>_<index>`. */
async function downloadFiles(run: OperationRun, page: Json): Promise<Record<string, BinaryData> | undefined> {
  const binary: Record<string, BinaryData> = {};
  for (const [key, property] of Object.entries((page.properties ?? {}) as Json)) {
    if (property?.type !== 'files') continue;
    for (const [index, file] of ((property.files ?? []) as Json[]).entries()) {
      const url = file?.file?.url || file?.external?.url;
      if (!url) continue;
      const { data, mimeType } = await notionDownload(run.ctx, String(url), run.itemIndex);
      const fileName =
        typeof file.name === 'string' && file.name
          ? file.name
          : decodeURIComponent(new URL(String(url)).pathname.split('/').pop() || 'file');
      binary[`${key}_${index}`] = await run.ctx.helpers.prepareBinaryData(data, fileName, mimeType?.split(';')[0]);
    }
  }
  return Object.keys(binary).length ? binary : undefined;
}

/** Database page: query a database (filters, sorts, all or a limit), optionally downloading files. */
async function databasePageGetAll(run: OperationRun): Promise<OperationOutput> {
  const id = databaseParam(run);
  const simple = run.ctx.getNodeParameter('simple', 0, true) === true;
  const download = run.version >= 2 && run.ctx.getNodeParameter('options.downloadFiles', 0, false) === true;
  const body: Json = {};
  const filter = run.version >= 2 ? queryFilter(run) : legacyQueryFilter(run);
  if (filter) body.filter = filter;
  const sorts = (run.ctx.getNodeParameter('options.sort.sortValue', run.itemIndex, []) ?? []) as Json[];
  if (sorts) body.sorts = mapSorting(Array.isArray(sorts) ? sorts : [sorts]);
  const path = `/databases/${segment(id)}/query`;
  let pages: Json[];
  if (param(run, 'returnAll', false))
    pages = await notionRequestAll(run.ctx, { method: 'POST', path, body, itemIndex: run.itemIndex });
  else {
    body.page_size = param(run, 'limit', 50);
    pages =
      (await notionRequest<{ results?: Json[] }>(run.ctx, { method: 'POST', path, body, itemIndex: run.itemIndex }))
        .results ?? [];
  }
  if (download) {
    const out: OperationOutput = [];
    for (const page of pages) {
      const binary = await downloadFiles(run, page);
      const json = simple ? simplifyDatabasePageItem(page) : page;
      if (json) out.push({ json, ...(binary ? { binary } : {}) });
    }
    return out;
  }
  return wrap(simple ? simplifyObjects(pages, simpleVersion(run)) : pages);
}

/** Database page: update property values (and, from 2, the icon). */
async function databasePageUpdate(run: OperationRun): Promise<OperationOutput> {
  const id = pageId(run);
  const values = entries(run, 'propertiesUi', 'propertyValues');
  const body: Json = {
    properties: values.length
      ? mapProperties(run.ctx.getNode(), values, run.timezone, run.version < 2 ? 1 : 2, run.itemIndex)
      : {},
  };
  const icon = run.version >= 2 ? iconOf((param(run, 'options', {}) ?? {}) as Json, true) : undefined;
  if (icon) body.icon = icon;
  const page = await notionRequest<Json>(run.ctx, {
    method: 'PATCH',
    path: `/pages/${segment(id)}`,
    body,
    itemIndex: run.itemIndex,
  });
  return wrap(param(run, 'simple', true) ? simplifyObjects(page, simpleVersion(run)) : [page]);
}

/** Page: archive (Notion's delete). */
async function pageArchive(run: OperationRun): Promise<OperationOutput> {
  const page = await notionRequest<Json>(run.ctx, {
    method: 'PATCH',
    path: `/pages/${segment(pageId(run))}`,
    body: { archived: true },
    itemIndex: run.itemIndex,
  });
  return wrap(param(run, 'simple', true) ? simplifyObjects(page) : [page]);
}

/** Page: create one under a page, with its title, blocks and (from 2) icon. */
async function pageCreate(run: OperationRun): Promise<OperationOutput> {
  const body: Json = { parent: { page_id: pageId(run) }, properties: titleProperties(param(run, 'title', '')) };
  const blocks = entries<BlockParameters>(run, 'blockUi', 'blockValues');
  resolveDatabaseMentions(blocks);
  body.children = formatBlocks(blocks);
  const icon = run.version >= 2 ? iconOf((param(run, 'options', {}) ?? {}) as Json, false) : undefined;
  if (icon) body.icon = icon;
  const page = await notionRequest<Json>(run.ctx, { method: 'POST', path: '/pages', body, itemIndex: run.itemIndex });
  return wrap(param(run, 'simple', true) ? simplifyObjects(page, simpleVersion(run)) : [page]);
}

/** Page: get one (Notion 1 only; 2 has it under Database Page). */
async function pageGet(run: OperationRun): Promise<OperationOutput> {
  const page = await notionRequest<Json>(run.ctx, {
    method: 'GET',
    path: `/pages/${segment(pageId(run, false))}`,
    itemIndex: run.itemIndex,
  });
  return wrap(param(run, 'simple', true) ? simplifyObjects(page, 1) : [page]);
}

/** User: get one. */
async function userGet(run: OperationRun): Promise<OperationOutput> {
  return wrap([
    await notionRequest(run.ctx, {
      method: 'GET',
      path: `/users/${segment(String(param(run, 'userId', '')))}`,
      itemIndex: run.itemIndex,
    }),
  ]);
}

/** User: list the workspace's users. */
async function userGetAll(run: OperationRun): Promise<OperationOutput> {
  const limit = param(run, 'returnAll', false) ? undefined : Number(param(run, 'limit', 50));
  const users = await notionRequestAll<Json>(
    run.ctx,
    { method: 'GET', path: '/users', itemIndex: run.itemIndex },
    limit,
  );
  return wrap(limit === undefined ? users : users.slice(0, limit));
}

/** The operations by `resource:operation`. */
export const OPERATIONS: Record<string, (run: OperationRun) => Promise<OperationOutput>> = {
  'block:append': blockAppend,
  'block:getAll': blockGetAll,
  'database:get': databaseGet,
  'database:getAll': databaseGetAll,
  'database:search': (run) => search(run, true),
  'databasePage:create': databasePageCreate,
  'databasePage:get': databasePageGet,
  'databasePage:getAll': databasePageGetAll,
  'databasePage:update': databasePageUpdate,
  'page:archive': pageArchive,
  'page:create': pageCreate,
  'page:get': pageGet,
  'page:search': (run) => search(run, false),
  'user:get': userGet,
  'user:getAll': userGetAll,
};

/** Work done once before the items: the title property of the database new pages go in (Notion 2). */
export async function prepareShared(
  ctx: ExecuteContext,
  resource: string,
  operation: string,
  version: number,
): Promise<OperationRun['shared']> {
  if (version < 2 || resource !== 'databasePage' || operation !== 'create') return {};
  const id = String(ctx.getNodeParameter('databaseId', 0, '', { extractValue: true }) ?? '');
  const { properties = {} } = await notionRequest<{ properties?: Record<string, { type?: string }> }>(ctx, {
    method: 'GET',
    path: `/databases/${segment(id)}`,
    itemIndex: 0,
  });
  let titleKey: string | undefined;
  for (const key of Object.keys(properties)) if (properties[key]?.type === 'title') titleKey = key;
  return { titleKey: titleKey ?? '' };
}
