/**
 * Google: the Sheets (with the Drive endpoints Sheets uses) and Gmail fakes of the node folders,
 * seeded from a case's `seed.json`: `{ "sheets": [{ "id", "title", "sheets": { "<sheet>": [[row], …] } }],
 * "gmail": { "messages": [{ "raw", "labelIds" }] } }` (the Gmail fake accepts the token `tok`).
 */
import { createGmailFake } from '../../../src/gmail/test-fake/gmail-fake.mjs';
import { createSheetsFake } from '../../../src/google-sheets/test-fake/sheets-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['sheets.googleapis.com', 'www.googleapis.com', 'oauth2.googleapis.com', 'gmail.googleapis.com', 'docs.googleapis.com'],
  env: ['WEFT_GOOGLE_API_URL'],
  folders: ['google-sheets', 'gmail'],
  create(seed = {}) {
    const sheets = createSheetsFake();
    for (const doc of seed.sheets ?? []) sheets.addSpreadsheet(doc);
    const gmail = createGmailFake();
    for (const m of seed.gmail?.messages ?? []) gmail.state.addMessage(m.raw, { labelIds: m.labelIds });
    const all = [sheets, gmail];
    return {
      handle(req, res) {
        for (const fake of all) if (fake.handle(req, res)) return true;
        return false;
      },
    };
  },
};
