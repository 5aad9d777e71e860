import type { CredentialType, NodeType } from '@weft/workflow';
import { calApiCredential, calTriggerNode } from './cal-trigger/index.js';
import { gumroadApiCredential, gumroadTriggerNode } from './gumroad-trigger/index.js';
import { stravaOAuth2ApiCredential, stravaTriggerNode } from './strava-trigger/index.js';

/** Triggers of apps that register webhooks (Gumroad, Strava, Cal.com): node types, their triggers and tool variants. */
export const appTriggersNodeTypes: readonly NodeType[] = [
  ...gumroadTriggerNode,
  ...stravaTriggerNode,
  ...calTriggerNode,
];

/** Credential types of these nodes. */
export const appTriggersCredentialTypes: readonly CredentialType[] = [
  gumroadApiCredential,
  stravaOAuth2ApiCredential,
  calApiCredential,
];
