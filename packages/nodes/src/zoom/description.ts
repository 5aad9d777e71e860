/** Zoom 1's description (n8n's `n8n-nodes-base.zoom`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { zoomProperties } from './properties.js';

/** Zoom 1: create, read, list, update and delete the signed-in user's meetings. */
export const zoomDescription: NodeTypeDescription = {
  name: 'weft.zoom',
  displayName: 'Zoom',
  description: "Create, read, list, update and delete a Zoom user's meetings",
  group: ['input'],
  version: 1,
  icon: 'file:zoom.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'Zoom' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [
    { name: 'zoomApi', required: true, displayOptions: { show: { authentication: ['accessToken'] } } },
    { name: 'zoomOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
  ],
  properties: zoomProperties,
  codex: { categories: ['Communication'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.zoom/',
};
