import type { NodeParameters, NodeProperty, NodeTypeDescription } from '@weft/workflow';
import {
  ignoreCaseOption,
  looseTypeValidationProperty,
  typeValidationExpression,
} from '../shared/filter-conditions/index.js';

/**
 * The Switch node's outputs for its parameters: one per rule (named by outputKey) plus the
 * fallback output when `options.fallbackOutput` is 'extra', or `numberOutputs` in expression mode.
 */
export function switchOutputs(parameters: NodeParameters): Array<{ type: 'main'; displayName: string }> {
  if (parameters.mode === 'expression') {
    const count = Number(parameters.numberOutputs ?? 4);
    return Array.from({ length: count }, (_, i) => ({ type: 'main', displayName: String(i) }));
  }
  const rules = (parameters.rules as { values?: Array<{ outputKey?: string }> } | undefined)?.values ?? [];
  const outputs = rules.map((rule, index): { type: 'main'; displayName: string } => ({
    type: 'main',
    displayName: rule.outputKey || String(index),
  }));
  const options = (parameters.options ?? {}) as { fallbackOutput?: unknown; renameFallbackOutput?: string };
  if (options.fallbackOutput === 'extra') {
    outputs.push({ type: 'main', displayName: options.renameFallbackOutput || 'Fallback' });
  }
  return outputs;
}

const defaultRule = {
  conditions: {
    options: { caseSensitive: true, leftValue: '', typeValidation: 'strict' },
    conditions: [{ leftValue: '', rightValue: '', operator: { type: 'string', operation: 'equals' } }],
    combinator: 'and',
  },
};

const numberOutputsProperty = {
  displayName: 'Number of Outputs',
  name: 'numberOutputs',
  type: 'number',
  default: 4,
  description: 'How many outputs to create',
} satisfies NodeProperty;

/**
 * The Switch node's description for n8n typeVersions 3 to 3.4: 3.1 moves "Convert types" to the
 * top level, 3.2 uses filter version 2, 3.3 takes no expression for the number of outputs, 3.4 uses
 * filter version 3 (an empty value compared as a number is no value).
 */
export const switchDescription: NodeTypeDescription = {
  name: 'weft.switch',
  displayName: 'Switch',
  description: 'Route items depending on defined expression or rules',
  group: ['transform'],
  version: [3, 3.1, 3.2, 3.3, 3.4],
  defaultVersion: 3.4,
  icon: 'fa:map-signs',
  iconColor: 'light-blue',
  subtitle: '=mode: {{ $parameter["mode"] }}',
  defaults: { name: 'Switch', color: '#506000' },
  inputs: ['main'],
  // n8n computes the outputs from the parameters; see switchOutputs.
  outputs:
    '={{ $parameter["mode"] === "expression" ? $parameter["numberOutputs"] : ($parameter["rules"]?.values ?? []).length + ($parameter["options"]?.fallbackOutput === "extra" ? 1 : 0) }}',
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Flow'] },
    alias: ['Router', 'If', 'Path', 'Filter', 'Condition', 'Logic', 'Branch', 'Case'],
  },
  properties: [
    {
      displayName: 'Mode',
      name: 'mode',
      type: 'options',
      noDataExpression: true,
      options: [
        { name: 'Rules', value: 'rules', description: 'Build a matching rule for each output' },
        { name: 'Expression', value: 'expression', description: 'Write an expression to return the output index' },
      ],
      default: 'rules',
      description: 'How data should be routed',
    },
    {
      ...numberOutputsProperty,
      noDataExpression: true,
      displayOptions: { show: { mode: ['expression'], '@version': [{ _cnd: { gte: 3.3 } }] } },
    },
    {
      ...numberOutputsProperty,
      displayOptions: { show: { mode: ['expression'], '@version': [{ _cnd: { lt: 3.3 } }] } },
    },
    {
      displayName: 'Output Index',
      name: 'output',
      type: 'number',
      hint: 'The index to route the item to, starts at 0',
      displayOptions: { show: { mode: ['expression'] } },
      default: '={{}}',
      description:
        'The output index to send the input item to. Use an expression to calculate which input item should be routed to which output. The expression must return a number.',
    },
    {
      displayName: 'Routing Rules',
      name: 'rules',
      placeholder: 'Add Routing Rule',
      type: 'fixedCollection',
      typeOptions: { multipleValues: true, sortable: true },
      default: { values: [defaultRule] },
      displayOptions: { show: { mode: ['rules'] } },
      options: [
        {
          name: 'values',
          displayName: 'Values',
          values: [
            {
              displayName: 'Conditions',
              name: 'conditions',
              placeholder: 'Add Condition',
              type: 'filter',
              default: {},
              typeOptions: {
                multipleValues: false,
                filter: {
                  caseSensitive: '={{!$parameter.options.ignoreCase}}',
                  typeValidation: typeValidationExpression(3.1),
                  version: '={{ $nodeVersion >= 3.4 ? 3 : $nodeVersion >= 3.2 ? 2 : 1 }}',
                },
              },
            },
            { displayName: 'Rename Output', name: 'renameOutput', type: 'boolean', default: false },
            {
              displayName: 'Output Name',
              name: 'outputKey',
              type: 'string',
              default: '',
              description: 'The label of output to which to send data to if rule matches',
              displayOptions: { show: { renameOutput: [true] } },
            },
          ],
        },
      ],
    },
    {
      ...looseTypeValidationProperty,
      default: false,
      displayOptions: { show: { '@version': [{ _cnd: { gte: 3.1 } }] } },
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      displayOptions: { show: { mode: ['rules'] } },
      options: [
        {
          displayName: 'Fallback Output',
          name: 'fallbackOutput',
          type: 'options',
          typeOptions: {
            loadOptionsDependsOn: ['rules.values', '/rules', '/rules.values'],
            loadOptionsMethod: 'getFallbackOutputOptions',
          },
          default: 'none',
          description: 'If no rule matches the item will be sent to this output, by default they will be ignored',
        },
        ignoreCaseOption,
        { ...looseTypeValidationProperty, displayOptions: { show: { '@version': [{ _cnd: { lt: 3.1 } }] } } },
        {
          displayName: 'Rename Fallback Output',
          name: 'renameFallbackOutput',
          type: 'string',
          placeholder: 'e.g. Fallback',
          default: '',
          displayOptions: { show: { fallbackOutput: ['extra'] } },
        },
        {
          displayName: 'Send data to all matching outputs',
          name: 'allMatchingOutputs',
          type: 'boolean',
          default: false,
          description: 'Whether to send data to all outputs meeting conditions (and not just the first one)',
        },
      ],
    },
  ],
};
