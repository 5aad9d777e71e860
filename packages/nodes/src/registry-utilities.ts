import type { CredentialType, NodeType } from '@weft/workflow';

/** Utility nodes (QuickChart, Read PDF, AI Transform, n8n Trigger, Webflow…): node types, their triggers and tool variants. */
export const utilitiesNodeTypes: readonly NodeType[] = [];

/** Credential types of these nodes. */
export const utilitiesCredentialTypes: readonly CredentialType[] = [];
