/** Outlook 2's mail folder operations (create, delete, get, get many, update) and messages of a folder. */
import { decodeOutlookId } from '../../messages.js';
import type { OutlookClient } from '../../client.js';
import { messageItems, messageQuery, messageSelect } from './message.js';
import { listOf, locatorId, SUCCESS, type OutlookOperations } from './types.js';

/** Folders followed by their subfolders, depth first, as n8n lists them. */
async function withSubfolders(
  client: OutlookClient,
  folders: Array<Record<string, unknown>>,
  itemIndex: number,
): Promise<Array<Record<string, unknown>>> {
  const out = [...folders];
  for (const folder of folders) {
    if (Number(folder.childFolderCount) > 0) {
      const page = await client.request<{ value?: Array<Record<string, unknown>> }>(
        'GET',
        `/mailFolders/${folder.id}/childFolders`,
        { itemIndex },
      );
      out.push(...(await withSubfolders(client, page.value ?? [], itemIndex)));
    }
  }
  return out;
}

export const folderOperations: OutlookOperations = {
  async create(args) {
    const { ctx, client, itemIndex } = args;
    const parent = decodeOutlookId(locatorId(ctx, 'options.folderId', itemIndex, ''));
    const displayName = ctx.getNodeParameter('displayName', itemIndex, '');
    return client.request('POST', parent ? `/mailFolders/${parent}/childFolders` : '/mailFolders', {
      body: { displayName },
      itemIndex,
    });
  },

  async delete(args) {
    await args.client.request(
      'DELETE',
      `/mailFolders/${decodeOutlookId(locatorId(args.ctx, 'folderId', args.itemIndex))}`,
      { itemIndex: args.itemIndex },
    );
    return SUCCESS;
  },

  async get(args) {
    const { ctx, client, itemIndex } = args;
    const options = (ctx.getNodeParameter('options', itemIndex, {}) ?? {}) as Record<string, unknown>;
    const qs: Record<string, unknown> = {};
    if (Array.isArray(options.fields) && options.fields.length) qs.$select = options.fields.join(',');
    if (options.filter) qs.$filter = options.filter;
    return client.request('GET', `/mailFolders/${decodeOutlookId(locatorId(ctx, 'folderId', itemIndex))}`, {
      qs,
      itemIndex,
    });
  },

  async getAll(args) {
    const { ctx, client, itemIndex } = args;
    const options = (ctx.getNodeParameter('options', itemIndex, {}) ?? {}) as Record<string, unknown>;
    const filter = ctx.getNodeParameter('filters.filter', itemIndex, '');
    const parent = locatorId(ctx, 'options.folderId', itemIndex, '');
    const qs: Record<string, unknown> = {};
    if (Array.isArray(options.fields) && options.fields.length) qs.$select = options.fields.join(',');
    if (filter) qs.$filter = filter;
    const folders = await listOf(args, parent ? `/mailFolders/${parent}/childFolders` : '/mailFolders', qs);
    return options.includeChildFolders ? withSubfolders(client, folders, itemIndex) : folders;
  },

  async update(args) {
    const { ctx, client, itemIndex } = args;
    const displayName = ctx.getNodeParameter('displayName', itemIndex, undefined);
    return client.request('PATCH', `/mailFolders/${decodeOutlookId(locatorId(ctx, 'folderId', itemIndex))}`, {
      body: { displayName },
      itemIndex,
    });
  },
};

export const folderMessageOperations: OutlookOperations = {
  async getAll(args) {
    const folderId = decodeOutlookId(locatorId(args.ctx, 'folderId', args.itemIndex));
    const options = (args.ctx.getNodeParameter('options', args.itemIndex, {}) ?? {}) as Record<string, unknown>;
    const select = messageSelect(args, options);
    const messages = await listOf(args, `/mailFolders/${folderId}/messages`, {
      ...(select ? { $select: select } : {}),
      ...messageQuery(args),
    });
    return messageItems(args, messages, options);
  },
};
