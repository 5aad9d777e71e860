import type { CredentialType, NodeType } from '@weft/workflow';

/** Social networks: X (Twitter), LinkedIn, Facebook Graph API and Reddit, with their tool variants. */
export const socialNodeTypes: readonly NodeType[] = [];

/** Credential types of these nodes. */
export const socialCredentialTypes: readonly CredentialType[] = [];
