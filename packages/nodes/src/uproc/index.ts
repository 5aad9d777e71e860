import type { NodeType } from '@weft/workflow';
import { uprocDescription } from './description.js';
import { executeUproc } from './execute.js';

export { uprocApiCredential, uprocCredentialTypeList } from './credentials.js';

/** uProc 1 (n8n's `n8n-nodes-base.uproc`): data checks, look-ups and enrichment by uProc's tools. */
export const uprocNode: NodeType[] = [{ description: uprocDescription, execute: executeUproc }];
