import type { Item, NodeType } from '@weft/workflow';
import { webhookDescription } from './description.js';

/**
 * Key under which the host puts the request's HTTP method on the start item, for webhooks that
 * listen to several methods (one output per method). The node removes it from its output.
 */
export const WEBHOOK_METHOD_KEY = '__weftWebhookMethod';

/**
 * Webhook: starts a workflow when its URL is called. The server matches the request, checks
 * authentication and builds the item `{headers, params, query, body, webhookUrl, executionMode}`
 * (plus binary data); the workflow then runs from this node with that item as its input, which
 * the node passes on. In a manual run without a request it outputs its input unchanged.
 */
export const webhookNode: NodeType[] = [
  {
    description: webhookDescription,
    async execute(ctx) {
      const items = ctx.getInputData();
      const methods = ctx.getNodeParameter('httpMethod', 0, 'GET') as string | string[];
      const clean = items.map((item): Item => {
        if (!(WEBHOOK_METHOD_KEY in item.json)) return item;
        const json = { ...item.json };
        delete json[WEBHOOK_METHOD_KEY];
        return { ...item, json };
      });
      if (!Array.isArray(methods)) return [clean];
      const outputs: Item[][] = methods.map(() => []);
      items.forEach((item, i) => {
        const method = String(item.json[WEBHOOK_METHOD_KEY] ?? methods[0] ?? 'GET').toUpperCase();
        const index = Math.max(0, methods.map((m) => m.toUpperCase()).indexOf(method));
        outputs[index]!.push(clean[i]!);
      });
      return outputs;
    },
  },
];
