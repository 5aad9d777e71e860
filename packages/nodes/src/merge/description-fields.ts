import type { NodeProperty } from '@weft/workflow';
import { clashHandlingProperty, fuzzyCompareProperty, withDisplay } from './description-shared.js';

const multipleMatchesProperty: NodeProperty = {
  displayName: 'Multiple Matches',
  name: 'multipleMatches',
  type: 'options',
  default: 'all',
  options: [
    { name: 'Include All Matches', value: 'all', description: 'Output multiple items if there are multiple matches' },
    { name: 'Include First Match Only', value: 'first', description: 'Only ever output a single item per match' },
  ],
};

const outputDataFrom = (both: string, joinMode: string): NodeProperty => ({
  displayName: 'Output Data From',
  name: 'outputDataFrom',
  type: 'options',
  options: [
    { name: both, value: 'both' },
    { name: 'Input 1', value: 'input1' },
    { name: 'Input 2', value: 'input2' },
  ],
  default: 'both',
  displayOptions: { show: { joinMode: [joinMode] } },
});

/** Parameters of "Combine → Matching Fields". */
export const combineByFieldsProperties: NodeProperty[] = withDisplay(
  { mode: ['combine'], combineBy: ['combineByFields'] },
  [
    {
      displayName: 'Fields To Match Have Different Names',
      name: 'advanced',
      type: 'boolean',
      default: false,
      description: 'Whether name(s) of field to match are different in input 1 and input 2',
    },
    {
      displayName: 'Fields to Match',
      name: 'fieldsToMatchString',
      type: 'string',
      placeholder: 'e.g. id, name',
      default: '',
      description: 'Specify the fields to use for matching input items',
      hint: 'Drag or type the input field name',
      displayOptions: { show: { advanced: [false] } },
    },
    {
      displayName: 'Fields to Match',
      name: 'mergeByFields',
      type: 'fixedCollection',
      placeholder: 'Add Fields to Match',
      default: { values: [{ field1: '', field2: '' }] },
      typeOptions: { multipleValues: true },
      description: 'Specify the fields to use for matching input items',
      displayOptions: { show: { advanced: [true] } },
      options: [
        {
          displayName: 'Values',
          name: 'values',
          values: [
            {
              displayName: 'Input 1 Field',
              name: 'field1',
              type: 'string',
              default: '',
              placeholder: 'e.g. id',
              hint: 'Drag or type the input field name',
            },
            {
              displayName: 'Input 2 Field',
              name: 'field2',
              type: 'string',
              default: '',
              placeholder: 'e.g. id',
              hint: 'Drag or type the input field name',
            },
          ],
        },
      ],
    },
    {
      displayName: 'Output Type',
      name: 'joinMode',
      type: 'options',
      description: 'How to select the items to send to output',
      options: [
        { name: 'Keep Matches', value: 'keepMatches', description: 'Items that match, merged together (inner join)' },
        { name: 'Keep Non-Matches', value: 'keepNonMatches', description: "Items that don't match" },
        {
          name: 'Keep Everything',
          value: 'keepEverything',
          description: "Items that match merged together, plus items that don't match (outer join)",
        },
        {
          name: 'Enrich Input 1',
          value: 'enrichInput1',
          description: 'All of input 1, with data from input 2 added in (left join)',
        },
        {
          name: 'Enrich Input 2',
          value: 'enrichInput2',
          description: 'All of input 2, with data from input 1 added in (right join)',
        },
      ],
      default: 'keepMatches',
    },
    outputDataFrom('Both Inputs Merged Together', 'keepMatches'),
    outputDataFrom('Both Inputs Appended Together', 'keepNonMatches'),
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      options: [
        { ...clashHandlingProperty, displayOptions: { hide: { '/joinMode': ['keepMatches', 'keepNonMatches'] } } },
        {
          ...clashHandlingProperty,
          displayOptions: { show: { '/joinMode': ['keepMatches'], '/outputDataFrom': ['both'] } },
        },
        {
          displayName: 'Disable Dot Notation',
          name: 'disableDotNotation',
          type: 'boolean',
          default: false,
          description: 'Whether to disallow referencing child fields using `parent.child` in the field name',
        },
        fuzzyCompareProperty,
        {
          ...multipleMatchesProperty,
          displayOptions: { show: { '/joinMode': ['keepMatches'], '/outputDataFrom': ['both'] } },
        },
        {
          ...multipleMatchesProperty,
          displayOptions: { show: { '/joinMode': ['enrichInput1', 'enrichInput2', 'keepEverything'] } },
        },
      ],
    },
  ],
);
