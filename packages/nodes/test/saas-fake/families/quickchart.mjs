/**
 * QuickChart: the chart API fake of the QuickChart node (src/quick-chart/test-fake/quickchart-fake.mjs),
 * which answers an image carrying the request's parameters, so a recorded case's bytes prove Weft sent
 * n8n's request. n8n calls `https://quickchart.io/chart`; Weft sends the same path to
 * `WEFT_QUICKCHART_API_URL`, which replaces the origin. No seed, no credentials.
 */
import { createQuickChartFake } from '../../../src/quick-chart/test-fake/quickchart-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['quickchart.io'],
  env: ['WEFT_QUICKCHART_API_URL'],
  folders: ['quick-chart'],
  create() {
    const fake = createQuickChartFake();
    return { handle: (req, res) => fake.handle(req, res) };
  },
};
