import type { ExecuteContext } from '@weft/workflow';
import type { GmailClient } from '../client.js';

/** What an operation of Gmail 2 is given for one item. */
export interface GmailOperationArgs {
  ctx: ExecuteContext;
  client: GmailClient;
  operation: string;
  itemIndex: number;
  nodeVersion: number;
}

/** The answer of one operation for one item: items, or JSON turned into items. */
export type GmailOperationResult = unknown;
