import type { NodeTypeDescription } from '@weft/workflow';
import { excelV2Properties } from './properties.js';

/** Microsoft Excel 365 2–2.2's description (n8n's MicrosoftExcelV2; 2.2 is the default). */
export const excelV2Description: NodeTypeDescription = {
  name: 'weft.microsoftExcel',
  displayName: 'Microsoft Excel 365',
  description: 'Read and write the tables and worksheets of Excel workbooks in Microsoft 365',
  group: ['input'],
  version: [2, 2.1, 2.2],
  defaultVersion: 2.2,
  icon: 'file:excel.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'Microsoft Excel 365' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [{ name: 'microsoftExcelOAuth2Api', required: true }],
  properties: excelV2Properties,
  codex: { categories: ['Data & Storage', 'Productivity'], alias: ['_Excel', 'Excel', 'Sheet', 'CSV', 'Spreadsheet'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.microsoftexcel/',
};
