import type { NodeType } from '@weft/workflow';
import { clockifyDescription } from './description.js';
import { executeClockify } from './execute.js';
import { clockifyMethods } from './methods.js';

export { clockifyApiCredential, clockifyCredentialTypeList } from './credentials.js';

/** Clockify 1 (n8n's `n8n-nodes-base.clockify`): clients, projects, tags, tasks, time entries, users and workspaces. */
export const clockifyNode: NodeType[] = [
  { description: clockifyDescription, execute: executeClockify, methods: clockifyMethods },
];
