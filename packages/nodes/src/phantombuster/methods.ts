/** Phantombuster 1's editor look-up, as n8n's node makes it: the account's agents, named by their names. */
import type { NodeMethods } from '@weft/workflow';
import { phantombusterRequest } from './api.js';

/** Phantombuster 1's look-ups. */
export const phantombusterMethods: NodeMethods = {
  loadOptions: {
    getAgents: async (ctx) => {
      const agents = ((await phantombusterRequest(ctx, 'GET', '/agents/fetch-all')) ?? []) as Array<
        Record<string, unknown>
      >;
      return agents.map((agent) => ({ name: String(agent.name), value: agent.id as string }));
    },
  },
};
