import type { ServerContext } from '../../context.js';
import type { PushHub } from '../contracts.js';

/** The push hub (placeholder until it is built): drops events. */
export function createPushHub(ctx: Omit<ServerContext, 'push' | 'executions' | 'activeWorkflows' | 'credentials'>): PushHub {
  void ctx;
  return { send: () => undefined, broadcast: () => undefined };
}
