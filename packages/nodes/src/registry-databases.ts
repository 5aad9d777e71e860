import type { CredentialType, NodeType } from '@weft/workflow';
import { postgresCredential, postgresNode } from './postgres/index.js';

/** Database nodes that talk to real servers (Postgres). */
export const databaseNodeTypes: readonly NodeType[] = [...postgresNode];

/** Credential types of the database nodes. */
export const databaseCredentialTypes: readonly CredentialType[] = [postgresCredential];
