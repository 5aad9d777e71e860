/**
 * Google Cloud Storage 1 (n8n's declarative `googleCloudStorage`): buckets (create, delete, get, list,
 * update) and objects (upload as multipart/related, delete, get metadata or data, list, update
 * metadata) on the JSON API (`https://storage.googleapis.com/storage/v1`, uploads under
 * `/upload/storage/v1`). Each item sends the request n8n's routing builds from the parameters shown
 * and answers the response body; lists answer one item per bucket or object (every page when Return
 * All is on, else the first page). Tests reach a loopback fake through `WEFT_GOOGLE_API_URL`.
 */
import { randomBytes } from 'node:crypto';
import { NodeOperationError, type ExecuteContext, type Item, type JsonObject, type NodeOutput } from '@weft/workflow';
import { googleApiResponse, googleAuthSource, type GoogleRequest } from '../shared/google/index.js';

export const STORAGE_API = 'https://storage.googleapis.com/storage/v1';
const UPLOAD_API = 'https://storage.googleapis.com/upload/storage/v1';

type Json = Record<string, any>;

/** The page size n8n asks for when it reads one page of buckets, by projection. */
const BUCKET_PAGE = { noAcl: 1000, full: 200 } as const;

const BUCKET_JSON_FIELDS = [
  'acl',
  'billing',
  'cors',
  'customPlacementConfig',
  'dataLocations',
  'defaultObjectAcl',
  'encryption',
  'iamConfiguration',
  'labels',
  'lifecycle',
  'logging',
  'retentionPolicy',
  'versioning',
  'website',
];

/** Fields given as JSON text, parsed where they parse (n8n keeps the text otherwise). */
function parseJsonFields(values: Json, fields: string[]): Json {
  const out = { ...values };
  for (const key of fields)
    if (out[key]) {
      try {
        out[key] = JSON.parse(out[key] as string);
      } catch {
        // kept as text
      }
    }
  return out;
}

/** Query values as n8n's routing sends them (none left out; arrays and objects as they are). */
const param = (ctx: ExecuteContext, name: string, i: number, fallback?: unknown) =>
  ctx.getNodeParameter(name, i, fallback) as unknown;

/** A multipart/related body: the object's metadata as JSON, then its content. */
function multipartRelated(metadata: Json, content: Buffer, contentType: string): { body: Buffer; boundary: string } {
  const boundary = `--------------------------${randomBytes(12).toString('hex')}`;
  const head = (name: string, type: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
  const body = Buffer.concat([
    Buffer.from(head('metadata', 'application/json') + JSON.stringify(metadata) + '\r\n'),
    Buffer.from(head('file', contentType)),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, boundary };
}

/** The response body as n8n's routing hands it on: parsed JSON, or the text. */
function bodyOf(body: unknown): unknown {
  if (Buffer.isBuffer(body)) body = body.toString('utf8');
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

async function runItem(ctx: ExecuteContext, resource: string, operation: string, i: number): Promise<Item[]> {
  const source = googleAuthSource(ctx, 'oAuth2', 'googleCloudStorageOAuth2Api', undefined, i);
  const send = async (request: GoogleRequest) => googleApiResponse(source, { ...request, itemIndex: i });
  const one = async (request: GoogleRequest): Promise<Item[]> => {
    const response = await send({ ...request, responseType: 'text' });
    const body = bodyOf(response.body);
    const list = Array.isArray(body) ? body : [body];
    return list.map((json) => ({ json: (json ?? {}) as JsonObject, pairedItem: { item: i } }));
  };
  /** One page, or every page, of a list's `items`. */
  const list = async (request: GoogleRequest, returnAll: boolean): Promise<Item[]> => {
    const out: Item[] = [];
    let pageToken: string | undefined;
    do {
      const qs = { ...request.qs, ...(pageToken !== undefined ? { pageToken } : {}) };
      const response = await send({ ...request, qs, responseType: 'text' });
      const page = bodyOf(response.body) as Json;
      for (const entry of (page?.items ?? []) as Json[]) out.push({ json: entry, pairedItem: { item: i } });
      pageToken = typeof page?.nextPageToken === 'string' && page.nextPageToken ? page.nextPageToken : undefined;
    } while (returnAll && pageToken);
    return out;
  };

  if (resource === 'bucket') {
    const bucketName = () => String(param(ctx, 'bucketName', i, ''));
    const filters = () => (param(ctx, 'getFilters', i, {}) ?? {}) as Json;
    const acl = () => {
      const a = (param(ctx, 'createAcl', i, {}) ?? {}) as Json;
      return {
        ...(a.predefinedAcl !== undefined ? { predefinedAcl: a.predefinedAcl } : {}),
        ...(a.predefinedDefaultObjectAcl !== undefined ? { predefinedObjectAcl: a.predefinedDefaultObjectAcl } : {}),
      };
    };
    const body = () => parseJsonFields(param(ctx, 'createBody', i, {}) ?? {}, BUCKET_JSON_FIELDS);
    const projection = () => param(ctx, 'projection', i, 'noAcl');
    if (operation === 'create')
      return one({
        method: 'POST',
        url: `${STORAGE_API}/b/`,
        qs: { project: param(ctx, 'projectId', i, ''), projection: projection(), ...acl() },
        body: { name: bucketName(), ...body() },
      });
    if (operation === 'delete')
      return one({ method: 'DELETE', url: `${STORAGE_API}/b/${bucketName()}`, qs: { ...filters() } });
    if (operation === 'get')
      return one({ url: `${STORAGE_API}/b/${bucketName()}`, qs: { projection: projection(), ...filters() } });
    if (operation === 'getAll') {
      const returnAll = param(ctx, 'returnAll', i, false) === true;
      const p = projection() as keyof typeof BUCKET_PAGE;
      return list(
        {
          url: `${STORAGE_API}/b/`,
          qs: {
            project: param(ctx, 'projectId', i, ''),
            prefix: param(ctx, 'prefix', i, ''),
            projection: p,
            ...(returnAll ? {} : { maxResults: p === 'noAcl' ? BUCKET_PAGE.noAcl : BUCKET_PAGE.full }),
          },
        },
        returnAll,
      );
    }
    if (operation === 'update')
      return one({
        method: 'PATCH',
        url: `${STORAGE_API}/b/${bucketName()}`,
        // n8n sends the project parameter, which update does not show: its default, empty.
        qs: { project: '', projection: projection(), ...filters(), ...acl() },
        body: body(),
      });
  }

  if (resource === 'object') {
    const bucket = String(param(ctx, 'bucketName', i, ''));
    const objectName = () => String(param(ctx, 'objectName', i, ''));
    const headers = () => {
      const h = (param(ctx, 'encryptionHeaders', i, {}) ?? {}) as Json;
      return Object.fromEntries(Object.entries(h).map(([k, v]) => [k, String(v)]));
    };
    if (operation === 'create') {
      const metadata = {
        name: objectName(),
        ...parseJsonFields(param(ctx, 'createData', i, {}) ?? {}, ['acl', 'metadata']),
      };
      let content: Buffer;
      let contentType: string;
      if (param(ctx, 'createFromBinary', i, true) === true) {
        const field = String(param(ctx, 'createBinaryPropertyName', i, 'data'));
        const binary = ctx.getInputData()[i]?.binary?.[field];
        if (!binary)
          throw new NodeOperationError(
            ctx.getNode(),
            `This operation expects the node's input data to contain a binary file '${field}', but none was found [item ${i}]`,
            { itemIndex: i },
          );
        content = Buffer.from(await ctx.helpers.getBinaryDataBuffer(i, field));
        contentType = binary.mimeType;
      } else {
        content = Buffer.from(String(param(ctx, 'createContent', i, '')));
        contentType = 'text/plain';
      }
      const { body, boundary } = multipartRelated(metadata, content, contentType);
      return one({
        method: 'POST',
        url: `${UPLOAD_API}/b/${bucket}/o/`,
        qs: {
          name: objectName(),
          uploadType: 'multipart',
          projection: param(ctx, 'updateProjection', i, 'full'),
          ...((param(ctx, 'createQuery', i, {}) ?? {}) as Json),
        },
        headers: {
          ...headers(),
          'Content-Length': String(body.length),
          'Content-Type': `multipart/related; boundary=${boundary}`,
        },
        body,
      });
    }
    if (operation === 'delete')
      return one({ method: 'DELETE', url: `${STORAGE_API}/b/${bucket}/o/${objectName()}`, qs: {} });
    if (operation === 'get') {
      const alt = String(param(ctx, 'alt', i, 'json'));
      const request: GoogleRequest = {
        url: `${STORAGE_API}/b/${bucket}/o/${objectName()}`,
        qs: {
          alt,
          projection: param(ctx, 'projection', i, 'noAcl'),
          ...((param(ctx, 'getParameters', i, {}) ?? {}) as Json),
        },
        headers: headers(),
      };
      if (alt !== 'media') return one(request);
      const response = await send({ ...request, responseType: 'arraybuffer' });
      const data = Buffer.isBuffer(response.body) ? response.body : Buffer.from(response.body as ArrayBuffer);
      const binary = await ctx.helpers.prepareBinaryData(data, objectName());
      return [
        {
          json: {},
          binary: { [String(param(ctx, 'binaryPropertyName', i, 'data'))]: binary },
          pairedItem: { item: i },
        },
      ];
    }
    if (operation === 'getAll') {
      const returnAll = param(ctx, 'returnAll', i, false) === true;
      return list(
        {
          url: `${STORAGE_API}/b/${bucket}/o/`,
          qs: {
            projection: param(ctx, 'projection', i, 'noAcl'),
            ...((param(ctx, 'listFilters', i, {}) ?? {}) as Json),
            ...(returnAll ? {} : { maxResults: param(ctx, 'maxResults', i, 100) }),
          },
        },
        returnAll,
      );
    }
    if (operation === 'update')
      return one({
        method: 'PATCH',
        url: `${STORAGE_API}/b/${bucket}/o/${objectName()}`,
        qs: {
          projection: param(ctx, 'updateProjection', i, 'full'),
          ...((param(ctx, 'metagenAndAclQuery', i, {}) ?? {}) as Json),
        },
        headers: headers(),
        body: parseJsonFields(param(ctx, 'updateData', i, {}) ?? {}, ['acl', 'metadata']),
      });
  }
  throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" of "${resource}" is not known`, {
    itemIndex: i,
  });
}

/** Runs Google Cloud Storage 1 over the input items. */
export async function executeGoogleCloudStorage(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    const resource = String(ctx.getNodeParameter('resource', i, 'bucket'));
    const operation = String(ctx.getNodeParameter('operation', i, 'getAll'));
    try {
      out.push(...(await runItem(ctx, resource, operation, i)));
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
    }
  }
  return [out];
}
