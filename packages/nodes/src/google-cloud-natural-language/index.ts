import type { CredentialType, NodeType } from '@weft/workflow';
import { googleCloudNaturalLanguageOAuth2ApiCredential } from './credentials.js';
import { googleCloudNaturalLanguageDescription } from './description.js';
import { executeGoogleCloudNaturalLanguage } from './execute.js';

export { googleCloudNaturalLanguageOAuth2ApiCredential } from './credentials.js';

/** Google Cloud Natural Language 1 (n8n's `n8n-nodes-base.googleCloudNaturalLanguage`). */
export const googleCloudNaturalLanguageNode: NodeType[] = [
  { description: googleCloudNaturalLanguageDescription, execute: executeGoogleCloudNaturalLanguage },
];

/** The credential types of the Google Cloud Natural Language node. */
export const googleCloudNaturalLanguageCredentialTypeList: CredentialType[] = [
  googleCloudNaturalLanguageOAuth2ApiCredential,
];
