import type { CredentialType, NodeType } from '@weft/workflow';

/** Nodes that work on files and tokens in place: Read/Write Files from Disk, Compression, Edit Image, JWT and TOTP. */
export const fileToolNodeTypes: readonly NodeType[] = [];

/** Credential types of these nodes. */
export const fileToolCredentialTypes: readonly CredentialType[] = [];
