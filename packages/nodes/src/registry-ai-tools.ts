import type { CredentialType, NodeType } from '@weft/workflow';
import { toolCalculatorNode } from './tool-calculator/index.js';
import { toolThinkNode } from './tool-think/index.js';
import { toolCodeNode } from './tool-code/index.js';
import { toolWorkflowNode } from './tool-workflow/index.js';
import { toolHttpRequestNode } from './tool-http-request/index.js';
import { mcpClientToolNode } from './mcp-client-tool/index.js';
import { buildToolVariants } from './ai-tool-variants/index.js';
import { cryptoNode } from './crypto/index.js';
import { dateTimeNode } from './date-time/index.js';
import { httpRequestNode } from './http-request/index.js';
import { databaseNodeTypes } from './registry-databases.js';
import { dataNodeTypes } from './registry-data.js';
import { fileNodeTypes } from './registry-files.js';

/**
 * Nodes n8n offers agents as tools (`<type>Tool`), built from the registered Weft nodes; the
 * lists come from the nodes' own folders and registry files, not from registry.ts (no cycle).
 */
const toolVariants = buildToolVariants([
  ...cryptoNode,
  ...dateTimeNode,
  ...httpRequestNode,
  ...databaseNodeTypes,
  ...dataNodeTypes,
  ...fileNodeTypes,
]);

/** AI (n8n's LangChain) nodes of this family; see registry-ai.ts. */
export const aiToolsNodeTypes: readonly NodeType[] = [
  ...toolCalculatorNode,
  ...toolThinkNode,
  ...toolCodeNode,
  ...toolWorkflowNode,
  ...mcpClientToolNode,
  ...toolHttpRequestNode,
  ...toolVariants,
];

/** Credential types of this family. */
export const aiToolsCredentialTypes: readonly CredentialType[] = [];
