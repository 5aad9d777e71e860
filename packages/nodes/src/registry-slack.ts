import type { CredentialType, NodeType } from '@weft/workflow';

/** Slack: the Slack node (every version), its trigger and its tool variant. */
export const slackNodeTypes: readonly NodeType[] = [];

/** Credential types of these nodes. */
export const slackCredentialTypes: readonly CredentialType[] = [];
