/**
 * Clockify Trigger 1's parameters after `pollTimes` (n8n's `n8n-nodes-base.clockifyTrigger`): the
 * workspace to watch and what to watch for (new time entries). Names, types, defaults, options and
 * display rules are n8n 1.123's, so workflows saved by n8n's editor mean the same here;
 * descriptions are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const clockifyTriggerProperties: NodeProperty[] = [
  {
    displayName: 'Workspace Name or ID',
    name: 'workspaceId',
    type: 'options',
    typeOptions: { loadOptionsMethod: 'listWorkspaces' },
    required: true,
    default: '',
  },
  {
    displayName: 'Trigger',
    name: 'watchField',
    type: 'options',
    options: [{ name: 'New Time Entry', value: 0 }],
    required: true,
    default: 0,
  },
];
