import type { NodeType } from '@weft/workflow';
import { webflowV1Description, webflowV2Description } from './description.js';
import { executeWebflow } from './execute.js';
import { webflowMethods } from './methods.js';

export { webflowApiCredential, webflowCredentialTypeList, webflowOAuth2ApiCredential } from './credentials.js';
export { webflowMethods } from './methods.js';
export { webflowRequest, type WebflowCaller } from './api.js';

/** Webflow 1 and 2 (n8n's `n8n-nodes-base.webflow`): CMS collection items over the v1 and v2 APIs. */
export const webflowNode: NodeType[] = [
  { description: webflowV1Description, execute: executeWebflow, methods: webflowMethods },
  { description: webflowV2Description, execute: executeWebflow, methods: webflowMethods },
];
