import type { CredentialType, NodeType } from '@weft/workflow';
import { buildToolVariants } from './ai-tool-variants/index.js';
import { googleDocsNode } from './google-docs/index.js';
import { googleDriveNode } from './google-drive/index.js';
import { googleDriveTriggerNode } from './google-drive-trigger/index.js';

/** n8n offers Google Drive 3 and Google Docs 1–2 to agents as tools (`googleDriveTool`, `googleDocsTool`). */
const tools = buildToolVariants([...googleDriveNode, ...googleDocsNode], { googleDrive: [3], googleDocs: [1, 2] });

/** The google-drive family's node types (every version listed), with Google Docs. */
export const googleDriveNodeTypes: readonly NodeType[] = [
  ...googleDriveNode,
  ...googleDriveTriggerNode,
  ...googleDocsNode,
  ...tools,
];

/** Credential types of these nodes (beyond the shared Google ones). */
export const googleDriveCredentialTypes: readonly CredentialType[] = [];
