/** Google Sheets Trigger 1 (n8n's `n8n-nodes-base.googleSheetsTrigger`): rows added or updated in a sheet, by polling. */
import type { NodeType } from '@weft/workflow';
import { sheetsMethods } from '../google-sheets/index.js';
import { googleSheetsTriggerDescription } from './description.js';
import { pollGoogleSheets } from './poll.js';

export { compareRevisions, pollGoogleSheets, revisionRows } from './poll.js';

/** Google Sheets Trigger, version 1. */
export const googleSheetsTriggerNode: NodeType[] = [
  { description: googleSheetsTriggerDescription, poll: pollGoogleSheets, methods: sheetsMethods },
];
