/** Microsoft Teams (n8n's `n8n-nodes-base.microsoftTeams`): versions 1 and 1.1, and version 2. */
import type { NodeType } from '@weft/workflow';
import { executeTeams } from './execute.js';
import { teamsV1Methods, teamsV2Methods } from './methods.js';
import { teamsV1Description } from './v1/description.js';
import { teamsV2Description } from './v2/description.js';

/** Microsoft Teams, one registration per n8n version group. */
export const microsoftTeamsNode: NodeType[] = [
  { description: teamsV1Description, execute: executeTeams, methods: teamsV1Methods },
  { description: teamsV2Description, execute: executeTeams, methods: teamsV2Methods },
];
