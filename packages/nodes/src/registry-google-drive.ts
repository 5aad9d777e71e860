import type { CredentialType, NodeType } from '@weft/workflow';
import { buildToolVariants } from './ai-tool-variants/index.js';
import { googleDriveNode } from './google-drive/index.js';
import { googleDriveTriggerNode } from './google-drive-trigger/index.js';

/** n8n offers Google Drive 3 to agents as a tool (`googleDriveTool`). */
const googleDriveTool = buildToolVariants(googleDriveNode, { googleDrive: [3] });

/** The google-drive family's node types (every version listed). */
export const googleDriveNodeTypes: readonly NodeType[] = [...googleDriveNode, ...googleDriveTool, ...googleDriveTriggerNode];

/** Credential types of these nodes (beyond the shared Google ones). */
export const googleDriveCredentialTypes: readonly CredentialType[] = [];
