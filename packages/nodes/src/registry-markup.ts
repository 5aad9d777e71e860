import type { NodeType } from '@weft/workflow';
import { markdownNode } from './markdown/index.js';
import { xmlNode } from './xml/index.js';

/** Nodes that convert markup formats (Markdown, XML). */
export const markupNodeTypes: readonly NodeType[] = [...markdownNode, ...xmlNode];
