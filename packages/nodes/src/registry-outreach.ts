import type { CredentialType, NodeType } from '@weft/workflow';
import { buildToolVariants } from './ai-tool-variants/index.js';
import { lemlistApiCredential, lemlistNode } from './lemlist/index.js';
import { lemlistTriggerNode } from './lemlist-trigger/index.js';

/** Outreach (lemlist, Mautic…): node types, their triggers and tool variants. */
export const outreachNodeTypes: readonly NodeType[] = [
  ...lemlistNode,
  // n8n offers Lemlist 2 to agents as a tool (`lemlistTool`).
  ...buildToolVariants(lemlistNode, { lemlist: [2] }),
  ...lemlistTriggerNode,
];

/** Credential types of these nodes. */
export const outreachCredentialTypes: readonly CredentialType[] = [lemlistApiCredential];
