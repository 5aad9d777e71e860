import type { CredentialType, NodeType } from '@weft/workflow';

/** File storage services (AWS S3, S3-compatible, Dropbox…): node types, their triggers and tool variants. */
export const storageNodeTypes: readonly NodeType[] = [];

/** Credential types of these nodes. */
export const storageCredentialTypes: readonly CredentialType[] = [];
