import type { NodeTypeDescription } from '@weft/workflow';
import { excelV1Properties } from './properties.js';

/** Microsoft Excel 1's description (n8n's MicrosoftExcelV1). */
export const excelV1Description: NodeTypeDescription = {
  name: 'weft.microsoftExcel',
  displayName: 'Microsoft Excel',
  description: 'Read and write the tables and worksheets of Excel workbooks in Microsoft 365',
  group: ['input'],
  version: 1,
  defaultVersion: 2.2,
  icon: 'file:excel.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'Microsoft Excel' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [{ name: 'microsoftExcelOAuth2Api', required: true }],
  properties: excelV1Properties,
  codex: { categories: ['Data & Storage', 'Productivity'], alias: ['_Excel', 'Excel', 'Sheet', 'CSV', 'Spreadsheet'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.microsoftexcel/',
};
