import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';
import { fuzzyCompareProperty } from '../description-shared.js';

const byFields = { mode: ['combine'], combinationMode: ['mergeByFields'] };
const optionsByFields = { '/mode': ['combine'], '/combinationMode': ['mergeByFields'] };

/** Merge 2's "Clash Handling": input 2 is preferred by default (`preferInput2`, v3's `preferLast`). */
const clashHandlingV2: NodeProperty = {
  displayName: 'Clash Handling',
  name: 'clashHandling',
  type: 'fixedCollection',
  default: { values: { resolveClash: 'preferInput2', mergeMode: 'deepMerge', overrideEmpty: false } },
  options: [
    {
      displayName: 'Values',
      name: 'values',
      values: [
        {
          displayName: 'When Field Values Clash',
          name: 'resolveClash',
          type: 'options',
          default: '',
          options: [
            { name: 'Always Add Input Number to Field Names', value: 'addSuffix' },
            { name: 'Prefer Input 1 Version', value: 'preferInput1' },
            { name: 'Prefer Input 2 Version', value: 'preferInput2' },
          ],
        },
        {
          displayName: 'Merging Nested Fields',
          name: 'mergeMode',
          type: 'options',
          default: 'deepMerge',
          options: [
            { name: 'Deep Merge', value: 'deepMerge', description: 'Merge at every level of nesting' },
            {
              name: 'Shallow Merge',
              value: 'shallowMerge',
              description: 'Merge the top-level fields only (nested fields come whole from one input)',
            },
          ],
          hint: 'How fields below the top level are merged',
          displayOptions: { show: { resolveClash: ['preferInput1', 'preferInput2'] } },
        },
        {
          displayName: 'Minimize Empty Fields',
          name: 'overrideEmpty',
          type: 'boolean',
          default: false,
          description:
            "Whether a field that is empty (undefined, null or '') in the preferred input takes the other input's value",
          displayOptions: { show: { resolveClash: ['preferInput1', 'preferInput2'] } },
        },
      ],
    },
  ],
};

const multipleMatches: NodeProperty = {
  displayName: 'Multiple Matches',
  name: 'multipleMatches',
  type: 'options',
  default: 'all',
  options: [
    { name: 'Include All Matches', value: 'all', description: 'One output item per match' },
    { name: 'Include First Match Only', value: 'first', description: 'At most one output item per input 1 item' },
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
  displayOptions: { show: { ...byFields, joinMode: [joinMode] } },
});

/**
 * The Merge node's description for n8n typeVersions 2 and 2.1 (two inputs; "Choose Branch" waits
 * for both, the other modes run with one). 2.1 no longer fails when a field to match is missing
 * from every item of an input.
 */
export const mergeV2Description: NodeTypeDescription = {
  name: 'weft.merge',
  displayName: 'Merge',
  description: 'Merges data of multiple streams once data from both is available',
  group: ['transform'],
  version: [2, 2.1],
  defaultVersion: 3.2,
  icon: 'fa:code-branch',
  iconColor: 'light-blue',
  subtitle: '={{$parameter["mode"]}}',
  defaults: { name: 'Merge' },
  inputs: ['main', 'main'],
  outputs: ['main'],
  requiredInputs: '={{ $parameter["mode"] === "chooseBranch" ? [0, 1] : 1 }}',
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Flow', 'Data Transformation'] },
    alias: ['Join', 'Concatenate', 'Wait'],
  },
  properties: [
    {
      displayName: 'Mode',
      name: 'mode',
      type: 'options',
      options: [
        { name: 'Append', value: 'append', description: 'The items of input 1, then those of input 2' },
        { name: 'Combine', value: 'combine', description: 'Merge matching items together' },
        { name: 'Choose Branch', value: 'chooseBranch', description: 'The data of one input, unchanged' },
      ],
      default: 'append',
      description: 'How the data of the two inputs is merged',
    },
    {
      displayName: 'Combination Mode',
      name: 'combinationMode',
      type: 'options',
      options: [
        { name: 'Merge By Fields', value: 'mergeByFields', description: 'Combine items with the same field values' },
        { name: 'Merge By Position', value: 'mergeByPosition', description: 'Combine items by their order' },
        {
          name: 'Multiplex',
          value: 'multiplex',
          description: 'Every combination of an input 1 and an input 2 item (cross join)',
        },
      ],
      default: 'mergeByFields',
      displayOptions: { show: { mode: ['combine'] } },
    },
    {
      displayName: 'Fields to Match',
      name: 'mergeByFields',
      type: 'fixedCollection',
      placeholder: 'Add Fields to Match',
      default: { values: [{ field1: '', field2: '' }] },
      typeOptions: { multipleValues: true },
      displayOptions: { show: byFields },
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
              hint: 'Enter the field name as text',
            },
            {
              displayName: 'Input 2 Field',
              name: 'field2',
              type: 'string',
              default: '',
              placeholder: 'e.g. id',
              hint: 'Enter the field name as text',
            },
          ],
        },
      ],
    },
    {
      displayName: 'Output Type',
      name: 'joinMode',
      type: 'options',
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
      displayOptions: { show: byFields },
    },
    outputDataFrom('Both Inputs Merged Together', 'keepMatches'),
    outputDataFrom('Both Inputs Appended Together', 'keepNonMatches'),
    {
      displayName: 'Output Type',
      name: 'chooseBranchMode',
      type: 'options',
      options: [{ name: 'Wait for Both Inputs to Arrive', value: 'waitForBoth' }],
      default: 'waitForBoth',
      displayOptions: { show: { mode: ['chooseBranch'] } },
    },
    {
      displayName: 'Output',
      name: 'output',
      type: 'options',
      options: [
        { name: 'Input 1 Data', value: 'input1' },
        { name: 'Input 2 Data', value: 'input2' },
        { name: 'A Single, Empty Item', value: 'empty' },
      ],
      default: 'input1',
      displayOptions: { show: { mode: ['chooseBranch'], chooseBranchMode: ['waitForBoth'] } },
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      displayOptions: { hide: { mode: ['chooseBranch', 'append'] } },
      options: [
        {
          ...clashHandlingV2,
          displayOptions: { show: optionsByFields, hide: { '/joinMode': ['keepMatches', 'keepNonMatches'] } },
        },
        {
          ...clashHandlingV2,
          displayOptions: { show: { ...optionsByFields, '/joinMode': ['keepMatches'], '/outputDataFrom': ['both'] } },
        },
        {
          ...clashHandlingV2,
          displayOptions: { show: { '/mode': ['combine'], '/combinationMode': ['multiplex', 'mergeByPosition'] } },
        },
        {
          displayName: 'Disable Dot Notation',
          name: 'disableDotNotation',
          type: 'boolean',
          default: false,
          description: 'Whether to disallow referencing child fields using `parent.child` in the field name',
          displayOptions: { show: optionsByFields },
        },
        fuzzyCompareProperty,
        {
          displayName: 'Include Any Unpaired Items',
          name: 'includeUnpaired',
          type: 'boolean',
          default: false,
          description: 'Whether the items at the end of the longer input, with nothing to pair with, are output too',
          displayOptions: { show: { '/mode': ['combine'], '/combinationMode': ['mergeByPosition'] } },
        },
        {
          ...multipleMatches,
          displayOptions: { show: { ...optionsByFields, '/joinMode': ['keepMatches'], '/outputDataFrom': ['both'] } },
        },
        {
          ...multipleMatches,
          displayOptions: {
            show: { ...optionsByFields, '/joinMode': ['enrichInput1', 'enrichInput2', 'keepEverything'] },
          },
        },
      ],
    },
  ],
};
