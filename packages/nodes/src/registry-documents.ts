import type { NodeType } from '@weft/workflow';
import { convertToFileNode } from './convert-to-file/index.js';
import { extractFromFileNode } from './extract-from-file/index.js';
import { spreadsheetFileNode } from './spreadsheet-file/index.js';

/** Nodes that turn files into items and items into files (Extract From File, Convert To File, Spreadsheet File). */
export const documentNodeTypes: readonly NodeType[] = [
  ...extractFromFileNode,
  ...convertToFileNode,
  ...spreadsheetFileNode,
];
