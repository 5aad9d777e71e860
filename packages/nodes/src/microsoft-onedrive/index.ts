/** Microsoft OneDrive (n8n's `n8n-nodes-base.microsoftOneDrive`), typeVersion 1. */
import type { NodeType } from '@weft/workflow';
import { executeOneDrive } from './execute.js';
import { oneDriveProperties } from './properties.js';

/** Microsoft OneDrive 1. */
export const microsoftOneDriveNode: NodeType[] = [
  {
    description: {
      name: 'weft.microsoftOneDrive',
      displayName: 'Microsoft OneDrive',
      description: 'Upload, download, share and organise files and folders in OneDrive',
      group: ['input'],
      version: 1,
      icon: 'file:oneDrive.svg',
      subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
      defaults: { name: 'Microsoft OneDrive' },
      inputs: ['main'],
      outputs: ['main'],
      usableAsTool: true,
      credentials: [{ name: 'microsoftOneDriveOAuth2Api', required: true }],
      properties: oneDriveProperties,
      codex: { categories: ['Data & Storage'] },
      documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.microsoftonedrive/',
    },
    execute: executeOneDrive,
  },
];
