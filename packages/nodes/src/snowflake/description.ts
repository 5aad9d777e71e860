import type { NodeTypeDescription } from '@weft/workflow';
import { snowflakeProperties } from './properties.js';

/** Description of Snowflake 1 (n8n's `n8n-nodes-base.snowflake`), offered as a tool too. */
export const snowflakeDescription: NodeTypeDescription = {
  name: 'weft.snowflake',
  displayName: 'Snowflake',
  icon: 'file:snowflake.svg',
  group: ['input'],
  version: 1,
  description: 'Read, insert and update data in Snowflake',
  defaults: { name: 'Snowflake' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [{ name: 'snowflake', required: true }],
  properties: snowflakeProperties,
  codex: { categories: ['Data & Storage'] },
};
