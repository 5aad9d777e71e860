/** Notion (n8n's `n8n-nodes-base.notion`): typeVersion 1 and typeVersions 2–2.2. */
import type { NodeType } from '@weft/workflow';
import { notionV1Description, notionV2Description } from './description.js';
import { executeNotion } from './execute.js';
import { notionMethods } from './methods.js';

export { notionApi, notionOAuth2Api, notionCredentials } from './credentials.js';
export { notionRequest, notionRequestAll, type NotionContext } from './api.js';
export { simplifyObjects } from './simplify.js';
export { getDatabases } from './methods.js';
export { locator } from './ids.js';

/** Notion, one registration per n8n version group. */
export const notionNode: NodeType[] = [
  { description: notionV1Description, execute: executeNotion, methods: notionMethods },
  { description: notionV2Description, execute: executeNotion, methods: notionMethods },
];
