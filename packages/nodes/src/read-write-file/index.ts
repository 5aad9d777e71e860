import type { ExecuteContext, NodeOutput, NodeType } from '@weft/workflow';
import { readWriteFileDescription } from './description.js';
import { executeRead } from './execute-read.js';
import { executeWrite } from './execute-write.js';

/** Runs the operation chosen (read or write) over all input items. */
async function executeReadWriteFile(ctx: ExecuteContext): Promise<NodeOutput> {
  const operation = String(ctx.getNodeParameter('operation', 0, 'read'));
  const items = ctx.getInputData();
  if (operation === 'write') return [await executeWrite(ctx, items)];
  if (operation === 'read') return [await executeRead(ctx, items)];
  return [[]];
}

/** Read/Write Files from Disk, version 1 (n8n's `n8n-nodes-base.readWriteFile`). */
export const readWriteFileNode: NodeType[] = [{ description: readWriteFileDescription, execute: executeReadWriteFile }];
