import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';

const FUZZY_DESCRIPTION =
  "Whether to tolerate small type differences when comparing fields, e.g. the number 3 and the string '3' count as the same";

const resolveOptions = [
  { name: 'Use Input A Version', value: 'preferInput1' },
  { name: 'Use Input B Version', value: 'preferInput2' },
  { name: 'Use a Mix of Versions', value: 'mix', description: 'Output uses different inputs for different fields' },
  {
    name: 'Include Both Versions',
    value: 'includeBoth',
    description: 'Output contains all data (but structure more complex)',
  },
];

const properties: NodeProperty[] = [
  {
    displayName:
      'Items of the two inputs are paired when the fields below match; the other fields of a pair then tell whether they are the same or different',
    name: 'infoBox',
    type: 'notice',
    default: '',
  },
  {
    displayName: 'Fields to Match',
    name: 'mergeByFields',
    type: 'fixedCollection',
    placeholder: 'Add Fields to Match',
    default: { values: [{ field1: '', field2: '' }] },
    typeOptions: { multipleValues: true },
    options: [
      {
        displayName: 'Values',
        name: 'values',
        values: [
          {
            displayName: 'Input A Field',
            name: 'field1',
            type: 'string',
            default: '',
            placeholder: 'e.g. id',
            hint: ' Enter the field name as text',
          },
          {
            displayName: 'Input B Field',
            name: 'field2',
            type: 'string',
            default: '',
            placeholder: 'e.g. id',
            hint: ' Enter the field name as text',
          },
        ],
      },
    ],
  },
  {
    displayName: 'When There Are Differences',
    name: 'resolve',
    type: 'options',
    default: 'preferInput2',
    options: resolveOptions,
    displayOptions: { show: { '@version': [1, 2] } },
  },
  {
    displayName: 'When There Are Differences',
    name: 'resolve',
    type: 'options',
    default: 'includeBoth',
    options: resolveOptions,
    displayOptions: { hide: { '@version': [1, 2] } },
  },
  {
    displayName: 'Fuzzy Compare',
    name: 'fuzzyCompare',
    type: 'boolean',
    default: false,
    description: FUZZY_DESCRIPTION,
    displayOptions: { hide: { '@version': [1] } },
  },
  {
    displayName: 'Prefer',
    name: 'preferWhenMix',
    type: 'options',
    default: 'input1',
    options: [
      { name: 'Input A Version', value: 'input1' },
      { name: 'Input B Version', value: 'input2' },
    ],
    displayOptions: { show: { resolve: ['mix'] } },
  },
  {
    displayName: 'For Everything Except',
    name: 'exceptWhenMix',
    type: 'string',
    default: '',
    placeholder: 'e.g. id, country',
    hint: 'Enter the names of the input fields as text, separated by commas',
    displayOptions: { show: { resolve: ['mix'] } },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    options: [
      {
        displayName: 'Fields to Skip Comparing',
        name: 'skipFields',
        type: 'string',
        default: '',
        placeholder: 'e.g. updated_at, updated_by',
        hint: 'Enter the field names as text, separated by commas',
        description: 'Fields left out when checking whether two items are the same',
      },
      {
        displayName: 'Fuzzy Compare',
        name: 'fuzzyCompare',
        type: 'boolean',
        default: false,
        description: FUZZY_DESCRIPTION,
        displayOptions: { show: { '@version': [1] } },
      },
      {
        displayName: 'Disable Dot Notation',
        name: 'disableDotNotation',
        type: 'boolean',
        default: false,
        description: 'Whether to disallow referencing child fields using `parent.child` in the field name',
      },
      {
        displayName: 'Multiple Matches',
        name: 'multipleMatches',
        type: 'options',
        default: 'first',
        options: [
          { name: 'Include First Match Only', value: 'first', description: 'Only ever output a single item per match' },
          {
            name: 'Include All Matches',
            value: 'all',
            description: 'Output multiple items if there are multiple matches',
          },
        ],
      },
    ],
  },
];

/** The Compare Datasets node (n8n's `n8n-nodes-base.compareDatasets` 1 to 2.3). */
export const compareDatasetsDescription: NodeTypeDescription = {
  name: 'weft.compareDatasets',
  displayName: 'Compare Datasets',
  description: 'Compare two inputs for changes',
  group: ['transform'],
  version: [1, 2, 2.1, 2.2, 2.3],
  defaultVersion: 2.3,
  icon: 'fa:code-compare',
  defaults: { name: 'Compare Datasets' },
  inputs: ['main', 'main'],
  outputs: ['main', 'main', 'main', 'main'],
  outputNames: ['In A only', 'Same', 'Different', 'In B only'],
  requiredInputs: 1,
  properties,
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Flow'] },
    alias: ['Join', 'Concatenate', 'Compare', 'Dataset', 'Split', 'Sync', 'Syncing'],
  },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/core-nodes/n8n-nodes-base.comparedatasets/',
};
