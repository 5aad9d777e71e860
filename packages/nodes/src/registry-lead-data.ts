import type { CredentialType, NodeType } from '@weft/workflow';

/** Lead data and scraping (Phantombuster, Dropcontact): node types, their triggers and tool variants. */
export const leadDataNodeTypes: readonly NodeType[] = [];

/** Credential types of these nodes. */
export const leadDataCredentialTypes: readonly CredentialType[] = [];
