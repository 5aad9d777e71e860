import type { NodeType } from '@weft/workflow';
import { zoomDescription } from './description.js';
import { executeZoom } from './execute.js';

export { zoomApiCredential, zoomCredentialTypeList, zoomOAuth2ApiCredential } from './credentials.js';

/** Zoom 1 (n8n's `n8n-nodes-base.zoom`): the signed-in user's meetings. */
export const zoomNode: NodeType[] = [{ description: zoomDescription, execute: executeZoom }];
