import { describe, expect, it } from 'vitest';
import { builtinNodeTypes } from '@weft/nodes';
import type { NodeTypeDescription, WorkflowNode } from '@weft/workflow';
import { buildEditorContext } from '../expressions/evaluation';
import { webhookEndpoints } from './endpoints';
import { hasTriggerWebhooks, nodeWebhooks, testEventLabel } from './node-webhooks';
import { webhookEvaluator } from './evaluator';

const descOf = (name: string) => builtinNodeTypes.find((t) => t.description.name === name)!.description;
const webhook = descOf('weft.webhook');
const wait = descOf('weft.wait');
const endpoints = webhookEndpoints(
  { urlBaseWebhook: 'http://localhost:5678/', endpointWebhook: 'webhook', endpointWebhookTest: 'webhook-test' },
  'http://ignored',
);

function views(desc: NodeTypeDescription, parameters: Record<string, unknown>, extra: Partial<WorkflowNode> = {}) {
  const node: WorkflowNode = {
    id: 'n1',
    name: 'Hook',
    type: desc.name,
    typeVersion: 2,
    position: [0, 0],
    parameters: parameters as WorkflowNode['parameters'],
    webhookId: 'wh-1',
    ...extra,
  };
  const ctx = buildEditorContext({
    workflow: { name: 'Shop', nodes: [node], connections: {} },
    runData: null,
    nodeName: node.name,
  });
  return nodeWebhooks({ node, desc, endpoints, evaluate: webhookEvaluator(ctx) });
}

describe('nodeWebhooks', () => {
  it('shows a Form Trigger under /form-test and /form, and a Form node at /form-waiting (as n8n)', () => {
    const trigger = builtinNodeTypes
      .map((t) => t.description)
      .find(
        (d) =>
          d.name === 'weft.formTrigger' && d.webhooks?.some((h) => (h as { nodeType?: string }).nodeType === 'form'),
      )!;
    const version = Array.isArray(trigger.version) ? Math.max(...trigger.version) : trigger.version;
    const [page, ...rest] = views(trigger, { path: 'signup', formTitle: 'Sign up' }, { typeVersion: version });
    expect(rest).toEqual([]);
    expect(page!.urls.test).toMatchObject({ ok: true, url: 'http://localhost:5678/form-test/signup' });
    expect(page!.urls.production).toMatchObject({ ok: true, url: 'http://localhost:5678/form/signup' });
    const form = descOf('weft.form');
    const waiting = views(
      form,
      {},
      { typeVersion: Array.isArray(form.version) ? Math.max(...form.version) : form.version },
    );
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.kind).toBe('resume');
    expect(waiting[0]!.urls.test.url).toMatch(/^http:\/\/localhost:5678\/form-waiting\//);
    expect(waiting[0]!.urls.test).toMatchObject({ copyText: '{{ $execution.resumeFormUrl }}' });
  });

  it('shows an MCP Server Trigger under /mcp (Streamable HTTP from 2, the SSE setup URL before)', () => {
    const mcp = descOf('@n8n/n8n-nodes-langchain.mcpTrigger');
    const [v2, ...hidden] = views(mcp, { path: 'my-tools' }, { typeVersion: 2 });
    expect(hidden).toEqual([]);
    expect(v2!.urls.production).toMatchObject({ ok: true, url: 'http://localhost:5678/mcp/my-tools' });
    expect(v2!.urls.test).toMatchObject({ ok: true, url: 'http://localhost:5678/mcp-test/my-tools' });
    // As in n8n, no method is shown (ndvHideMethod), and the view knows it is an MCP server.
    expect(v2).toMatchObject({ methods: [], mcp: true });
    const [v1] = views(mcp, { path: 'my-tools' }, { typeVersion: 1.1 });
    expect(v1!.urls.production).toMatchObject({ ok: true, url: 'http://localhost:5678/mcp/my-tools/sse' });
  });

  it('gives a Webhook node its test and production URLs and its method', () => {
    const [view, ...rest] = views(webhook, { path: 'orders', httpMethod: 'POST' });
    expect(rest).toEqual([]);
    expect(view!.kind).toBe('trigger');
    expect(view!.methods).toEqual(['POST']);
    expect(view!.urls.test).toEqual({
      ok: true,
      url: 'http://localhost:5678/webhook-test/orders',
      copyText: 'http://localhost:5678/webhook-test/orders',
    });
    expect(view!.urls.production).toMatchObject({ ok: true, url: 'http://localhost:5678/webhook/orders' });
  });

  it('uses the defaults of the description: GET, and GET and POST for several methods', () => {
    expect(views(webhook, { path: 'a' })[0]!.methods).toEqual(['GET']);
    expect(views(webhook, { path: 'a', multipleMethods: true })[0]!.methods).toEqual(['GET', 'POST']);
    expect(views(webhook, { path: 'a', multipleMethods: true, httpMethod: ['PUT', 'DELETE'] })[0]!.methods).toEqual([
      'PUT',
      'DELETE',
    ]);
  });

  it('puts the webhookId in front of :parameters and uses it for an empty path', () => {
    expect(views(webhook, { path: 'users/:id' })[0]!.urls.production).toMatchObject({
      url: 'http://localhost:5678/webhook/wh-1/users/:id',
    });
    expect(views(webhook, { path: '' })[0]!.urls.test).toMatchObject({
      url: 'http://localhost:5678/webhook-test/wh-1',
    });
    const none = views(webhook, { path: '' }, { webhookId: undefined })[0]!.urls.test;
    expect(none).toMatchObject({
      ok: false,
      url: 'http://localhost:5678/webhook-test/[no path set]',
      problem: 'missingPath',
      error: 'The webhook has no path. Set its Path parameter.',
    });
  });

  it('resolves an expression path, and shows the invalid-expression text when it fails', () => {
    expect(views(webhook, { path: '={{ $workflow.name.toLowerCase() }}/in' })[0]!.urls.test).toMatchObject({
      ok: true,
      url: 'http://localhost:5678/webhook-test/shop/in',
    });
    const broken = views(webhook, { path: '={{ $json.customer.id }}' })[0]!.urls;
    expect(broken.test).toMatchObject({
      ok: false,
      url: 'http://localhost:5678/webhook-test/[invalid expression]',
      problem: 'invalidExpression',
    });
    expect(broken.production).toMatchObject({
      ok: false,
      url: 'http://localhost:5678/webhook/[invalid expression]',
      base: 'http://localhost:5678/webhook',
    });
    expect(!broken.test.ok && broken.test.error).toMatch(/customer/);
    expect(views(webhook, { path: '={{ (( }}' })[0]!.urls.test.ok).toBe(false);
  });

  it('follows custom endpoints from the settings, and the page origin before settings load', () => {
    const custom = webhookEndpoints(
      { urlBaseWebhook: 'https://hooks.example.com/base/', endpointWebhook: 'in', endpointWebhookTest: 'try' },
      'x',
    );
    const node: WorkflowNode = {
      id: 'n',
      name: 'Hook',
      type: 'weft.webhook',
      typeVersion: 2,
      position: [0, 0],
      parameters: { path: '/orders/' },
      webhookId: 'w',
    };
    const [view] = nodeWebhooks({ node, desc: webhook, endpoints: custom, evaluate: webhookEvaluator(undefined) });
    expect(view!.urls.test).toMatchObject({ url: 'https://hooks.example.com/base/try/orders' });
    expect(view!.urls.production).toMatchObject({ url: 'https://hooks.example.com/base/in/orders' });
    expect(webhookEndpoints(null, 'http://127.0.0.1:9')).toEqual({
      urlBaseWebhook: 'http://127.0.0.1:9/',
      endpointWebhook: 'webhook',
      endpointWebhookTest: 'webhook-test',
    });
  });

  it('gives a Wait node its resume URL only in webhook and form resume modes', () => {
    expect(views(wait, { resume: 'timeInterval' })).toEqual([]);
    const [hook, ...others] = views(wait, {
      resume: 'webhook',
      httpMethod: 'POST',
      options: { webhookSuffix: '/approve' },
    });
    expect(others).toEqual([]);
    expect(hook).toMatchObject({ kind: 'resume', methods: ['POST'] });
    expect(hook!.urls.test).toEqual({
      ok: true,
      url: 'http://localhost:5678/webhook-waiting/{execution id}/approve',
      copyText: '{{ $execution.resumeUrl }}/approve',
    });
    const [form] = views(wait, { resume: 'form', formTitle: 'Approve' });
    expect(form).toMatchObject({ kind: 'resume', methods: ['GET', 'POST'] });
    expect(form!.urls.production).toMatchObject({
      url: 'http://localhost:5678/webhook-waiting/{execution id}',
      copyText: '{{ $execution.resumeUrl }}',
    });
  });

  it('knows which types can listen for a test event', () => {
    expect(hasTriggerWebhooks(webhook)).toBe(true);
    expect(hasTriggerWebhooks(wait)).toBe(false);
    expect(hasTriggerWebhooks(descOf('weft.manualTrigger'))).toBe(false);
    expect(views(descOf('weft.manualTrigger'), {})).toEqual([]);
    expect(testEventLabel(webhook)).toBe('Listen for test event');
    expect(testEventLabel(descOf('weft.scheduleTrigger'))).toBe('Execute step');
    expect(testEventLabel({ ...descOf('weft.scheduleTrigger'), polling: true })).toBe('Fetch test event');
    expect(testEventLabel(wait)).toBe('Execute step');
  });

  it('reads a community node’s webhooks from its description (not full path: webhookId in front)', () => {
    const community = {
      ...webhook,
      name: 'acme.hook',
      properties: [{ displayName: 'Event', name: 'event', type: 'string', default: 'created' }],
      webhooks: [
        { name: 'default', httpMethod: 'POST', path: '={{ "events/" + $parameter.event }}', isFullPath: false },
      ],
    } as NodeTypeDescription;
    const [view] = views(community, {});
    expect(view!.urls.production).toMatchObject({ url: 'http://localhost:5678/webhook/wh-1/events/created' });
  });
});
