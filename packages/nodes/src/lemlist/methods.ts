/** The lemlist nodes' editor look-up, as n8n's nodes read it: the team's campaigns (first page). */
import type { NodeMethodContext, NodeMethods } from '@weft/workflow';
import { lemlistRequest } from './api.js';

/** Campaign names with their ids as values. */
export const lemlistMethods: NodeMethods = {
  loadOptions: {
    async getCampaigns(ctx: NodeMethodContext) {
      const campaigns = ((await lemlistRequest(ctx, 'GET', '/campaigns')) ?? []) as Array<{
        _id: string;
        name: string;
      }>;
      return campaigns.map(({ _id, name }) => ({ name, value: _id }));
    },
  },
};
