import type { CredentialType, NodeType } from '@weft/workflow';

/** Website builders and sites (Webflow, Microsoft SharePoint…): node types, their triggers and tool variants. */
export const sitesNodeTypes: readonly NodeType[] = [];

/** Credential types of these nodes. */
export const sitesCredentialTypes: readonly CredentialType[] = [];
