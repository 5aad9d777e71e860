/**
 * Webhook URLs and 'Listen for test event' in the node details view, in Chromium against a real
 * `weft start` with custom webhook endpoints: the test and production URLs match the settings,
 * a click copies one, a broken path expression shows 'invalid expression', and a test event
 * called over real HTTP from this test shows its JSON body in the output. An MCP Server Trigger
 * listens at its /mcp-test/ URL and shows the tool call the MCP SDK's client makes. Screenshots of
 * every state in the light and the dark theme.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { rest, screenshot, useSignedInWeft, type TrackedPage } from './harness';
import { canvasNode, openNdv, parameterField } from './ndv-helpers';

const field = parameterField;

/** Closes the notifications so they do not cover the view in screenshots. */
async function closeToasts(page: Page): Promise<void> {
  for (const close of await page.getByLabel('Close notification').all()) await close.click();
  await page.getByTestId('toast').first().waitFor({ state: 'detached' });
}

async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
  // Colours ease over 140 ms; let them settle before a screenshot.
  await page.waitForTimeout(300);
}

/** Screenshots in both themes, back to light afterwards. */
async function bothThemes(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-light`);
  await setTheme(page, 'dark');
  await screenshot(page, `${name}-dark`);
  await setTheme(page, 'light');
}

describe('webhook URLs in the node details view', () => {
  const session = useSignedInWeft({ WEFT_ENDPOINT_WEBHOOK: 'hooks', WEFT_ENDPOINT_WEBHOOK_TEST: 'hooks-test' });
  const pages: TrackedPage[] = [];
  afterAll(() => {
    for (const p of pages) expect(p.errors, 'console errors').toEqual([]);
  });

  async function page(): Promise<Page> {
    const tracked = await session.ownerPage({ width: 1440, height: 860 });
    await tracked.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.weft.url });
    pages.push(tracked);
    return tracked.page;
  }

  async function createWorkflow(name: string, nodes: unknown[], connections: unknown = {}): Promise<string> {
    return String(
      (await rest<{ id: string }>(session.weft, session.cookie, 'POST', '/workflows', { name, nodes, connections })).id,
    );
  }

  async function settings(): Promise<{ urlBaseWebhook: string; endpointWebhook: string; endpointWebhookTest: string }> {
    const res = await fetch(`${session.weft.url}/rest/settings`);
    return (await res.json()).data;
  }

  it('shows test and production URLs matching the settings, copies one, and listens for a test event', async () => {
    const s = await settings();
    expect(s.endpointWebhookTest).toBe('hooks-test');
    const id = await createWorkflow('Orders in', [
      {
        id: 'w',
        name: 'Webhook',
        type: 'n8n-nodes-base.webhook',
        typeVersion: 2,
        position: [0, 0],
        parameters: { path: 'orders', httpMethod: 'POST' },
        webhookId: 'e2e-orders',
      },
    ]);
    const p = await page();
    await p.goto(`${session.weft.url}/workflow/${id}`);
    await canvasNode(p, 'Webhook').waitFor();
    await openNdv(p, 'Webhook');

    const section = p.getByTestId('ndv-webhook-urls');
    const url = section.getByTestId('ndv-webhook-url');
    const testUrl = `${s.urlBaseWebhook}hooks-test/orders`;
    const productionUrl = `${s.urlBaseWebhook}hooks/orders`;
    await expect.poll(() => url.textContent()).toBe(testUrl);
    expect(await section.getByTestId('ndv-webhook-method').allTextContents()).toEqual(['POST']);
    expect(await section.getByTestId('ndv-webhook-hint').textContent()).toMatch(/one call/);
    await bothThemes(p, 'ndv-webhook-test-url');

    await section.getByTestId('ndv-webhook-mode-production').click();
    await expect.poll(() => url.textContent()).toBe(productionUrl);
    expect(await section.getByTestId('ndv-webhook-hint').textContent()).toMatch(/once the workflow is active/);
    await bothThemes(p, 'ndv-webhook-production-url');

    // A click copies the URL: the clipboard holds it and a toast says so.
    await url.click();
    await p.getByText('URL copied').waitFor();
    expect(await p.evaluate(() => navigator.clipboard.readText())).toBe(productionUrl);
    await closeToasts(p);
    await section.getByTestId('ndv-webhook-mode-test').click();

    // Idle: the input panel offers to listen.
    const listen = p.getByTestId('ndv-listen');
    expect(await listen.textContent()).toContain('Listen for test event');
    await bothThemes(p, 'ndv-webhook-idle');

    // Listening: the same test-webhook wait as the canvas; the URL is shown with Stop listening.
    await listen.click();
    const listening = p.getByTestId('ndv-listening');
    await listening.waitFor();
    expect(await listening.getByTestId('ndv-listening-url').textContent()).toBe(testUrl);
    expect(await p.getByTestId('ndv-output-listening-url').textContent()).toBe(testUrl);
    await bothThemes(p, 'ndv-webhook-listening');

    // The test calls the test URL over real HTTP with a JSON body.
    const call = await fetch(testUrl.replace('//localhost:', '//127.0.0.1:'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ order: 4711, customer: 'Ada Lovelace' }),
    });
    expect(call.status).toBe(200);
    await listening.waitFor({ state: 'detached', timeout: 20_000 });
    const output = p.getByTestId('ndv-output');
    await output.getByTestId('ndv-output-mode-json').click();
    await expect.poll(() => output.textContent(), { timeout: 20_000 }).toContain('Ada Lovelace');
    expect(await output.textContent()).toContain('4711');
    // The server's own webhookUrl on the item is the URL the view showed.
    expect(await output.textContent()).toContain(`"webhookUrl": "${testUrl}"`);
    expect(await p.getByTestId('ndv-input').textContent()).toContain('Test event received');
    await bothThemes(p, 'ndv-webhook-received');

    // Listening again and stopping: the test URL is no longer registered.
    await p.getByTestId('ndv-listen').click();
    await p.getByTestId('ndv-listening').waitFor();
    await p.getByTestId('ndv-stop-listening').click();
    await p.getByTestId('ndv-listen').waitFor();
    await expect
      .poll(async () => (await fetch(testUrl.replace('//localhost:', '//127.0.0.1:'), { method: 'POST' })).status)
      .toBe(404);
  });

  it('shows the invalid-expression text for a broken path expression', async () => {
    const id = await createWorkflow('Broken path', [
      {
        id: 'w',
        name: 'Webhook',
        type: 'n8n-nodes-base.webhook',
        typeVersion: 2,
        position: [0, 0],
        parameters: { path: 'fine' },
        webhookId: 'e2e-broken',
      },
    ]);
    const p = await page();
    await p.goto(`${session.weft.url}/workflow/${id}`);
    await canvasNode(p, 'Webhook').waitFor();
    await openNdv(p, 'Webhook');
    const url = p.getByTestId('ndv-webhook-urls').getByTestId('ndv-webhook-url');
    await expect.poll(() => url.textContent()).toMatch(/hooks-test\/fine$/);
    await field(p, 'path').locator('input').fill('{{ $json.customer.id }}');
    await expect.poll(() => url.textContent()).toMatch(/hooks-test\/\[invalid expression\]$/);
    expect(await url.getAttribute('aria-invalid')).toBe('true');
    expect(await p.getByTestId('ndv-webhook-url-error').textContent()).toMatch(
      /The path has an invalid expression: .*customer/,
    );
    await bothThemes(p, 'ndv-webhook-invalid-expression');
  });

  it('shows several methods as badges, and a Wait node its resume URL', async () => {
    const id = await createWorkflow(
      'Many methods',
      [
        {
          id: 'w',
          name: 'Webhook',
          type: 'n8n-nodes-base.webhook',
          typeVersion: 2,
          position: [0, 0],
          parameters: { path: 'users/:id', multipleMethods: true, httpMethod: ['GET', 'POST', 'DELETE'] },
          webhookId: 'e2e-multi',
        },
        {
          id: 'p',
          name: 'Wait for approval',
          type: 'n8n-nodes-base.wait',
          typeVersion: 1.1,
          position: [260, 0],
          parameters: { resume: 'webhook', httpMethod: 'POST', options: { webhookSuffix: 'approve' } },
          webhookId: 'e2e-wait',
        },
      ],
      { Webhook: { main: [[{ node: 'Wait for approval', type: 'main', index: 0 }], [], []] } },
    );
    const s = await settings();
    const p = await page();
    await p.goto(`${session.weft.url}/workflow/${id}`);
    await canvasNode(p, 'Webhook').waitFor();
    await openNdv(p, 'Webhook');
    const section = p.getByTestId('ndv-webhook-urls');
    expect(await section.getByTestId('ndv-webhook-method').allTextContents()).toEqual(['GET', 'POST', 'DELETE']);
    expect(await section.getByTestId('ndv-webhook-url').textContent()).toBe(
      `${s.urlBaseWebhook}hooks-test/e2e-multi/users/:id`,
    );
    await bothThemes(p, 'ndv-webhook-multiple-methods');
    await p.getByTestId('ndv').press('Escape');
    await p.getByTestId('ndv').waitFor({ state: 'detached' });

    await openNdv(p, 'Wait for approval');
    const wait = p.getByTestId('ndv-webhook-urls');
    expect(await wait.getByTestId('ndv-webhook-url').textContent()).toBe(
      `${s.urlBaseWebhook}webhook-waiting/{execution id}/approve`,
    );
    expect(await wait.getByTestId('ndv-webhook-mode-test').count()).toBe(0);
    await wait.getByTestId('ndv-webhook-url').click();
    await p.getByText('Expression copied').waitFor();
    expect(await p.evaluate(() => navigator.clipboard.readText())).toBe('{{ $execution.resumeUrl }}/approve');
    await closeToasts(p);
    await bothThemes(p, 'ndv-webhook-wait-resume');
  });

  it("listens at an MCP Server Trigger's test URL and shows the tool call an MCP client makes", async () => {
    const id = await createWorkflow(
      'Tools over MCP',
      [
        {
          id: 'm',
          name: 'MCP Server Trigger',
          type: '@n8n/n8n-nodes-langchain.mcpTrigger',
          typeVersion: 2,
          position: [0, 0],
          parameters: { path: 'e2e-tools' },
          webhookId: 'e2e-mcp',
        },
        {
          id: 't',
          name: 'Shout',
          type: '@n8n/n8n-nodes-langchain.toolCode',
          typeVersion: 1.3,
          position: [0, 220],
          parameters: { description: 'Answers the text in capitals', jsCode: 'return query.toUpperCase();' },
        },
      ],
      { Shout: { ai_tool: [[{ node: 'MCP Server Trigger', type: 'ai_tool', index: 0 }]] } },
    );
    const s = await settings();
    const p = await page();
    await p.goto(`${session.weft.url}/workflow/${id}`);
    await canvasNode(p, 'MCP Server Trigger').waitFor();
    await openNdv(p, 'MCP Server Trigger');
    const testUrl = `${s.urlBaseWebhook}mcp-test/e2e-tools`;
    await expect
      .poll(() => p.getByTestId('ndv-webhook-urls').getByTestId('ndv-webhook-url').textContent())
      .toBe(testUrl);
    const section = p.getByTestId('ndv-webhook-urls');
    expect(await section.getByTestId('ndv-webhook-method').count()).toBe(0);
    expect(await section.getByTestId('ndv-webhook-hint').textContent()).toMatch(/first tool call/);
    await p.getByTestId('ndv-listen').click();
    const listening = p.getByTestId('ndv-listening');
    await listening.waitFor();
    expect(await listening.getByTestId('ndv-listening-url').textContent()).toBe(testUrl);
    expect(await listening.textContent()).toContain('Connect an MCP client');
    await bothThemes(p, 'ndv-mcp-listening');

    const { Client } = await import('@modelcontextprotocol/sdk/client/index.js');
    const { StreamableHTTPClientTransport } = await import('@modelcontextprotocol/sdk/client/streamableHttp.js');
    const client = new Client({ name: 'weft-e2e', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(testUrl.replace('//localhost:', '//127.0.0.1:'))));
    expect((await client.listTools()).tools.map((t) => t.name)).toEqual(['Shout']);
    const answer = await client.callTool({ name: 'Shout', arguments: { input: 'hello from mcp' } });
    expect(answer.content).toEqual([{ type: 'text', text: 'HELLO FROM MCP' }]);
    await client.close();

    await listening.waitFor({ state: 'detached', timeout: 20_000 });
    const output = p.getByTestId('ndv-output');
    await output.getByTestId('ndv-output-mode-json').click();
    await expect.poll(() => output.textContent(), { timeout: 20_000 }).toContain('HELLO FROM MCP');
    expect(await output.textContent()).toContain('tools/call');
    await bothThemes(p, 'ndv-mcp-received');
  });
});
