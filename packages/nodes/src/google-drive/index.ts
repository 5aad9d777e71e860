/** Google Drive (n8n's `n8n-nodes-base.googleDrive`): typeVersions 1–2 (first implementation) and 3. */
import type { NodeType } from '@weft/workflow';
import { googleDriveV1Description } from './description-v1.js';
import { googleDriveV3Description } from './description-v3.js';
import { executeGoogleDriveV1 } from './execute-v1.js';
import { executeGoogleDriveV3 } from './execute-v3.js';
import { googleDriveMethods, googleDriveTriggerMethods, googleDriveV1Methods } from './methods.js';

export { googleDriveTriggerMethods };
export { locatorId, FOLDER_MIME } from './locators.js';
export { fileLocator, folderLocator } from './locators.js';
export { authenticationProperty, driveCredentials } from './description-common.js';

/** Google Drive, one entry per implementation: 1–2 and 3. */
export const googleDriveNode: NodeType[] = [
  { description: googleDriveV1Description, execute: executeGoogleDriveV1, methods: googleDriveV1Methods },
  { description: googleDriveV3Description, execute: executeGoogleDriveV3, methods: googleDriveMethods },
];
