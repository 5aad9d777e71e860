import type { NodeType } from '@weft/workflow';
import { aggregateDescription } from './description.js';
import { executeAggregate } from './execute.js';

/** Aggregate, version 1 (n8n's `n8n-nodes-base.aggregate`). */
export const aggregateNode: NodeType[] = [{ description: aggregateDescription, execute: executeAggregate }];
