import { httpStatusError, NodeOperationError } from '@weft/workflow';
import type { ExecuteContext, JsonObject, JsonValue, NodeOutput } from '@weft/workflow';
import { HORIZONTAL_CHARTS, ITEM_STYLE_CHARTS } from './description.js';

const ORIGIN = 'https://quickchart.io';
const LABELS_ARRAY_ERROR = 'Labels Array is not a valid array, use valid JSON format, or specify it by expressions';

/** QuickChart's origin, or the one `WEFT_QUICKCHART_API_URL` names (for the loopback fake). */
function origin(): string {
  return process.env.WEFT_QUICKCHART_API_URL?.trim().replace(/\/+$/, '') || ORIGIN;
}

/** The chart's labels: the rows of "Labels", or the "Labels Array" (an array, or JSON text of one). */
function chartLabels(ctx: ExecuteContext): unknown[] {
  const labels: unknown[] = [];
  if (ctx.getNodeParameter('labelsMode', 0) === 'manually') {
    const rows = (ctx.getNodeParameter('labelsUi.labelsValues', 0, []) ?? []) as Array<{ label?: unknown }>;
    for (const row of rows) {
      if (Array.isArray(row.label)) labels.push(...(row.label as unknown[]));
      else labels.push(row.label);
    }
    return labels;
  }
  const value: unknown = ctx.getNodeParameter('labelsArray', 0, '');
  if (Array.isArray(value)) return [...(value as unknown[])];
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(value));
  } catch {
    throw new NodeOperationError(ctx.getNode(), LABELS_ARRAY_ERROR);
  }
  if (!Array.isArray(parsed)) throw new NodeOperationError(ctx.getNode(), LABELS_ARRAY_ERROR);
  return parsed as unknown[];
}

/**
 * QuickChart: one dataset per input item (its "Data" and dataset options), the chart type of the
 * last item, drawn by `GET https://quickchart.io/chart?chart=<JSON>&<chart options>`; one item out
 * with the chart config as json and the image in the "Put Output In Field" binary field.
 */
export async function executeQuickChart(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const labels = chartLabels(ctx);
  const datasets: JsonObject[] = [];
  let chartType = '';
  for (let i = 0; i < items.length; i++) {
    const data: unknown = ctx.getNodeParameter('data', i);
    const options = (ctx.getNodeParameter('datasetOptions', i, {}) ?? {}) as Record<string, unknown>;
    chartType = String(ctx.getNodeParameter('chartType', i));
    if (HORIZONTAL_CHARTS.includes(chartType) && ctx.getNodeParameter('chartOptions.horizontal', i, false))
      chartType = `horizontal${chartType[0]!.toUpperCase()}${chartType.slice(1)}`;
    const dataset: Record<string, unknown> = {
      label: options.label || 'Chart',
      data,
      backgroundColor: options.backgroundColor,
      borderColor: options.borderColor,
      type: chartType,
      fill: options.fill,
      [ITEM_STYLE_CHARTS.includes(chartType) ? 'itemStyle' : 'pointStyle']: options.pointStyle,
    };
    // Unset options are left out, as JSON leaves out n8n's undefined values.
    datasets.push(JSON.parse(JSON.stringify(dataset)) as JsonObject);
  }
  const output = String(ctx.getNodeParameter('output', 0));
  const chartOptions = (ctx.getNodeParameter('chartOptions', 0, {}) ?? {}) as Record<string, unknown>;
  const chart: JsonObject = { type: chartType, data: { labels: labels as JsonValue[], datasets } };
  const response = await ctx.helpers.httpRequest({
    method: 'GET',
    url: `${origin()}/chart`,
    qs: { chart: JSON.stringify(chart), ...chartOptions },
    responseType: 'arraybuffer',
    json: false,
    ignoreHttpStatusErrors: true,
  });
  // A refusal fails the node as n8n words it: the status's message, the request library's as description.
  if (response.statusCode >= 400)
    throw httpStatusError(
      ctx.getNode(),
      response.statusCode,
      undefined,
      undefined,
      `Request failed with status code ${response.statusCode}`,
    );
  const header = response.headers['content-type'];
  const contentType = Array.isArray(header) ? header[0] : header;
  const mimeType = contentType?.split(';').find((part) => part.includes('/'));
  const body = response.body instanceof Uint8Array ? response.body : new TextEncoder().encode(String(response.body));
  return [[{ json: { chart }, binary: { [output]: await ctx.helpers.prepareBinaryData(body, undefined, mimeType) } }]];
}
