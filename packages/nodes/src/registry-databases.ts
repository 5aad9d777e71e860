import type { CredentialType, NodeType } from '@weft/workflow';
import { postgresCredential, postgresNode } from './postgres/index.js';
import { mySqlCredential, mySqlNode } from './my-sql/index.js';
import { redisCredential, redisNode } from './redis/index.js';

/** Database nodes that talk to real servers (Postgres, MySQL, Redis). */
export const databaseNodeTypes: readonly NodeType[] = [...postgresNode, ...mySqlNode, ...redisNode];

/** Credential types of the database nodes. */
export const databaseCredentialTypes: readonly CredentialType[] = [postgresCredential, mySqlCredential, redisCredential];
