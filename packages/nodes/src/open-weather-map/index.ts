import type { NodeType } from '@weft/workflow';
import { openWeatherMapDescription } from './description.js';
import { executeOpenWeatherMap } from './execute.js';

export { openWeatherMapApiCredential } from './credentials.js';

/** OpenWeatherMap 1 (n8n's `n8n-nodes-base.openWeatherMap`): current weather and 5-day forecast. */
export const openWeatherMapNode: NodeType[] = [
  { description: openWeatherMapDescription, execute: executeOpenWeatherMap },
];
