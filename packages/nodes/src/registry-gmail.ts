import type { CredentialType, NodeType } from '@weft/workflow';
import { buildToolVariants } from './ai-tool-variants/index.js';
import { gmailNode } from './gmail/index.js';
import { gmailTriggerNode } from './gmail-trigger/index.js';

/** n8n offers Gmail 2–2.2 to agents as a tool (`gmailTool`). */
const gmailTool = buildToolVariants(gmailNode, { gmail: [2, 2.1, 2.2] });

/** The gmail family's node types (every version listed): Gmail 1 and 2–2.2, its tool variant, Gmail Trigger 1–1.3. */
export const gmailNodeTypes: readonly NodeType[] = [...gmailNode, ...gmailTool, ...gmailTriggerNode];

/** Credential types of these nodes (beyond the shared Google ones: googleApi and gmailOAuth2 are there). */
export const gmailCredentialTypes: readonly CredentialType[] = [];
