/** Google Docs (n8n's `n8n-nodes-base.googleDocs`), typeVersions 1 and 2. */
import type { NodeType } from '@weft/workflow';
import { googleDocsDescription } from './description.js';
import { executeGoogleDocs } from './execute.js';
import { googleDocsMethods } from './methods.js';

/** Google Docs 1–2. */
export const googleDocsNode: NodeType[] = [
  { description: googleDocsDescription, execute: executeGoogleDocs, methods: googleDocsMethods },
];
