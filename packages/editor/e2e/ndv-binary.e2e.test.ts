/**
 * The output's binary view in Chromium against a real weft start: each file an item carries is
 * listed with its metadata and can be downloaded; an image can be viewed, an HTML file only
 * downloaded (a tab with the editor's origin must not run it). A file above the inline limit is
 * stored on disk and fetched through /rest/data. Screenshot of the view.
 */
import { describe, expect, it } from 'vitest';
import { rest, screenshot, useSignedInWeft } from './harness.js';
import { canvasNode, openNdv } from './ndv-helpers.js';

// A 1×1 PNG, and an HTML page.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
const HTML = Buffer.from('<script>alert(1)</script>').toString('base64');

describe('binary view: view and download', () => {
  // Everything above 40 bytes goes to a file, so the PNG (70 bytes) is served by /rest/data.
  const session = useSignedInWeft({ WEFT_BINARY_DATA_INLINE_MAX_BYTES: '40' });

  it('lists the files, opens an image, downloads any, and never opens HTML in the editor', async () => {
    const created = await rest<{ id: string }>(session.weft, session.cookie, 'POST', '/workflows', {
      name: 'Files',
      nodes: [
        {
          id: 't',
          name: 'Start',
          type: 'n8n-nodes-base.manualTrigger',
          typeVersion: 1,
          position: [0, 0],
          parameters: {},
        },
        {
          id: 'c',
          name: 'Contents',
          type: 'n8n-nodes-base.code',
          typeVersion: 2,
          position: [260, 0],
          parameters: {
            mode: 'runOnceForAllItems',
            language: 'javaScript',
            jsCode: `return [
  { json: { b64: '${PNG}', name: 'dot.png', type: 'image/png' } },
  { json: { b64: '${HTML}', name: 'page.html', type: 'text/html' } },
];`,
          },
        },
        {
          id: 'f',
          name: 'Files',
          type: 'n8n-nodes-base.convertToFile',
          typeVersion: 1.1,
          position: [520, 0],
          parameters: {
            operation: 'toBinary',
            sourceProperty: 'b64',
            binaryPropertyName: 'data',
            options: { fileName: '={{ $json.name }}', mimeType: '={{ $json.type }}' },
          },
        },
      ],
      connections: {
        Start: { main: [[{ node: 'Contents', type: 'main', index: 0 }]] },
        Contents: { main: [[{ node: 'Files', type: 'main', index: 0 }]] },
      },
      settings: {},
    });
    const { page, errors } = await session.ownerPage({ width: 1400, height: 900 });
    await page.goto(`${session.weft.url}/workflow/${created.id}`);
    await canvasNode(page, 'Files').waitFor();
    await page.getByTestId('execute-workflow').click();
    await page.getByTestId('run-result').waitFor({ timeout: 20_000 });
    await openNdv(page, 'Files');
    await page.getByTestId('ndv-output-mode-binary').click();
    const cards = page.locator('.ndv-binary__card');
    await expect.poll(() => cards.count()).toBe(2);
    const image = cards.filter({ hasText: 'dot.png' });
    const html = cards.filter({ hasText: 'page.html' });
    await expect(image.getByRole('button', { name: 'View' }).count()).resolves.toBe(1);
    await expect(html.getByRole('button', { name: 'View' }).count()).resolves.toBe(0);
    await expect(html.getByRole('button', { name: 'Download' }).count()).resolves.toBe(1);
    await screenshot(page, 'ndv-binary-view');

    // The image is stored as a file: View opens /rest/data in a new tab, which serves the bytes.
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      image.getByRole('button', { name: 'View' }).click(),
    ]);
    await tab.waitForLoadState();
    const url = tab.url();
    await tab.close();
    expect(url).toContain('/rest/data/filesystem-v2');
    expect(url).toContain('mode=view');
    // The tab is sandboxed (an opaque origin): read the same address from the editor's page.
    const served = await page.evaluate(async (u) => (await (await fetch(u)).arrayBuffer()).byteLength, url);
    expect(served).toBe(Buffer.from(PNG, 'base64').length);

    // The HTML page downloads under its name.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      html.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('page.html');
    expect(errors).toEqual([]);
  });
});
