import type { NodeTypeDescription } from '@weft/workflow';
import { dataTransformationCodex, disableDotNotationOption } from '../shared/transform-codex.js';

/** Description of Remove Duplicates 1 and 1.1. */
export const removeDuplicatesDescription: NodeTypeDescription = {
  name: 'weft.removeDuplicates',
  displayName: 'Remove Duplicates',
  description: 'Delete items with matching field values',
  icon: 'fa:clone',
  group: ['transform'],
  version: [1, 1.1],
  defaultVersion: 1.1,
  subtitle: '',
  defaults: { name: 'Remove Duplicates' },
  inputs: ['main'],
  outputs: ['main'],
  codex: {
    ...dataTransformationCodex,
    alias: ['Dedupe', 'Deduplicate', 'Duplicates', 'Remove', 'Unique', 'Transform', 'Array', 'List', 'Item'],
  },
  properties: [
    {
      displayName: 'Compare',
      name: 'compare',
      type: 'options',
      default: 'allFields',
      description: 'The fields of the input items to compare to see if they are the same',
      options: [
        { name: 'All Fields', value: 'allFields' },
        { name: 'All Fields Except', value: 'allFieldsExcept' },
        { name: 'Selected Fields', value: 'selectedFields' },
      ],
    },
    {
      displayName: 'Fields To Exclude',
      name: 'fieldsToExclude',
      type: 'string',
      placeholder: 'e.g. email, name',
      description: 'Fields in the input to exclude from the comparison',
      default: '',
      displayOptions: { show: { compare: ['allFieldsExcept'] } },
    },
    {
      displayName: 'Fields To Compare',
      name: 'fieldsToCompare',
      type: 'string',
      placeholder: 'e.g. email, name',
      description: 'Fields in the input to add to the comparison',
      default: '',
      displayOptions: { show: { compare: ['selectedFields'] } },
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Field',
      default: {},
      displayOptions: { show: { compare: ['allFieldsExcept', 'selectedFields'] } },
      options: [
        disableDotNotationOption,
        {
          displayName: 'Remove Other Fields',
          name: 'removeOtherFields',
          type: 'boolean',
          default: false,
          description:
            'Whether to remove any fields that are not being compared. If disabled, will keep the values from the first of the duplicates.',
        },
      ],
    },
  ],
};
