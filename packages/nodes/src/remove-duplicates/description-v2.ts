import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';
import { removeDuplicatesDescription } from './description.js';
import { disableDotNotationOption } from '../shared/transform-codex.js';

const onOperation = (...operation: string[]) => ({ show: { operation } });
const onLogic = (logic: string) => ({
  show: { logic: [logic], '/operation': ['removeItemsSeenInPreviousExecutions'] },
});
const inputItemsOnly = { show: { '/operation': ['removeDuplicateInputItems'] }, hide: { '/compare': ['allFields'] } };

const properties: NodeProperty[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    default: 'removeDuplicateInputItems',
    options: [
      {
        name: 'Remove Items Repeated Within Current Input',
        value: 'removeDuplicateInputItems',
        description: 'Remove duplicates from incoming items',
        action: 'Remove items repeated within current input',
      },
      {
        name: 'Remove Items Processed in Previous Executions',
        value: 'removeItemsSeenInPreviousExecutions',
        description: 'Deduplicate items already seen in previous executions',
        action: 'Remove items processed in previous executions',
      },
      {
        name: 'Clear Deduplication History',
        value: 'clearDeduplicationHistory',
        description: 'Wipe the store of previous items',
        action: 'Clear deduplication history',
      },
    ],
  },
  { ...removeDuplicatesDescription.properties[0]!, displayOptions: onOperation('removeDuplicateInputItems') },
  { ...removeDuplicatesDescription.properties[1]! },
  { ...removeDuplicatesDescription.properties[2]! },
  {
    displayName: 'Keep Items Where',
    name: 'logic',
    type: 'options',
    noDataExpression: true,
    default: 'removeItemsWithAlreadySeenKeyValues',
    description: 'How to select input items to remove by comparing them with key values previously processed',
    displayOptions: onOperation('removeItemsSeenInPreviousExecutions'),
    options: [
      {
        name: 'Value Is New',
        value: 'removeItemsWithAlreadySeenKeyValues',
        description: 'Remove all input items with values matching those already processed',
      },
      {
        name: 'Value Is Higher than Any Previous Value',
        value: 'removeItemsUpToStoredIncrementalKey',
        description: 'Works with incremental values, removes all input items with values up to the stored value',
      },
      {
        name: 'Value Is a Date Later than Any Previous Date',
        value: 'removeItemsUpToStoredDate',
        description: 'Works with date values, removes all input items with values up to the stored date',
      },
    ],
  },
  {
    displayName: 'Value to Dedupe On',
    name: 'dedupeValue',
    type: 'string',
    default: '',
    required: true,
    placeholder: 'e.g. ID',
    description: 'Use an input field (or a combination of fields) that has a unique ID value',
    hint: 'The input field value to compare between items',
    displayOptions: onLogic('removeItemsWithAlreadySeenKeyValues'),
  },
  {
    displayName: 'Value to Dedupe On',
    name: 'incrementalDedupeValue',
    type: 'number',
    default: '',
    placeholder: 'e.g. ID',
    description: 'Use an input field (or a combination of fields) that has an incremental value',
    hint: 'The input field value to compare between items, an incremental value is expected',
    displayOptions: onLogic('removeItemsUpToStoredIncrementalKey'),
  },
  {
    displayName: 'Value to Dedupe On',
    name: 'dateDedupeValue',
    type: 'dateTime',
    default: '',
    placeholder: ' e.g. 2024-08-09T13:44:16Z',
    description: 'Use an input field that has a date value in ISO format',
    hint: 'The input field value to compare between items, a date is expected',
    displayOptions: onLogic('removeItemsUpToStoredDate'),
  },
  {
    displayName: 'Mode',
    name: 'mode',
    type: 'options',
    default: 'cleanDatabase',
    description:
      'How you want to modify the key values stored on the database. None of these modes removes input items.',
    displayOptions: onOperation('clearDeduplicationHistory'),
    options: [
      {
        name: 'Clean Database',
        value: 'cleanDatabase',
        description: 'Clear all values stored for a key in the database',
      },
    ],
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: onOperation(
      'removeDuplicateInputItems',
      'removeItemsSeenInPreviousExecutions',
      'clearDeduplicationHistory',
    ),
    options: [
      { ...disableDotNotationOption, displayOptions: inputItemsOnly },
      {
        displayName: 'Remove Other Fields',
        name: 'removeOtherFields',
        type: 'boolean',
        default: false,
        description:
          'Whether to remove any fields that are not being compared. If disabled, will keep the values from the first of the duplicates.',
        displayOptions: inputItemsOnly,
      },
      {
        displayName: 'Scope',
        name: 'scope',
        type: 'options',
        default: 'node',
        description:
          'If set to ‘workflow,’ key values will be shared across all nodes in the workflow. If set to ‘node,’ key values will be specific to this node.',
        displayOptions: {
          show: { '/operation': ['clearDeduplicationHistory', 'removeItemsSeenInPreviousExecutions'] },
        },
        options: [
          {
            name: 'Workflow',
            value: 'workflow',
            description: 'Deduplication info will be shared by all the nodes in the workflow',
          },
          { name: 'Node', value: 'node', description: 'Deduplication info will be stored only for this node' },
        ],
      },
      {
        displayName: 'History Size',
        name: 'historySize',
        type: 'number',
        default: 10000,
        hint: 'The max number of past items to store for deduplication',
        displayOptions: {
          show: {
            '/logic': ['removeItemsWithAlreadySeenKeyValues'],
            '/operation': ['removeItemsSeenInPreviousExecutions'],
          },
        },
      },
    ],
  },
];

/**
 * Remove Duplicates 2: within the current input (as 1.1), against the keys seen in previous
 * executions (kept with the workflow's static data), or clearing that history. Items are answered
 * on "Kept" and, for the history operation, the removed ones on a second list "Discarded".
 */
export const removeDuplicatesV2Description: NodeTypeDescription = {
  ...removeDuplicatesDescription,
  version: 2,
  defaultVersion: 2,
  outputNames: ['Kept', 'Discarded'],
  properties,
};
