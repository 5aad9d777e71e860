import type { CredentialType, NodeType } from '@weft/workflow';
import { manualTriggerNode } from './manual-trigger/index.js';
import { noOpNode } from './no-op/index.js';
import { stopAndErrorNode } from './stop-and-error/index.js';
import { waitNode } from './wait/index.js';
import { executeWorkflowNode } from './execute-workflow/index.js';
import { executeWorkflowTriggerNode } from './execute-workflow-trigger/index.js';
import { stickyNoteNode } from './sticky-note/index.js';
import { codeNode } from './code/index.js';
import { ifNode } from './if/index.js';
import { filterNode } from './filter/index.js';
import { switchNode } from './switch/index.js';
import { mergeNode } from './merge/index.js';
import { splitInBatchesNode } from './split-in-batches/index.js';
import { setNode } from './set/index.js';
import { sortNode } from './sort/index.js';
import { limitNode } from './limit/index.js';
import { removeDuplicatesNode } from './remove-duplicates/index.js';
import { splitOutNode } from './split-out/index.js';
import { aggregateNode } from './aggregate/index.js';
import { summarizeNode } from './summarize/index.js';
import { renameKeysNode } from './rename-keys/index.js';
import { dateTimeNode } from './date-time/index.js';
import { cryptoNode } from './crypto/index.js';
import { httpRequestNode } from './http-request/index.js';
import { webhookNode } from './webhook/index.js';
import { respondToWebhookNode } from './respond-to-webhook/index.js';
import { scheduleTriggerNode } from './schedule-trigger/index.js';
import { errorTriggerNode } from './error-trigger/index.js';
import { credentialTypes } from './credentials/index.js';

/** The core nodes (manual trigger, flow, data, HTTP Request, Code, webhooks, schedules), every version: always loaded. */
export const coreNodeTypes: readonly NodeType[] = [
  ...manualTriggerNode,
  ...noOpNode,
  ...stopAndErrorNode,
  ...waitNode,
  ...executeWorkflowNode,
  ...executeWorkflowTriggerNode,
  ...stickyNoteNode,
  ...codeNode,
  ...ifNode,
  ...filterNode,
  ...switchNode,
  ...mergeNode,
  ...splitInBatchesNode,
  ...setNode,
  ...sortNode,
  ...limitNode,
  ...removeDuplicatesNode,
  ...splitOutNode,
  ...aggregateNode,
  ...summarizeNode,
  ...renameKeysNode,
  ...dateTimeNode,
  ...cryptoNode,
  ...httpRequestNode,
  ...webhookNode,
  ...respondToWebhookNode,
  ...scheduleTriggerNode,
  ...errorTriggerNode,
];

/** The core credential types (HTTP authentication, OAuth2, the generic ones). */
export const coreCredentialTypes: readonly CredentialType[] = credentialTypes;
