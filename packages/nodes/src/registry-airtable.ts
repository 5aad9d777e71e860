import type { CredentialType, NodeType } from '@weft/workflow';
import { buildToolVariants } from './ai-tool-variants/index.js';
import { airtableCredentialTypeList, airtableNode } from './airtable/index.js';
import { airtableTriggerNode } from './airtable-trigger/index.js';

/** Airtable: the node (every version), its trigger and its tool variant. */
export const airtableNodeTypes: readonly NodeType[] = [
  ...airtableNode,
  ...airtableTriggerNode,
  // n8n offers Airtable 2 and 2.1 to agents as a tool (`airtableTool`); version 1 is not usable as a tool.
  ...buildToolVariants(airtableNode, { airtable: [2, 2.1] }),
];

/** Credential types of these nodes. */
export const airtableCredentialTypes: readonly CredentialType[] = airtableCredentialTypeList;
