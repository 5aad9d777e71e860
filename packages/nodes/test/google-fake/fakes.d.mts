import type { IncomingMessage, ServerResponse } from 'node:http';
export function createGoogleFakes(seed?: Record<string, unknown>): {
  sheets: { state: { requests: Array<Record<string, unknown>> } };
  handle(req: IncomingMessage, res: ServerResponse): boolean;
};
