/**
 * A loopback Zoom API (`/v2`, as developers.zoom.us documents the meeting endpoints) over in-memory
 * meetings, for tests and for recording n8n:
 *
 * - `GET /users/me`;
 * - `GET /users/me/meetings` (`type`: scheduled, live, upcoming…; `page_size` up to 300, 30 by
 *   default; `page_number` from 1, a smaller one read as 1) answering `{ page_count, page_number,
 *   page_size, total_records, meetings }`, each meeting in Zoom's list shape;
 * - `POST /users/me/meetings` (201, the meeting with its settings, join URL and password);
 * - `GET /meetings/{id}` (`occurrence_id`, `show_previous_occurrences`), `PATCH /meetings/{id}`
 *   (204), `DELETE /meetings/{id}` (204).
 *
 * Requests sign in with `Authorization: Bearer TOKEN` (a JWT app's token) or `Bearer OAUTH_TOKEN`;
 * anything else is answered 401 `{ code: 124, message: 'Invalid access token.' }`. An unknown
 * meeting answers 404 `{ code: 3001, message: 'Meeting does not exist: <id>.' }`; a meeting without
 * a topic or with a bad type 400 `{ code: 300, … }`. Ids are counted and times come from a clock
 * that moves one minute per write, so two fakes given the same calls answer the same. `state.calls`
 * logs each request.
 *
 * Seed: `{ meetings?: [body…] }`. `createZoomFake(seed?)` answers `{ handle(req, res), state }`;
 * `start(seed?)` serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

export const TOKEN = 'weft-zoom-jwt';
export const OAUTH_TOKEN = 'weft-zoom-oauth';

class Refusal extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.body = { code, message };
  }
}

const readBody = (req) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

const HOST = {
  id: 'z8yAAAbbb1',
  first_name: 'Ada',
  last_name: 'Lovelace',
  display_name: 'Ada Lovelace',
  email: 'ada@weft.example',
  type: 2,
  pmi: 4155550100,
  timezone: 'Europe/London',
  verified: 1,
  dept: '',
  created_at: '2025-01-01T00:00:00Z',
  last_login_time: '2026-01-05T09:00:00Z',
  pic_url: '',
  language: 'en-US',
  phone_number: '',
  status: 'active',
  role_id: '0',
  account_id: 'AcCoUnT1',
  account_number: 100200300,
  cluster: 'us05',
  user_created_at: '2025-01-01T00:00:00Z',
};
const DEFAULT_SETTINGS = {
  host_video: false,
  participant_video: false,
  cn_meeting: false,
  in_meeting: false,
  join_before_host: false,
  jbh_time: 0,
  mute_upon_entry: false,
  watermark: false,
  use_pmi: false,
  approval_type: 2,
  audio: 'voip',
  auto_recording: 'none',
  enforce_login: false,
  waiting_room: true,
  registration_type: 1,
  alternative_hosts: '',
  meeting_authentication: false,
  email_notification: true,
  host_save_video_order: false,
  alternative_host_update_polls: false,
};

/** A fake Zoom account over `seed` (see the module comment). */
export function createZoomFake(seed = {}) {
  const state = { clock: Date.parse(seed.now ?? '2026-01-05T10:00:00Z'), next: 81000000001, meetings: [], calls: [] };
  const tick = () => new Date((state.clock += 60_000)).toISOString().replace(/\.\d+Z$/, 'Z');

  function validate(body, create) {
    if (create && !body.topic) throw new Refusal(400, 300, 'Validation Failed.');
    if (body.type !== undefined && ![1, 2, 3, 8].includes(Number(body.type)))
      throw new Refusal(400, 300, `Invalid meeting type: ${body.type}.`);
    if (body.duration !== undefined && Number(body.duration) < 0)
      throw new Refusal(400, 300, 'Invalid field: duration.');
  }
  function create(body) {
    validate(body, true);
    const id = state.next++;
    const createdAt = tick();
    const type = Number(body.type ?? 2);
    const meeting = {
      uuid: Buffer.from(`meeting-${id}`).toString('base64'),
      id,
      host_id: HOST.id,
      host_email: HOST.email,
      topic: body.topic,
      type,
      status: 'waiting',
      ...(type === 1
        ? {}
        : {
            start_time: body.start_time ? utc(body.start_time) : createdAt,
            duration: Number(body.duration ?? 60),
            timezone: body.timezone ?? HOST.timezone,
          }),
      agenda: body.agenda ?? '',
      created_at: createdAt,
      start_url: `https://us05web.zoom.us/s/${id}?zak=weft`,
      join_url: `https://us05web.zoom.us/j/${id}?pwd=weft`,
      password: body.password ?? 'weft123',
      h323_password: '123456',
      pstn_password: '123456',
      encrypted_password: 'weftenc',
      settings: { ...DEFAULT_SETTINGS, ...(body.settings ?? {}) },
      pre_schedule: false,
      ...(body.schedule_for ? { assistant_id: HOST.id } : {}),
    };
    state.meetings.push(meeting);
    return meeting;
  }
  /** A start time as Zoom answers it: in UTC when it names an offset, else as given; with seconds and `Z`. */
  const utc = (time) =>
    (/(Z|[+-]\d\d:\d\d)$/.test(String(time)) ? new Date(String(time)).toISOString() : `${String(time)}Z`).replace(
      /\.\d+Z$/,
      'Z',
    );
  const listShape = (m) => ({
    uuid: m.uuid,
    id: m.id,
    host_id: m.host_id,
    topic: m.topic,
    type: m.type,
    ...(m.start_time ? { start_time: m.start_time, duration: m.duration, timezone: m.timezone } : {}),
    agenda: m.agenda || undefined,
    created_at: m.created_at,
    join_url: m.join_url,
  });

  function answer(method, path, url, body) {
    let m;
    if (method === 'GET' && path === '/users/me') return HOST;
    if (path === '/users/me/meetings' && method === 'POST') return [201, create(body)];
    if (path === '/users/me/meetings' && method === 'GET') {
      const type = url.searchParams.get('type') ?? 'scheduled';
      const list = state.meetings.filter((mt) =>
        type === 'live' ? mt.status === 'started' : type === 'scheduled' || type === 'upcoming' ? mt.type !== 1 : true,
      );
      const size = Math.min(Math.max(Number(url.searchParams.get('page_size') ?? 30) || 30, 1), 300);
      const number = Math.max(Number(url.searchParams.get('page_number') ?? 1) || 1, 1);
      return {
        page_size: size,
        total_records: list.length,
        next_page_token: '',
        page_count: Math.ceil(list.length / size),
        page_number: number,
        meetings: list.slice((number - 1) * size, number * size).map(listShape),
      };
    }
    if ((m = /^\/meetings\/(\d+)$/.exec(path))) {
      const meeting = state.meetings.find((mt) => String(mt.id) === m[1]);
      if (!meeting) throw new Refusal(404, 3001, `Meeting does not exist: ${m[1]}.`);
      if (method === 'GET') {
        const occurrence = url.searchParams.get('occurrence_id');
        return occurrence ? { ...meeting, occurrence_id: occurrence } : meeting;
      }
      if (method === 'PATCH') {
        validate(body, false);
        const { settings, ...rest } = body;
        Object.assign(meeting, rest);
        if (settings) Object.assign(meeting.settings, settings);
        return [204, undefined];
      }
      if (method === 'DELETE') {
        state.meetings.splice(state.meetings.indexOf(meeting), 1);
        return [204, undefined];
      }
    }
    throw new Refusal(404, 404, 'Not found');
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (!url.pathname.startsWith('/v2/')) return false;
    const raw = await readBody(req);
    const path = url.pathname.slice('/v2'.length);
    const authorization = String(req.headers.authorization ?? '');
    const body = raw.length ? JSON.parse(raw.toString('utf8')) : {};
    state.calls.push({
      method: req.method,
      path,
      query: Object.fromEntries(url.searchParams),
      body: raw.length ? body : undefined,
      authorization,
    });
    const send = (status, payload) => {
      res.writeHead(status, payload === undefined ? {} : { 'content-type': 'application/json;charset=UTF-8' });
      res.end(payload === undefined ? undefined : JSON.stringify(payload));
      return true;
    };
    if (authorization !== `Bearer ${TOKEN}` && authorization !== `Bearer ${OAUTH_TOKEN}`)
      return send(401, { code: 124, message: 'Invalid access token.' });
    try {
      const out = answer(req.method, path, url, body);
      return Array.isArray(out) ? send(out[0], out[1]) : send(200, out);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      return send(error.status, error.body);
    }
  }

  for (const meeting of seed.meetings ?? []) create(meeting);
  state.calls.length = 0;
  return { state, handle };
}

/** Serves a fake on 127.0.0.1:0. */
export async function start(seed) {
  const fake = createZoomFake(seed);
  const server = createServer((req, res) => {
    fake
      .handle(req, res)
      .then((handled) => {
        if (!handled) res.writeHead(404).end();
      })
      .catch((error) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: String(error) }));
      });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    fake,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
