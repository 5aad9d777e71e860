import type { NodeType } from '@weft/workflow';
import { trelloDescription } from './description.js';
import { executeTrello } from './execute.js';
import { trelloMethods } from './methods.js';

export { trelloApiCredential } from './credentials.js';

/** Trello 1 (n8n's `n8n-nodes-base.trello`): boards, lists, cards, comments, checklists, labels, attachments and members. */
export const trelloNode: NodeType[] = [
  { description: trelloDescription, execute: executeTrello, methods: trelloMethods },
];
