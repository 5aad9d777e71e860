/**
 * Record helpers of the Airtable node and trigger: n8n's flat output (`{ id, createdTime, …fields }`),
 * leaving ignored input fields out, finding the records an update matches, and downloading the
 * files of attachment fields into an item's binary data.
 */
import {
  NodeOperationError,
  type BinaryData,
  type HttpRequestOptions,
  type HttpResponse,
  type Item,
  type PairedItem,
  type WorkflowNode,
} from '@weft/workflow';

/** An Airtable record as the API answers it. */
export interface AirtableRecord {
  id: string;
  createdTime?: string;
  fields: Record<string, unknown>;
  [key: string]: unknown;
}

/** n8n 2.x's item of a record: its fields beside `id` and `createdTime`. */
export function flattenRecord(record: AirtableRecord): Record<string, unknown> {
  const { fields, ...rest } = record;
  return { ...rest, ...(fields ?? {}) };
}

/** A comma-separated list (or a list) of names. */
export function nameList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((v) => String(v).trim()).filter(Boolean);
  if (typeof value !== 'string') return [];
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

/** `data` without the fields named in `ignore` (a comma-separated list or a list). */
export function withoutFields(data: Record<string, unknown>, ignore: unknown): Record<string, unknown> {
  const names = nameList(ignore);
  if (!names.length) return { ...data };
  return Object.fromEntries(Object.entries(data).filter(([key]) => !names.includes(key)));
}

/**
 * The records of `table` whose `keys` equal the values in `fields` (all of them with `all`, else
 * the first); none throws, naming the item.
 */
export function findMatches(
  node: WorkflowNode,
  table: AirtableRecord[],
  keys: string[],
  fields: Record<string, unknown>,
  all: boolean,
  itemIndex: number,
): AirtableRecord[] {
  const matches = (r: AirtableRecord) => keys.every((key) => r.fields?.[key] === fields[key]);
  const found = all ? table.filter(matches) : table.filter(matches).slice(0, 1);
  if (!found.length) {
    throw new NodeOperationError(
      node,
      all ? 'No records match provided keys' : 'Record matching provided keys was not found',
      {
        itemIndex,
        description: `No record of the table has ${keys.map((k) => `${k} = ${JSON.stringify(fields[k])}`).join(' and ')}.`,
      },
    );
  }
  return found;
}

/** What downloading attachments needs from the context. */
export interface AttachmentHost {
  getNode(): WorkflowNode;
  readonly helpers: {
    httpRequest(options: HttpRequestOptions): Promise<HttpResponse>;
    prepareBinaryData?(data: Uint8Array, fileName?: string, mimeType?: string): Promise<BinaryData>;
  };
}

/** A binary value built here when the context cannot store one (a poll). */
function inlineBinary(bytes: Uint8Array, fileName?: string, mimeType = 'application/octet-stream'): BinaryData {
  const extension = fileName?.includes('.') ? fileName.split('.').pop() : undefined;
  return {
    data: Buffer.from(bytes).toString('base64'),
    mimeType,
    ...(fileName !== undefined ? { fileName } : {}),
    ...(extension ? { fileExtension: extension } : {}),
    fileSize: `${bytes.length} B`,
  };
}

/**
 * One item per record (`json` flat in 2.x, the record as it is in 1 and the trigger) with the files
 * of the attachment fields `fieldNames` as binary `<field>_<index>`. Attachment URLs are signed by
 * Airtable, so they are fetched without the token.
 */
export async function recordsWithAttachments(
  host: AttachmentHost,
  records: AirtableRecord[],
  fieldNames: string[],
  flat: boolean,
  pairedItem?: PairedItem,
  itemIndex?: number,
): Promise<Item[]> {
  const out: Item[] = [];
  for (const record of records) {
    const item: Item = { json: flat ? flattenRecord(record) : record };
    const binary: Record<string, BinaryData> = {};
    for (const field of fieldNames) {
      const value = record.fields?.[field];
      if (value === undefined) continue;
      if (!Array.isArray(value)) {
        throw new NodeOperationError(host.getNode(), `The field "${field}" is not an attachment field`, {
          itemIndex,
          description: 'Download Attachments only takes fields of the type Attachment.',
        });
      }
      for (const [index, attachment] of (
        value as Array<{ url?: string; filename?: string; type?: string }>
      ).entries()) {
        if (!attachment?.url) continue;
        const response = await host.helpers.httpRequest({
          url: attachment.url,
          method: 'GET',
          responseType: 'arraybuffer',
          ignoreHttpStatusErrors: true,
        });
        if (response.statusCode >= 300) {
          throw new NodeOperationError(
            host.getNode(),
            `The file "${attachment.filename ?? attachment.url}" of the field "${field}" could not be downloaded (HTTP ${response.statusCode})`,
            {
              itemIndex,
              description:
                "Airtable's attachment links expire after a few hours: read the record again to get fresh ones.",
            },
          );
        }
        const bytes =
          response.body instanceof Uint8Array ? response.body : new TextEncoder().encode(String(response.body ?? ''));
        binary[`${field}_${index}`] = host.helpers.prepareBinaryData
          ? await host.helpers.prepareBinaryData(bytes, attachment.filename, attachment.type)
          : inlineBinary(bytes, attachment.filename, attachment.type);
      }
    }
    if (Object.keys(binary).length) item.binary = binary;
    if (pairedItem !== undefined) item.pairedItem = pairedItem;
    out.push(item);
  }
  return out;
}
