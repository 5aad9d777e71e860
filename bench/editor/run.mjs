// Editor canvas benchmark: a 500-node / 600-connection workflow is created over REST on a real
// `weft start`, then opened in Chromium. Prints the time until all nodes are rendered and the
// frame times while panning (p50/p95), at "fit view" zoom and at 100 %.
//
// Run: build the editor (`cd packages/editor && npx vite build`), then `node bench/editor/run.mjs`.
// WEFT_EDITOR_DIST points at another build; WEFT_CHROMIUM at another Chromium.
import { openEditorSession, pct } from '../lib/editor-session.mjs';

const NODES = 500;
const CONNECTIONS = 600;
const COLUMNS = 25;

/** 500 nodes on a grid: a manual trigger, then No-Ops; each links to the next in its row, plus links down a column. */
function bigWorkflow() {
  const nodes = [];
  for (let i = 0; i < NODES; i++) {
    nodes.push({
      id: `n${i}`,
      name: i === 0 ? 'Start' : `Step ${i}`,
      type: i === 0 ? 'n8n-nodes-base.manualTrigger' : 'n8n-nodes-base.noOp',
      typeVersion: 1,
      position: [(i % COLUMNS) * 240, Math.floor(i / COLUMNS) * 200],
      parameters: {},
    });
  }
  const connections = {};
  let count = 0;
  const link = (a, b) => {
    const from = nodes[a].name;
    connections[from] ??= { main: [[]] };
    if (connections[from].main[0].some((t) => t.node === nodes[b].name)) return false;
    connections[from].main[0].push({ node: nodes[b].name, type: 'main', index: 0 });
    count++;
    return true;
  };
  for (let i = 0; i + 1 < NODES && count < CONNECTIONS; i++)
    if ((i + 1) % COLUMNS !== 0 || i + 1 === COLUMNS) link(i, i + 1);
  for (let i = 0; count < CONNECTIONS && i + COLUMNS < NODES; i += 3) link(i, i + COLUMNS);
  return { name: 'Benchmark 500 nodes', nodes, connections, settings: {} };
}

async function main() {
  const wf = bigWorkflow();
  const { url, workflowId: id, browser, page, close } = await openEditorSession(wf);
  try {
    const connections = Object.values(wf.connections).reduce((n, c) => n + c.main[0].length, 0);
    if (process.env.BENCH_NO_MINIMAP) await page.addInitScript(() => (globalThis.__weftNoMinimap = true));
    if (process.env.BENCH_RENDER_ALL) await page.addInitScript(() => (globalThis.__weftRenderAll = true));

    const runs = [];
    const renders = [];
    for (let r = 0; r < 3; r++) {
      let lp;
      if (r === 2 && process.env.BENCH_PROFILE_LOAD) {
        lp = await page.context().newCDPSession(page);
        await lp.send('Profiler.enable');
        await lp.send('Profiler.setSamplingInterval', { interval: 200 });
        await lp.send('Profiler.start');
      }
      const t0 = Date.now();
      await page.goto(`${url}/workflow/${id}`);
      await page.waitForFunction(
        (n) =>
          document.querySelectorAll('[data-testid="canvas-node"]').length >= n &&
          (window.__allAt ??= performance.now()),
        NODES,
        { timeout: 60_000, polling: 'raf' },
      );
      runs.push(Date.now() - t0);
      renders.push(
        await page.evaluate(() => {
          const data = performance
            .getEntriesByType('resource')
            .filter((e) => /\/rest\/(workflows\/|login)|\/types\/nodes\.json/.test(e.name));
          return Math.round(window.__allAt - Math.max(...data.map((e) => e.responseEnd)));
        }),
      );
      if (lp) {
        const { profile } = await lp.send('Profiler.stop');
        const self = new Map();
        const byId = new Map(profile.nodes.map((n) => [n.id, n]));
        for (const id of profile.samples) {
          const n = byId.get(id);
          const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
          self.set(key, (self.get(key) ?? 0) + 1);
        }
        const total = profile.samples.length;
        console.log(`load profile: ${total} samples`);
        console.log(
          [...self]
            .sort((a, b) => b[1] - a[1])
            .slice(0, 30)
            .map(([k, v]) => `${((v / total) * 100).toFixed(1)}% ${k}`)
            .join('\n'),
        );
      }
      if (r === 2 && process.env.BENCH_DETAIL) {
        const detail = await page.evaluate(() => {
          const nav = performance.getEntriesByType('navigation')[0];
          const res = performance
            .getEntriesByType('resource')
            .map(
              (e) => `${e.name.replace(location.origin, '')} ${Math.round(e.startTime)}→${Math.round(e.responseEnd)}`,
            );
          return { domContentLoaded: Math.round(nav.domContentLoadedEventEnd), res };
        });
        console.log(JSON.stringify(detail, null, 1));
      }
    }

    const pan = async () => {
      await page.mouse.move(800, 450);
      await page.evaluate(() => {
        window.__frames = [];
        let last = performance.now();
        const tick = (t) => {
          window.__frames.push(t - last);
          last = t;
          if (window.__panning) requestAnimationFrame(tick);
        };
        window.__panning = true;
        requestAnimationFrame(tick);
      });
      for (let i = 0; i < 120; i++) {
        await page.mouse.wheel(i % 60 < 30 ? 40 : -40, i % 40 < 20 ? 25 : -25);
        await page.waitForTimeout(16);
      }
      return page.evaluate(() => {
        window.__panning = false;
        return window.__frames.slice(2);
      });
    };
    let cdp;
    if (process.env.BENCH_PROFILE) {
      cdp = await page.context().newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    const fitFrames = await pan();
    if (cdp) {
      const { profile } = await cdp.send('Profiler.stop');
      const self = new Map();
      const byId = new Map(profile.nodes.map((n) => [n.id, n]));
      const counts = new Map();
      for (const id of profile.samples) counts.set(id, (counts.get(id) ?? 0) + 1);
      for (const [id, c] of counts) {
        const n = byId.get(id);
        const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
        self.set(key, (self.get(key) ?? 0) + c);
      }
      const total = profile.samples.length;
      console.log(
        [...self]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 25)
          .map(([k, v]) => `${((v / total) * 100).toFixed(1)}% ${k}`)
          .join('\n'),
      );
    }
    await page.evaluate(() => document.querySelector('.react-flow__controls-fitview') && undefined);
    // 100 % zoom around the middle of the graph.
    await page.keyboard.down('Control');
    for (let i = 0; i < 8; i++) await page.mouse.wheel(0, -200);
    await page.keyboard.up('Control');
    await page.waitForTimeout(300);
    const zoomedFrames = await pan();

    const ms = (x) => `${x.toFixed(1)} ms`;
    console.log(`Workflow: ${NODES} nodes, ${connections} connections (Chromium ${browser.version()}, 1600×900)`);
    console.log(
      `Time to all nodes rendered (navigation → ${NODES} nodes in the DOM): ${runs.map((r) => `${r} ms`).join(', ')} (best ${Math.min(...runs)} ms)`,
    );
    console.log(
      `  of which rendering after the session, the workflow and node types arrived: ${renders.map((r) => `${r} ms`).join(', ')}`,
    );
    console.log(
      `Panning at fit-view zoom: ${fitFrames.length} frames, p50 ${ms(pct(fitFrames, 50))}, p95 ${ms(pct(fitFrames, 95))}`,
    );
    console.log(
      `Panning zoomed in:        ${zoomedFrames.length} frames, p50 ${ms(pct(zoomedFrames, 50))}, p95 ${ms(pct(zoomedFrames, 95))}`,
    );
  } finally {
    await close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
