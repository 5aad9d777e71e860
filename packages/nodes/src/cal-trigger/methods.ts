/**
 * The Cal.com Trigger's editor look-ups: the account's event types (`GET /event-types`), by title,
 * sorted by name without regard to case as n8n sorts them.
 */
import type { NodeMethods } from '@weft/workflow';
import { calRequest } from './api.js';

/** The Cal.com Trigger's `loadOptions` methods. */
export const calTriggerMethods: NodeMethods = {
  loadOptions: {
    async getEventTypes(ctx) {
      const { event_types: types } = (await calRequest(ctx, 'GET', '/event-types')) as {
        event_types: Array<{ title: string; id: number }>;
      };
      const options = types.map((t) => ({ name: t.title, value: t.id }));
      const key = (o: { name: string }) => o.name.toLowerCase();
      return options.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
    },
  },
};
