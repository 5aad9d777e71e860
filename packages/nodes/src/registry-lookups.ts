import type { CredentialType, NodeType } from '@weft/workflow';
import { buildToolVariants } from './ai-tool-variants/index.js';
import { calendlyCredentialTypeList, calendlyTriggerNode } from './calendly-trigger/index.js';
import { clearbitApiCredential, clearbitNode } from './clearbit/index.js';
import { hunterApiCredential, hunterNode } from './hunter/index.js';
import { openWeatherMapApiCredential, openWeatherMapNode } from './open-weather-map/index.js';
import { spotifyNode, spotifyOAuth2ApiCredential } from './spotify/index.js';
import { todoistCredentialTypeList, todoistNode } from './todoist/index.js';

/** Data look-up and personal services (Clearbit, Hunter, OpenWeatherMap, Spotify, Todoist, Calendly…): node types, their triggers and tool variants. */
export const lookupsNodeTypes: readonly NodeType[] = [
  ...todoistNode,
  // n8n offers Todoist 2 and 2.1 to agents as a tool (`todoistTool`).
  ...buildToolVariants(todoistNode, { todoist: [2, 2.1] }),
  ...hunterNode,
  ...buildToolVariants(hunterNode, { hunter: [1] }),
  ...clearbitNode,
  ...buildToolVariants(clearbitNode, { clearbit: [1] }),
  ...openWeatherMapNode,
  ...buildToolVariants(openWeatherMapNode, { openWeatherMap: [1] }),
  ...spotifyNode,
  ...buildToolVariants(spotifyNode, { spotify: [1] }),
  ...calendlyTriggerNode,
];

/** Credential types of these nodes. */
export const lookupsCredentialTypes: readonly CredentialType[] = [
  ...todoistCredentialTypeList,
  hunterApiCredential,
  clearbitApiCredential,
  openWeatherMapApiCredential,
  spotifyOAuth2ApiCredential,
  ...calendlyCredentialTypeList,
];
