import type { NodeType } from '@weft/workflow';
import { mauticDescription } from './description.js';
import { executeMautic } from './execute.js';
import { mauticMethods } from './methods.js';

export { mauticApiCredential, mauticOAuth2ApiCredential } from './credentials.js';
export { mauticMethods, mauticTriggerMethods } from './methods.js';

/** Mautic 1 (n8n's `n8n-nodes-base.mautic`): companies, contacts, segments, campaigns and emails. */
export const mauticNode: NodeType[] = [
  { description: mauticDescription, execute: executeMautic, methods: mauticMethods },
];
