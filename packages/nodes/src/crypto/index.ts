import type { NodeType } from '@weft/workflow';
import { cryptoDescription } from './description.js';
import { executeCrypto } from './execute.js';

/** The Crypto node, version 1 (n8n's `n8n-nodes-base.crypto`). */
export const cryptoNode: NodeType[] = [{ description: cryptoDescription, execute: executeCrypto }];
