/** Google Drive 3: runs the chosen resource's operation for each input item. */
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { sharedDriveOperations } from './shared-drives.js';
import { driveFor, type Drive } from './transport.js';
import { fileOperations } from './v3-file.js';
import { folderOperations } from './v3-folder.js';
import { searchFiles } from './v3-search.js';

type Operation = (ctx: ExecuteContext, drive: Drive, i: number, item: Item) => Promise<Item[]>;

const driveOperations: Record<string, Operation | undefined> = {
  ...sharedDriveOperations,
  deleteDrive: sharedDriveOperations.delete,
  delete: undefined,
};

function operationOf(resource: string, operation: string): Operation | undefined {
  if (resource === 'file') return fileOperations[operation];
  if (resource === 'folder') return folderOperations[operation];
  if (resource === 'drive') return driveOperations[operation];
  if (resource === 'fileFolder' && operation === 'search') return searchFiles;
  return undefined;
}

/** Runs Google Drive 3 over the input items. */
export async function executeGoogleDriveV3(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const resource = String(ctx.getNodeParameter('resource', 0, 'file'));
  const operation = String(
    ctx.getNodeParameter(
      'operation',
      0,
      resource === 'file' ? 'upload' : resource === 'fileFolder' ? 'search' : 'create',
    ),
  );
  const run = operationOf(resource, operation);
  if (!run)
    throw new NodeOperationError(
      ctx.getNode(),
      `The operation "${operation}" is not known for the resource "${resource}"`,
    );
  const output: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      output.push(...(await run(ctx, driveFor(ctx, i), i, items[i]!)));
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      const json = { error: (error as Error).message };
      // A failed download keeps the item's binary data, as n8n does.
      output.push(
        resource === 'file' && operation === 'download'
          ? { ...items[i]!, json, pairedItem: { item: i } }
          : { json, pairedItem: { item: i } },
      );
    }
  }
  return [output];
}
