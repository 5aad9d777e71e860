import type { NodeTypeDescription } from '@weft/workflow';

const keyModes = ['keepKeyMatches', 'mergeByKey', 'removeKeyMatches'];

/** The Merge node's description for n8n typeVersion 1 (two inputs, no required inputs). */
export const mergeV1Description: NodeTypeDescription = {
  name: 'weft.merge',
  displayName: 'Merge',
  description: 'Merges data of multiple streams once data from both is available',
  group: ['transform'],
  version: 1,
  defaultVersion: 3.2,
  icon: 'fa:code-branch',
  iconColor: 'light-blue',
  subtitle: '={{$parameter["mode"]}}',
  defaults: { name: 'Merge', color: '#00bbcc' },
  inputs: ['main', 'main'],
  outputs: ['main'],
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Flow', 'Data Transformation'] },
    alias: ['Join', 'Concatenate', 'Wait'],
  },
  properties: [
    {
      displayName: 'This is an old version of the Merge node: add a new Merge node to use its current modes',
      name: 'oldVersionNotice',
      type: 'notice',
      default: '',
    },
    {
      displayName: 'Mode',
      name: 'mode',
      type: 'options',
      options: [
        { name: 'Append', value: 'append', description: 'The items of input 1, then those of input 2' },
        {
          name: 'Keep Key Matches',
          value: 'keepKeyMatches',
          description: 'The items of input 1 whose key is found in input 2',
        },
        {
          name: 'Merge By Index',
          value: 'mergeByIndex',
          description: 'Each item of input 1 merged with the item of input 2 at the same position',
        },
        {
          name: 'Merge By Key',
          value: 'mergeByKey',
          description: 'Each item of input 1 merged with the item of input 2 that has the same key',
        },
        {
          name: 'Multiplex',
          value: 'multiplex',
          description: 'Every item of input 1 merged with every item of input 2 (m × n items)',
        },
        { name: 'Pass-Through', value: 'passThrough', description: 'The items of one input only' },
        {
          name: 'Remove Key Matches',
          value: 'removeKeyMatches',
          description: 'The items of input 1 whose key is not found in input 2',
        },
        { name: 'Wait', value: 'wait', description: 'Waits for both inputs, then outputs a single empty item' },
      ],
      default: 'append',
      description: 'How the data of the two inputs is merged',
    },
    {
      displayName: 'Join',
      name: 'join',
      type: 'options',
      displayOptions: { show: { mode: ['mergeByIndex'] } },
      options: [
        { name: 'Inner Join', value: 'inner', description: 'As many items as the shorter input has' },
        { name: 'Left Join', value: 'left', description: 'As many items as input 1 has' },
        { name: 'Outer Join', value: 'outer', description: 'As many items as the longer input has' },
      ],
      default: 'left',
      description: 'How many items the output has when the inputs have different numbers of items',
    },
    {
      displayName: 'Property Input 1',
      name: 'propertyName1',
      type: 'string',
      default: '',
      hint: 'The name of the field as text (e.g. “id”)',
      required: true,
      displayOptions: { show: { mode: keyModes } },
      description: 'The field of input 1 items that holds the key',
    },
    {
      displayName: 'Property Input 2',
      name: 'propertyName2',
      type: 'string',
      default: '',
      hint: 'The name of the field as text (e.g. “id”)',
      required: true,
      displayOptions: { show: { mode: keyModes } },
      description: 'The field of input 2 items that holds the key',
    },
    {
      displayName: 'Output Data',
      name: 'output',
      type: 'options',
      displayOptions: { show: { mode: ['passThrough'] } },
      options: [
        { name: 'Input 1', value: 'input1' },
        { name: 'Input 2', value: 'input2' },
      ],
      default: 'input1',
      description: 'The input whose items are output',
    },
    {
      displayName: 'Overwrite',
      name: 'overwrite',
      type: 'options',
      displayOptions: { show: { mode: ['mergeByKey'] } },
      options: [
        { name: 'Always', value: 'always', description: 'Input 2 values always replace those of input 1' },
        {
          name: 'If Blank',
          value: 'blank',
          description: 'Only where the input 1 value is null, undefined or an empty string',
        },
        { name: 'If Missing', value: 'undefined', description: 'Only fields input 1 does not have' },
      ],
      default: 'always',
      description: 'When a value of input 2 replaces the value of input 1',
    },
  ],
};
