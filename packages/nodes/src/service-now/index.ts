import type { NodeType } from '@weft/workflow';
import { serviceNowDescription } from './description.js';
import { executeServiceNow } from './execute.js';
import { serviceNowMethods } from './methods.js';

export {
  serviceNowBasicApiCredential,
  serviceNowCredentialTypeList,
  serviceNowOAuth2ApiCredential,
} from './credentials.js';

/** ServiceNow 1 (n8n's `n8n-nodes-base.serviceNow`): a ServiceNow instance's tables and attachments. */
export const serviceNowNode: NodeType[] = [
  { description: serviceNowDescription, execute: executeServiceNow, methods: serviceNowMethods },
];
