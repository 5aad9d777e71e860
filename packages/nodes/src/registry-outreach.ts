import type { CredentialType, NodeType } from '@weft/workflow';
import { buildToolVariants } from './ai-tool-variants/index.js';
import { lemlistApiCredential, lemlistNode } from './lemlist/index.js';
import { lemlistTriggerNode } from './lemlist-trigger/index.js';
import { mauticApiCredential, mauticNode, mauticOAuth2ApiCredential } from './mautic/index.js';
import { mauticTriggerNode } from './mautic-trigger/index.js';

/** Outreach (lemlist, Mautic…): node types, their triggers and tool variants. */
export const outreachNodeTypes: readonly NodeType[] = [
  ...lemlistNode,
  // n8n offers Lemlist 2 to agents as a tool (`lemlistTool`).
  ...buildToolVariants(lemlistNode, { lemlist: [2] }),
  ...lemlistTriggerNode,
  ...mauticNode,
  // n8n offers Mautic 1 to agents as a tool (`mauticTool`).
  ...buildToolVariants(mauticNode, { mautic: [1] }),
  ...mauticTriggerNode,
];

/** Credential types of these nodes. */
export const outreachCredentialTypes: readonly CredentialType[] = [
  lemlistApiCredential,
  mauticApiCredential,
  mauticOAuth2ApiCredential,
];
