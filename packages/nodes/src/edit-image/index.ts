import type { NodeType } from '@weft/workflow';
import { editImageDescription } from './description.js';
import { executeEditImage } from './execute.js';
import { listFonts } from './fonts.js';

/** Edit Image, version 1 (n8n's `n8n-nodes-base.editImage`), on sharp. */
export const editImageNode: NodeType[] = [
  { description: editImageDescription, execute: executeEditImage, methods: { loadOptions: { getFonts: listFonts } } },
];
