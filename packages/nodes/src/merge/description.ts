import type { NodeParameters, NodeTypeDescription } from '@weft/workflow';
import { combineByFieldsProperties } from './description-fields.js';
import {
  clashHandlingProperty,
  fuzzyCompareProperty,
  numberInputsProperty,
  withDisplay,
} from './description-shared.js';

/**
 * The inputs that must have data before Merge runs when the execution has nothing else to do
 * (n8n v1 order): both for "Choose Branch", else any one. n8n declares this as the expression
 * `={{ $parameter["mode"] === "chooseBranch" ? [0, 1] : 1 }}`.
 */
export function mergeRequiredInputs(parameters: NodeParameters): number | number[] {
  return parameters.mode === 'chooseBranch' ? [0, 1] : 1;
}

/** The Merge node's description for n8n typeVersions 3, 3.1 and 3.2. */
export const mergeDescription: NodeTypeDescription = {
  name: 'weft.merge',
  displayName: 'Merge',
  description: 'Merges data of multiple streams once data from both is available',
  group: ['transform'],
  version: [3, 3.1, 3.2],
  defaultVersion: 3.2,
  icon: 'fa:code-branch',
  iconColor: 'light-blue',
  subtitle: '={{$parameter["mode"]}}',
  defaults: { name: 'Merge' },
  // n8n: one input per `numberInputs` (default 2), named "Input 1", "Input 2"…
  inputs: ['main', 'main'],
  outputs: ['main'],
  // Mode-dependent in n8n, see mergeRequiredInputs: [0, 1] for chooseBranch.
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
      noDataExpression: true,
      options: [
        { name: 'Append', value: 'append', description: 'Output items of each input, one after the other' },
        { name: 'Combine', value: 'combine', description: 'Merge matching items together' },
        { name: 'SQL Query', value: 'combineBySql', description: 'Write a query to do the merge' },
        {
          name: 'Choose Branch',
          value: 'chooseBranch',
          description: 'Output data from a specific branch, without modifying it',
        },
      ],
      default: 'append',
      description: 'How input data should be merged',
    },
    {
      displayName: 'Combine By',
      name: 'combineBy',
      type: 'options',
      noDataExpression: true,
      options: [
        { name: 'Matching Fields', value: 'combineByFields', description: 'Combine items with the same field values' },
        { name: 'Position', value: 'combineByPosition', description: 'Combine items based on their order' },
        {
          name: 'All Possible Combinations',
          value: 'combineAll',
          description: 'Every pairing of every two items (cross join)',
        },
      ],
      default: 'combineByFields',
      description: 'How input data should be merged',
      displayOptions: { show: { mode: ['combine'] } },
    },
    ...withDisplay({ mode: ['append'] }, [numberInputsProperty]),
    ...withDisplay({ mode: ['combine'], combineBy: ['combineAll'] }, [
      {
        displayName: 'Options',
        name: 'options',
        type: 'collection',
        placeholder: 'Add option',
        default: {},
        options: [clashHandlingProperty, fuzzyCompareProperty],
      },
    ]),
    ...combineByFieldsProperties,
    ...withDisplay({ mode: ['combineBySql'] }, [
      numberInputsProperty,
      {
        displayName: 'Query',
        name: 'query',
        type: 'string',
        default: 'SELECT * FROM input1 LEFT JOIN input2 ON input1.name = input2.id',
        noDataExpression: true,
        description: 'Input data available as tables with corresponding number, e.g. input1, input2',
        hint: 'Supports <a href="https://github.com/alasql/alasql/wiki/Supported-SQL-statements" target="_blank">most</a> of the SQL-99 language',
        required: true,
        typeOptions: { rows: 5, editor: 'sqlEditor' },
      },
      {
        displayName: 'Options',
        name: 'options',
        type: 'collection',
        placeholder: 'Add option',
        default: {},
        options: [
          {
            displayName: 'Empty Query Result',
            name: 'emptyQueryResult',
            type: 'options',
            description: 'The output when the query runs without error but gives no rows',
            options: [
              { name: 'Success', value: 'success' },
              { name: 'Empty Result', value: 'empty' },
            ],
            default: 'empty',
          },
        ],
        displayOptions: { show: { '@version': [3.2] } },
      },
    ]),
    ...withDisplay({ mode: ['combine'], combineBy: ['combineByPosition'] }, [
      numberInputsProperty,
      {
        displayName: 'Options',
        name: 'options',
        type: 'collection',
        placeholder: 'Add option',
        default: {},
        options: [
          { ...clashHandlingProperty, default: { values: { resolveClash: 'addSuffix' } } },
          {
            displayName: 'Include Any Unpaired Items',
            name: 'includeUnpaired',
            type: 'boolean',
            default: false,
            description:
              'Whether unpaired items should be included in the result when there are differing numbers of items among the inputs',
          },
        ],
      },
    ]),
    ...withDisplay({ mode: ['chooseBranch'] }, [
      numberInputsProperty,
      {
        displayName: 'Output Type',
        name: 'chooseBranchMode',
        type: 'options',
        options: [{ name: 'Wait for All Inputs to Arrive', value: 'waitForAll' }],
        default: 'waitForAll',
      },
      {
        displayName: 'Output',
        name: 'output',
        type: 'options',
        options: [
          { name: 'Data of Specified Input', value: 'specifiedInput' },
          { name: 'A Single, Empty Item', value: 'empty' },
        ],
        default: 'specifiedInput',
        displayOptions: { show: { chooseBranchMode: ['waitForAll'] } },
      },
      {
        displayName: 'Use Data of Input',
        name: 'useDataOfInput',
        type: 'options',
        default: 1,
        displayOptions: { show: { output: ['specifiedInput'] } },
        typeOptions: { minValue: 1, loadOptionsMethod: 'getInputs', loadOptionsDependsOn: ['numberInputs'] },
        description: 'The number of the input to use data of',
      },
    ]),
  ],
};
