/**
 * A loopback Strava API v3 (https://developers.strava.com/docs/webhooks/ and /docs/reference/) for
 * the Strava Trigger, over in-memory state:
 *
 * - push subscriptions, signed with the app's `client_id` and `client_secret` (query or form body):
 *   `GET /api/v3/push_subscriptions` (the app's one subscription, in a list),
 *   `POST /api/v3/push_subscriptions` (form `callback_url`, `verify_token`; Strava first validates
 *   the URL with `GET {callback_url}?hub.verify_token=…&hub.challenge=…&hub.mode=subscribe` and
 *   needs a 200 answering `{ "hub.challenge": … }`; one subscription per app, a second is refused
 *   `already exists`), `DELETE /api/v3/push_subscriptions/{id}` (204);
 * - reads with the athlete's bearer token: `GET /api/v3/activities/{id}`,
 *   `GET /api/v3/athletes/{id}/stats`, `GET /api/v3/athlete`.
 *
 * Refusals have Strava's `{ message, errors: [{ resource, field, code }] }` shape. `push(event)`
 * posts an event to the subscription's callback URL as Strava does. `state.calls` logs each request.
 *
 * `createStravaFake(seed?)` answers `{ handle(req, res): Promise<boolean>, push(event), state }`;
 * `start(seed?)` serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

export const CLIENT_ID = '90210';
export const CLIENT_SECRET = 'weft-strava-client-secret';
export const ACCESS_TOKEN = 'weft-strava-access-token';
export const ATHLETE_ID = 134815;

class Refusal extends Error {
  constructor(status, message, errors) {
    super(message);
    this.status = status;
    this.body = { message, errors };
  }
}

/** Seed: `{ subscription?: { callback_url } }` already registered for the app (not validated). */
export function createStravaFake(seed = {}) {
  let counter = 120000;
  const state = { subscription: undefined, calls: [], validations: [] };
  const subscribe = (callbackUrl) => {
    const now = '2026-01-05T10:00:00Z';
    state.subscription = {
      id: ++counter,
      resource_state: 2,
      application_id: Number(CLIENT_ID),
      callback_url: callbackUrl,
      created_at: now,
      updated_at: now,
    };
    return state.subscription;
  };
  if (seed.subscription) subscribe(seed.subscription.callback_url);
  const activities = new Map([
    [
      1360128428,
      {
        resource_state: 3,
        athlete: { id: ATHLETE_ID, resource_state: 1 },
        name: 'Morning Run',
        distance: 10012.3,
        moving_time: 3021,
        elapsed_time: 3100,
        total_elevation_gain: 52.1,
        type: 'Run',
        sport_type: 'Run',
        id: 1360128428,
        start_date: '2026-01-05T07:00:00Z',
        timezone: '(GMT+00:00) Europe/London',
        kudos_count: 3,
        private: false,
      },
    ],
  ]);
  const stats = new Map([
    [
      ATHLETE_ID,
      {
        biggest_ride_distance: 95301.2,
        biggest_climb_elevation_gain: 612,
        recent_run_totals: {
          count: 4,
          distance: 40123.5,
          moving_time: 12200,
          elapsed_time: 12600,
          elevation_gain: 210,
          achievement_count: 2,
        },
        all_run_totals: {
          count: 312,
          distance: 3012345,
          moving_time: 950000,
          elapsed_time: 990000,
          elevation_gain: 21000,
        },
      },
    ],
  ]);

  const appSigned = (params) => {
    if (params.client_id !== CLIENT_ID || params.client_secret !== CLIENT_SECRET)
      throw new Refusal(401, 'Authorization Error', [{ resource: 'Application', field: 'client_id', code: 'invalid' }]);
  };
  const userSigned = (authorization) => {
    if (authorization !== `Bearer ${ACCESS_TOKEN}`)
      throw new Refusal(401, 'Authorization Error', [{ resource: 'Athlete', field: 'access_token', code: 'invalid' }]);
  };

  async function validate(callbackUrl, verifyToken) {
    const challenge = `weft-challenge-${++counter}`;
    const url = new URL(callbackUrl);
    url.searchParams.set('hub.verify_token', verifyToken);
    url.searchParams.set('hub.challenge', challenge);
    url.searchParams.set('hub.mode', 'subscribe');
    let ok = false;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      const text = await res.text();
      ok = res.status === 200 && JSON.parse(text)['hub.challenge'] === challenge;
      state.validations.push({ url: url.toString(), status: res.status, body: text });
    } catch (error) {
      state.validations.push({ url: url.toString(), error: String(error) });
    }
    if (!ok)
      throw new Refusal(400, 'Bad Request', [
        { resource: 'PushSubscription', field: 'callback url', code: 'GET to callback URL does not return 200' },
      ]);
  }

  async function route(method, parts, params, authorization) {
    if (parts[0] === 'push_subscriptions') {
      appSigned(params);
      if (parts.length === 1 && method === 'GET') return [200, state.subscription ? [state.subscription] : []];
      if (parts.length === 1 && method === 'POST') {
        if (!params.callback_url)
          throw new Refusal(400, 'Bad Request', [
            { resource: 'PushSubscription', field: 'callback_url', code: 'invalid' },
          ]);
        if (!params.verify_token)
          throw new Refusal(400, 'Bad Request', [
            { resource: 'PushSubscription', field: 'verify_token', code: 'invalid' },
          ]);
        if (state.subscription)
          throw new Refusal(400, 'Bad Request', [{ resource: 'PushSubscription', field: '', code: 'already exists' }]);
        await validate(params.callback_url, params.verify_token);
        return [201, { id: subscribe(params.callback_url).id }];
      }
      if (
        parts.length === 2 &&
        method === 'DELETE' &&
        state.subscription &&
        String(state.subscription.id) === parts[1]
      ) {
        state.subscription = undefined;
        return [204];
      }
      throw new Refusal(404, 'Record Not Found', [{ resource: 'PushSubscription', field: 'id', code: 'not found' }]);
    }
    userSigned(authorization);
    if (method === 'GET' && parts[0] === 'athlete' && parts.length === 1)
      return [
        200,
        {
          id: ATHLETE_ID,
          username: 'ada',
          resource_state: 2,
          firstname: 'Ada',
          lastname: 'Lovelace',
          city: 'London',
          country: 'United Kingdom',
        },
      ];
    if (method === 'GET' && parts[0] === 'activities' && parts.length === 2) {
      const found = activities.get(Number(parts[1]));
      if (found) return [200, found];
      throw new Refusal(404, 'Record Not Found', [{ resource: 'Activity', field: 'id', code: 'invalid' }]);
    }
    if (method === 'GET' && parts[0] === 'athletes' && parts[2] === 'stats' && parts.length === 3) {
      const found = stats.get(Number(parts[1]));
      if (found) return [200, found];
      throw new Refusal(404, 'Record Not Found', [{ resource: 'Athlete', field: 'id', code: 'invalid' }]);
    }
    throw new Refusal(404, 'Record Not Found', [{ resource: 'resource', field: 'path', code: 'invalid' }]);
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (!url.pathname.startsWith('/api/v3/')) return false;
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString('utf8');
    const type = String(req.headers['content-type'] ?? '');
    const form =
      text && type.includes('application/x-www-form-urlencoded') ? Object.fromEntries(new URLSearchParams(text)) : {};
    const query = Object.fromEntries(url.searchParams);
    const authorization = req.headers.authorization ?? '';
    state.calls.push({ method: req.method, path: url.pathname, query, form, contentType: type, authorization });
    const send = (status, payload) => {
      if (payload === undefined) res.writeHead(status).end();
      else {
        res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(payload));
      }
      return true;
    };
    try {
      const parts = url.pathname
        .replace(/^\/api\/v3\//, '')
        .split('/')
        .filter(Boolean);
      const [status, payload] = await route(req.method ?? 'GET', parts, { ...query, ...form }, authorization);
      return send(status, payload);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      return send(error.status, error.body);
    }
  }

  /** Posts an event to the subscription's callback URL, as Strava does; answers the status and body. */
  async function push(event) {
    if (!state.subscription) throw new Error('No subscription to push to');
    const res = await fetch(state.subscription.callback_url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        subscription_id: state.subscription.id,
        owner_id: ATHLETE_ID,
        event_time: 1767607200,
        updates: {},
        ...event,
      }),
    });
    return { status: res.status, body: await res.text() };
  }
  return { state, handle, push };
}

/** Serves a fake on 127.0.0.1 at a free port. */
export async function start(seed = {}) {
  const fake = createStravaFake(seed);
  const server = createServer((req, res) => {
    void fake.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
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
