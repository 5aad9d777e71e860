import type { CredentialType, NodeType } from '@weft/workflow';
import { googleCredentialTypes } from './shared/google/index.js';
import { gmailCredentialTypes, gmailNodeTypes } from './registry-gmail.js';
import { googleDriveCredentialTypes, googleDriveNodeTypes } from './registry-google-drive.js';
import { googleSheetsCredentialTypes, googleSheetsNodeTypes } from './registry-google-sheets.js';

/** Google Workspace nodes: Sheets, Gmail, Drive and the others, each family in its own registry file. */
export const googleNodeTypes: readonly NodeType[] = [
  ...googleSheetsNodeTypes,
  ...gmailNodeTypes,
  ...googleDriveNodeTypes,
];

/** Google's credential types (service account and per-service OAuth2) and any a family adds. */
export const googleFamilyCredentialTypes: readonly CredentialType[] = [
  ...googleCredentialTypes,
  ...googleSheetsCredentialTypes,
  ...gmailCredentialTypes,
  ...googleDriveCredentialTypes,
];
