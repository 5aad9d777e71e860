import type { CredentialType, NodeType } from '@weft/workflow';
import { buildToolVariants } from './ai-tool-variants/index.js';
import { googleSheetsNode } from './google-sheets/index.js';
import { googleSheetsTriggerNode } from './google-sheets-trigger/index.js';

/** n8n offers Google Sheets 3–4.7 to agents as a tool (`googleSheetsTool`). */
const googleSheetsTool = buildToolVariants(googleSheetsNode, {
  googleSheets: [3, 4, 4.1, 4.2, 4.3, 4.4, 4.5, 4.6, 4.7],
});

/** The google-sheets family's node types (every version listed). */
export const googleSheetsNodeTypes: readonly NodeType[] = [
  ...googleSheetsNode,
  ...googleSheetsTool,
  ...googleSheetsTriggerNode,
];

/** Credential types of these nodes (beyond the shared Google ones). */
export const googleSheetsCredentialTypes: readonly CredentialType[] = [];
