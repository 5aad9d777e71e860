/**
 * A loopback OpenWeatherMap API 2.5 (https://openweathermap.org/current, /forecast5) over seeded
 * cities, for tests and for recording n8n: `GET /data/2.5/weather` and `GET /data/2.5/forecast`
 * (forty 3-hourly entries) by `q` (city name, optionally `,country`), `id`, `lat` and `lon`, or `zip`
 * (`code,country`), in `units` standard (Kelvin), metric or imperial, with `lang` (en, de, fr).
 * The key comes as `appid` or `APPID`; a wrong one is answered 401. Refusals have OpenWeatherMap's
 * shape (`{ cod, message }`). Answers depend only on the seed and the query (a fixed clock).
 * `state.calls` logs each request; answers pushed on `state.failures` (`{ status, retryAfter? }`)
 * are given first, one a request.
 *
 * `createOpenWeatherMapFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`;
 * `start(seed?)` serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

export const API_KEY = 'weftopenweathermapkey0001';

const CITIES = [
  { id: 2643743, name: 'London', country: 'GB', lat: 51.5085, lon: -0.1257, zip: 'EC1A', kelvin: 281.15, timezone: 0, population: 1000000 },
  { id: 2950159, name: 'Berlin', country: 'DE', lat: 52.5244, lon: 13.4105, zip: '10115', kelvin: 276.4, timezone: 3600, population: 1000000 },
  { id: 1850147, name: 'Tokyo', country: 'JP', lat: 35.6895, lon: 139.6917, zip: '100-0001', kelvin: 285.9, timezone: 32400, population: 12445327 },
];
const WORDS = {
  en: ['clear sky', 'few clouds', 'scattered clouds', 'light rain'],
  de: ['Klarer Himmel', 'Ein paar Wolken', 'Mäßig bewölkt', 'Leichter Regen'],
  fr: ['ciel dégagé', 'peu nuageux', 'partiellement nuageux', 'légère pluie'],
};
const KINDS = [{ id: 800, main: 'Clear', icon: '01d' }, { id: 801, main: 'Clouds', icon: '02d' }, { id: 802, main: 'Clouds', icon: '03d' }, { id: 500, main: 'Rain', icon: '10d' }];

/** Seed: `{ now?, cities?: [{ id, name, country, lat, lon, zip, kelvin, timezone }] }`. */
export function createOpenWeatherMapFake(seed = {}) {
  const state = { calls: [], failures: [] };
  const cities = seed.cities ?? CITIES;
  const now = Math.floor(Date.parse(seed.now ?? '2026-01-05T12:00:00.000Z') / 1000);
  const round = (n) => Math.round(n * 100) / 100;
  const temperature = (kelvin, units) => (units === 'metric' ? round(kelvin - 273.15) : units === 'imperial' ? round((kelvin - 273.15) * 1.8 + 32) : round(kelvin));
  const speed = (ms, units) => (units === 'imperial' ? round(ms * 2.237) : ms);
  const sky = (n, lang) => {
    const kind = KINDS[n % KINDS.length];
    return [{ id: kind.id, main: kind.main, description: (WORDS[lang] ?? WORDS.en)[n % KINDS.length], icon: kind.icon }];
  };
  const mainOf = (kelvin, units, extra = {}) => ({
    temp: temperature(kelvin, units), feels_like: temperature(kelvin - 2.1, units), temp_min: temperature(kelvin - 1.2, units), temp_max: temperature(kelvin + 1.3, units),
    pressure: 1012, humidity: 81, sea_level: 1012, grnd_level: 1008, ...extra,
  });
  const refuse = (status, message) => ({ status, body: { cod: String(status), message } });

  function locate(q) {
    if (q.q !== undefined) {
      const [name, country] = String(q.q).split(',').map((s) => s.trim().toLowerCase());
      return cities.find((c) => c.name.toLowerCase() === name && (!country || c.country.toLowerCase() === country)) ?? refuse(404, 'city not found');
    }
    if (q.id !== undefined) return cities.find((c) => String(c.id) === String(q.id)) ?? refuse(404, 'city not found');
    if (q.lat !== undefined || q.lon !== undefined) {
      const lat = Number(q.lat);
      const lon = Number(q.lon);
      if (q.lat === '' || !Number.isFinite(lat) || lat < -90 || lat > 90) return refuse(400, 'wrong latitude');
      if (q.lon === '' || !Number.isFinite(lon) || lon < -180 || lon > 180) return refuse(400, 'wrong longitude');
      return [...cities].sort((a, b) => Math.hypot(a.lat - lat, a.lon - lon) - Math.hypot(b.lat - lat, b.lon - lon))[0];
    }
    if (q.zip !== undefined) {
      const [code, country] = String(q.zip).split(',').map((s) => s.trim().toLowerCase());
      return cities.find((c) => c.zip.toLowerCase() === code && (!country || c.country.toLowerCase() === country)) ?? refuse(404, 'city not found');
    }
    return refuse(400, 'Nothing to geocode');
  }

  function route(path, q) {
    const units = q.units ?? 'standard';
    const lang = q.lang ?? 'en';
    const city = locate(q);
    if (city.status) return city;
    if (path === '/data/2.5/weather') {
      return {
        status: 200,
        body: {
          coord: { lon: city.lon, lat: city.lat }, weather: sky(city.id, lang), base: 'stations', main: mainOf(city.kelvin, units), visibility: 10000,
          wind: { speed: speed(4.63, units), deg: 230, gust: speed(8.2, units) }, clouds: { all: 20 }, dt: now, sys: { type: 2, id: 2075535, country: city.country, sunrise: now - 14400, sunset: now + 14400 },
          timezone: city.timezone, id: city.id, name: city.name, cod: 200,
        },
      };
    }
    const list = Array.from({ length: 40 }, (_, n) => {
      const dt = now - (now % 10800) + 10800 * (n + 1);
      return {
        dt, main: mainOf(city.kelvin + Math.sin(n / 4) * 3, units, { temp_kf: 0 }), weather: sky(city.id + n, lang), clouds: { all: (n * 7) % 100 },
        wind: { speed: speed(3 + (n % 5), units), deg: (n * 37) % 360, gust: speed(5 + (n % 5), units) }, visibility: 10000, pop: (n % 4) / 4, sys: { pod: n % 8 < 4 ? 'd' : 'n' },
        dt_txt: new Date(dt * 1000).toISOString().replace('T', ' ').slice(0, 19),
      };
    });
    return {
      status: 200,
      body: {
        cod: '200', message: 0, cnt: list.length, list,
        city: { id: city.id, name: city.name, coord: { lat: city.lat, lon: city.lon }, country: city.country, population: city.population ?? 0, timezone: city.timezone, sunrise: now - 14400, sunset: now + 14400 },
      },
    };
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname !== '/data/2.5/weather' && url.pathname !== '/data/2.5/forecast') return false;
    for await (const _ of req); // eslint-disable-line no-unused-vars
    const query = Object.fromEntries(url.searchParams);
    state.calls.push({ method: req.method, path: url.pathname, query });
    const send = (status, body, headers = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
      res.end(JSON.stringify(body));
      return true;
    };
    const failure = state.failures.shift();
    if (failure) return send(failure.status, { cod: failure.status, message: 'Your account is temporary blocked due to exceeding of requests limitation of your subscription type.' }, failure.retryAfter !== undefined ? { 'Retry-After': String(failure.retryAfter) } : {});
    const key = query.appid ?? query.APPID;
    if (key !== API_KEY) return send(401, { cod: 401, message: 'Invalid API key. Please see https://openweathermap.org/faq#error401 for more info.' });
    const { status, body } = route(url.pathname, query);
    return send(status, body);
  }
  return { state, handle };
}

/** Serves a fake on 127.0.0.1 at a free port. */
export async function start(seed = {}) {
  const fake = createOpenWeatherMapFake(seed);
  const server = createServer((req, res) => {
    void fake.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, fake, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
