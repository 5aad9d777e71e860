import type { NodeType } from '@weft/workflow';
import { functionNode } from './function/index.js';
import { functionItemNode } from './function-item/index.js';
import { cronNode } from './cron/index.js';
import { intervalNode } from './interval/index.js';
import { startNode } from './start/index.js';
import { executionDataNode } from './execution-data/index.js';
import { compareDatasetsNode } from './compare-datasets/index.js';
import { itemListsNode } from './item-lists/index.js';
import { moveBinaryDataNode } from './move-binary-data/index.js';
import { debugHelperNode } from './debug-helper/index.js';

/**
 * n8n's legacy and missing core nodes that older workflows use (Function, Function Item, Cron,
 * Interval, Start, Item Lists, Compare Datasets, Move Binary Data, Execution Data, Debug Helper).
 */
export const legacyCoreNodeTypes: readonly NodeType[] = [
  ...functionNode,
  ...functionItemNode,
  ...cronNode,
  ...intervalNode,
  ...startNode,
  ...executionDataNode,
  ...compareDatasetsNode,
  ...itemListsNode,
  ...moveBinaryDataNode,
  ...debugHelperNode,
];
