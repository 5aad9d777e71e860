import type { CredentialType, NodeType } from '@weft/workflow';

/** E-mail marketing services (SendGrid, Mailchimp…): node types, their triggers and tool variants. */
export const marketingNodeTypes: readonly NodeType[] = [];

/** Credential types of these nodes. */
export const marketingCredentialTypes: readonly CredentialType[] = [];
