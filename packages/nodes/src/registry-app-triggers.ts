import type { CredentialType, NodeType } from '@weft/workflow';

/** Triggers of apps that register webhooks (Gumroad, Strava, Cal.com): node types, their triggers and tool variants. */
export const appTriggersNodeTypes: readonly NodeType[] = [];

/** Credential types of these nodes. */
export const appTriggersCredentialTypes: readonly CredentialType[] = [];
