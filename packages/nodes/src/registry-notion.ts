import type { CredentialType, NodeType } from '@weft/workflow';
import { buildToolVariants } from './ai-tool-variants/index.js';
import { notionApi, notionNode, notionOAuth2Api } from './notion/index.js';
import { notionTriggerNode } from './notion-trigger/index.js';

/** n8n offers Notion 2–2.2 to agents as a tool (`notionTool`). */
const notionTool = buildToolVariants(notionNode, { notion: [2, 2.1, 2.2] });

/** Notion: the node (every version), its trigger and its tool variant. */
export const notionNodeTypes: readonly NodeType[] = [...notionNode, ...notionTool, ...notionTriggerNode];

/** Credential types of these nodes. */
export const notionCredentialTypes: readonly CredentialType[] = [notionApi, notionOAuth2Api];
