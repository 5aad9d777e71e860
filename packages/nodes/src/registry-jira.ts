import type { CredentialType, NodeType } from '@weft/workflow';

/** Jira Software: the Jira node, its trigger and its tool variant. */
export const jiraNodeTypes: readonly NodeType[] = [];

/** Credential types of these nodes. */
export const jiraCredentialTypes: readonly CredentialType[] = [];
