/**
 * Airtable 1: append, delete, list, read and update on one table, answered as n8n 1 answers them:
 * the records as Airtable sends them (`{ id, createdTime, fields }`). Append, delete and update
 * send the items in batches ("Bulk Size", at most 10); the answer of a batch is paired with its
 * last item. List runs once for all items. The API key connection is refused, as in n8n.
 */
import {
  NodeOperationError,
  type ExecuteContext,
  type Item,
  type NodeOutput,
  type PairedItemData,
} from '@weft/workflow';
import { airtableRequest, airtableRequestAll, airtableToken } from './api.js';
import { nameList, recordsWithAttachments, withoutFields, type AirtableRecord } from './records.js';

type Json = Record<string, unknown>;

/** Runs Airtable 1 over its items (see the module comment). */
export async function executeAirtableV1(ctx: ExecuteContext): Promise<NodeOutput> {
  const auth = String(ctx.getNodeParameter('authentication', 0, 'airtableApi'));
  if (auth === 'airtableApi') await airtableToken(ctx, auth);
  const items = ctx.getInputData();
  const operation = String(ctx.getNodeParameter('operation', 0, 'read'));
  const baseId = String(ctx.getNodeParameter('application', 0, '', { extractValue: true }) ?? '').trim();
  const table = String(ctx.getNodeParameter('table', 0, '', { extractValue: true }) ?? '').trim();
  if (!baseId)
    throw new NodeOperationError(ctx.getNode(), 'No base is given', {
      description: 'Give the Airtable base by its link or ID.',
    });
  if (!table)
    throw new NodeOperationError(ctx.getNode(), 'No table is given', {
      description: 'Give the table by its link or ID.',
    });
  const endpoint = `${encodeURIComponent(baseId)}/${encodeURIComponent(table)}`;
  const out: Item[] = [];
  const wrap = (data: unknown, itemData: PairedItemData | PairedItemData[]) =>
    ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(data), { itemData });
  const failed = (error: unknown, i: number) => {
    if (!ctx.continueOnFail()) throw error;
    out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
  };
  const allPaired = Array.from({ length: items.length }, (_, item) => ({ item }));

  switch (operation) {
    case 'append':
    case 'update': {
      const rows: Json[] = [];
      for (let i = 0; i < items.length; i++) {
        try {
          const options = ctx.getNodeParameter('options', i, {}) as Json;
          const bulkSize = Math.min(10, Math.max(1, Number(options.bulkSize) || 10));
          const json = items[i]!.json;
          const all = ctx.getNodeParameter(
            operation === 'append' ? 'addAllFields' : 'updateAllFields',
            i,
            true,
          ) as boolean;
          let fields: Json;
          if (all) {
            const { id: _id, ...rest } = json;
            fields = operation === 'update' ? withoutFields(rest, options.ignoreFields) : rest;
          } else {
            const names = (ctx.getNodeParameter('fields', i, []) ?? []) as string[];
            fields = Object.fromEntries(names.map((name) => [name, json[name]]));
          }
          const row: Json = { fields };
          if (operation === 'update') row.id = String(ctx.getNodeParameter('id', i, '') ?? '');
          rows.push(row);
          if (rows.length >= bulkSize || i === items.length - 1) {
            const body: Json = { records: [...rows] };
            if (operation === 'update') body.typecast = Boolean(options.typecast);
            else if (options.typecast === true) body.typecast = true;
            rows.length = 0;
            const answer = await airtableRequest(ctx, auth, {
              method: operation === 'append' ? 'POST' : 'PATCH',
              endpoint,
              body,
              itemIndex: i,
            });
            out.push(...wrap(answer.records ?? [], { item: i }));
          }
        } catch (error) {
          rows.length = 0;
          failed(error, i);
        }
      }
      return [out];
    }
    case 'delete': {
      const options = ctx.getNodeParameter('options', 0, {}) as Json;
      const bulkSize = Math.min(10, Math.max(1, Number(options.bulkSize) || 10));
      const ids: string[] = [];
      for (let i = 0; i < items.length; i++) {
        try {
          ids.push(String(ctx.getNodeParameter('id', i, '') ?? ''));
          if (ids.length >= bulkSize || i === items.length - 1) {
            const records = [...ids];
            ids.length = 0;
            const answer = await airtableRequest(ctx, auth, {
              method: 'DELETE',
              endpoint,
              qs: { records },
              itemIndex: i,
            });
            out.push(...wrap(answer.records ?? [], { item: i }));
          }
        } catch (error) {
          ids.length = 0;
          failed(error, i);
        }
      }
      return [out];
    }
    case 'list': {
      try {
        const additional = ctx.getNodeParameter('additionalOptions', 0, {}) as Json;
        const qs: Json = {};
        const fields = nameList(additional.fields);
        if (fields.length) qs.fields = fields;
        if (additional.filterByFormula) qs.filterByFormula = additional.filterByFormula;
        const sort = (additional.sort as { property?: unknown[] } | undefined)?.property;
        if (Array.isArray(sort) && sort.length) qs.sort = sort;
        if (additional.view) qs.view = additional.view;
        let records: AirtableRecord[];
        if (ctx.getNodeParameter('returnAll', 0, true)) {
          records = (await airtableRequestAll(ctx, auth, { method: 'GET', endpoint, qs })) as AirtableRecord[];
        } else {
          qs.maxRecords = ctx.getNodeParameter('limit', 0, 100);
          records = ((await airtableRequest(ctx, auth, { method: 'GET', endpoint, qs })).records ??
            []) as AirtableRecord[];
        }
        if (ctx.getNodeParameter('downloadAttachments', 0, false)) {
          const names = String(ctx.getNodeParameter('downloadFieldNames', 0, '') ?? '')
            .split(',')
            .filter(Boolean);
          return [await recordsWithAttachments(ctx, records, names, false, allPaired)];
        }
        return [wrap(records, allPaired)];
      } catch (error) {
        failed(error, 0);
        return [out];
      }
    }
    case 'read': {
      for (let i = 0; i < items.length; i++) {
        try {
          const id = String(ctx.getNodeParameter('id', i, '') ?? '').trim();
          if (!id)
            throw new NodeOperationError(ctx.getNode(), 'The record ID is empty', {
              itemIndex: i,
              description: 'Give the ID of the record to read (it starts with "rec").',
            });
          out.push(
            ...wrap(
              await airtableRequest(ctx, auth, {
                method: 'GET',
                endpoint: `${endpoint}/${encodeURIComponent(id)}`,
                itemIndex: i,
              }),
              { item: i },
            ),
          );
        } catch (error) {
          failed(error, i);
        }
      }
      return [out];
    }
    default:
      throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" is not known!`);
  }
}
