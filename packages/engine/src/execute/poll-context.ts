import type { ExecuteContext, PollContext } from '@weft/workflow';

/**
 * The {@link PollContext} of a polling trigger run as a workflow's start node by hand ("Fetch test
 * event"): the node's execute context seen through the poller's narrower interface, in mode
 * `manual`. Static data changed here is not kept (manual runs never save it).
 */
export function pollContextOf(ctx: ExecuteContext): PollContext {
  return {
    getNodeParameter: (name, fallback) => ctx.getNodeParameter(name, 0, fallback),
    getNode: () => ctx.getNode(),
    getWorkflow: () => ctx.getWorkflow(),
    getMode: () => ctx.getMode(),
    getTimezone: () => ctx.getTimezone(),
    getWorkflowStaticData: (type) => ctx.getWorkflowStaticData(type),
    getCredentials: (type) => ctx.getCredentials(type, 0),
    refreshOAuth2Credentials: ctx.refreshOAuth2Credentials ? (type) => ctx.refreshOAuth2Credentials!(type) : undefined,
    now: () => ctx.now(),
    helpers: {
      httpRequest: (options) => ctx.helpers.httpRequest(options),
      returnJsonArray: (data) => ctx.helpers.returnJsonArray(data),
    },
  };
}
