import type { NodeCodex } from '@weft/workflow';

/** The node-creator placement shared by the data-transformation nodes. */
export const dataTransformationCodex: NodeCodex = {
  categories: ['Core Nodes'],
  subcategories: { 'Core Nodes': ['Data Transformation'] },
};

/** The "Disable Dot Notation" option several transformation nodes offer. */
export const disableDotNotationOption = {
  displayName: 'Disable Dot Notation',
  name: 'disableDotNotation',
  type: 'boolean' as const,
  default: false,
  description: 'Whether to disallow referencing child fields using `parent.child` in the field name',
};
