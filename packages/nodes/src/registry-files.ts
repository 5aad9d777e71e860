import type { CredentialType, NodeType } from '@weft/workflow';
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
export const fileNodeTypes: readonly NodeType[] = [
  ...readBinaryFileNode,
  ...readBinaryFilesNode,
  ...writeBinaryFileNode,
  ...executeCommandNode,
  ...rssFeedReadNode,
  ...n8nApiNode,
];

/** Credential types of these nodes. */
export const fileNodeCredentialTypes: readonly CredentialType[] = [n8nApi];
