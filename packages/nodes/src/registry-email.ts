import type { CredentialType, NodeType } from '@weft/workflow';

/** E-mail: SMTP sending and the IMAP trigger. */
export const emailNodeTypes: readonly NodeType[] = [];

/** Credential types of these nodes. */
export const emailCredentialTypes: readonly CredentialType[] = [];
