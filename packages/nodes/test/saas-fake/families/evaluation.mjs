/**
 * Evaluation: the Evaluation Trigger and Evaluation nodes' datasets in Google Sheets, served by the
 * Sheets fake of the Google Sheets nodes (src/google-sheets/test-fake/sheets-fake.mjs), seeded from a
 * case's `seed.json`: `{ "sheets": [{ "id", "title", "sheets": { "<sheet>": [[row], …] } }] }`.
 * n8n calls `https://sheets.googleapis.com/v4/…`; Weft sends the same paths to `WEFT_GOOGLE_API_URL`.
 */
import { createSheetsFake } from '../../../src/google-sheets/test-fake/sheets-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['sheets.googleapis.com', 'www.googleapis.com', 'oauth2.googleapis.com'],
  env: ['WEFT_GOOGLE_API_URL'],
  folders: ['evaluation', 'evaluation-trigger'],
  create(seed = {}) {
    const sheets = createSheetsFake();
    for (const doc of seed.sheets ?? []) sheets.addSpreadsheet(doc);
    return { handle: (req, res) => sheets.handle(req, res) };
  },
};
