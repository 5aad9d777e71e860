import type { NodeType } from '@weft/workflow';
import { htmlNode } from './html/index.js';
import { htmlExtractNode } from './html-extract/index.js';

/** Nodes that read and write HTML (HTML and the legacy HTML Extract). */
export const htmlNodeTypes: readonly NodeType[] = [...htmlNode, ...htmlExtractNode];
