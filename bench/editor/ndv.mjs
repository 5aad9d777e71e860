// Node details view benchmark: a Code node outputs 100k items (6 fields) on a real `weft start`;
// the workflow runs from the editor in Chromium, then the node's details view is opened and its
// output table measured: time to open the view, to show all 100k rows, to jump to the last row
// and to filter by a search, and frame times while scrolling the table (p50/p95).
//
// Run: `npm run build`, then `node bench/editor/ndv.mjs` (WEFT_CHROMIUM for another Chromium).
import { openEditorSession, pct } from '../lib/editor-session.mjs';

const ITEMS = 100_000;
const RUNS = 3;

const workflow = {
  name: 'Benchmark NDV 100k',
  nodes: [
    { id: 't', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    {
      id: 'c',
      name: 'Many',
      type: 'n8n-nodes-base.code',
      typeVersion: 2,
      position: [240, 0],
      parameters: {
        mode: 'runOnceForAllItems',
        language: 'javaScript',
        jsCode: `return Array.from({ length: ${ITEMS} }, (_, i) => ({ json: { i, label: 'row ' + i, email: 'user' + i + '@example.com', amount: i * 1.5, active: i % 2 === 0, nested: { a: i, b: 'x' + i } } }));`,
      },
    },
  ],
  connections: { Start: { main: [[{ node: 'Many', type: 'main', index: 0 }]] } },
  settings: {},
};

async function main() {
  const { url, workflowId: id, browser, page, close } = await openEditorSession(workflow);
  try {
    await page.goto(`${url}/workflow/${id}`);
    await page.locator('[data-testid="canvas-node"][data-node-name="Many"]').waitFor();
    const runStarted = Date.now();
    await page.getByTestId('execute-workflow').click();
    await page.getByTestId('run-result').waitFor({ timeout: 120_000 });
    const runMs = Date.now() - runStarted;

    const output = page.getByTestId('ndv-output');
    const opens = [];
    const alls = [];
    const ends = [];
    const searches = [];
    let frames = [];
    for (let r = 0; r < RUNS; r++) {
      const t0 = Date.now();
      await page.locator('[data-testid="canvas-node"][data-node-name="Many"] .wnode__box').dblclick();
      await output.locator('[data-testid="ndv-table-row"]').first().waitFor();
      opens.push(Date.now() - t0);

      const t1 = Date.now();
      await output.getByTestId('ndv-output-page-size').selectOption('0');
      await page.waitForFunction(
        () => document.querySelector('[data-testid="ndv-output"] [data-testid="ndv-table"]')?.scrollHeight > 100_000,
        null,
        { polling: 'raf' },
      );
      alls.push(Date.now() - t1);

      // Frame times while wheel-scrolling through the table.
      const table = output.getByTestId('ndv-table');
      const box = await table.boundingBox();
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.evaluate(() => {
        window.__frames = [];
        let last = performance.now();
        const tick = (t) => {
          window.__frames.push(t - last);
          last = t;
          if (window.__scrolling) requestAnimationFrame(tick);
        };
        window.__scrolling = true;
        requestAnimationFrame(tick);
      });
      for (let i = 0; i < 150; i++) {
        await page.mouse.wheel(0, i % 50 < 40 ? 400 : -400);
        await page.waitForTimeout(16);
      }
      frames = frames.concat(
        await page.evaluate(() => {
          window.__scrolling = false;
          return window.__frames.slice(2);
        }),
      );

      const t2 = Date.now();
      await table.evaluate((el) => (el.scrollTop = el.scrollHeight));
      await output.getByText(`row ${ITEMS - 1}`, { exact: true }).waitFor();
      ends.push(Date.now() - t2);

      const t3 = Date.now();
      await output.getByTestId('ndv-output-search').fill(`row ${ITEMS - 2}`);
      await page.waitForFunction(
        (n) => document.querySelector('[data-testid="ndv-output-count"]')?.textContent === `1 of ${n} items`,
        ITEMS,
        { polling: 'raf' },
      );
      searches.push(Date.now() - t3);

      await page.getByTestId('ndv').press('Escape');
      await page.getByTestId('ndv').waitFor({ state: 'detached' });
    }

    const list = (xs) => `${xs.map((x) => `${x} ms`).join(', ')} (best ${Math.min(...xs)} ms)`;
    console.log(
      `Output: ${ITEMS} items of 6 fields (Chromium ${browser.version()}, 1600×900); the run itself took ${runMs} ms`,
    );
    console.log(`Open the node details view until the first output row shows: ${list(opens)}`);
    console.log(`Show all ${ITEMS} rows (page size All): ${list(alls)}`);
    console.log(`Jump to the last row: ${list(ends)}`);
    console.log(`Search to one matching row: ${list(searches)}`);
    console.log(
      `Scrolling the table: ${frames.length} frames, p50 ${pct(frames, 50).toFixed(1)} ms, p95 ${pct(frames, 95).toFixed(1)} ms`,
    );
  } finally {
    await close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
