/** Google Sheets: typeVersions 1–2 (ranges and key rows) and 3–4.7 (documents, sheets, column mapping). */
import type { NodeType } from '@weft/workflow';
import { googleSheetsV1Description } from './description-v1.js';
import { googleSheetsV3Description } from './description-v3.js';
import { executeSheetsV1 } from './execute-v1.js';
import { executeSheetsV3 } from './execute-v3.js';
import { sheetsMethods } from './methods.js';

export { sheetsMethods } from './methods.js';
export { SheetsClient, type SheetRows } from './sheets-client.js';
export { documentLocator, sheetLocator, locatorParts, sheetLocatorValue, spreadsheetIdOf } from './locators.js';
export { prepareSheetData, ROW_NUMBER } from './sheet-data.js';

/** Google Sheets, one registration per n8n version group. */
export const googleSheetsNode: NodeType[] = [
  { description: googleSheetsV1Description, execute: executeSheetsV1, methods: sheetsMethods },
  { description: googleSheetsV3Description, execute: executeSheetsV3, methods: sheetsMethods },
];
