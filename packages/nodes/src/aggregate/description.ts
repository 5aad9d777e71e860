import type { NodeTypeDescription } from '@weft/workflow';
import { dataTransformationCodex, disableDotNotationOption } from '../shared/transform-codex.js';

const allItemData = { show: { aggregate: ['aggregateAllItemData'] } };
const notAllItemData = { hide: { '/aggregate': ['aggregateAllItemData'] } };

/** Description of Aggregate 1. */
export const aggregateDescription: NodeTypeDescription = {
  name: 'weft.aggregate',
  displayName: 'Aggregate',
  description: 'Combine a field from many items into a list in a single item',
  icon: 'fa:object-group',
  group: ['transform'],
  version: 1,
  subtitle: '',
  defaults: { name: 'Aggregate' },
  inputs: ['main'],
  outputs: ['main'],
  codex: {
    ...dataTransformationCodex,
    alias: ['Aggregate', 'Combine', 'Flatten', 'Transform', 'Array', 'List', 'Item'],
  },
  properties: [
    {
      displayName: 'Aggregate',
      name: 'aggregate',
      type: 'options',
      default: 'aggregateIndividualFields',
      options: [
        { name: 'Individual Fields', value: 'aggregateIndividualFields' },
        { name: 'All Item Data (Into a Single List)', value: 'aggregateAllItemData' },
      ],
    },
    {
      displayName: 'Fields To Aggregate',
      name: 'fieldsToAggregate',
      type: 'fixedCollection',
      typeOptions: { multipleValues: true },
      placeholder: 'Add Field To Aggregate',
      default: { fieldToAggregate: [{ fieldToAggregate: '', renameField: false }] },
      displayOptions: { show: { aggregate: ['aggregateIndividualFields'] } },
      options: [
        {
          displayName: '',
          name: 'fieldToAggregate',
          values: [
            {
              displayName: 'Input Field Name',
              name: 'fieldToAggregate',
              type: 'string',
              default: '',
              description: 'The name of a field in the input items to aggregate together',
              placeholder: 'e.g. id',
              hint: ' Enter the field name as text',
            },
            {
              displayName: 'Rename Field',
              name: 'renameField',
              type: 'boolean',
              default: false,
              description: 'Whether to give the field a different name in the output',
            },
            {
              displayName: 'Output Field Name',
              name: 'outputFieldName',
              type: 'string',
              default: '',
              description:
                'The name of the field to put the aggregated data in. Leave blank to use the input field name.',
              displayOptions: { show: { renameField: [true] } },
            },
          ],
        },
      ],
    },
    {
      displayName: 'Put Output in Field',
      name: 'destinationFieldName',
      type: 'string',
      default: 'data',
      description: 'The name of the output field to put the data in',
      displayOptions: allItemData,
    },
    {
      displayName: 'Include',
      name: 'include',
      type: 'options',
      default: 'allFields',
      displayOptions: allItemData,
      options: [
        { name: 'All Fields', value: 'allFields' },
        { name: 'Specified Fields', value: 'specifiedFields' },
        { name: 'All Fields Except', value: 'allFieldsExcept' },
      ],
    },
    {
      displayName: 'Fields To Exclude',
      name: 'fieldsToExclude',
      type: 'string',
      placeholder: 'e.g. email, name',
      default: '',
      displayOptions: { show: { aggregate: ['aggregateAllItemData'], include: ['allFieldsExcept'] } },
    },
    {
      displayName: 'Fields To Include',
      name: 'fieldsToInclude',
      type: 'string',
      placeholder: 'e.g. email, name',
      default: '',
      displayOptions: { show: { aggregate: ['aggregateAllItemData'], include: ['specifiedFields'] } },
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Field',
      default: {},
      options: [
        { ...disableDotNotationOption, displayOptions: notAllItemData },
        {
          displayName: 'Merge Lists',
          name: 'mergeLists',
          type: 'boolean',
          default: false,
          description:
            'Whether to merge the output into a single flat list (rather than a list of lists), if the field to aggregate is a list',
          displayOptions: notAllItemData,
        },
        {
          displayName: 'Include Binaries',
          name: 'includeBinaries',
          type: 'boolean',
          default: false,
          description: 'Whether to include the binary data in the new item',
        },
        {
          displayName: 'Keep Only Unique Binaries',
          name: 'keepOnlyUnique',
          type: 'boolean',
          default: false,
          description:
            'Whether to keep only unique binaries by comparing mime types, file types, file sizes and file extensions',
          displayOptions: { show: { includeBinaries: [true] } },
        },
        {
          displayName: 'Keep Missing And Null Values',
          name: 'keepMissing',
          type: 'boolean',
          default: false,
          description: 'Whether to add a null entry to the aggregated list when there is a missing or null value',
          displayOptions: notAllItemData,
        },
      ],
    },
  ],
};
