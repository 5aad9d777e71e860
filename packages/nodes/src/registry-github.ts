import type { CredentialType, NodeType } from '@weft/workflow';
import { buildToolVariants } from './ai-tool-variants/index.js';
import { githubCredentialTypeList, githubNode } from './github/index.js';
import { githubTriggerNode } from './github-trigger/index.js';

/** GitHub: the GitHub node, its trigger and its tool variant. */
export const githubNodeTypes: readonly NodeType[] = [
  ...githubNode,
  ...githubTriggerNode,
  // n8n offers GitHub 1 and 1.1 to agents as a tool (`githubTool`).
  ...buildToolVariants(githubNode, { github: [1, 1.1] }),
];

/** Credential types of these nodes. */
export const githubCredentialTypes: readonly CredentialType[] = [...githubCredentialTypeList];
