/**
 * Real n8n community packages in Chromium against a real `weft start`: the owner installs seven
 * packages by name from the npm registry through Settings → Community nodes (the install modal),
 * sees them listed with their nodes, then adds "HTML to Image" (n8n-nodes-htmlcsstoimage)
 * from the node creator and runs it against a loopback fake of its API. The package calls a
 * fixed host, which WEFT_COMMUNITY_HTTP_ORIGIN_MAP (test only) sends to the fake.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHtmlCssToImageFake, type Fake } from '../../server/test/community-fakes/index';
import { rest, screenshot, useSignedInWeft } from './harness';
import { parameterField } from './ndv-helpers';

/** The packages the owner installs, by name and version, and the node each one lists. */
const PACKAGES: Array<{ spec: string; name: string; node: string }> = [
  { spec: 'n8n-nodes-mcp@0.1.37', name: 'n8n-nodes-mcp', node: 'MCP Client' },
  { spec: '@blotato/n8n-nodes-blotato@1.0.10', name: '@blotato/n8n-nodes-blotato', node: 'Blotato' },
  { spec: 'n8n-nodes-evolution-api@1.0.4', name: 'n8n-nodes-evolution-api', node: 'Evolution API' },
  { spec: '@mendable/n8n-nodes-firecrawl@2.1.2', name: '@mendable/n8n-nodes-firecrawl', node: 'Firecrawl' },
  { spec: 'n8n-nodes-upload-post@0.1.32', name: 'n8n-nodes-upload-post', node: 'Upload Post' },
  { spec: 'n8n-nodes-htmlcsstopdf@3.2.9', name: 'n8n-nodes-htmlcsstopdf', node: 'HTML to PDF' },
  { spec: 'n8n-nodes-htmlcsstoimage@0.3.1', name: 'n8n-nodes-htmlcsstoimage', node: 'HTML to Image' },
];
const IMAGE_NODE = 'n8n-nodes-htmlcsstoimage.htmlCssToImage';

describe('n8n community packages from the registry, in Chromium', () => {
  const fake: { image?: Fake } = {};
  // The fake's port is known only once it listens: the server reads the map when it starts.
  const env = {} as Record<string, string>;
  beforeAll(async () => {
    fake.image = await startHtmlCssToImageFake('img-key');
    env.WEFT_COMMUNITY_HTTP_ORIGIN_MAP = JSON.stringify({ 'https://htmlcsstoimg.com': fake.image.url });
  });
  afterAll(async () => {
    await fake.image?.close();
  });
  const session = useSignedInWeft(env);

  it('installs seven packages through the install modal, lists them, and adds and runs one from the node creator', async () => {
    const { page, errors } = await session.ownerPage({ width: 1440, height: 900 });
    await page.goto(`${session.weft.url}/settings/community-nodes`);
    await page.getByTestId('community-nodes-view').waitFor();
    for (const [index, pkg] of PACKAGES.entries()) {
      await page.getByRole('button', { name: 'Install a package' }).first().click();
      await page.getByTestId('package-name').fill(pkg.spec);
      await page.getByTestId('package-risk').check();
      if (index === 0) await screenshot(page, 'community-n8n-install-modal');
      await page.getByTestId('install-package').click();
      await expect
        .poll(() => page.getByTestId('package-row').count(), { timeout: 300_000, interval: 500 })
        .toBe(index + 1);
      await page.getByTestId('package-name').waitFor({ state: 'detached' });
    }
    const rows = page.getByTestId('package-row');
    const listed = await rows.locator('.list-item__title').allTextContents();
    expect([...listed].sort()).toEqual(PACKAGES.map((p) => p.name).sort());
    for (const pkg of PACKAGES) {
      const row = rows.filter({
        has: page.locator('.list-item__title', { hasText: new RegExp(`^${pkg.name.replace(/[/.@-]/g, '\\$&')}$`) }),
      });
      await expect(row.locator('.list-item__meta').textContent()).resolves.toContain(pkg.node);
      expect(await row.locator('.badge--danger').count(), `${pkg.name} failed to load`).toBe(0);
    }
    await screenshot(page, 'community-n8n-installed');

    // Its credential, as the owner would have made it; the node picks it up on its own.
    await rest(session.weft, session.cookie, 'POST', '/credentials', {
      name: 'HTML to Image account',
      type: 'htmlcsstoimgApi',
      data: { apiKey: 'img-key' },
    });

    await page.goto(`${session.weft.url}/workflow/new`);
    await page.getByTestId('canvas-add-first-step').click();
    await page.locator('[data-testid="node-creator-item"][data-node-type="weft.manualTrigger"]').click();
    await page.getByTestId('open-node-creator').click();
    await page.getByTestId('node-creator').waitFor();
    await page.getByLabel('Search nodes').fill('HTML to Image');
    const item = page.locator(`[data-testid="node-creator-item"][data-node-type="${IMAGE_NODE}"]`).first();
    await item.waitFor();
    await screenshot(page, 'community-n8n-node-creator');
    // The node's page lists its operations as actions (their n8n `action` labels); one adds the node set to it.
    await item.click();
    const action = page.locator('[data-testid="node-creator-item"]', { hasText: 'Convert html to an image' });
    await action.waitFor();
    await expect(
      page.locator('[data-testid="node-creator-item"]', { hasText: 'Capture screenshot of a website' }).count(),
    ).resolves.toBe(1);
    await screenshot(page, 'community-n8n-node-creator-actions');
    await action.click();
    await page.getByTestId('node-creator').waitFor({ state: 'detached' });
    await page.getByTestId('ndv').waitFor();
    await page.getByTestId('node-parameters').waitFor();
    await expect
      .poll(
        () =>
          page.locator('[data-testid="node-credentials"] [data-credential-type="htmlcsstoimgApi"] select').inputValue(),
        { timeout: 10_000 },
      )
      .not.toBe('');

    await parameterField(page, 'html_content').locator('input').fill('<h1>Hello from Weft</h1>');
    await parameterField(page, 'css_content').locator('input').fill('h1 { color: teal }');
    await page.getByTestId('ndv-execute-step').click();
    const output = page.getByTestId('ndv-output');
    await output.locator('[data-testid="ndv-table-row"]').first().waitFor({ timeout: 30_000 });
    await expect(output.getByTestId('ndv-table').textContent()).resolves.toContain(
      'https://htmlcsstoimg.example/images/1.png',
    );
    await page.waitForTimeout(400);
    await screenshot(page, 'community-n8n-run-output');

    // The fake got the node's request, signed with the credential's key.
    const sent = fake.image!.seen.filter((s) => s.path === '/api/v1/generateImage');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers['client-api-key']).toBe('img-key');
    expect(sent[0]!.json).toEqual({
      html_content: '<h1>Hello from Weft</h1>',
      css_content: 'h1 { color: teal }',
      viewPortWidth: 1080,
      viewPortHeight: 720,
      response_format: 'url',
    });
    expect(errors).toEqual([]);
  }, 900_000);
});
