import { describe, expect, it } from 'vitest';
import { ExpressionDataContext } from '../expression/data-scope.js';
import type { Workflow } from '../types/workflow.js';
import {
  encodeRoutePath,
  isDynamicWebhookPath,
  joinUrl,
  resolveWebhookPath,
  resumeUrlBase,
  resumeWebhookUrl,
  webhookMethods,
  webhookRoutePath,
  webhookUrl,
  type WebhookEndpoints,
} from './webhook-urls.js';

const endpoints: WebhookEndpoints = {
  urlBaseWebhook: 'http://localhost:5678/',
  endpointWebhook: 'webhook',
  endpointWebhookTest: 'webhook-test',
};

/** Resolves and routes a Webhook node's path the way the server registers it. */
function route(
  path: unknown,
  webhookId = 'a1b2c3',
  evaluate: (e: string) => unknown = () => {
    throw new Error('no evaluator');
  },
): string {
  const resolved = resolveWebhookPath(path, evaluate);
  if (!resolved.ok) throw new Error(resolved.error);
  const r = webhookRoutePath({ path: resolved.path, webhookId, isFullPath: true });
  if (!r.ok) throw new Error(r.error);
  return r.path;
}

describe('webhook route paths', () => {
  it('uses a plain path as given, without slashes at either end', () => {
    expect(route('orders')).toBe('orders');
    expect(route('/orders/new/')).toBe('orders/new');
    expect(webhookUrl(endpoints, 'test', route('orders'))).toBe('http://localhost:5678/webhook-test/orders');
    expect(webhookUrl(endpoints, 'production', route('orders'))).toBe('http://localhost:5678/webhook/orders');
  });

  it('puts the webhookId in front of a path with :parameters', () => {
    expect(isDynamicWebhookPath('users/:id')).toBe(true);
    expect(isDynamicWebhookPath('users/id')).toBe(false);
    expect(route('users/:id', 'wh-1')).toBe('wh-1/users/:id');
    expect(webhookUrl(endpoints, 'production', route(':tenant/orders', 'wh-1'))).toBe(
      'http://localhost:5678/webhook/wh-1/:tenant/orders',
    );
  });

  it('keeps a parameterised path as is when the node has no webhookId', () => {
    expect(route('users/:id', '')).toBe('users/:id');
  });

  it('uses the webhookId when the path is empty, and refuses a node with neither', () => {
    expect(route('', 'wh-9')).toBe('wh-9');
    expect(route('  /  ', 'wh-9')).toBe('wh-9');
    expect(webhookRoutePath({ path: '', webhookId: null })).toEqual({
      ok: false,
      error: 'The webhook has no path. Set its Path parameter.',
      code: 'noPath',
    });
  });

  it('puts the webhookId, or the workflow id and node name, in front of a path that is not full', () => {
    expect(webhookRoutePath({ path: 'hook', webhookId: 'wh-2', isFullPath: false })).toEqual({
      ok: true,
      path: 'wh-2/hook',
    });
    expect(webhookRoutePath({ path: 'hook', isFullPath: false, workflowId: 'wf7', nodeName: 'My Hook' })).toEqual({
      ok: true,
      path: 'wf7/my%20hook/hook',
    });
  });

  it('joins custom endpoints and bases with any trailing slashes into single slashes', () => {
    const custom: WebhookEndpoints = {
      urlBaseWebhook: 'https://hooks.example.com/weft//',
      endpointWebhook: '/in/',
      endpointWebhookTest: 'try-in/',
    };
    expect(webhookUrl(custom, 'production', 'orders')).toBe('https://hooks.example.com/weft/in/orders');
    expect(webhookUrl(custom, 'test', 'orders')).toBe('https://hooks.example.com/weft/try-in/orders');
    expect(webhookUrl({ ...custom, urlBaseWebhook: 'https://hooks.example.com' }, 'test', '/a/')).toBe(
      'https://hooks.example.com/try-in/a',
    );
    expect(joinUrl('http://h/', '/', '')).toBe('http://h');
  });

  it('falls back to the default endpoints when settings leave them empty', () => {
    expect(webhookUrl({ urlBaseWebhook: 'http://h/', endpointWebhook: '', endpointWebhookTest: '' }, 'test', 'x')).toBe(
      'http://h/webhook-test/x',
    );
    expect(
      webhookUrl({ urlBaseWebhook: 'http://h/', endpointWebhook: '', endpointWebhookTest: '' }, 'production', 'x'),
    ).toBe('http://h/webhook/x');
  });

  it('encodes characters a URL cannot carry, keeping :parameters readable', () => {
    expect(encodeRoutePath('my hook/:id/ä')).toBe('my%20hook/:id/%C3%A4');
    expect(webhookUrl(endpoints, 'test', 'a b')).toBe('http://localhost:5678/webhook-test/a%20b');
  });
});

describe('webhook path expressions', () => {
  const workflow: Workflow = {
    name: 'Orders',
    nodes: [
      {
        id: '1',
        name: 'Webhook',
        type: 'weft.webhook',
        typeVersion: 2,
        position: [0, 0],
        parameters: { path: '=x', slug: 'shop' },
      },
    ],
    connections: {},
  };
  const evaluate = (expression: string) =>
    new ExpressionDataContext({
      workflow,
      runData: {},
      nodeName: 'Webhook',
      inputItems: [],
      runIndex: 0,
      mode: 'manual',
      env: 'blocked',
    }).evaluate(expression, 0, undefined, true);

  it('treats an = without {{ }} as literal text', () => {
    expect(resolveWebhookPath('=orders', evaluate)).toEqual({ ok: true, path: 'orders' });
  });

  it('resolves an expression path with the evaluator', () => {
    expect(resolveWebhookPath('={{ $workflow.name.toLowerCase() }}/{{ 1 + 1 }}', evaluate)).toEqual({
      ok: true,
      path: 'orders/2',
    });
    expect(route('=/{{ $parameter.slug }}/:id', 'wh-3', evaluate)).toBe('wh-3/shop/:id');
    expect(resolveWebhookPath('={{ 42 }}', evaluate)).toEqual({ ok: true, path: '42' });
  });

  it('reports an expression that fails, or gives no text, as invalid', () => {
    const broken = resolveWebhookPath('={{ $json.customer.id }}', evaluate);
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.error).toMatch(/customer/);
    expect(!broken.ok && broken.code).toBe('expression');
    const syntax = resolveWebhookPath('={{ (( }}', evaluate);
    expect(syntax.ok).toBe(false);
    expect(resolveWebhookPath('={{ { a: 1 } }}', evaluate)).toEqual({
      ok: false,
      error: 'The path expression must give text, not an object or a list',
      code: 'notText',
    });
  });

  it('falls back to the webhookId when an expression gives nothing', () => {
    expect(route('={{ undefined }}', 'wh-4', evaluate)).toBe('wh-4');
  });
});

describe('webhook methods', () => {
  it('is GET unless set, GET and POST for several methods without a choice, upper-case and without duplicates', () => {
    expect(webhookMethods({})).toEqual(['GET']);
    expect(webhookMethods({ httpMethod: 'post' })).toEqual(['POST']);
    expect(webhookMethods({ multipleMethods: true })).toEqual(['GET', 'POST']);
    expect(webhookMethods({ multipleMethods: true, httpMethod: ['put', 'PUT', 'delete'] })).toEqual(['PUT', 'DELETE']);
    expect(webhookMethods({ httpMethod: [] })).toEqual(['GET']);
  });
});

describe('resume URLs', () => {
  it('is $execution.resumeUrl plus the Wait node suffix', () => {
    expect(resumeUrlBase('http://localhost:5678/')).toBe('http://localhost:5678/webhook-waiting');
    expect(resumeWebhookUrl('http://localhost:5678', '41')).toBe('http://localhost:5678/webhook-waiting/41');
    expect(resumeWebhookUrl('http://localhost:5678/', '41', '/approve/')).toBe(
      'http://localhost:5678/webhook-waiting/41/approve',
    );
  });
});
