import type { CredentialType, NodeType } from '@weft/workflow';
import { postgresCredential, postgresNode } from './postgres/index.js';
import { mySqlCredential, mySqlNode } from './my-sql/index.js';
import { redisCredential, redisNode } from './redis/index.js';
import { mongoDbCredential, mongoDbNode } from './mongo-db/index.js';
import { snowflakeCredential, snowflakeNode } from './snowflake/index.js';
import { buildToolVariants } from './ai-tool-variants/index.js';

/** MongoDB Tool: n8n offers every MongoDB version as a tool. */
const mongoDbToolNode = buildToolVariants(mongoDbNode, { mongoDb: [1, 1.1, 1.2] });
/** Snowflake Tool: n8n offers Snowflake 1 as a tool. */
const snowflakeToolNode = buildToolVariants(snowflakeNode, { snowflake: [1] });

/** Database nodes that talk to real servers (Postgres, MySQL, Redis, MongoDB, Snowflake). */
export const databaseNodeTypes: readonly NodeType[] = [
  ...postgresNode,
  ...mySqlNode,
  ...redisNode,
  ...mongoDbNode,
  ...mongoDbToolNode,
  ...snowflakeNode,
  ...snowflakeToolNode,
];

/** Credential types of the database nodes. */
export const databaseCredentialTypes: readonly CredentialType[] = [
  postgresCredential,
  mySqlCredential,
  redisCredential,
  mongoDbCredential,
  snowflakeCredential,
];
