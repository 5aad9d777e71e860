import type { NodeType } from '@weft/workflow';
import { quickChartDescription } from './description.js';
import { executeQuickChart } from './execute.js';

export { quickChartDescription } from './description.js';

/** QuickChart 1 (n8n's `n8n-nodes-base.quickChart`): a chart of the items drawn by quickchart.io. */
export const quickChartNode: NodeType[] = [{ description: quickChartDescription, execute: executeQuickChart }];
