import type { NodeType } from '@weft/workflow';
import { compressionDescription } from './description.js';
import { executeCompression } from './execute.js';

/** Compression, versions 1 and 1.1 (n8n's `n8n-nodes-base.compression`). */
export const compressionNode: NodeType[] = [{ description: compressionDescription, execute: executeCompression }];
