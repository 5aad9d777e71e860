/**
 * OpenWeatherMap: the API 2.5 fake of the OpenWeatherMap node, seeded from a case's `seed.json`:
 * `{ "openWeatherMap": { "cities": [...] } }` (see
 * src/open-weather-map/test-fake/open-weather-map-fake.mjs). n8n calls
 * https://api.openweathermap.org/data/2.5/…; Weft sends the same paths to
 * `WEFT_OPENWEATHERMAP_API_URL`. The fake accepts the key `weftopenweathermapkey0001`.
 */
import { createOpenWeatherMapFake } from '../../../src/open-weather-map/test-fake/open-weather-map-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['api.openweathermap.org'],
  env: ['WEFT_OPENWEATHERMAP_API_URL'],
  folders: ['open-weather-map'],
  create(seed = {}) {
    const fake = createOpenWeatherMapFake(seed.openWeatherMap ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};
