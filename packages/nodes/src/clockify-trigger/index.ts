/** Clockify Trigger (n8n's `n8n-nodes-base.clockifyTrigger`), typeVersion 1. */
import type { NodeType } from '@weft/workflow';
import { clockifyMethods } from '../clockify/methods.js';
import { clockifyTriggerDescription } from './description.js';
import { pollClockify } from './poll.js';

/** Clockify Trigger, polling for new time entries of the key's user. */
export const clockifyTriggerNode: NodeType[] = [
  {
    description: clockifyTriggerDescription,
    poll: pollClockify,
    methods: { loadOptions: { listWorkspaces: clockifyMethods.loadOptions!.listWorkspaces! } },
  },
];
