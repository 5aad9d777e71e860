import type { CredentialType, NodeType } from '@weft/workflow';
import { buildToolVariants } from './ai-tool-variants/index.js';
import { baserowApiCredential, baserowNode } from './baserow/index.js';
import { nocoDbCredentialTypeList, nocoDbNode } from './noco-db/index.js';

/** Hosted tables and no-code databases (NocoDB, Baserow…): node types, their triggers and tool variants. */
export const tablesNodeTypes: readonly NodeType[] = [
  ...nocoDbNode,
  ...baserowNode,
  // n8n offers NocoDB 1 to 3 and Baserow 1 to agents as tools (`nocoDbTool`, `baserowTool`).
  ...buildToolVariants([...nocoDbNode, ...baserowNode], { nocoDb: [1, 2, 3], baserow: [1] }),
];

/** Credential types of these nodes. */
export const tablesCredentialTypes: readonly CredentialType[] = [...nocoDbCredentialTypeList, baserowApiCredential];
