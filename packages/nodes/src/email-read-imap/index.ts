/**
 * Email Trigger (IMAP) (n8n's `n8n-nodes-base.emailReadImap`) at versions 1, 2 and 2.1, with the
 * `imap` credential: see trigger.ts for what it does, formats.ts for the items.
 */
import type { ExecuteContext, NodeOutput, NodeType } from '@weft/workflow';
import { runTriggerByHand } from '../shared/queue-trigger.js';
import { emailReadImapV1Description, emailReadImapV2Description } from './description.js';
import { triggerEmailReadImap } from './trigger.js';

export { imapCredential } from './credential.js';
export { triggerEmailReadImap, type EmailTriggerContext } from './trigger.js';

/** By hand ("listen for test event"): the first batch of emails is the node's output. */
function executeEmailReadImap(ctx: ExecuteContext): Promise<NodeOutput> {
  return runTriggerByHand(ctx, (triggerCtx) =>
    triggerEmailReadImap({ ...triggerCtx, getWorkflowStaticData: (type) => ctx.getWorkflowStaticData(type) }),
  );
}

/** Email Trigger (IMAP), one entry per description (1; 2 and 2.1). */
export const emailReadImapNode: NodeType[] = [
  { description: emailReadImapV1Description, trigger: triggerEmailReadImap, execute: executeEmailReadImap },
  { description: emailReadImapV2Description, trigger: triggerEmailReadImap, execute: executeEmailReadImap },
];
