/**
 * Dropbox 1: files (copy, delete, download, move, upload), folders (copy, create, delete, list,
 * move) and search, as n8n's node runs them. With the "Full Dropbox" access type the account's
 * root namespace is read first and every call is rooted there (`Dropbox-API-Path-Root`).
 * Resource and operation come from the first item; "Return All" (and a list's limit, a search's
 * "Simplify") too. Folder listings are renamed to n8n's names (`pathDisplay`, `contentSize`…);
 * simplified search results are the matched entries' metadata with the match type. A download
 * hands on every input item, the downloaded ones with their file. With Continue On Fail a failed
 * item gives `{ error }` (a failed download keeps the item, its JSON replaced by the error).
 */
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { requireBinary } from '../shared/spreadsheet/binary-file.js';
import { API, CONTENT, dropboxCredentialType, dropboxRequest, dropboxRequestAll, type DropboxCall } from './api.js';

type Json = Record<string, any>;

/** n8n's names for a listed entry's fields, in n8n's order. */
const LIST_NAMES: Record<string, string> = {
  id: 'id',
  name: 'name',
  client_modified: 'lastModifiedClient',
  server_modified: 'lastModifiedServer',
  rev: 'rev',
  size: 'contentSize',
  '.tag': 'type',
  content_hash: 'contentHash',
  path_lower: 'pathLower',
  path_display: 'pathDisplay',
  has_explicit_shared_members: 'hasExplicitSharedMembers',
  is_downloadable: 'isDownloadable',
};

/** Search matches as their entries' metadata, the match type as its tag. */
export function simplifyMatches(matches: Json[]): Json[] {
  return matches.map((match) => {
    const { metadata, ...rest } = match;
    const out: Json = { ...rest, ...(metadata?.[metadata?.['.tag']] ?? {}) };
    if (out.match_type?.['.tag']) out.match_type = out.match_type['.tag'];
    return out;
  });
}

/** Runs Dropbox 1 over the input items. */
export async function executeDropbox(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const out: Item[] = [];
  const kept: Item[] = [...items];
  const resource = String(ctx.getNodeParameter('resource', 0, 'file'));
  const operation = String(ctx.getNodeParameter('operation', 0, ''));
  const p = (name: string, i: number, fallback?: unknown): any => ctx.getNodeParameter(name, i, fallback);
  const credentials = await ctx.getCredentials(dropboxCredentialType(ctx), 0);
  // n8n keeps one set of headers for the run: the upload's content type stays for later items.
  const headers: Record<string, string> = {};
  if (credentials.accessType === 'full') {
    const account = await dropboxRequest(ctx, { url: `${API}/2/users/get_current_account` });
    headers['dropbox-api-path-root'] = JSON.stringify({ '.tag': 'root', root: account?.root_info?.root_namespace_id });
  }
  const download = resource === 'file' && operation === 'download';
  for (let i = 0; i < items.length; i++) {
    try {
      const call = (c: Omit<DropboxCall, 'itemIndex' | 'headers'>) =>
        dropboxRequest(ctx, { ...c, headers, itemIndex: i });
      let answer: unknown;
      if (operation === 'copy' || operation === 'move') {
        answer = await call({
          url: `${API}/2/files/${operation}_v2`,
          body: { from_path: p('path', i), to_path: p('toPath', i) },
        });
      } else if (operation === 'delete') {
        answer = await call({ url: `${API}/2/files/delete_v2`, body: { path: p('path', i) } });
      } else if (resource === 'file' && operation === 'download') {
        const path = String(p('path', i));
        const bytes = (await call({
          url: `${CONTENT}/2/files/download`,
          qs: { arg: JSON.stringify({ path }) },
          binary: true,
        })) as Buffer;
        const property = String(p('binaryPropertyName', i, 'data'));
        const input = items[i]!;
        const fileName = path.split('?')[0]!.split('/').at(-1) ?? path;
        kept[i] = {
          json: input.json,
          binary: {
            ...(input.binary ?? {}),
            [property]: await ctx.helpers.prepareBinaryData(bytes, fileName),
          },
          pairedItem: { item: i },
        };
        continue;
      } else if (resource === 'file' && operation === 'upload') {
        headers['Content-Type'] = 'application/octet-stream';
        let body: Uint8Array;
        if (p('binaryData', i, false)) {
          const property = String(p('binaryPropertyName', i, 'data'));
          requireBinary(ctx, i, property);
          body = await ctx.helpers.getBinaryDataBuffer(i, property);
        } else body = Buffer.from(String(p('fileContent', i, '')), 'utf8');
        answer = await call({
          url: `${CONTENT}/2/files/upload`,
          qs: { arg: JSON.stringify({ mode: 'overwrite', path: p('path', i) }) },
          body,
        });
      } else if (resource === 'folder' && operation === 'create') {
        answer = await call({ url: `${API}/2/files/create_folder_v2`, body: { path: p('path', i) } });
      } else if (resource === 'folder' && operation === 'list') {
        const returnAll = p('returnAll', 0, false);
        const body: Json = {
          path: p('path', i),
          limit: returnAll ? 1000 : p('limit', 0, 100),
          ...((p('filters', i, {}) ?? {}) as Json),
        };
        const entries = returnAll
          ? ((await dropboxRequestAll(
              ctx,
              { url: `${API}/2/files/list_folder`, body, headers, itemIndex: i },
              'entries',
              `${API}/2/files/list_folder/continue`,
            )) as Json[])
          : (((await call({ url: `${API}/2/files/list_folder`, body })) as Json)?.entries as Json[]);
        for (const entry of entries ?? []) {
          const renamed: Json = {};
          for (const [from, to] of Object.entries(LIST_NAMES)) if (entry[from] !== undefined) renamed[to] = entry[from];
          out.push(
            ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(renamed), { itemData: { item: i } }),
          );
        }
        continue;
      } else if (resource === 'search' && operation === 'query') {
        const returnAll = p('returnAll', 0, false);
        const simple = p('simple', 0, true);
        const filters = { ...((p('filters', i, {}) ?? {}) as Json) };
        if (filters.file_extensions) filters.file_extensions = String(filters.file_extensions).split(',');
        const body: Json = { query: p('query', i), options: { filename_only: true, ...filters } };
        if (!returnAll) body.options.max_results = p('limit', i, 100);
        const matches = returnAll
          ? ((await dropboxRequestAll(
              ctx,
              { url: `${API}/2/files/search_v2`, body, headers, itemIndex: i },
              'matches',
              `${API}/2/files/search/continue_v2`,
            )) as Json[])
          : (((await call({ url: `${API}/2/files/search_v2`, body })) as Json)?.matches as Json[]);
        answer = simple ? simplifyMatches(matches ?? []) : matches;
      } else {
        throw new NodeOperationError(ctx.getNode(), `The resource "${resource}" is not known!`, { itemIndex: i });
      }
      out.push(
        ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(answer ?? {}), { itemData: { item: i } }),
      );
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      const message = (error as Error).message;
      if (download) kept[i] = { ...kept[i]!, json: { error: message } };
      else out.push({ json: { error: message }, pairedItem: { item: i } });
    }
  }
  return [download ? kept : out];
}
