/** Microsoft Outlook (n8n's `n8n-nodes-base.microsoftOutlook`): version 1, and version 2. */
import type { NodeType } from '@weft/workflow';
import { outlookClient } from './client.js';
import { outlookV1Description } from './v1/description.js';
import { executeOutlookV1 } from './v1/execute.js';
import { outlookV2Description } from './v2/description.js';
import { executeOutlookV2 } from './v2/execute.js';
import { outlookListSearch, outlookLoadOptions } from './v2/list-search.js';

/** Microsoft Outlook, one registration per n8n version. */
export const microsoftOutlookNode: NodeType[] = [
  {
    description: outlookV1Description,
    execute: executeOutlookV1,
    methods: {
      loadOptions: {
        async getCategories(ctx) {
          const categories = await outlookClient(ctx).requestAll('/outlook/masterCategories');
          return categories.map((c) => ({ name: String(c.displayName ?? ''), value: String(c.id ?? '') }));
        },
      },
    },
  },
  {
    description: outlookV2Description,
    execute: executeOutlookV2,
    methods: { listSearch: outlookListSearch, loadOptions: outlookLoadOptions },
  },
];
