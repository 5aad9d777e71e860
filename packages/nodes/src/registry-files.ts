import { toWeftTypeName, type CredentialType, type NodeType } from '@weft/workflow';
import { executeCommandNode } from './execute-command/index.js';
import { readBinaryFileNode } from './read-binary-file/index.js';
import { rssFeedReadNode } from './rss-feed-read/index.js';
import { n8nApi, n8nApiNode } from './n8n-api/index.js';
import { readBinaryFilesNode } from './read-binary-files/index.js';
import { writeBinaryFileNode } from './write-binary-file/index.js';

/**
 * Core nodes that read and write files or feeds on the server (RSS, binary file nodes, Spreadsheet
 * File, Local File Trigger, Execute Command, the n8n API node).
 */
export const fileNodeTypes: readonly NodeType[] = [...readBinaryFileNode, ...readBinaryFilesNode, ...writeBinaryFileNode, ...executeCommandNode, ...rssFeedReadNode, ...n8nApiNode];

/** Credential types of these nodes. */
export const fileNodeCredentialTypes: readonly CredentialType[] = [n8nApi];

/**
 * Node types an instance leaves out unless its operator says otherwise (`WEFT_NODES_EXCLUDE`, n8n's
 * `NODES_EXCLUDE`): they run shell commands or watch the server's disk, which a workflow editor
 * should not be able to do by default (as in n8n 2).
 */
export const DEFAULT_EXCLUDED_NODE_TYPES: readonly string[] = ['n8n-nodes-base.executeCommand', 'n8n-nodes-base.localFileTrigger'];

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
    throw new Error(`WEFT_NODES_EXCLUDE must be a JSON array of node type names or a comma-separated list, not ${JSON.stringify(value)}`);
  }
  if (!Array.isArray(names)) throw new Error('WEFT_NODES_EXCLUDE must be a list of node type names');
  return names.map((n) => String(n).trim()).filter(Boolean).map(toWeftTypeName);
}
