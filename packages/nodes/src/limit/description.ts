import type { NodeTypeDescription } from '@weft/workflow';
import { dataTransformationCodex } from '../shared/transform-codex.js';

/** Description of Limit 1. */
export const limitDescription: NodeTypeDescription = {
  name: 'weft.limit',
  displayName: 'Limit',
  description: 'Restrict the number of items',
  icon: 'fa:hand-paper',
  group: ['transform'],
  version: 1,
  subtitle: '',
  defaults: { name: 'Limit' },
  inputs: ['main'],
  outputs: ['main'],
  codex: { ...dataTransformationCodex, alias: ['Limit', 'Remove', 'Slice', 'Transform', 'Array', 'List', 'Item'] },
  properties: [
    {
      displayName: 'Max Items',
      name: 'maxItems',
      type: 'number',
      typeOptions: { minValue: 1 },
      default: 1,
      description: 'If there are more items than this number, some are removed',
    },
    {
      displayName: 'Keep',
      name: 'keep',
      type: 'options',
      default: 'firstItems',
      description: 'When removing items, whether to keep the ones at the start or the ending',
      options: [
        { name: 'First Items', value: 'firstItems' },
        { name: 'Last Items', value: 'lastItems' },
      ],
    },
  ],
};
