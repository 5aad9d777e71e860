import type { CredentialType, NodeType } from '@weft/workflow';
import { buildToolVariants } from './ai-tool-variants/index.js';
import { nocoDbCredentialTypeList, nocoDbNode } from './noco-db/index.js';

/** Hosted tables and no-code databases (NocoDB, Baserow…): node types, their triggers and tool variants. */
export const tablesNodeTypes: readonly NodeType[] = [
  ...nocoDbNode,
  // n8n offers NocoDB 1 to 3 to agents as a tool (`nocoDbTool`).
  ...buildToolVariants(nocoDbNode, { nocoDb: [1, 2, 3] }),
];

/** Credential types of these nodes. */
export const tablesCredentialTypes: readonly CredentialType[] = [...nocoDbCredentialTypeList];
