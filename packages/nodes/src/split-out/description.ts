import type { NodeTypeDescription } from '@weft/workflow';
import { dataTransformationCodex, disableDotNotationOption } from '../shared/transform-codex.js';

/** Description of Split Out 1. */
export const splitOutDescription: NodeTypeDescription = {
  name: 'weft.splitOut',
  displayName: 'Split Out',
  description: 'Turn a list inside item(s) into separate items',
  icon: 'fa:sign-out-alt',
  group: ['transform'],
  version: 1,
  subtitle: '',
  defaults: { name: 'Split Out' },
  inputs: ['main'],
  outputs: ['main'],
  codex: { ...dataTransformationCodex, alias: ['Split', 'Array', 'Transform', 'Table', 'List', 'Item'] },
  properties: [
    {
      displayName: 'Fields To Split Out',
      name: 'fieldToSplitOut',
      type: 'string',
      default: '',
      required: true,
      placeholder: 'Drag fields from the left or type their names',
      description:
        'The name of the input fields to break out into separate items. Separate multiple field names by commas. For binary data, use $binary.',
    },
    {
      displayName: 'Include',
      name: 'include',
      type: 'options',
      default: 'noOtherFields',
      description: 'Whether to copy any other fields into the new items',
      options: [
        { name: 'No Other Fields', value: 'noOtherFields' },
        { name: 'All Other Fields', value: 'allOtherFields' },
        { name: 'Selected Other Fields', value: 'selectedOtherFields' },
      ],
    },
    {
      displayName: 'Fields To Include',
      name: 'fieldsToInclude',
      type: 'string',
      placeholder: 'e.g. email, name',
      description: 'Fields in the input items to aggregate together',
      default: '',
      displayOptions: { show: { include: ['selectedOtherFields'] } },
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Field',
      default: {},
      options: [
        disableDotNotationOption,
        {
          displayName: 'Destination Field Name',
          name: 'destinationFieldName',
          type: 'string',
          default: '',
          description: 'The field in the output under which to put the split field contents',
        },
        {
          displayName: 'Include Binary',
          name: 'includeBinary',
          type: 'boolean',
          default: false,
          description: 'Whether to include the binary data in the new items',
        },
      ],
    },
  ],
};
