/**
 * Microsoft OneDrive 1: files (copy, delete, download, get, rename, search, share, upload) and
 * folders (create, with nested paths; delete, list children, rename, search, share).
 */
import { NodeApiError, NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { runPerItem } from '../shared/microsoft/index.js';
import { driveClient, type DriveClient } from './client.js';

type Args = { ctx: ExecuteContext; client: DriveClient; i: number };
const p = (ctx: ExecuteContext, name: string, i: number, fallback: unknown = '') =>
  ctx.getNodeParameter(name, i, fallback);
const header = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

async function rename({ ctx, client, i }: Args) {
  return client.request('PATCH', `/drive/items/${p(ctx, 'itemId', i)}`, {
    body: { name: p(ctx, 'newName', i) },
    itemIndex: i,
  });
}
async function share({ ctx, client, i }: Args, idParameter: string) {
  return client.request('POST', `/drive/items/${p(ctx, idParameter, i)}/createLink`, {
    body: { type: p(ctx, 'type', i), scope: p(ctx, 'scope', i) },
    itemIndex: i,
  });
}
async function search({ ctx, client, i }: Args, kind: 'file' | 'folder') {
  const found = await client.requestAll(`/drive/root/search(q='${p(ctx, 'query', i)}')`, i);
  return found.filter((entry) => entry[kind]);
}

const OPERATIONS: Record<string, Record<string, (args: Args) => Promise<unknown>>> = {
  file: {
    async copy({ ctx, client, i }) {
      const fields = (p(ctx, 'additionalFields', i, {}) ?? {}) as Record<string, unknown>;
      const parentReference = p(ctx, 'parentReference', i, {}) as Record<string, unknown>;
      const body: Record<string, unknown> = {};
      if (parentReference) body.parentReference = { ...parentReference };
      if (fields.name) body.name = fields.name;
      const response = await client.response('POST', `/drive/items/${p(ctx, 'fileId', i)}/copy`, {
        body,
        itemIndex: i,
      });
      return { location: header(response.headers.location) };
    },
    async delete({ ctx, client, i }) {
      await client.request('DELETE', `/drive/items/${p(ctx, 'fileId', i)}`, { itemIndex: i });
      return { success: true };
    },
    async download({ ctx, client, i }) {
      const fileId = p(ctx, 'fileId', i);
      const meta = await client.request('GET', `/drive/items/${fileId}`, { itemIndex: i });
      if (meta.file === undefined)
        throw new NodeApiError(
          client.node,
          { message: 'The ID you provided does not belong to a file.', body: meta },
          { itemIndex: i },
        );
      const content = await client.response('GET', `/drive/items/${fileId}/content`, {
        responseType: 'arraybuffer',
        itemIndex: i,
      });
      const mimeType = meta.file.mimeType || header(content.headers['content-type']);
      const input = ctx.getInputData()[i]!;
      const property = String(p(ctx, 'binaryPropertyName', i, 'data'));
      const item: Item = {
        json: input.json,
        binary: {
          ...input.binary,
          [property]: await ctx.helpers.prepareBinaryData(content.body as Uint8Array, meta.name, mimeType),
        },
      };
      return [item];
    },
    async get({ ctx, client, i }) {
      return client.request('GET', `/drive/items/${p(ctx, 'fileId', i)}`, { itemIndex: i });
    },
    rename,
    search: (args) => search(args, 'file'),
    share: (args) => share(args, 'fileId'),
    async upload({ ctx, client, i }) {
      const parentId = p(ctx, 'parentId', i);
      let fileName = String(p(ctx, 'fileName', i, '') ?? '');
      if (p(ctx, 'binaryData', i, false) === true) {
        const property = String(p(ctx, 'binaryPropertyName', 0, 'data'));
        const binary = ctx.getInputData()[i]?.binary?.[property];
        if (!binary)
          throw new NodeOperationError(client.node, `The item has no binary property "${property}"`, { itemIndex: i });
        if (binary.fileName !== undefined) fileName = binary.fileName;
        const body = await ctx.helpers.getBinaryDataBuffer(i, property);
        return client.request('PUT', `/drive/items/${parentId}:/${encodeURIComponent(fileName)}:/content`, {
          body,
          headers: { 'Content-Type': binary.mimeType },
          itemIndex: i,
        });
      }
      if (fileName === '') throw new NodeOperationError(client.node, 'File name must be set!', { itemIndex: i });
      const text = String(p(ctx, 'fileContent', i, '') ?? '');
      return client.request('PUT', `/drive/items/${parentId}:/${encodeURIComponent(fileName)}:/content`, {
        body: Buffer.from(text),
        headers: { 'Content-Type': 'text/plain' },
        itemIndex: i,
      });
    },
  },
  folder: {
    async create({ ctx, client, i }) {
      const names = String(p(ctx, 'name', i))
        .split('/')
        .filter((s) => s.trim() !== '');
      const options = (p(ctx, 'options', i, {}) ?? {}) as Record<string, unknown>;
      let parent = options.parentFolderId ? String(options.parentFolderId) : null;
      let created: Record<string, unknown> = {};
      for (const name of names) {
        created = await client.request('POST', parent ? `/drive/items/${parent}/children` : '/drive/root/children', {
          body: { name, folder: {} },
          itemIndex: i,
        });
        if (!created.id) break;
        parent = String(created.id);
      }
      return created;
    },
    async delete({ ctx, client, i }) {
      await client.request('DELETE', `/drive/items/${p(ctx, 'folderId', i)}`, { itemIndex: i });
      return { success: true };
    },
    async getChildren({ ctx, client, i }) {
      return client.requestAll(`/drive/items/${p(ctx, 'folderId', i)}/children`, i);
    },
    rename,
    search: (args) => search(args, 'folder'),
    share: (args) => share(args, 'folderId'),
  },
};

/** Runs Microsoft OneDrive 1. */
export async function executeOneDrive(ctx: ExecuteContext): Promise<NodeOutput> {
  const resource = String(ctx.getNodeParameter('resource', 0, 'file'));
  const operation = String(ctx.getNodeParameter('operation', 0, ''));
  const run = OPERATIONS[resource]?.[operation];
  if (!run)
    throw new NodeOperationError(
      ctx.getNode(),
      `The operation "${operation}" is not supported for resource "${resource}"`,
    );
  const client = driveClient(ctx);
  return [await runPerItem(ctx, (i) => run({ ctx, client, i }))];
}
