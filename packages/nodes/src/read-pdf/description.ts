import type { NodeTypeDescription } from '@weft/workflow';

/** Read PDF 1 (n8n's legacy `n8n-nodes-base.readPDF`; Extract From File's PDF operation replaces it). */
export const readPdfDescription: NodeTypeDescription = {
  name: 'weft.readPDF',
  displayName: 'Read PDF',
  description: 'Reads a PDF and extracts its text and metadata',
  icon: 'fa:file-pdf',
  group: ['input'],
  version: 1,
  hidden: true,
  defaults: { name: 'Read PDF' },
  inputs: ['main'],
  outputs: ['main'],
  properties: [
    {
      displayName: 'Input Binary Field',
      name: 'binaryPropertyName',
      type: 'string',
      default: 'data',
      required: true,
      description: 'Binary field of the input item that holds the PDF file',
    },
    {
      displayName: 'Encrypted',
      name: 'encrypted',
      type: 'boolean',
      default: false,
      required: true,
    },
    {
      displayName: 'Password',
      name: 'password',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      description: 'Password that opens the PDF file',
      displayOptions: { show: { encrypted: [true] } },
    },
  ],
};
