import type { NodeTypeDescription } from '@weft/workflow';
import { splitInBatchesDescription } from './description.js';

const [notice, batchSize, options] = splitInBatchesDescription.properties;

const legacyProperties: NodeTypeDescription['properties'] = [
  notice!,
  { ...batchSize!, default: 10 },
  {
    ...options!,
    options: [
      {
        displayName: 'Reset',
        name: 'reset',
        type: 'boolean',
        default: false,
        description: 'Whether the node will be reset and so with the current input-data newly initialized',
      },
    ],
  },
];

const legacyBase = {
  name: 'weft.splitInBatches',
  displayName: 'Split In Batches',
  description: 'Split data into batches and iterate over each batch',
  group: ['organization'],
  icon: 'fa:th-large',
  defaults: { name: 'Split In Batches', color: '#007755' },
  inputs: ['main'],
  codex: splitInBatchesDescription.codex,
  properties: legacyProperties,
} satisfies Omit<NodeTypeDescription, 'version' | 'outputs'>;

/**
 * Split In Batches 1 (n8n's legacy loop): one output with the next batch; once nothing is left the
 * branch stops. `$node["Split In Batches"].context["noItemsLeft"]` tells a loop when to end.
 */
export const splitInBatchesV1Description: NodeTypeDescription = { ...legacyBase, version: 1, outputs: ['main'] };

/** Split In Batches 2: outputs "loop" (the next batch) and "done" (all items the loop sent back). */
export const splitInBatchesV2Description: NodeTypeDescription = {
  ...legacyBase,
  version: 2,
  outputs: ['main', 'main'],
  outputNames: ['loop', 'done'],
};
