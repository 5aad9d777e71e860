import type { NodeTypeDescription } from '@weft/workflow';
import { legacyConditionsProperty } from '../shared/legacy-conditions/index.js';

/** The Filter node's description for n8n typeVersion 1 (conditions by data type, combined with AND or OR). */
export const legacyFilterDescription: NodeTypeDescription = {
  name: 'weft.filter',
  displayName: 'Filter',
  description: 'Remove items matching a condition',
  group: ['transform'],
  version: 1,
  defaultVersion: 2.3,
  icon: 'fa:filter',
  iconColor: 'light-blue',
  defaults: { name: 'Filter', color: '#229eff' },
  inputs: ['main'],
  outputs: ['main'],
  outputNames: ['Kept', 'Discarded'],
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Flow', 'Data Transformation'] },
    alias: ['Router', 'Filter', 'Condition', 'Logic', 'Boolean', 'Branch'],
  },
  properties: [
    legacyConditionsProperty,
    {
      displayName: 'Combine Conditions',
      name: 'combineConditions',
      type: 'options',
      options: [
        { name: 'AND', description: 'An item is kept only when it meets every condition', value: 'AND' },
        { name: 'OR', description: 'An item is kept when it meets at least one condition', value: 'OR' },
      ],
      default: 'AND',
      description: 'How several conditions combine',
    },
  ],
};
