/**
 * Type names of the core nodes that the engine, the server and the editor treat specially
 * (where a run starts, which nodes never run, which triggers answer HTTP calls). One place for
 * them, so a rename cannot leave a stale copy behind.
 */
export const CORE_NODE_TYPES = {
  manualTrigger: 'weft.manualTrigger',
  /** n8n's legacy Start node, still found in old exports. */
  start: 'weft.start',
  stickyNote: 'weft.stickyNote',
  executeWorkflowTrigger: 'weft.executeWorkflowTrigger',
  errorTrigger: 'weft.errorTrigger',
  scheduleTrigger: 'weft.scheduleTrigger',
  webhook: 'weft.webhook',
  formTrigger: 'weft.formTrigger',
  form: 'weft.form',
  wait: 'weft.wait',
  respondToWebhook: 'weft.respondToWebhook',
  /** LangChain nodes keep n8n's type names (`@n8n/n8n-nodes-langchain.*`); only n8n-nodes-base maps to `weft.*`. */
  mcpTrigger: '@n8n/n8n-nodes-langchain.mcpTrigger',
  chatTrigger: '@n8n/n8n-nodes-langchain.chatTrigger',
  manualChatTrigger: '@n8n/n8n-nodes-langchain.manualChatTrigger',
  if: 'weft.if',
  switch: 'weft.switch',
  code: 'weft.code',
  set: 'weft.set',
  merge: 'weft.merge',
  splitOut: 'weft.splitOut',
  httpRequest: 'weft.httpRequest',
} as const;
