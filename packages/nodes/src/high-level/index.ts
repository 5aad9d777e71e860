import type { NodeType } from '@weft/workflow';
import { highLevelV1Description, highLevelV2Description } from './description.js';
import { executeHighLevel } from './execute.js';
import { highLevelV1Methods, highLevelV2Methods } from './methods.js';

export { highLevelApiCredential, highLevelCredentialTypeList, highLevelOAuth2ApiCredential } from './credentials.js';

/** HighLevel 1 (API v1) and 2 (API v2) (n8n's `n8n-nodes-base.highLevel`): contacts, opportunities, tasks and calendars. */
export const highLevelNode: NodeType[] = [
  { description: highLevelV1Description, execute: executeHighLevel, methods: highLevelV1Methods },
  { description: highLevelV2Description, execute: executeHighLevel, methods: highLevelV2Methods },
];
