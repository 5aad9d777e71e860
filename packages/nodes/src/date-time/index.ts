import type { NodeType } from '@weft/workflow';
import { dateTimeDescription } from './description.js';
import { executeDateTime } from './execute.js';

/** The Date & Time node, version 2 (n8n's `n8n-nodes-base.dateTime`). */
export const dateTimeNode: NodeType[] = [{ description: dateTimeDescription, execute: executeDateTime }];
