/**
 * Google: the loopback fakes of the Google node folders, seeded from a case's `seed.json`:
 *
 *     { "sheets": [{ "id", "title", "sheets": { "<sheet>": [[row], …] } }],
 *       "gmail": { "messages": [{ "raw", "labelIds" }] },
 *       "drive": { "files": [{ "id", "name", "mimeType", "parents", "content", … }], "drives": [{ "id", "name" }] },
 *       "docs": { "documents": [{ "id", "title", "text" }] },
 *       "calendar": { "calendars": [{ "id", "summary", "timeZone", "primary" }], "events": { "<calendar id>": [{ … }] } },
 *       "tasks": { "lists": [{ "id", "title", "tasks": [{ … }] }] },
 *       "people": { "people": [{ "id", "fields": { "names": [...], … } }] },
 *       "slides": { "presentations": [{ "presentationId", "title", "slides": [["text", …], …] }] },
 *       "analytics": { "views": { … }, "properties": { … }, "users": { … } }   (see google-analytics/test-fake/analytics-fake.mjs),
 *       "now": "<ISO time the fakes stamp, 2025-01-06T09:00:00.000Z when not given>" }
 *
 * Every fake accepts any Bearer token (the credentials hold `oauthTokenData.access_token`). Ids are
 * counted and the clock is fixed at `now`, so n8n's recording and Weft's replay see the same
 * answers. Drive paths (`/drive/v3/…`) go to the Drive fake, or to the Sheets fake's Drive
 * endpoints when the seed holds spreadsheets (the Sheets cases).
 */
import { createCalendarFake } from '../../../src/google-calendar/test-fake/calendar-fake.mjs';
import { createPeopleFake } from '../../../src/google-contacts/test-fake/people-fake.mjs';
import { createDocsFake } from '../../../src/google-docs/test-fake/docs-fake.mjs';
import { createDriveFake } from '../../../src/google-drive/test-fake/drive-fake.mjs';
import { createGmailFake } from '../../../src/gmail/test-fake/gmail-fake.mjs';
import { createSheetsFake } from '../../../src/google-sheets/test-fake/sheets-fake.mjs';
import { createSlidesFake } from '../../../src/google-slides/test-fake/slides-fake.mjs';
import { createTasksFake } from '../../../src/google-tasks/test-fake/tasks-fake.mjs';
import { createAnalyticsFake } from '../../../src/google-analytics/test-fake/analytics-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['sheets.googleapis.com', 'www.googleapis.com', 'oauth2.googleapis.com', 'gmail.googleapis.com', 'docs.googleapis.com', 'people.googleapis.com', 'slides.googleapis.com', 'analyticsreporting.googleapis.com', 'analyticsdata.googleapis.com'],
  env: ['WEFT_GOOGLE_API_URL'],
  folders: ['google-sheets', 'gmail', 'google-drive', 'google-docs', 'google-calendar', 'google-tasks', 'google-contacts', 'google-slides', 'google-analytics'],
  create(seed = {}) {
    const now = seed.now ?? '2025-01-06T09:00:00.000Z';
    const clock = () => now;

    const sheets = createSheetsFake();
    for (const doc of seed.sheets ?? []) sheets.addSpreadsheet(doc);
    const gmail = createGmailFake();
    for (const m of seed.gmail?.messages ?? []) gmail.state.addMessage(m.raw, { labelIds: m.labelIds });

    const drive = createDriveFake({ clock });
    for (const f of seed.drive?.files ?? []) drive.state.addFile(f);
    for (const d of seed.drive?.drives ?? []) drive.state.addDrive(d);
    const docs = createDocsFake({ driveState: drive.state });
    for (const d of seed.docs?.documents ?? []) docs.state.addDocument(d);

    const calendar = createCalendarFake({ clock });
    for (const c of seed.calendar?.calendars ?? []) calendar.state.addCalendar(c);
    for (const [calendarId, events] of Object.entries(seed.calendar?.events ?? {})) for (const e of events) calendar.state.addEvent(calendarId, { created: now, updated: now, ...e });

    const tasks = createTasksFake({ clock });
    for (const { tasks: list = [], ...props } of seed.tasks?.lists ?? []) {
      const created = tasks.state.addList(props);
      for (const t of list) tasks.state.addTask(created.id, t);
    }

    const people = createPeopleFake();
    for (const p of seed.people?.people ?? []) people.state.addPerson(p.fields ?? {}, p.id);

    const slides = createSlidesFake({ thumbnailOrigin: 'https://lh7-rt.googleusercontent.com' });
    for (const p of seed.slides?.presentations ?? []) slides.state.addPresentation(p);

    const analytics = createAnalyticsFake(seed.analytics ?? {});

    const others = [gmail, docs, calendar, tasks, people, slides, analytics];
    const all = seed.sheets ? [sheets, drive, ...others] : [drive, sheets, ...others];
    return {
      handle(req, res) {
        for (const fake of all) if (fake.handle(req, res)) return true;
        return false;
      },
    };
  },
};
