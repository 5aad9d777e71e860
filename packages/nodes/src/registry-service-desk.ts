import type { CredentialType, NodeType } from '@weft/workflow';

/** Service desks and meetings (ServiceNow, Zammad, Zoom, Twilio Trigger…): node types, their triggers and tool variants. */
export const serviceDeskNodeTypes: readonly NodeType[] = [];

/** Credential types of these nodes. */
export const serviceDeskCredentialTypes: readonly CredentialType[] = [];
