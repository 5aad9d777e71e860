import type { CredentialType, NodeType } from '@weft/workflow';
import { buildToolVariants } from './ai-tool-variants/index.js';
import { jiraCredentialTypeList, jiraNode } from './jira/index.js';
import { jiraTriggerNode } from './jira-trigger/index.js';

/** Jira Software: the Jira node, its trigger and its tool variant. */
export const jiraNodeTypes: readonly NodeType[] = [
  ...jiraNode,
  ...jiraTriggerNode,
  // n8n offers Jira Software 1 to agents as a tool (`jiraTool`).
  ...buildToolVariants(jiraNode, { jira: [1] }),
];

/** Credential types of these nodes. */
export const jiraCredentialTypes: readonly CredentialType[] = [...jiraCredentialTypeList];
