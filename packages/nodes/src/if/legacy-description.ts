import type { NodeTypeDescription } from '@weft/workflow';
import { legacyConditionsProperty } from '../shared/legacy-conditions/index.js';

/** The If node's description for n8n typeVersion 1 (conditions by data type, combined with ALL or ANY). */
export const legacyIfDescription: NodeTypeDescription = {
  name: 'weft.if',
  displayName: 'If',
  description: 'Route items to different branches (true/false)',
  group: ['transform'],
  version: 1,
  defaultVersion: 2.3,
  icon: 'fa:map-signs',
  iconColor: 'green',
  defaults: { name: 'If', color: '#408000' },
  inputs: ['main'],
  outputs: ['main', 'main'],
  outputNames: ['true', 'false'],
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Flow'] },
    alias: ['Router', 'Filter', 'Condition', 'Logic', 'Boolean', 'Branch'],
  },
  properties: [
    legacyConditionsProperty,
    {
      displayName: 'Combine',
      name: 'combineOperation',
      type: 'options',
      options: [
        { name: 'ALL', description: 'The item goes to "true" only when every condition holds', value: 'all' },
        { name: 'ANY', description: 'The item goes to "true" when at least one condition holds', value: 'any' },
      ],
      default: 'all',
      description: 'How several conditions combine',
    },
  ],
};
