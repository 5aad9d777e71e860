/** Jina AI (n8n's `jinaAi` 1): the Reader (read a URL, search the web) and DeepSearch, with the `jinaAiApi` credential. */
import type { NodeType } from '@weft/workflow';
import { jinaAiDescription } from './description.js';
import { executeJinaAi } from './execute.js';

export { jinaAiApiCredential } from './credentials.js';

/** Jina AI, version 1. */
export const jinaAiNode: NodeType[] = [{ description: jinaAiDescription, execute: executeJinaAi }];
