/**
 * The Linear node's editor look-ups, as n8n's node reads them: teams, users, and a team's workflow
 * states (the team from the node, from the update's fields, or else the issue's own team), each
 * read page by page; states sorted by name.
 */
import type { NodeMethodContext, NodeMethods, NodePropertyOption } from '@weft/workflow';
import { linearRequest, linearRequestAll, type LinearCaller } from './api.js';
import { LINEAR_QUERIES } from './queries.js';

type Json = Record<string, any>;

const auth = (ctx: NodeMethodContext) => ctx.getCurrentNodeParameter('authentication') ?? 'apiToken';
const caller = (ctx: NodeMethodContext) => ctx as unknown as LinearCaller;
const options = (list: unknown[]): NodePropertyOption[] =>
  (list as Json[]).map((x) => ({ name: String(x.name), value: String(x.id) }));

/** The Linear node's `loadOptions` methods (the trigger uses `getTeams`). */
export const linearMethods: NodeMethods = {
  loadOptions: {
    async getTeams(ctx) {
      return options(
        await linearRequestAll(caller(ctx), auth(ctx), ['data', 'teams'], { query: LINEAR_QUERIES.teams }),
      );
    },
    async getUsers(ctx) {
      return options(
        await linearRequestAll(caller(ctx), auth(ctx), ['data', 'users'], { query: LINEAR_QUERIES.users }),
      );
    },
    async getStates(ctx) {
      let teamId = ctx.getCurrentNodeParameter('teamId') as string | undefined;
      if (!teamId) {
        const updateFields = (ctx.getCurrentNodeParameter('updateFields') ?? {}) as Json;
        if (updateFields.teamId) teamId = updateFields.teamId;
        else {
          const answer = await linearRequest(caller(ctx), auth(ctx), {
            query: LINEAR_QUERIES.issueTeam,
            variables: { issueId: ctx.getCurrentNodeParameter('issueId') },
          });
          teamId = answer?.data?.issue?.team?.id;
        }
      }
      const states = options(
        await linearRequestAll(caller(ctx), auth(ctx), ['data', 'workflowStates'], {
          query: LINEAR_QUERIES.states,
          variables: { filter: { team: { id: { eq: teamId } } } },
        }),
      );
      return states.sort((a, b) => a.name.toLocaleLowerCase().localeCompare(b.name.toLocaleLowerCase()));
    },
  },
};
