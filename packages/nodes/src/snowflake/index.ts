import type { NodeType } from '@weft/workflow';
import { snowflakeDescription } from './description.js';
import { executeSnowflake } from './execute.js';

export { snowflakeCredential, snowflakeCredentialTypeList } from './credentials.js';

/** Snowflake 1 (n8n's `n8n-nodes-base.snowflake`): runs queries and inserts and updates rows. */
export const snowflakeNode: NodeType[] = [{ description: snowflakeDescription, execute: executeSnowflake }];
