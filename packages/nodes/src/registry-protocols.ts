import type { CredentialType, NodeType } from '@weft/workflow';

/** Nodes that reach remote hosts over their own protocols: SSH, FTP/SFTP and GraphQL. */
export const protocolNodeTypes: readonly NodeType[] = [];

/** Credential types of these nodes. */
export const protocolCredentialTypes: readonly CredentialType[] = [];
