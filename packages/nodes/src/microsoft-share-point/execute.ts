/**
 * Microsoft SharePoint 1: files, list items and lists over SharePoint's REST API v2.0, answered as
 * n8n's declarative node answers them:
 *
 * - Download answers the file as binary `data` (named from `Content-Disposition`); Update renames
 *   (PATCH with `name`) and, when asked, replaces the content and answers that call; Upload PUTs the
 *   input's binary to `{folder}:/{name}:/content`.
 * - Item writes send the column mapper's values as `{ fields }` (a hyperlink column as
 *   `{ Description, Url }`); Update and Create or Update find the item by `id`, or by the matching
 *   column when exactly one item has that value; Delete answers `{ deleted: true }`.
 * - Get and Get Many ask for a few properties when Simplify is on and drop the OData annotations;
 *   Get turns a missing list or item into n8n's own error. Return All follows `@odata.nextLink`,
 *   and, as in n8n, its first request sends only `$select` (no filter, expansion or top).
 * - With Continue On Fail a failed item answers `{ error }` with the message. As in n8n's routing, output items carry no
 *   paired item of their own.
 */
import { NodeApiError, NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { sharePointRequest, sharePointResponse, type SharePointCall } from './api.js';

type Json = Record<string, any>;
type Op = (ctx: ExecuteContext, i: number) => Promise<Item[]>;

const p = (ctx: ExecuteContext, name: string, i: number, fallback?: unknown): any =>
  ctx.getNodeParameter(name, i, fallback);
const rl = (ctx: ExecuteContext, name: string, i: number): string =>
  String(ctx.getNodeParameter(name, i, '', { extractValue: true }) ?? '');
const one = (json: Json): Item[] => [{ json }];
const many = (entries: Json[]): Item[] => entries.map((json) => ({ json }));

const ITEM_SELECT = 'id,createdDateTime,lastModifiedDateTime,webUrl';
const LIST_SELECT = 'id,name,displayName,description,createdDateTime,lastModifiedDateTime,webUrl';

function simplifyItem(json: Json): Json {
  delete json['@odata.context'];
  delete json['@odata.etag'];
  delete json['fields@odata.navigationLink'];
  if (json.fields && typeof json.fields === 'object') delete json.fields['@odata.etag'];
  return json;
}
function simplifyList(json: Json): Json {
  delete json['@odata.context'];
  delete json['@odata.etag'];
  return json;
}

/** A read that turns a missing list or item into n8n's words. */
async function readOne(ctx: ExecuteContext, call: SharePointCall): Promise<Json> {
  try {
    return await sharePointRequest(ctx, call);
  } catch (error) {
    if (!(error instanceof NodeApiError)) throw error;
    const body = (error.context.data ?? {}) as Json;
    const code = body.error?.code;
    const message = String(body.error?.message ?? '');
    if (code === 'itemNotFound' && message.includes('list item'))
      throw new NodeApiError(ctx.getNode(), {
        message: "The required item doesn't match any existing one",
        description: "Double-check the value in the parameter 'Item' and try again",
        httpCode: error.httpCode,
        body,
      });
    if (code === 'itemNotFound' && message.includes('list'))
      throw new NodeApiError(ctx.getNode(), {
        message: "The required list doesn't match any existing one",
        description: "Double-check the value in the parameter 'List' and try again",
        httpCode: error.httpCode,
        body,
      });
    throw error;
  }
}

/** Every page of a collection: the first request with `$select` only, then each `@odata.nextLink`. */
async function readAll(ctx: ExecuteContext, i: number, url: string, select: string | undefined): Promise<Json[]> {
  const out: Json[] = [];
  let call: SharePointCall = { method: 'GET', url, qs: { $select: select }, itemIndex: i };
  for (let page = 0; page < 100_000; page++) {
    const body = await sharePointRequest(ctx, call);
    if (!Array.isArray(body.value))
      throw new NodeOperationError(ctx.getNode(), 'The rootProperty "value" could not be found on item.', {
        itemIndex: i,
      });
    out.push(...(body.value as Json[]));
    const next = body['@odata.nextLink'];
    if (!next) return out;
    call = { method: 'GET', url: String(next), itemIndex: i };
  }
  return out;
}

/** The item's `{ fields }`, and the item id to write to (Update, Create or Update). */
async function columns(ctx: ExecuteContext, i: number, operation: string): Promise<{ fields: Json; id?: string }> {
  const mapper = (p(ctx, 'columns', i, {}) ?? {}) as {
    value?: Json | null;
    matchingColumns?: string[];
    schema?: Array<{ id: string; type?: string }>;
  };
  const value: Json = { ...(mapper.value ?? {}) };
  const matching = [...(mapper.matchingColumns ?? [])];
  let id: string | undefined;
  if ((operation === 'update' || operation === 'upsert') && matching.length > 0) {
    if (!matching.includes('id')) {
      const answer = await sharePointRequest(ctx, {
        method: 'GET',
        url: `/sites/${rl(ctx, 'site', i)}/lists/${rl(ctx, 'list', i)}/items`,
        qs: { $filter: matching.map((c) => `fields/${c} eq '${String(value[c])}'`).join(' and') },
        headers: { Prefer: 'HonorNonIndexedQueriesWarningMayFailRandomly' },
        itemIndex: i,
      });
      if (Array.isArray(answer.value) && answer.value.length === 1) {
        matching.push('id');
        value.id = answer.value[0].id;
      }
    }
    const noMatch = () =>
      new NodeOperationError(ctx.getNode(), "The column(s) don't match any existing item", {
        description: 'Double-check the value(s) for the columns to match and try again',
        itemIndex: i,
      });
    if (operation === 'upsert' && matching.includes('id')) {
      if (!value.id) throw noMatch();
      id = String(value.id);
      delete value.id;
    } else if (operation === 'update') {
      if (!matching.includes('id') || !value.id) throw noMatch();
      id = String(value.id);
      delete value.id;
    }
  }
  const fields: Json = {};
  for (const [key, v] of Object.entries(value))
    fields[key] = mapper.schema?.find((c) => c.id === key)?.type === 'url' ? { Description: v, Url: v } : v;
  return { fields, id };
}

/** The file name a `Content-Disposition` header gives, if any. */
function dispositionName(header: unknown): string | undefined {
  const text = Array.isArray(header) ? String(header[0]) : typeof header === 'string' ? header : '';
  if (!text) return undefined;
  const star = /filename\*=(?:(\\?['"])(.*?)\1|(?:[^\s]+'.*?')?([^;\n]*))/.exec(text);
  const encoded = star && star.length > 1 ? star[3] || star[2] : undefined;
  if (encoded) return decodeURIComponent(encoded);
  const plain = /filename="?([^"]*?)"?(;|$)/.exec(text);
  return plain && plain.length > 1 ? plain[1] : undefined;
}

async function binaryOf(ctx: ExecuteContext, i: number): Promise<Buffer> {
  const property = String(p(ctx, 'fileContents', i));
  const binary = ctx.getInputData()[i]?.binary?.[property];
  if (!binary)
    throw new NodeOperationError(ctx.getNode(), `The item has no binary field '${property}'`, {
      itemIndex: i,
      description:
        'Check that the parameter where you specified the input binary field name is correct, and that it matches a field in the binary input',
    });
  return Buffer.from(await ctx.helpers.getBinaryDataBuffer(i, property));
}

const file: Record<string, Op> = {
  async download(ctx, i) {
    const response = await sharePointResponse(ctx, {
      method: 'GET',
      url: `/sites/${rl(ctx, 'site', i)}/drive/items/${rl(ctx, 'file', i)}/content`,
      responseType: 'arraybuffer',
      itemIndex: i,
    });
    const type = response.headers['content-type'];
    const data = await ctx.helpers.prepareBinaryData(
      Buffer.from(response.body as Uint8Array),
      dispositionName(response.headers['content-disposition']),
      Array.isArray(type) ? type[0] : type,
    );
    return [{ json: {}, binary: { data } }];
  },
  async update(ctx, i) {
    const site = rl(ctx, 'site', i);
    const id = rl(ctx, 'file', i);
    let json = await sharePointRequest(ctx, {
      method: 'PATCH',
      url: `/sites/${site}/drive/items/${id}`,
      body: { name: p(ctx, 'fileName', i, '') },
      itemIndex: i,
    });
    if (p(ctx, 'changeFileContent', i, false)) {
      const content = await binaryOf(ctx, i);
      json = await sharePointRequest(ctx, {
        method: 'PUT',
        url: `/sites/${site}/drive/items/${id}/content`,
        body: content,
        itemIndex: i,
      });
    }
    return one(json);
  },
  async upload(ctx, i) {
    const content = await binaryOf(ctx, i);
    return one(
      await sharePointRequest(ctx, {
        method: 'PUT',
        url: `/sites/${rl(ctx, 'site', i)}/drive/items/${rl(ctx, 'folder', i)}:/${String(p(ctx, 'fileName', i))}:/content`,
        body: content,
        itemIndex: i,
      }),
    );
  },
};

const itemsUrl = (ctx: ExecuteContext, i: number) => `/sites/${rl(ctx, 'site', i)}/lists/${rl(ctx, 'list', i)}/items`;
async function write(ctx: ExecuteContext, i: number, operation: string): Promise<Item[]> {
  const { fields, id } = await columns(ctx, i, operation);
  const method = operation === 'create' || (operation === 'upsert' && id === undefined) ? 'POST' : 'PATCH';
  const url = `${itemsUrl(ctx, i)}${id === undefined ? '' : `/${id}`}`;
  return one(await sharePointRequest(ctx, { method, url, body: { fields }, itemIndex: i }));
}

const item: Record<string, Op> = {
  create: (ctx, i) => write(ctx, i, 'create'),
  update: (ctx, i) => write(ctx, i, 'update'),
  upsert: (ctx, i) => write(ctx, i, 'upsert'),
  async delete(ctx, i) {
    await sharePointRequest(ctx, { method: 'DELETE', url: `${itemsUrl(ctx, i)}/${rl(ctx, 'item', i)}`, itemIndex: i });
    return one({ deleted: true });
  },
  async get(ctx, i) {
    const simplify = !!p(ctx, 'simplify', i, true);
    const json = await readOne(ctx, {
      method: 'GET',
      url: `${itemsUrl(ctx, i)}/${rl(ctx, 'item', i)}`,
      qs: simplify ? { $select: ITEM_SELECT, $expand: 'fields(select=Title)' } : {},
      itemIndex: i,
    });
    return one(simplify ? simplifyItem(json) : json);
  },
  async getAll(ctx, i) {
    const simplify = !!p(ctx, 'simplify', i, true);
    const qs: Json = {};
    const filter = p(ctx, 'filter', i, '');
    if (filter) qs.$filter = filter;
    if (!simplify) {
      const fields = ((p(ctx, 'options', i, {}) ?? {}) as Json).fields as string[] | undefined;
      if (fields !== undefined) {
        if (fields.includes('fields')) qs.$expand = 'fields';
        // n8n sends the list as indexed keys (`$select[0]=id&$select[1]=fields`), which the API ignores.
        fields.forEach((field, n) => (qs[`$select[${n}]`] = field));
      }
    } else {
      qs.$select = ITEM_SELECT;
      qs.$expand = 'fields(select=Title)';
    }
    let entries: Json[];
    if (p(ctx, 'returnAll', i, false)) entries = await readAll(ctx, i, itemsUrl(ctx, i), qs.$select);
    else {
      qs.$top = p(ctx, 'limit', i, 50);
      const body = await sharePointRequest(ctx, { method: 'GET', url: itemsUrl(ctx, i), qs, itemIndex: i });
      entries = Array.isArray(body.value) ? (body.value as Json[]) : [];
    }
    return many(simplify ? entries.map(simplifyItem) : entries);
  },
};

const list: Record<string, Op> = {
  async get(ctx, i) {
    const simplify = !!p(ctx, 'simplify', i, true);
    const json = await readOne(ctx, {
      method: 'GET',
      url: `/sites/${rl(ctx, 'site', i)}/lists/${rl(ctx, 'list', i)}`,
      qs: { $select: simplify ? LIST_SELECT : undefined },
      itemIndex: i,
    });
    return one(simplify ? simplifyList(json) : json);
  },
  async getAll(ctx, i) {
    const simplify = !!p(ctx, 'simplify', i, true);
    const url = `/sites/${rl(ctx, 'site', i)}/lists`;
    const select = simplify ? LIST_SELECT : undefined;
    let entries: Json[];
    if (p(ctx, 'returnAll', i, false)) entries = await readAll(ctx, i, url, select);
    else {
      const body = await sharePointRequest(ctx, {
        method: 'GET',
        url,
        qs: { $top: p(ctx, 'limit', i, 50), $select: select },
        itemIndex: i,
      });
      entries = Array.isArray(body.value) ? (body.value as Json[]) : [];
    }
    return many(simplify ? entries.map(simplifyList) : entries);
  },
};

const RESOURCES: Record<string, Record<string, Op>> = { file, item, list };

/** Runs Microsoft SharePoint 1 over the input items. */
export async function executeMicrosoftSharePoint(ctx: ExecuteContext): Promise<NodeOutput> {
  const input = ctx.getInputData();
  const out: Item[] = [];
  for (let i = 0; i < input.length; i++) {
    try {
      const resource = String(p(ctx, 'resource', i, 'file'));
      const operation = String(p(ctx, 'operation', i));
      const op = RESOURCES[resource]?.[operation];
      if (!op)
        throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" of "${resource}" is not known`, {
          itemIndex: i,
        });
      out.push(...(await op(ctx, i)));
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push({ json: { error: (error as Error).message } });
    }
  }
  return [out];
}
