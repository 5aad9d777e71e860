/** Google BigQuery's pickers: projects, datasets, tables and a table's fields. */
import type { ListSearchMethod, LoadOptionsMethod, NodeMethodContext, NodeMethods } from '@weft/workflow';
import { bigQueryRequest } from './api.js';

type Json = Record<string, any>;

const authOf = (ctx: NodeMethodContext) => String(ctx.getCurrentNodeParameter('authentication') ?? 'oAuth2');

function get(ctx: NodeMethodContext, path: string, googleMessage: boolean, qs?: Json): Promise<Json> {
  return bigQueryRequest(
    { getNode: () => ctx.getNode(), getCredentials: (type) => ctx.getCredentials(type), helpers: ctx.helpers },
    authOf(ctx),
    { path, qs },
    googleMessage,
  );
}

const locator = (ctx: NodeMethodContext, name: string) =>
  String(ctx.getNodeParameter(name, '', { extractValue: true }) ?? '');
const plain = (ctx: NodeMethodContext, name: string) => String(ctx.getCurrentNodeParameter(name) ?? '');
const includes = (text: unknown, filter: string) => String(text ?? '').includes(filter);

/** 1: the user's projects by friendly name. */
const getProjects: LoadOptionsMethod = async function (this: NodeMethodContext, ctx) {
  const { projects = [] } = await get(ctx ?? this, '/v2/projects', false);
  return (projects as Json[]).map((p) => ({ name: String(p.friendlyName), value: String(p.id) }));
};

/** 1: the chosen project's datasets. */
const getDatasetsV1: LoadOptionsMethod = async function (this: NodeMethodContext, ctx) {
  const c = ctx ?? this;
  const { datasets = [] } = await get(c, `/v2/projects/${plain(c, 'projectId')}/datasets`, false);
  return (datasets as Json[]).map((d) => ({
    name: String(d.datasetReference.datasetId),
    value: String(d.datasetReference.datasetId),
  }));
};

/** 1: the chosen dataset's tables. */
const getTables: LoadOptionsMethod = async function (this: NodeMethodContext, ctx) {
  const c = ctx ?? this;
  const { tables = [] } = await get(
    c,
    `/v2/projects/${plain(c, 'projectId')}/datasets/${plain(c, 'datasetId')}/tables`,
    false,
  );
  return (tables as Json[]).map((t) => ({
    name: String(t.tableReference.tableId),
    value: String(t.tableReference.tableId),
  }));
};

/** 2: the chosen project's datasets (the query's default dataset). */
const getDatasets: LoadOptionsMethod = async function (this: NodeMethodContext, ctx) {
  const c = ctx ?? this;
  const { datasets = [] } = await get(c, `/v2/projects/${locator(c, 'projectId')}/datasets`, true);
  return (datasets as Json[]).map((d) => ({
    name: String(d.datasetReference.datasetId),
    value: String(d.datasetReference.datasetId),
  }));
};

/** 2: the chosen table's fields, with their type and mode. */
const getSchema: LoadOptionsMethod = async function (this: NodeMethodContext, ctx) {
  const c = ctx ?? this;
  const path = `/v2/projects/${locator(c, 'projectId')}/datasets/${locator(c, 'datasetId')}/tables/${locator(c, 'tableId')}`;
  const { schema } = await get(c, path, true);
  return ((schema?.fields ?? []) as Json[]).map((f) => ({
    name: String(f.name),
    value: String(f.name),
    description: `type: ${f.type}` + (f.mode ? ` mode: ${f.mode}` : ''),
  }));
};

/** 2: projects whose name or id holds the filter, linked to the BigQuery console. */
const searchProjects: ListSearchMethod = async function (this: NodeMethodContext, ctx, filter, paginationToken) {
  const c = ctx ?? this;
  const answer = await get(c, '/v2/projects', true, { pageToken: paginationToken || undefined });
  let projects = (answer.projects ?? []) as Json[];
  if (filter) projects = projects.filter((p) => includes(p.friendlyName, filter) || includes(p.id, filter));
  return {
    results: projects.map((p) => ({
      name: String(p.friendlyName),
      value: String(p.id),
      url: `https://console.cloud.google.com/bigquery?project=${p.id}`,
    })),
    paginationToken: answer.nextPageToken as string | undefined,
  };
};

/** 2: datasets of the chosen project whose id holds the filter. */
const searchDatasets: ListSearchMethod = async function (this: NodeMethodContext, ctx, filter, paginationToken) {
  const c = ctx ?? this;
  const answer = await get(c, `/v2/projects/${locator(c, 'projectId')}/datasets`, true, {
    pageToken: paginationToken || undefined,
  });
  let datasets = (answer.datasets ?? []) as Json[];
  if (filter) datasets = datasets.filter((d) => includes(d.datasetReference?.datasetId, filter));
  return {
    results: datasets.map((d) => ({
      name: String(d.datasetReference.datasetId),
      value: String(d.datasetReference.datasetId),
    })),
    paginationToken: answer.nextPageToken as string | undefined,
  };
};

/** 2: tables of the chosen dataset whose id holds the filter. */
const searchTables: ListSearchMethod = async function (this: NodeMethodContext, ctx, filter, paginationToken) {
  const c = ctx ?? this;
  const path = `/v2/projects/${locator(c, 'projectId')}/datasets/${locator(c, 'datasetId')}/tables`;
  const answer = await get(c, path, true, { pageToken: paginationToken || undefined });
  let tables = (answer.tables ?? []) as Json[];
  if (filter) tables = tables.filter((t) => includes(t.tableReference?.tableId, filter));
  return {
    results: tables.map((t) => ({ name: String(t.tableReference.tableId), value: String(t.tableReference.tableId) })),
    paginationToken: answer.nextPageToken as string | undefined,
  };
};

/** Google BigQuery 1's remote methods, with n8n's names. */
export const bigQueryV1Methods: NodeMethods = { loadOptions: { getProjects, getDatasets: getDatasetsV1, getTables } };

/** Google BigQuery 2's remote methods, with n8n's names. */
export const bigQueryV2Methods: NodeMethods = {
  loadOptions: { getDatasets, getSchema },
  listSearch: { searchProjects, searchDatasets, searchTables },
};
