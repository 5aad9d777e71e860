/**
 * Airtable 2 and 2.1: the record operations on one table (`<base>/<table>`) and the base
 * operations on the meta API, answered as n8n answers them: Create, Update and Create or Update
 * the records Airtable answers (`{ id, createdTime, fields }`), Get and Search flat records
 * (`{ id, createdTime, …fields }`), Delete `{ id, deleted }`, Get Many the bases and Get Schema the
 * tables. Search runs once per item from 2.1 (once for all items in 2).
 */
import {
  NodeApiError,
  NodeOperationError,
  type ExecuteContext,
  type Item,
  type NodeOutput,
  type PairedItemData,
} from '@weft/workflow';
import { airtableRequest, airtableRequestAll, type AirtableCall } from './api.js';
import { VIEW_URL_REGEX } from './locators.js';
import {
  findMatches,
  flattenRecord,
  nameList,
  recordsWithAttachments,
  withoutFields,
  type AirtableRecord,
} from './records.js';

type Json = Record<string, unknown>;

interface Run {
  ctx: ExecuteContext;
  auth: string;
  items: Item[];
  /** `<base>/<table>`, URI-encoded (a table may be given by name). */
  endpoint: string;
}

const call = (run: Run, c: AirtableCall) => airtableRequest(run.ctx, run.auth, c);
const wrap = (run: Run, data: unknown, itemData: PairedItemData | PairedItemData[]) =>
  run.ctx.helpers.constructExecutionMetaData(run.ctx.helpers.returnJsonArray(data), { itemData });
const allItems = (count: number): PairedItemData[] => Array.from({ length: count }, (_, item) => ({ item }));

/**
 * The error item of a failed record call: n8n's `{ message, error }` (the error as n8n serialises a
 * NodeApiError: message, name, description, the item, when) for writes and searches, `{ error }`
 * for Get and Delete.
 */
function errorItem(error: unknown, i: number, full: boolean): Item {
  const e = error as Error & { description?: string | null };
  const detail: Json =
    error instanceof NodeApiError
      ? {
          message: e.message,
          timestamp: Date.now(),
          name: 'NodeApiError',
          ...(e.description ? { description: e.description } : {}),
          context: { itemIndex: i },
        }
      : { message: e.message, ...(e.description ? { description: e.description } : {}) };
  return { json: full ? { message: e.message, error: detail } : { error: e.message }, pairedItem: { item: i } };
}

/** PATCHes records in batches of 10 (Airtable's most per request) and answers every updated record. */
async function batchUpdate(
  run: Run,
  body: Json,
  records: Json[],
  i: number,
  recordId?: string,
): Promise<AirtableRecord[]> {
  const out: AirtableRecord[] = [];
  for (let at = 0; at < records.length; at += 10) {
    const answer = await call(run, {
      method: 'PATCH',
      endpoint: run.endpoint,
      body: { ...body, records: records.slice(at, at + 10) },
      itemIndex: i,
      recordId,
    });
    out.push(...((answer.records ?? []) as AirtableRecord[]));
  }
  return out;
}

const mappingMode = (ctx: ExecuteContext) => String(ctx.getNodeParameter('columns.mappingMode', 0, 'defineBelow'));
const matchingColumns = (ctx: ExecuteContext) => {
  const value = ctx.getNodeParameter('columns.matchingColumns', 0, []) as unknown;
  return Array.isArray(value) ? value.map(String) : [];
};
const columnValues = (ctx: ExecuteContext, i: number): Json => ({
  ...((ctx.getNodeParameter('columns.value', i, {}) as Json | null) ?? {}),
});

async function create(run: Run): Promise<Item[]> {
  const { ctx, items } = run;
  const mode = mappingMode(ctx);
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const options = ctx.getNodeParameter('options', i, {}) as Json;
      const body: Json = { typecast: Boolean(options.typecast) };
      body.fields =
        mode === 'autoMapInputData' ? withoutFields(items[i]!.json, options.ignoreFields) : columnValues(ctx, i);
      out.push(
        ...wrap(run, await call(run, { method: 'POST', endpoint: run.endpoint, body, itemIndex: i }), { item: i }),
      );
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push(errorItem(error, i, true));
    }
  }
  return out;
}

async function update(run: Run): Promise<Item[]> {
  const { ctx, items } = run;
  const mode = mappingMode(ctx);
  const keys = matchingColumns(ctx);
  if (!keys.length)
    throw new NodeOperationError(ctx.getNode(), 'Choose the columns to match on', {
      description: 'Update needs "id" or other columns whose values find the record to change.',
    });
  const byId = keys.includes('id');
  const table = byId
    ? []
    : ((await airtableRequestAll(ctx, run.auth, {
        method: 'GET',
        endpoint: run.endpoint,
        qs: { fields: keys },
      })) as AirtableRecord[]);
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const options = ctx.getNodeParameter('options', i, {}) as Json;
      const records: Json[] = [];
      // n8n names the record in a "not a valid Record ID" refusal only when the item gave its id.
      let recordId: string | undefined;
      if (mode === 'autoMapInputData') {
        if (byId) {
          const { id, ...fields } = items[i]!.json;
          recordId = typeof id === 'string' ? id : undefined;
          records.push({ id, fields: withoutFields(fields, options.ignoreFields) });
        } else {
          for (const match of findMatches(
            ctx.getNode(),
            table,
            keys,
            items[i]!.json,
            Boolean(options.updateAllMatches),
            i,
          )) {
            records.push({ id: match.id, fields: withoutFields(items[i]!.json, options.ignoreFields) });
          }
        }
      } else if (byId) {
        const { id, ...fields } = columnValues(ctx, i);
        records.push({ id, fields });
      } else {
        const fields = columnValues(ctx, i);
        for (const match of findMatches(ctx.getNode(), table, keys, fields, Boolean(options.updateAllMatches), i))
          records.push({ id: match.id, fields: withoutFields(fields, keys) });
      }
      out.push(
        ...wrap(run, await batchUpdate(run, { typecast: Boolean(options.typecast) }, records, i, recordId), {
          item: i,
        }),
      );
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push(errorItem(error, i, true));
    }
  }
  return out;
}

/** An Airtable formula string literal. */
const formulaString = (value: unknown) =>
  `'${String(value ?? '')
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")}'`;

async function upsert(run: Run): Promise<Item[]> {
  const { ctx, items } = run;
  const mode = mappingMode(ctx);
  const keys = matchingColumns(ctx);
  if (!keys.length)
    throw new NodeOperationError(ctx.getNode(), 'Choose the columns to match on', {
      description: 'Create or Update needs "id" or other columns whose values find the record to change.',
    });
  const byId = keys.includes('id');
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const options = ctx.getNodeParameter('options', i, {}) as Json;
      const data =
        mode === 'autoMapInputData' ? withoutFields(items[i]!.json, options.ignoreFields) : columnValues(ctx, i);
      let record: Json;
      if (byId) {
        const { id, ...fields } = mode === 'autoMapInputData' ? { ...data, id: items[i]!.json.id } : data;
        record = { id, fields };
      } else {
        record = { fields: data };
      }
      const body: Json = { typecast: Boolean(options.typecast) };
      if (!byId) body.performUpsert = { fieldsToMergeOn: keys };
      let records: AirtableRecord[];
      try {
        records = await batchUpdate(run, body, [record], i);
      } catch (error) {
        const e = error as NodeApiError;
        if (e instanceof NodeApiError && e.httpCode === '422' && byId) {
          // No record has this ID: Airtable answers 422, and the record is created instead.
          const answer = await call(run, {
            method: 'POST',
            endpoint: run.endpoint,
            body: { ...body, records: [{ fields: record.fields }] },
            itemIndex: i,
          });
          records = (answer.records ?? []) as AirtableRecord[];
        } else if (e instanceof NodeApiError && e.description?.includes('Cannot update more than one record')) {
          // Several records match: find them and update the first (or all of them).
          const fields = record.fields as Json;
          const formula = `AND(${keys.map((k) => `{${k}} = ${formulaString(fields[k])}`).join(',')})`;
          const matches = (await airtableRequestAll(ctx, run.auth, {
            method: 'GET',
            endpoint: run.endpoint,
            qs: { fields: keys, filterByFormula: formula },
            itemIndex: i,
          })) as AirtableRecord[];
          const chosen = options.updateAllMatches ? matches : matches.slice(0, 1);
          records = await batchUpdate(
            run,
            { typecast: body.typecast },
            chosen.map(({ id }) => ({ id, fields })),
            i,
          );
        } else {
          throw error;
        }
      }
      out.push(...wrap(run, records, { item: i }));
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push(errorItem(error, i, true));
    }
  }
  return out;
}

/** The attachment fields to download (the Download Attachments option). */
const downloadFieldsOf = (options: Json) => nameList(options.downloadFields);

async function get(run: Run): Promise<Item[]> {
  const { ctx, items } = run;
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const id = String(ctx.getNodeParameter('id', i, '') ?? '').trim();
      if (!id)
        throw new NodeOperationError(ctx.getNode(), 'The Record ID is empty', {
          itemIndex: i,
          description: 'Give the ID of the record (it starts with "rec").',
        });
      const record = (await call(run, {
        method: 'GET',
        endpoint: `${run.endpoint}/${encodeURIComponent(id)}`,
        itemIndex: i,
        recordId: id,
      })) as unknown as AirtableRecord;
      // n8n reads this option of the first item for every item.
      const fields = downloadFieldsOf(ctx.getNodeParameter('options', 0, {}) as Json);
      if (fields.length) out.push(...(await recordsWithAttachments(ctx, [record], fields, true, { item: i }, i)));
      else out.push(...wrap(run, flattenRecord(record), { item: i }));
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push(errorItem(error, i, false));
    }
  }
  return out;
}

async function deleteRecord(run: Run): Promise<Item[]> {
  const { ctx, items } = run;
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const id = String(ctx.getNodeParameter('id', i, '') ?? '').trim();
      if (!id)
        throw new NodeOperationError(ctx.getNode(), 'The Record ID is empty', {
          itemIndex: i,
          description: 'Give the ID of the record to delete (it starts with "rec").',
        });
      out.push(
        ...wrap(
          run,
          await call(run, {
            method: 'DELETE',
            endpoint: `${run.endpoint}/${encodeURIComponent(id)}`,
            itemIndex: i,
            recordId: id,
          }),
          { item: i },
        ),
      );
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push(errorItem(error, i, false));
    }
  }
  return out;
}

/** The view's ID or name from the View option (a link gives its view ID). */
function viewOf(value: unknown): string | undefined {
  const raw = value && typeof value === 'object' ? (value as { value?: unknown; mode?: string }) : { value };
  const text = String(raw.value ?? '').trim();
  if (!text) return undefined;
  const match = new RegExp(VIEW_URL_REGEX).exec(text);
  return match ? match[1] : text;
}

async function search(run: Run): Promise<Item[]> {
  const { ctx, items } = run;
  const perItem = ctx.getNode().typeVersion >= 2.1;
  const count = perItem ? items.length : items.length ? 1 : 0;
  const out: Item[] = [];
  for (let i = 0; i < count; i++) {
    // n8n pairs each search's records with [{ item: i }] from 2.1, and with every item in 2.
    const paired: PairedItemData[] = perItem ? [{ item: i }] : allItems(items.length);
    try {
      const options = ctx.getNodeParameter('options', i, {}) as Json;
      const sort = ctx.getNodeParameter('sort', i, {}) as { property?: Array<{ field?: string; direction?: string }> };
      const formula = String(ctx.getNodeParameter('filterByFormula', i, '') ?? '');
      const qs: Json = {};
      if (formula) qs.filterByFormula = formula;
      const fields = nameList(options.fields);
      if (fields.length) qs.fields = fields;
      if (Array.isArray(sort.property) && sort.property.length)
        qs.sort = sort.property.map((s) => ({ field: s.field, direction: s.direction ?? 'asc' }));
      const view = viewOf(options.view);
      if (view) qs.view = view;
      let records: AirtableRecord[];
      if (ctx.getNodeParameter('returnAll', i, true)) {
        records = (await airtableRequestAll(ctx, run.auth, {
          method: 'GET',
          endpoint: run.endpoint,
          qs,
          itemIndex: i,
        })) as AirtableRecord[];
      } else {
        qs.maxRecords = ctx.getNodeParameter('limit', i, 100);
        records = ((await call(run, { method: 'GET', endpoint: run.endpoint, qs, itemIndex: i })).records ??
          []) as AirtableRecord[];
      }
      const download = downloadFieldsOf(options);
      if (download.length) {
        out.push(...(await recordsWithAttachments(ctx, records, download, true, paired, i)));
        continue;
      }
      out.push(
        ...ctx.helpers.constructExecutionMetaData(
          records.map((r) => ({ json: flattenRecord(r) })),
          { itemData: paired },
        ),
      );
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push(errorItem(error, i, true));
    }
  }
  return out;
}

async function getManyBases(run: Run): Promise<Item[]> {
  const { ctx } = run;
  let bases: Json[] = [];
  if (ctx.getNodeParameter('returnAll', 0, true)) {
    let offset: unknown;
    for (let pages = 0; ; pages++) {
      const page = await call(run, { method: 'GET', endpoint: 'meta/bases', qs: offset ? { offset } : {} });
      bases.push(...((page.bases ?? []) as Json[]));
      offset = page.offset;
      if (!offset || pages > 1000) break;
    }
  } else {
    const page = await call(run, { method: 'GET', endpoint: 'meta/bases' });
    bases = ((page.bases ?? []) as Json[]).slice(0, Number(ctx.getNodeParameter('limit', 0, 100)));
  }
  const levels = (ctx.getNodeParameter('options.permissionLevel', 0, []) ?? []) as string[];
  if (levels.length) bases = bases.filter((b) => levels.includes(String(b.permissionLevel)));
  return wrap(run, bases, allItems(run.items.length));
}

async function getSchema(run: Run): Promise<Item[]> {
  const { ctx, items } = run;
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const baseId = String(ctx.getNodeParameter('base', i, '', { extractValue: true }) ?? '').trim();
      if (!baseId)
        throw new NodeOperationError(ctx.getNode(), 'No base is chosen', {
          itemIndex: i,
          description: 'Choose the base whose schema to read.',
        });
      const answer = await call(run, {
        method: 'GET',
        endpoint: `meta/bases/${encodeURIComponent(baseId)}/tables`,
        itemIndex: i,
      });
      out.push(...wrap(run, answer.tables ?? [], { item: i }));
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push(errorItem(error, i, false));
    }
  }
  return out;
}

const RECORD_OPERATIONS: Record<string, (run: Run) => Promise<Item[]>> = {
  create,
  upsert,
  update,
  get,
  search,
  deleteRecord,
};
const BASE_OPERATIONS: Record<string, (run: Run) => Promise<Item[]>> = { getMany: getManyBases, getSchema };

/** Runs Airtable 2 or 2.1 over its items (see the module comment). */
export async function executeAirtableV2(ctx: ExecuteContext): Promise<NodeOutput> {
  const auth = String(ctx.getNodeParameter('authentication', 0, 'airtableTokenApi'));
  const resource = String(ctx.getNodeParameter('resource', 0, 'record'));
  const operation = String(ctx.getNodeParameter('operation', 0, resource === 'base' ? 'getMany' : 'get'));
  const items = ctx.getInputData();
  const run: Run = { ctx, auth, items, endpoint: '' };
  if (resource === 'base') {
    const op = BASE_OPERATIONS[operation];
    if (!op) throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" is not supported for bases`);
    return [await op(run)];
  }
  const op = RECORD_OPERATIONS[operation];
  if (resource !== 'record' || !op)
    throw new NodeOperationError(
      ctx.getNode(),
      `The operation "${operation}" is not supported for the resource "${resource}"`,
    );
  const baseId = String(ctx.getNodeParameter('base', 0, '', { extractValue: true }) ?? '').trim();
  const table = String(ctx.getNodeParameter('table', 0, '', { extractValue: true }) ?? '').trim();
  if (!baseId)
    throw new NodeOperationError(ctx.getNode(), 'No base is chosen', {
      description: 'Choose the Airtable base of the table (from the list, by link or by ID).',
    });
  if (!table)
    throw new NodeOperationError(ctx.getNode(), 'No table is chosen', {
      description: 'Choose the table (from the list, by link or by ID).',
    });
  run.endpoint = `${encodeURIComponent(baseId)}/${encodeURIComponent(table)}`;
  return [await op(run)];
}
