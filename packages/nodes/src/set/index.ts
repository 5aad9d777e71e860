import type { NodeType } from '@weft/workflow';
import { setDescription } from './description.js';
import { executeSet } from './execute.js';
import { legacySetDescription } from './legacy-description.js';
import { executeLegacySet } from './legacy-execute.js';

/**
 * Edit Fields (Set), versions 3.0–3.4, and the legacy Set, versions 1 and 2 (n8n's
 * `n8n-nodes-base.set`): two registrations, each with its own parameters.
 */
export const setNode: NodeType[] = [
  {
    description: setDescription,
    execute: executeSet,
    // `mode` and the duplicate options are read once, at item 0.
    itemwise: {
      perItemParameters: [
        'assignments',
        'fields',
        'jsonOutput',
        'options',
        'include',
        'includeOtherFields',
        'includeFields',
        'excludeFields',
      ],
    },
  },
  {
    description: legacySetDescription,
    execute: executeLegacySet,
    itemwise: { perItemParameters: ['keepOnlySet', 'options', 'values'] },
  },
];
