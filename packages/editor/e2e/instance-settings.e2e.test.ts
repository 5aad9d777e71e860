import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rest, screenshot, useSignedInWeft } from './harness';

/** A community node package made and packed by the test. */
function packEchoPackage(): string {
  const dir = mkdtempSync(join(tmpdir(), 'weft-e2e-pkg-'));
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({
      name: 'weft-nodes-echo',
      version: '1.0.0',
      type: 'module',
      author: 'E2E',
      weft: { nodes: ['echo.node.js'] },
    }),
  );
  writeFileSync(
    join(dir, 'echo.node.js'),
    `export const echo = { description: { name: 'echo', displayName: 'Echo', description: 'Returns its input', group: ['transform'], version: 1, defaults: { name: 'Echo' }, inputs: ['main'], outputs: ['main'], properties: [] }, async execute(ctx) { return [ctx.getInputData()]; } };\n`,
  );
  const out = execFileSync('npm', ['pack', '--json', '--ignore-scripts'], {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return join(dir, (JSON.parse(out) as Array<{ filename: string }>)[0]!.filename);
}

describe('instance settings screens in Chromium', () => {
  const session = useSignedInWeft({ WEFT_COMMUNITY_PACKAGES_NPM_OFFLINE: 'true' });
  let receiver: Server;
  let received: any[] = [];
  let receiverUrl = '';
  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (d) => (body += d));
      req.on('end', () => {
        try {
          received.push(JSON.parse(body));
        } catch {
          received.push(body);
        }
        res.end('ok');
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/events`;
  });
  afterAll(() => {
    receiver?.close();
  });

  it('shows the LDAP and SAML settings', async () => {
    const { page, errors } = await session.ownerPage();
    await page.goto(`${session.weft.url}/settings/ldap`);
    await page.getByTestId('ldap-form').waitFor();
    await screenshot(page, 'settings-ldap');
    await page.getByRole('tab', { name: 'SAML' }).click();
    await page.getByTestId('saml-form').waitFor();
    expect(await page.getByRole('textbox', { name: 'Redirect URL (ACS)' }).inputValue()).toContain(
      '/rest/sso/saml/acs',
    );
    await screenshot(page, 'settings-saml');
    expect(errors).toEqual([]);
  });

  it('adds a webhook destination and delivers a test message to it', async () => {
    received = [];
    const { page, errors } = await session.ownerPage();
    await page.goto(`${session.weft.url}/settings/log-streaming`);
    await page.getByTestId('add-destination').click();
    await page.getByTestId('destination-label').fill('Local receiver');
    await page.getByTestId('destination-url').fill(receiverUrl);
    await page.getByLabel('All weft.workflow events').check();
    await screenshot(page, 'settings-log-streaming-modal');
    await page.getByTestId('destination-test').click();
    await page.getByText('Test message delivered').waitFor();
    expect(received.some((e) => JSON.stringify(e).includes('weft.destination.test'))).toBe(true);
    await page.getByTestId('destination-save').click();
    await page.getByTestId('destination-row').waitFor();
    expect(await page.getByTestId('destination-row').textContent()).toContain('Local receiver');
    await screenshot(page, 'settings-log-streaming');
    const stored = await rest(session.weft, session.cookie, 'GET', '/eventbus/destination');
    expect(stored).toHaveLength(1);
    expect(stored[0].subscribedEvents).toContain('weft.workflow');
    expect(errors).toEqual([]);
  });

  it('installs a community package from a tarball, lists it, and uninstalls it', async () => {
    const tarball = packEchoPackage();
    const { page, errors } = await session.ownerPage();
    await page.goto(`${session.weft.url}/settings/community-nodes`);
    await page.getByTestId('open-install').click();
    await page.getByTestId('package-name').fill(tarball);
    await page.getByTestId('package-risk').check();
    await screenshot(page, 'settings-community-nodes-install');
    await page.getByTestId('install-package').click();
    await page.getByTestId('package-row').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('package-row').textContent()).toContain('weft-nodes-echo');
    const types = await (
      await fetch(`${session.weft.url}/types/nodes.json`, { headers: { cookie: session.cookie } })
    ).text();
    expect(types).toContain('Echo');
    await screenshot(page, 'settings-community-nodes');

    // The new node is in the node creator at once, and runs in a workflow.
    const editor = await session.ownerPage();
    await editor.page.goto(`${session.weft.url}/workflow/new`);
    const add = async (opener: string, search: string, type: string) => {
      await editor.page.getByTestId(opener).click();
      await editor.page.getByTestId('node-creator').waitFor();
      await editor.page.getByLabel('Search nodes').fill(search);
      await editor.page.locator(`[data-testid="node-creator-item"][data-node-type="${type}"]`).first().click();
      await editor.page.getByTestId('node-creator').waitFor({ state: 'detached' });
      if (type !== 'weft.manualTrigger') {
        // The new node's view opens (as in n8n); back to the canvas.
        await editor.page.getByTestId('ndv').waitFor();
        await editor.page.keyboard.press('Escape');
        await editor.page.getByTestId('ndv').waitFor({ state: 'detached' });
      }
      await editor.page.waitForTimeout(350);
    };
    await add('canvas-add-first-step', 'manual', 'weft.manualTrigger');
    await add('open-node-creator', 'Echo', 'weft-nodes-echo.echo');
    await editor.page.getByTestId('execute-workflow').click();
    await editor.page.getByTestId('run-result').waitFor({ timeout: 30_000 });
    expect(await editor.page.getByTestId('run-result').textContent()).toContain('successfully');
    await screenshot(editor.page, 'community-node-on-canvas');
    expect(editor.errors).toEqual([]);
    await editor.context.close();

    await page.getByRole('button', { name: 'Actions for weft-nodes-echo' }).click();
    await page.getByRole('menuitem', { name: 'Uninstall' }).click();
    await page.getByTestId('confirm-manage').click();
    await page.getByTestId('empty-state').waitFor();
    expect(errors).toEqual([]);
  });
});
