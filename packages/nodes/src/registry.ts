import { toWeftTypeName, type CredentialType, type NodeType } from '@weft/workflow';
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
import { legacyCoreNodeTypes } from './registry-legacy-core.js';
import { databaseCredentialTypes, databaseNodeTypes } from './registry-databases.js';
import { formNodeTypes } from './registry-forms.js';
import { fileNodeCredentialTypes, fileNodeTypes } from './registry-files.js';
import { dataNodeTypes } from './registry-data.js';
import { documentNodeTypes } from './registry-documents.js';
import { triggerNodeTypes } from './registry-triggers.js';
import { htmlNodeTypes } from './registry-html.js';
import { markupNodeTypes } from './registry-markup.js';
import { aiCredentialTypes, aiNodeTypes } from './registry-ai.js';
import { fileToolCredentialTypes, fileToolNodeTypes } from './registry-file-tools.js';
import { protocolCredentialTypes, protocolNodeTypes } from './registry-protocols.js';
import { queueCredentialTypes, queueNodeTypes } from './registry-queues.js';
import { googleFamilyCredentialTypes, googleNodeTypes } from './registry-google.js';
import { emailCredentialTypes, emailNodeTypes } from './registry-email.js';
import { messagingCredentialTypes, messagingNodeTypes } from './registry-messaging.js';
import { slackCredentialTypes, slackNodeTypes } from './registry-slack.js';
import { googleWorkspaceCredentialTypes, googleWorkspaceNodeTypes } from './registry-google-workspace.js';
import { microsoftCredentialTypes, microsoftNodeTypes } from './registry-microsoft.js';
import { airtableCredentialTypes, airtableNodeTypes } from './registry-airtable.js';
import { notionCredentialTypes, notionNodeTypes } from './registry-notion.js';
import { chatAppsCredentialTypes, chatAppsNodeTypes } from './registry-chat-apps.js';

/** Every built-in node type, each version listed. */
export const builtinNodeTypes: readonly NodeType[] = [
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
  ...legacyCoreNodeTypes,
  ...databaseNodeTypes,
  ...formNodeTypes,
  ...fileNodeTypes,
  ...dataNodeTypes,
  ...documentNodeTypes,
  ...triggerNodeTypes,
  ...htmlNodeTypes,
  ...markupNodeTypes,
  ...aiNodeTypes,
  ...fileToolNodeTypes,
  ...protocolNodeTypes,
  ...queueNodeTypes,
  ...googleNodeTypes,
  ...emailNodeTypes,
  ...messagingNodeTypes,
  ...slackNodeTypes,
  ...googleWorkspaceNodeTypes,
  ...microsoftNodeTypes,
  ...airtableNodeTypes,
  ...notionNodeTypes,
  ...chatAppsNodeTypes,
];

/** Every built-in credential type. */
export const builtinCredentialTypes: readonly CredentialType[] = [
  ...credentialTypes, ...fileNodeCredentialTypes, ...databaseCredentialTypes, ...aiCredentialTypes,
  ...fileToolCredentialTypes,
  ...protocolCredentialTypes,
  ...queueCredentialTypes,
  ...googleFamilyCredentialTypes,
  ...emailCredentialTypes,
  ...messagingCredentialTypes,
  ...slackCredentialTypes,
  ...googleWorkspaceCredentialTypes,
  ...microsoftCredentialTypes,
  ...airtableCredentialTypes,
  ...notionCredentialTypes,
  ...chatAppsCredentialTypes,
];

/** The built-in node types less those an instance excludes (Weft or n8n type names). */
export function enabledBuiltinNodeTypes(excluded: readonly string[]): NodeType[] {
  const out = new Set(excluded.map(toWeftTypeName));
  return builtinNodeTypes.filter((t) => !out.has(t.description.name));
}
