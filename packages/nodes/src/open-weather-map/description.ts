/** OpenWeatherMap 1's description (n8n's `n8n-nodes-base.openWeatherMap`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { openWeatherMapProperties } from './properties.js';

/** OpenWeatherMap 1: the current weather or the 5-day forecast of a place. */
export const openWeatherMapDescription: NodeTypeDescription = {
  name: 'weft.openWeatherMap',
  displayName: 'OpenWeatherMap',
  description: 'Get the current weather and the 5-day forecast from OpenWeatherMap',
  group: ['input'],
  version: 1,
  icon: 'file:openWeatherMap.svg',
  defaults: { name: 'OpenWeatherMap' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [{ name: 'openWeatherMapApi', required: true }],
  properties: openWeatherMapProperties,
  codex: { categories: ['Miscellaneous', 'Utility'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.openweathermap/',
};
