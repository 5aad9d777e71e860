import type { NodeTypeDescription } from '@weft/workflow';
import {
  ignoreCaseOption,
  looseTypeValidationProperty,
  typeValidationExpression,
} from '../shared/filter-conditions/index.js';

/**
 * The Filter node's description for n8n typeVersions 2 to 2.3 (2.3 stores
 * filter version 3: an empty string or empty array compared as a number counts as no value).
 */
export const filterDescription: NodeTypeDescription = {
  name: 'weft.filter',
  displayName: 'Filter',
  description: 'Keep only items matching a condition',
  group: ['transform'],
  version: [2, 2.1, 2.2, 2.3],
  defaultVersion: 2.3,
  icon: 'fa:filter',
  iconColor: 'light-blue',
  defaults: { name: 'Filter', color: '#229eff' },
  inputs: ['main'],
  outputs: ['main'],
  outputNames: ['Kept', 'Discarded'],
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Flow'] },
    alias: ['Router', 'Filter', 'Condition', 'Logic', 'Boolean', 'Branch'],
  },
  properties: [
    {
      displayName: 'Conditions',
      name: 'conditions',
      placeholder: 'Add Condition',
      type: 'filter',
      default: {},
      typeOptions: {
        filter: {
          caseSensitive: '={{!$parameter.options.ignoreCase}}',
          typeValidation: typeValidationExpression(2.1),
          version: '={{ $nodeVersion >= 2.3 ? 3 : $nodeVersion >= 2.2 ? 2 : 1 }}',
        },
      },
    },
    {
      ...looseTypeValidationProperty,
      default: false,
      displayOptions: { show: { '@version': [{ _cnd: { gte: 2.1 } }] } },
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      options: [
        ignoreCaseOption,
        { ...looseTypeValidationProperty, displayOptions: { show: { '@version': [{ _cnd: { lt: 2.1 } }] } } },
      ],
    },
  ],
};
