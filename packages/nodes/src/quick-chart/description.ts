/** QuickChart 1's description (n8n's `n8n-nodes-base.quickChart`). */
import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';

/** Chart types that can be drawn horizontally (n8n's list, add-on types included). */
export const HORIZONTAL_CHARTS: readonly string[] = ['bar', 'boxplot', 'violin'];
/** Add-on chart types whose point style is named `itemStyle`. */
export const ITEM_STYLE_CHARTS: readonly string[] = ['boxplot', 'horizontalBoxplot', 'violin', 'horizontalViolin'];
const FILL_CHARTS = ['line'];
const POINT_STYLE_CHARTS = ['line'];

const color = (name: string, displayName: string): NodeProperty => ({
  displayName,
  name,
  type: 'color',
  typeOptions: { showAlpha: true },
  default: '',
});

const properties: NodeProperty[] = [
  {
    displayName: 'Chart Type',
    name: 'chartType',
    type: 'options',
    default: 'bar',
    options: [
      { name: 'Bar Chart', value: 'bar' },
      { name: 'Doughnut Chart', value: 'doughnut' },
      { name: 'Line Chart', value: 'line' },
      { name: 'Pie Chart', value: 'pie' },
      { name: 'Polar Chart', value: 'polarArea' },
    ],
  },
  {
    displayName: 'Add Labels',
    name: 'labelsMode',
    type: 'options',
    options: [
      { name: 'Manually', value: 'manually' },
      { name: 'From Array', value: 'array' },
    ],
    default: 'manually',
  },
  {
    displayName: 'Labels',
    name: 'labelsUi',
    type: 'fixedCollection',
    typeOptions: { multipleValues: true, sortable: true },
    default: {},
    required: true,
    placeholder: 'Add Label',
    options: [
      {
        name: 'labelsValues',
        displayName: 'Labels',
        values: [{ displayName: 'Label', name: 'label', type: 'string', default: '' }],
      },
    ],
    displayOptions: { show: { labelsMode: ['manually'] } },
  },
  {
    displayName: 'Labels Array',
    name: 'labelsArray',
    type: 'string',
    required: true,
    default: '',
    placeholder: 'e.g. ["Berlin", "Paris", "Rome", "New York"]',
    displayOptions: { show: { labelsMode: ['array'] } },
  },
  {
    displayName: 'Data',
    name: 'data',
    type: 'json',
    default: '',
    placeholder: 'e.g. [60, 10, 12, 20]',
    required: true,
  },
  {
    displayName: 'Put Output In Field',
    name: 'output',
    type: 'string',
    default: 'data',
    required: true,
    hint: 'Binary field of the output item that receives the chart image',
  },
  {
    displayName: 'Chart Options',
    name: 'chartOptions',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    options: [
      color('backgroundColor', 'Background Color'),
      {
        displayName: 'Device Pixel Ratio',
        name: 'devicePixelRatio',
        type: 'number',
        default: 2,
        typeOptions: { minValue: 1, maxValue: 2 },
      },
      {
        displayName: 'Format',
        name: 'format',
        type: 'options',
        default: 'png',
        options: [
          { name: 'PNG', value: 'png' },
          { name: 'PDF', value: 'pdf' },
          { name: 'SVG', value: 'svg' },
          { name: 'WebP', value: 'webp' },
        ],
      },
      { displayName: 'Height', name: 'height', type: 'number', default: 300 },
      {
        displayName: 'Horizontal',
        name: 'horizontal',
        type: 'boolean',
        default: false,
        displayOptions: { show: { '/chartType': [...HORIZONTAL_CHARTS] } },
      },
      { displayName: 'Width', name: 'width', type: 'number', default: 500 },
    ],
  },
  {
    displayName: 'Dataset Options',
    name: 'datasetOptions',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    options: [
      color('backgroundColor', 'Background Color'),
      color('borderColor', 'Border Color'),
      {
        displayName: 'Fill',
        name: 'fill',
        type: 'boolean',
        default: true,
        displayOptions: { show: { '/chartType': FILL_CHARTS } },
      },
      { displayName: 'Label', name: 'label', type: 'string', default: '' },
      {
        displayName: 'Point Style',
        name: 'pointStyle',
        type: 'options',
        default: 'circle',
        options: [
          { name: 'Circle', value: 'circle' },
          { name: 'Cross', value: 'cross' },
          { name: 'CrossRot', value: 'crossRot' },
          { name: 'Dash', value: 'dash' },
          { name: 'Line', value: 'line' },
          { name: 'Rect', value: 'rect' },
          { name: 'Rect Rot', value: 'rectRot' },
          { name: 'Rect Rounded', value: 'rectRounded' },
          { name: 'Star', value: 'star' },
          { name: 'Triangle', value: 'triangle' },
        ],
        displayOptions: { show: { '/chartType': POINT_STYLE_CHARTS } },
      },
    ],
  },
];

/** QuickChart 1: draws a chart of the items' data with quickchart.io and answers it as a file. */
export const quickChartDescription: NodeTypeDescription = {
  name: 'weft.quickChart',
  displayName: 'QuickChart',
  description: 'Draws a chart with QuickChart and returns the image',
  icon: 'file:quickChart.svg',
  group: ['output'],
  version: 1,
  defaults: { name: 'QuickChart' },
  usableAsTool: true,
  inputs: ['main'],
  outputs: ['main'],
  properties,
  codex: { categories: ['Marketing'], alias: ['image', 'graph', 'report', 'chart', 'diagram', 'data', 'visualize'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.quickchart/',
};
