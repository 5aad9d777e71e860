/**
 * Google BigQuery 2 and 2.1: run a query as a job (`jobs.insert`, then `jobs.getQueryResults` page by
 * page, waiting for jobs that are not done yet) and insert rows (`tabledata.insertAll`, in batches,
 * checked against the table's schema). 2.1 turns TIMESTAMP values into ISO dates.
 */
import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { NodeOperationError, type ExecuteContext, type Item, type JsonObject, type NodeOutput } from '@weft/workflow';
import { bigQueryRequest, type BigQueryCall } from './api.js';

type Json = Record<string, any>;

interface SchemaField {
  name: string;
  type?: string;
  mode?: string;
  fields?: SchemaField[];
}

const allItems = (length: number) => Array.from({ length }, (_, item) => ({ item }));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One cell's value by its schema field: records become objects, JSON is parsed, 2.1 dates timestamps. */
function fieldValue(field: SchemaField, cell: Json, parseTimestamps: boolean): unknown {
  if (field.type === 'RECORD') return simplify([cell.v as Json], field.fields ?? [], false, parseTimestamps);
  let value = cell.v;
  if (field.type === 'JSON') {
    try {
      value = JSON.parse(value as string);
    } catch {
      // kept as BigQuery sent it
    }
  } else if (field.type === 'TIMESTAMP' && parseTimestamps) {
    const date = DateTime.fromSeconds(Number(value));
    value = date.isValid ? date.toISO() : value;
  }
  return value;
}

/** Rows (`{f: [{v}]}`) as objects keyed by the schema's field names. */
function simplify(rows: Json[], schema: SchemaField[], includeSchema: boolean, parseTimestamps: boolean): Json[] {
  return rows.map((row) => {
    const record: Json = {};
    (row.f as Json[]).forEach((cell, index) => {
      const field = schema[index]!;
      record[field.name] =
        field.mode !== 'REPEATED'
          ? fieldValue(field, cell, parseTimestamps)
          : (cell.v as Json[]).flatMap((entry) => fieldValue(field, entry, parseTimestamps));
    });
    if (includeSchema) record._schema = schema;
    return record;
  });
}

/** The items of one query's results. */
function prepareOutput(
  ctx: ExecuteContext,
  response: Json | undefined,
  item: number,
  raw: boolean,
  includeSchema: boolean,
): Item[] {
  if (response === undefined) return [];
  let data: Json | Json[];
  if (raw) data = response;
  else if (response.rows !== undefined && response.schema !== undefined)
    data = simplify(
      response.rows as Json[],
      response.schema.fields as SchemaField[],
      includeSchema,
      ctx.getNode().typeVersion >= 2.1,
    );
  else if (response.schema && includeSchema) data = { success: true, _schema: response.schema };
  else data = { success: true };
  return (Array.isArray(data) ? data : [data]).map((json) => ({ json: json as JsonObject, pairedItem: { item } }));
}

/** Every page of a query's results: the last page's answer with the rows of all pages. */
async function queryResults(
  call: (c: BigQueryCall) => Promise<Json>,
  path: string,
  qs: Json,
  itemIndex: number,
): Promise<Json> {
  const query = { ...qs };
  if (query.maxResults === undefined) query.maxResults = 1000;
  let rows: Json[] = [];
  let page: Json;
  do {
    page = await call({ path, qs: { ...query }, itemIndex });
    query.pageToken = page.pageToken;
    rows = rows.concat((page.rows as Json[] | undefined) ?? []);
  } while (page.pageToken !== undefined && page.pageToken !== '');
  return { ...page, rows };
}

const NUMERIC_TYPES = ['INTEGER', 'NUMERIC', 'FLOAT', 'BIGNUMERIC'];

interface PendingJob {
  jobId: string;
  projectId: string;
  i: number;
  raw: boolean;
  includeSchema: boolean;
  location?: string;
}

async function executeQuery(ctx: ExecuteContext, call: (c: BigQueryCall) => Promise<Json>): Promise<Item[]> {
  const items = ctx.getInputData();
  const out: Item[] = [];
  let jobs: PendingJob[] = [];
  // As n8n: once an item sets them, the page size and timeout stay for the items after it.
  let maxResults = 1000;
  let timeoutMs = 10000;
  for (let i = 0; i < items.length; i++) {
    try {
      let sqlQuery = String(ctx.getNodeParameter('sqlQuery', i, ''));
      const options = { ...(ctx.getNodeParameter('options', i, {}) as Json) };
      const projectId = String(ctx.getNodeParameter('projectId', i, '', { extractValue: true }));
      for (const resolvable of sqlQuery.match(/({{[\s\S]*?}})/g) ?? [])
        sqlQuery = sqlQuery.replace(resolvable, String(ctx.evaluateExpression(resolvable, i)));
      let rawOutput = false;
      let includeSchema = false;
      if (options.rawOutput !== undefined) {
        rawOutput = options.rawOutput as boolean;
        delete options.rawOutput;
      }
      if (options.includeSchema !== undefined) {
        includeSchema = options.includeSchema as boolean;
        delete options.includeSchema;
      }
      if (options.maxResults) {
        maxResults = options.maxResults as number;
        delete options.maxResults;
      }
      if (options.timeoutMs) {
        timeoutMs = options.timeoutMs as number;
        delete options.timeoutMs;
      }
      const body: Json = { ...options, query: sqlQuery };
      if (body.defaultDataset) body.defaultDataset = { datasetId: options.defaultDataset, projectId };
      if (body.useLegacySql === undefined) body.useLegacySql = false;
      if (typeof body.queryParameters === 'object' && body.queryParameters !== null) {
        const named = ((body.queryParameters as Json).namedParameters ?? []) as Json[];
        body.parameterMode = 'NAMED';
        // Only STRING parameters, as n8n sends them.
        body.queryParameters = named.map(({ name, value }) => ({
          name,
          parameterType: { type: 'STRING' },
          parameterValue: { value },
        }));
      }
      const response = await call({
        method: 'POST',
        path: `/v2/projects/${projectId}/jobs`,
        body: { configuration: { query: body } },
        itemIndex: i,
      });
      const jobId = response?.jobReference?.jobId as string | undefined;
      if (!jobId)
        throw new NodeOperationError(ctx.getNode(), `No job ID returned, item ${i}`, {
          description: `sql: ${sqlQuery}`,
          itemIndex: i,
        });
      const raw = rawOutput || (options.dryRun as boolean) || false;
      const location = (options.location as string) || (response.jobReference.location as string | undefined);
      if (response.status?.state === 'DONE') {
        const results = await queryResults(
          call,
          `/v2/projects/${projectId}/queries/${jobId}`,
          { location, maxResults, timeoutMs },
          i,
        );
        if (body.returnAsNumbers === true) {
          const types = ((results.schema.fields ?? []) as SchemaField[]).map((field) => field.type);
          for (const row of results.rows as Json[]) {
            if (!Array.isArray(row?.f)) continue;
            (row.f as Json[]).forEach((cell, index) => {
              if (cell && typeof cell === 'object' && 'v' in cell && NUMERIC_TYPES.includes(types[index] ?? ''))
                cell.v = Number(cell.v);
            });
          }
        }
        out.push(...prepareOutput(ctx, results, i, raw, includeSchema));
      } else {
        jobs.push({ jobId, projectId, i, raw, includeSchema, location });
      }
    } catch (error) {
      if (!ctx.continueOnFail()) throw withRegionHint(error);
      out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
    }
  }

  // Jobs still running: asked again after 1 s, then twice as long each round, up to 32 s.
  let waitTime = Number(process.env.WEFT_BIGQUERY_POLL_MS ?? 1000);
  while (jobs.length > 0) {
    const settled: string[] = [];
    for (const job of jobs) {
      try {
        const qs: Json = job.location ? { location: job.location } : {};
        qs.maxResults = maxResults;
        qs.timeoutMs = timeoutMs;
        const results = await queryResults(call, `/v2/projects/${job.projectId}/queries/${job.jobId}`, qs, job.i);
        if (results.jobComplete) {
          settled.push(job.jobId);
          out.push(...prepareOutput(ctx, results, job.i, job.raw, job.includeSchema));
        }
        if (Array.isArray(results.errors) && results.errors.length)
          throw new NodeOperationError(
            ctx.getNode(),
            `Error(s) ocurring while executing query from item ${job.i}: ${(results.errors as Json[]).map((e) => e.message).join(', ')}`,
            { itemIndex: job.i },
          );
      } catch (error) {
        if (!ctx.continueOnFail()) throw error;
        settled.push(job.jobId);
        out.push({ json: { error: (error as Error).message }, pairedItem: { item: job.i } });
      }
    }
    jobs = jobs.filter((job) => !settled.includes(job.jobId));
    if (jobs.length > 0) {
      await sleep(waitTime);
      if (waitTime < 30000) waitTime *= 2;
    }
  }
  return out;
}

/** n8n's hints for a missing table or a Drive-backed table the user may not read. */
function withRegionHint(error: unknown): unknown {
  const e = error as { message?: string; httpCode?: string | null; description?: string | null };
  if (typeof e?.message !== 'string') return error;
  if (e.message.includes('location') || e.httpCode === '404')
    e.description =
      "Are you sure your table is in that region? You can specify the region using the 'Location' parameter from options.";
  if (e.httpCode === '403' && e.message.includes('Drive'))
    e.description =
      'If your table(s) pull from a document in Google Drive, make sure that document is shared with your user';
  return error;
}

/** A row checked against the table's schema, as n8n checks it (required fields, blanks, JSON, records). */
function checkSchema(ctx: ExecuteContext, fields: SchemaField[], record: Json, i: number): Json {
  const row = { ...record };
  for (const { name, mode, type, fields: inner } of fields) {
    if (mode === 'REQUIRED' && row[name] === undefined)
      throw new NodeOperationError(
        ctx.getNode(),
        `The property '${name}' is required, please define it in the 'Fields to Send'`,
        { itemIndex: i },
      );
    if (type !== 'STRING' && row[name] === '') row[name] = null;
    if (type === 'JSON' && typeof row[name] === 'object') row[name] = JSON.stringify(row[name]);
    if (type === 'RECORD' && typeof row[name] !== 'object') {
      try {
        row[name] = JSON.parse(row[name] as string);
      } catch {
        throw new NodeOperationError(
          ctx.getNode(),
          `The property '${name}' is a RECORD type, but the value is nor an object nor a valid JSON string`,
          { itemIndex: i, description: inner ? `Field Schema:\n ${JSON.stringify(inner)}` : '' },
        );
      }
    }
  }
  return row;
}

async function insert(ctx: ExecuteContext, call: (c: BigQueryCall) => Promise<Json>): Promise<Item[]> {
  const items = ctx.getInputData();
  const projectId = String(ctx.getNodeParameter('projectId', 0, '', { extractValue: true }));
  const datasetId = String(ctx.getNodeParameter('datasetId', 0, '', { extractValue: true }));
  const tableId = String(ctx.getNodeParameter('tableId', 0, '', { extractValue: true }));
  const options = { ...(ctx.getNodeParameter('options', 0, {}) as Json) };
  const dataMode = String(ctx.getNodeParameter('dataMode', 0, 'autoMap'));
  let batchSize = 100;
  if (options.batchSize) {
    batchSize = options.batchSize as number;
    delete options.batchSize;
  }
  const out: Item[] = [];
  const rows: Json[] = [];
  const body: Json = { ...options };
  if (body.traceId === undefined) body.traceId = randomUUID();
  const tablePath = `/v2/projects/${projectId}/datasets/${datasetId}/tables/${tableId}`;
  const schema = (await call({ path: tablePath, itemIndex: 0 })).schema as { fields: SchemaField[] } | undefined;
  if (schema === undefined) throw new NodeOperationError(ctx.getNode(), 'The destination table has no defined schema');
  for (let i = 0; i < items.length; i++) {
    try {
      const record: Json = {};
      if (dataMode === 'autoMap') for (const { name } of schema.fields) record[name] = items[i]!.json[name];
      if (dataMode === 'define')
        for (const { fieldId, fieldValue } of ctx.getNodeParameter('fieldsUi.values', i, []) as Json[])
          record[String(fieldId)] = fieldValue;
      rows.push({ json: checkSchema(ctx, schema.fields, record, i) });
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
    }
  }
  for (let i = 0; i < rows.length; i += batchSize) {
    body.rows = rows.slice(i, i + batchSize);
    const answer = await call({ method: 'POST', path: `${tablePath}/insertAll`, body, itemIndex: 0 });
    if (answer?.insertErrors && !options.skipInvalidRows) {
      const errors: string[] = [];
      const failed: number[] = [];
      const stopped: number[] = [];
      for (const entry of answer.insertErrors as Json[]) {
        const invalid = (entry.errors as Json[]).filter((e) => e.reason !== 'stopped');
        if (invalid.length) {
          errors.push(`Row ${entry.index + i} failed with error: ${invalid.map((e) => e.message).join(', ')}`);
          failed.push(entry.index + i);
        } else stopped.push(entry.index + i);
      }
      if (ctx.continueOnFail()) {
        out.push({ json: { error: errors.join('\n, ') }, pairedItem: { item: i } });
        continue;
      }
      throw new NodeOperationError(
        ctx.getNode(),
        `Problem inserting item(s) [${failed.join(', ')}]${stopped.length ? `, nothing was inserted item(s) [${stopped.join(', ')}]` : ''}`,
        { description: errors.join('\n, '), itemIndex: i },
      );
    }
    out.push({ json: answer, pairedItem: allItems(items.length) });
  }
  return out;
}

/** Runs Google BigQuery 2 or 2.1 over the input items. */
export async function executeBigQueryV2(ctx: ExecuteContext): Promise<NodeOutput> {
  const authentication = String(ctx.getNodeParameter('authentication', 0, 'oAuth2'));
  const operation = String(ctx.getNodeParameter('operation', 0, 'executeQuery'));
  const call = (c: BigQueryCall) => bigQueryRequest(ctx, authentication, c, true);
  if (operation === 'executeQuery') return [await executeQuery(ctx, call)];
  if (operation === 'insert') return [await insert(ctx, call)];
  throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" is not known`);
}
