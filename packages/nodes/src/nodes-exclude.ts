import { toWeftTypeName } from '@weft/workflow';

/**
 * Node types an instance leaves out unless its operator says otherwise (`WEFT_NODES_EXCLUDE`, n8n's
 * `NODES_EXCLUDE`): they run shell commands, watch the server's disk (as in n8n 2), or run
 * JavaScript in Weft's own process rather than in the Code sandbox (LangChain Code, whose code
 * works on live LangChain objects), which a workflow editor should not be able to do by default.
 */
export const DEFAULT_EXCLUDED_NODE_TYPES: readonly string[] = [
  'n8n-nodes-base.executeCommand',
  'n8n-nodes-base.localFileTrigger',
  '@n8n/n8n-nodes-langchain.code',
];

/**
 * The excluded node types from an operator's setting: a JSON array (n8n's form,
 * `["n8n-nodes-base.executeCommand"]`) or a comma-separated list; `[]` or an empty list enables
 * every node. Unset: {@link DEFAULT_EXCLUDED_NODE_TYPES}. Answers Weft's type names.
 */
export function parseNodesExclude(value: string | undefined): string[] {
  if (value === undefined) return DEFAULT_EXCLUDED_NODE_TYPES.map(toWeftTypeName);
  const text = value.trim();
  let names: unknown;
  try {
    names = text.startsWith('[') ? JSON.parse(text) : text.split(',');
  } catch {
    throw new Error(
      `WEFT_NODES_EXCLUDE must be a JSON array of node type names or a comma-separated list, not ${JSON.stringify(value)}`,
    );
  }
  if (!Array.isArray(names)) throw new Error('WEFT_NODES_EXCLUDE must be a list of node type names');
  return names
    .map((n) => String(n).trim())
    .filter(Boolean)
    .map(toWeftTypeName);
}
