import type { NodeType } from '@weft/workflow';

/** Google Sheets Trigger (version 1). */
export const googleSheetsTriggerNode: NodeType[] = [];
