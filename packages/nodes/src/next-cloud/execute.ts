/**
 * Nextcloud 1: files and folders over WebDAV (upload, download, copy, move, delete, create and list
 * folders), shares and users over the OCS API (answers parsed from XML as n8n parses them, with
 * xml2js). Requests go to the credential's WebDAV URL (OCS calls to the instance's root); tests point
 * the origin at a loopback fake with `WEFT_NEXTCLOUD_API_URL`.
 */
import type * as Xml2jsTypes from 'xml2js';
import {
  httpStatusError,
  NodeApiError,
  NodeOperationError,
  type ExecuteContext,
  type HttpRequestOptions,
  type Item,
  type JsonObject,
  type NodeOutput,
} from '@weft/workflow';
import { lazyRequire } from '../shared/lazy-require.js';

const xml2js = lazyRequire<typeof Xml2jsTypes>('xml2js');

type Json = Record<string, any>;

/** A URL as this process reaches it: `WEFT_NEXTCLOUD_API_URL`, when set, replaces the origin. */
export function nextCloudUrl(url: string): string {
  const override = process.env.WEFT_NEXTCLOUD_API_URL?.trim().replace(/\/+$/, '');
  if (!override) return url;
  try {
    const u = new URL(url);
    return `${override}${u.pathname}${u.search}`;
  } catch {
    return url;
  }
}

/** XML as n8n parses it (single elements not in arrays, unsafe names renamed). */
async function parseXml(text: string): Promise<any> {
  const safe = (name: string) =>
    ['__proto__', 'constructor', 'prototype'].includes(name) ? `sanitized_${name}` : name;
  const parser = new (xml2js().Parser)({ explicitArray: false, tagNameProcessors: [safe], attrNameProcessors: [safe] });
  return parser.parseStringPromise(text);
}

/** The OCS answer's data (or meta), refusing an answer whose status is not ok. */
async function ocs(ctx: ExecuteContext, text: string, part: 'data' | 'meta', itemIndex: number): Promise<any> {
  const parsed = await parseXml(text);
  const meta = parsed?.ocs?.meta ?? {};
  if (meta.status !== 'ok')
    throw new NodeApiError(ctx.getNode(), { message: String(meta.message || meta.status) }, { itemIndex });
  return parsed.ocs[part];
}

interface Call {
  method: string;
  endpoint: string;
  body?: string | Uint8Array;
  headers: Record<string, string>;
  qs?: Json;
  binary?: boolean;
  root?: boolean;
}

async function send(
  ctx: ExecuteContext,
  authentication: string,
  call: Call,
  itemIndex: number,
): Promise<string | Buffer> {
  const type = authentication === 'accessToken' ? 'nextCloudApi' : 'nextCloudOAuth2Api';
  const credentials = await ctx.getCredentials(type, itemIndex);
  let url = `${String(credentials.webDavUrl ?? '')}/${encodeURI(call.endpoint)}`;
  if (call.root) url = url.replace('/remote.php/webdav', '');
  const options: HttpRequestOptions = {
    method: call.method,
    url: nextCloudUrl(url),
    headers: { ...call.headers },
    qs: call.qs,
    ...(call.body !== undefined && call.body !== ''
      ? { body: typeof call.body === 'string' ? call.body : Buffer.from(call.body) }
      : {}),
    responseType: call.binary ? 'arraybuffer' : 'text',
    ignoreHttpStatusErrors: true,
  };
  let response;
  if (type === 'nextCloudApi') {
    options.headers = {
      ...options.headers,
      Authorization: `Basic ${Buffer.from(`${String(credentials.user ?? '')}:${String(credentials.password ?? '')}`).toString('base64')}`,
    };
    response = await ctx.helpers.httpRequest(options);
  } else {
    if (!ctx.helpers.httpRequestWithAuthentication)
      throw new NodeOperationError(ctx.getNode(), 'This host cannot sign requests in with OAuth2 credentials', {
        itemIndex,
      });
    response = await ctx.helpers.httpRequestWithAuthentication(type, options);
  }
  const body = call.binary
    ? Buffer.isBuffer(response.body)
      ? response.body
      : Buffer.from(response.body as ArrayBuffer)
    : Buffer.isBuffer(response.body)
      ? response.body.toString('utf8')
      : String(response.body ?? '');
  if (response.statusCode >= 300) {
    const text = Buffer.isBuffer(body) ? body.toString('utf8') : body;
    throw httpStatusError(ctx.getNode(), response.statusCode, text, itemIndex);
  }
  if (typeof body === 'string' && body.includes('<b>Fatal error</b>'))
    throw new NodeOperationError(
      ctx.getNode(),
      "NextCloud responded with a 'Fatal error', check description for more details",
      {
        description: `Server response:\n${body}`,
        itemIndex,
      },
    );
  return body;
}

const PROP_NAMES: Record<string, string> = {
  'd:getlastmodified': 'lastModified',
  'd:getcontentlength': 'contentLength',
  'd:getcontenttype': 'contentType',
};

/** Runs Nextcloud 1 over the input items. */
export async function executeNextCloud(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData().slice();
  const out: Item[] = [];
  const authentication = String(ctx.getNodeParameter('authentication', 0, 'accessToken'));
  const credentials = await ctx.getCredentials(
    authentication === 'accessToken' ? 'nextCloudApi' : 'nextCloudOAuth2Api',
  );
  const resource = String(ctx.getNodeParameter('resource', 0, 'file'));
  const operation = String(ctx.getNodeParameter('operation', 0, 'upload'));
  // As n8n: the headers are shared by the items, so what one item sets stays for the next.
  const headers: Record<string, string> = {};
  let body: string | Uint8Array = '';
  let qs: Json | undefined;
  const download = resource === 'file' && operation === 'download';
  for (let i = 0; i < items.length; i++) {
    try {
      let method = 'GET';
      let endpoint = '';
      let root = false;
      const p = (name: string, fallback: unknown = '') => ctx.getNodeParameter(name, i, fallback);
      if (resource === 'file' && operation === 'download') endpoint = p('path');
      else if (resource === 'file' && operation === 'upload') {
        method = 'PUT';
        endpoint = p('path');
        if (p('binaryDataUpload', false) === true) {
          const field = String(p('binaryPropertyName', 'data'));
          if (!items[i]!.binary?.[field])
            throw new NodeOperationError(
              ctx.getNode(),
              `This operation expects the node's input data to contain a binary file '${field}', but none was found [item ${i}]`,
              { itemIndex: i },
            );
          body = await ctx.helpers.getBinaryDataBuffer(i, field);
        } else body = String(p('fileContent'));
      } else if (resource === 'folder' && operation === 'create') {
        method = 'MKCOL';
        endpoint = p('path');
      } else if (resource === 'folder' && operation === 'list') {
        method = 'PROPFIND';
        endpoint = p('path');
      }
      if (resource === 'file' || resource === 'folder') {
        if (operation === 'copy' || operation === 'move') {
          method = operation.toUpperCase();
          endpoint = p('path');
          headers.Destination = `${String(credentials.webDavUrl ?? '')}/${encodeURI(String(p('toPath')))}`;
        } else if (operation === 'delete') {
          method = 'DELETE';
          endpoint = p('path');
        } else if (operation === 'share') {
          method = 'POST';
          endpoint = 'ocs/v2.php/apps/files_sharing/api/v1/shares';
          // As n8n: only a file's share leaves the WebDAV path; a folder's is posted under it.
          root = resource === 'file';
          headers['OCS-APIRequest'] = 'true';
          headers['Content-Type'] = 'application/x-www-form-urlencoded';
          const form: Json = { ...(p('options', {}) as Json) };
          form.path = p('path');
          form.shareType = p('shareType', 0);
          if (form.shareType === 0) form.shareWith = p('user');
          else if (form.shareType === 7) form.shareWith = p('circleId');
          else if (form.shareType === 4) form.shareWith = p('email');
          else if (form.shareType === 1) form.shareWith = p('groupId');
          body = new URLSearchParams(Object.entries(form).map(([k, v]): [string, string] => [k, String(v)])).toString();
        }
      } else if (resource === 'user') {
        headers['OCS-APIRequest'] = 'true';
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
        if (operation === 'create') {
          method = 'POST';
          endpoint = 'ocs/v1.php/cloud/users';
          root = true;
          body = `userid=${String(p('userId'))}&email=${String(p('email'))}`;
          const extra = p('additionalFields', {}) as Json;
          if (extra.displayName) body += `&displayName=${String(extra.displayName)}`;
        } else if (operation === 'delete' || operation === 'get') {
          method = operation === 'delete' ? 'DELETE' : 'GET';
          endpoint = `ocs/v1.php/cloud/users/${String(p('userId'))}`;
        } else if (operation === 'getAll') {
          qs = { ...(p('options', {}) as Json) };
          if (p('returnAll', false) !== true) qs.limit = p('limit', 50);
          endpoint = 'ocs/v1.php/cloud/users';
        } else if (operation === 'update') {
          method = 'PUT';
          endpoint = `ocs/v1.php/cloud/users/${String(p('userId'))}`;
          const field = ((p('updateFields', {}) as Json).field ?? {}) as Json;
          body = Object.entries(field)
            .map(([key, value]) => `${key}=${String(value)}`)
            .join('&');
        }
      } else {
        throw new NodeOperationError(ctx.getNode(), `The resource "${resource}" is not known!`, { itemIndex: i });
      }

      let response: string | Buffer;
      try {
        response = await send(ctx, authentication, { method, endpoint, body, headers, qs, binary: download, root }, i);
      } catch (error) {
        if (!ctx.continueOnFail()) throw error;
        if (download) items[i] = { ...items[i]!, json: { error: (error as Error).message } };
        else out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
        continue;
      }

      if (download) {
        const field = String(p('binaryPropertyName', 'data'));
        const binary = await ctx.helpers.prepareBinaryData(response as Buffer, endpoint);
        items[i] = {
          json: items[i]!.json,
          pairedItem: { item: i },
          binary: { ...(items[i]!.binary ?? {}), [field]: binary },
        };
      } else if ((resource === 'file' || resource === 'folder') && operation === 'share') {
        const data = await ocs(ctx, response as string, 'data', i);
        for (const json of Array.isArray(data) ? data : [data])
          out.push({ json: json as JsonObject, pairedItem: { item: i } });
      } else if (resource === 'user' && operation !== 'getAll') {
        const data = await ocs(
          ctx,
          response as string,
          operation === 'delete' || operation === 'update' ? 'meta' : 'data',
          i,
        );
        for (const json of Array.isArray(data) ? data : [data])
          out.push({ json: json as JsonObject, pairedItem: { item: i } });
      } else if (resource === 'user') {
        const data = await ocs(ctx, response as string, 'data', i);
        const element = data?.users?.element;
        const ids: unknown[] = typeof element === 'string' ? [element] : (element ?? []);
        for (const id of ids) out.push({ json: { id }, pairedItem: { item: i } });
      } else if (resource === 'folder' && operation === 'list') {
        const parsed = await parseXml(response as string);
        const responses = parsed?.['d:multistatus']?.['d:response'];
        // As n8n: the first entry (the folder itself) is skipped, and a folder with one entry lists nothing.
        if (Array.isArray(responses))
          for (const entry of responses.slice(1) as Json[]) {
            const item: Json = { path: String(entry['d:href']).slice(19) };
            const propstat = entry['d:propstat'];
            const props = (Array.isArray(propstat) ? propstat[0]['d:prop'] : propstat['d:prop']) as Json;
            for (const [name, key] of Object.entries(PROP_NAMES))
              if (props[name] !== undefined) item[key] = props[name];
            item.type = props['d:resourcetype'] === '' ? 'file' : 'folder';
            item.eTag = String(props['d:getetag']).slice(1, -1);
            out.push({ json: item, pairedItem: { item: i } });
          }
      } else {
        // WebDAV writes answer no body; n8n's item then has no JSON at all.
        out.push({ json: (response === '' ? undefined : response) as unknown as JsonObject, pairedItem: { item: i } });
      }
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      if (download) items[i] = { ...items[i]!, json: { error: (error as Error).message } };
      else out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
    }
  }
  return [download ? items : out];
}
