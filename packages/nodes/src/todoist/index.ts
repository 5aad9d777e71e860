import type { NodeType } from '@weft/workflow';
import { todoistV1Description, todoistV2Description } from './description.js';
import { executeTodoistV1 } from './execute-v1.js';
import { executeTodoistV2 } from './execute-v2.js';
import { todoistMethods } from './methods.js';

export { todoistApiCredential, todoistCredentialTypeList, todoistOAuth2ApiCredential } from './credentials.js';

/** Todoist 1, 2 and 2.1 (n8n's `n8n-nodes-base.todoist`): tasks, projects, sections, comments, labels, reminders. */
export const todoistNode: NodeType[] = [
  { description: todoistV1Description, execute: executeTodoistV1, methods: todoistMethods(1) },
  { description: todoistV2Description, execute: executeTodoistV2, methods: todoistMethods(2) },
];
