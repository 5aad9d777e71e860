import type { NodeType } from '@weft/workflow';
import { hubspotV1Description, hubspotV2Description } from './description.js';
import { executeHubspot } from './execute.js';
import { hubspotMethods } from './methods.js';

export {
  hubspotApiCredential,
  hubspotAppTokenCredential,
  hubspotCredentialTypeList,
  hubspotDeveloperApiCredential,
  hubspotOAuth2ApiCredential,
} from './credentials.js';

/**
 * HubSpot 1 and HubSpot 2–2.2 (n8n's `n8n-nodes-base.hubspot`): contacts, contact lists, companies,
 * deals, engagements, tickets (and forms) through HubSpot's API.
 */
export const hubspotNode: NodeType[] = [
  { description: hubspotV1Description, execute: executeHubspot, methods: hubspotMethods },
  { description: hubspotV2Description, execute: executeHubspot, methods: hubspotMethods },
];
