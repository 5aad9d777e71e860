/**
 * n8n's "Request Options" node setting, which n8n gives every declarative node (Perplexity and the
 * legacy OpenAI node among them): batching, ignoring TLS issues, a proxy and a timeout. The engine's
 * routing reads it for declarative nodes; Perplexity's code reads it through {@link requestSettings}.
 */
import type { NodeProperty } from '@weft/workflow';

/** The `requestOptions` property (n8n's names and defaults). */
export const requestOptionsProperty: NodeProperty = {
  displayName: 'Request Options',
  name: 'requestOptions',
  type: 'collection',
  placeholder: 'Add Option',
  default: {},
  options: [
    {
      displayName: 'Batching',
      name: 'batching',
      placeholder: 'Add Batching',
      type: 'fixedCollection',
      typeOptions: { multipleValues: false },
      default: { batch: {} },
      options: [
        {
          displayName: 'Batching',
          name: 'batch',
          values: [
            {
              displayName: 'Items per Batch',
              name: 'batchSize',
              type: 'number',
              typeOptions: { minValue: -1 },
              default: 50,
              description: 'How many items are sent before a pause (-1 for no batches; 0 counts as 1)',
            },
            {
              displayName: 'Batch Interval (ms)',
              name: 'batchInterval',
              type: 'number',
              typeOptions: { minValue: 0 },
              default: 1000,
              description: 'The pause between batches, in milliseconds (0 for none)',
            },
          ],
        },
      ],
    },
    {
      displayName: 'Ignore SSL Issues (Insecure)',
      name: 'allowUnauthorizedCerts',
      type: 'boolean',
      noDataExpression: true,
      default: false,
      description: "Whether to accept the answer even when the server's TLS certificate cannot be checked",
    },
    {
      displayName: 'Proxy',
      name: 'proxy',
      type: 'string',
      default: '',
      placeholder: 'e.g. http://myproxy:3128',
      description: 'An HTTP proxy to send the requests through (http://user:password@host:port when it needs a login)',
    },
    {
      displayName: 'Timeout',
      name: 'timeout',
      type: 'number',
      typeOptions: { minValue: 1 },
      default: 10000,
      description: 'How long to wait for the answer to start, in milliseconds',
    },
  ],
};

/** The request settings an item's `requestOptions` value asks for. */
export interface RequestSettings {
  batchSize: number;
  batchInterval: number;
  proxy?: string;
  ignoreSslIssues?: boolean;
  timeout?: number;
}

/** Reads a `requestOptions` value (missing parts: no batching, no proxy, n8n's 5-minute timeout). */
export function requestSettings(value: unknown): RequestSettings {
  const o = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const batching = (o.batching as { batch?: Record<string, unknown> } | undefined)?.batch ?? {};
  const size = Number(batching.batchSize);
  return {
    batchSize: Number.isFinite(size) && size !== 0 ? size : 1,
    batchInterval: Number(batching.batchInterval) > 0 ? Number(batching.batchInterval) : 0,
    ...(typeof o.proxy === 'string' && o.proxy ? { proxy: o.proxy } : {}),
    ...(o.allowUnauthorizedCerts ? { ignoreSslIssues: true } : {}),
    timeout: Number(o.timeout) > 0 ? Number(o.timeout) : 300_000,
  };
}
