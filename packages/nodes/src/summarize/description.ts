import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';
import { dataTransformationCodex, disableDotNotationOption } from '../shared/transform-codex.js';

const NUMERIC = ['average', 'sum'];

const fieldParam = (description: string, displayOptions: NodeProperty['displayOptions']): NodeProperty => ({
  displayName: 'Field',
  name: 'field',
  type: 'string',
  default: '',
  description,
  placeholder: 'e.g. cost',
  hint: ' Enter the field name as text',
  displayOptions,
});

const splitByParam = (displayName: string, displayOptions: NodeProperty['displayOptions']): NodeProperty => ({
  displayName,
  name: 'fieldsToSplitBy',
  type: 'string',
  placeholder: 'e.g. country, city',
  default: '',
  description: 'The name of the input fields that you want to split the summary by',
  hint: 'Enter the name of the fields as text (separated by commas)',
  displayOptions,
});

/** Description of Summarize 1 and 1.1. */
export const summarizeDescription: NodeTypeDescription = {
  name: 'weft.summarize',
  displayName: 'Summarize',
  description: 'Sum, count, max, etc. across items',
  icon: 'fa:sigma',
  group: ['transform'],
  version: [1, 1.1],
  defaultVersion: 1.1,
  subtitle: '',
  defaults: { name: 'Summarize' },
  inputs: ['main'],
  outputs: ['main'],
  codex: {
    ...dataTransformationCodex,
    alias: ['Append', 'Array', 'Average', 'Concatenate', 'Count', 'Group', 'Pivot', 'Sum', 'Summarise', 'Transform'],
  },
  properties: [
    {
      displayName: 'Fields to Summarize',
      name: 'fieldsToSummarize',
      type: 'fixedCollection',
      placeholder: 'Add Field',
      default: { values: [{ aggregation: 'count', field: '' }] },
      typeOptions: { multipleValues: true },
      options: [
        {
          displayName: '',
          name: 'values',
          values: [
            {
              displayName: 'Aggregation',
              name: 'aggregation',
              type: 'options',
              default: 'count',
              description: 'How to combine the values of the field you want to summarize',
              options: [
                { name: 'Append', value: 'append' },
                { name: 'Average', value: 'average' },
                { name: 'Concatenate', value: 'concatenate' },
                { name: 'Count', value: 'count' },
                { name: 'Count Unique', value: 'countUnique' },
                { name: 'Max', value: 'max' },
                { name: 'Min', value: 'min' },
                { name: 'Sum', value: 'sum' },
              ],
            },
            fieldParam('The name of an input field that you want to summarize', {
              hide: { aggregation: [...NUMERIC, 'countUnique', 'count', 'max', 'min'] },
            }),
            fieldParam(
              'The name of an input field that you want to summarize. The field should contain numerical values; null, undefined, empty strings would be ignored.',
              { show: { aggregation: NUMERIC } },
            ),
            fieldParam(
              'The name of an input field that you want to summarize; null, undefined, empty strings would be ignored',
              { show: { aggregation: ['countUnique', 'count', 'max', 'min'] } },
            ),
            {
              displayName: 'Include Empty Values',
              name: 'includeEmpty',
              type: 'boolean',
              default: false,
              displayOptions: { show: { aggregation: ['append', 'concatenate', 'count', 'countUnique'] } },
            },
            {
              displayName: 'Separator',
              name: 'separateBy',
              type: 'options',
              default: ',',
              hint: 'What to insert between values',
              displayOptions: { show: { aggregation: ['concatenate'] } },
              options: [
                { name: 'Comma', value: ',' },
                { name: 'Comma and Space', value: ', ' },
                { name: 'New Line', value: '\n' },
                { name: 'None', value: '' },
                { name: 'Space', value: ' ' },
                { name: 'Other', value: 'other' },
              ],
            },
            {
              displayName: 'Custom Separator',
              name: 'customSeparator',
              type: 'string',
              default: '',
              displayOptions: { show: { aggregation: ['concatenate'], separateBy: ['other'] } },
            },
          ],
        },
      ],
    },
    splitByParam('Fields to Split By', { hide: { '/options.outputFormat': ['singleItem'] } }),
    splitByParam('Fields to Group By', { show: { '/options.outputFormat': ['singleItem'] } }),
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      options: [
        {
          displayName: 'Continue if Field Not Found',
          name: 'continueIfFieldNotFound',
          type: 'boolean',
          default: false,
          description:
            "Whether to continue if field to summarize can't be found in any items and return single empty item, otherwise an error would be thrown",
          displayOptions: { hide: { '@version': [{ _cnd: { gte: 1.1 } }] } },
        },
        disableDotNotationOption,
        {
          displayName: 'Output Format',
          name: 'outputFormat',
          type: 'options',
          default: 'separateItems',
          options: [
            { name: 'Each Split in a Separate Item', value: 'separateItems' },
            { name: 'All Splits in a Single Item', value: 'singleItem' },
          ],
        },
        {
          displayName: 'Ignore items without valid fields to group by',
          name: 'skipEmptySplitFields',
          type: 'boolean',
          default: false,
        },
      ],
    },
  ],
};
