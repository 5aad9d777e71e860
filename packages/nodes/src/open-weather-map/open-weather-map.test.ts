/**
 * OpenWeatherMap 1 against the loopback OpenWeatherMap fake (test-fake/open-weather-map-fake.mjs),
 * in workflows as n8n stores them: each way of naming a place, units and language in the query with
 * the key, the current weather and the forecast, refusals as node errors, continue-on-fail, 429
 * retries and the registration.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { API_KEY, start, type OpenWeatherMapFake } from './test-fake/open-weather-map-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: OpenWeatherMapFake;

beforeEach(async () => {
  await server?.close();
  server = await start();
  fake = server.fake;
  process.env.WEFT_OPENWEATHERMAP_API_URL = server.url;
  process.env.WEFT_OPENWEATHERMAP_RETRY_BASE_MS = '1';
});
afterAll(async () => {
  delete process.env.WEFT_OPENWEATHERMAP_API_URL;
  delete process.env.WEFT_OPENWEATHERMAP_RETRY_BASE_MS;
  await server?.close();
});

async function run(parameters: Record<string, unknown>, options: { items?: Item[]; onError?: string } = {}) {
  const node: Record<string, unknown> = {
    id: 'w1',
    name: 'Weather',
    type: 'n8n-nodes-base.openWeatherMap',
    typeVersion: 1,
    position: [0, 0],
    parameters,
    credentials: { openWeatherMapApi: { id: 'c', name: 'c' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'weather test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'Weather',
    startItems: options.items ?? [{ json: {} }],
    services: { getCredentials: async () => ({ accessToken: API_KEY }) },
  });
  const items = result.data.resultData.runData.Weather?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json as Record<string, any>), error: result.data.resultData.error };
}
const calls = () => fake.state.calls;

describe('OpenWeatherMap', () => {
  it('registers OpenWeatherMap 1, openWeatherMapTool 1 and the credential (the key in the query)', () => {
    expect(registry.versions?.('n8n-nodes-base.openWeatherMap')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.openWeatherMapTool')).toEqual([1]);
    expect(
      builtinCredentialTypes
        .find((c) => c.name === 'openWeatherMapApi')!
        .authenticate?.({ accessToken: 'k' }, { url: 'x' }).qs,
    ).toEqual({ appid: 'k' });
  });

  it('reads the current weather of a city by name, in metric units by default', async () => {
    const { json } = await run({ cityName: 'London,GB' });
    expect(calls()[0]).toMatchObject({
      path: '/data/2.5/weather',
      query: { APPID: API_KEY, units: 'metric', q: 'London,GB' },
    });
    expect(json[0]).toMatchObject({ name: 'London', id: 2643743, main: { temp: 8 }, cod: 200 });
  });

  it('names places by id, coordinates or zip code, with units and a language', async () => {
    await run({ format: 'imperial', locationSelection: 'cityId', cityId: 2950159, language: 'de' });
    expect(calls()[0]!.query).toEqual({ APPID: API_KEY, units: 'imperial', id: '2950159', lang: 'de' });
    const forecast = await run({
      operation: '5DayForecast',
      locationSelection: 'coordinates',
      latitude: '35.6',
      longitude: '139.7',
    });
    expect(calls()[1]).toMatchObject({ path: '/data/2.5/forecast', query: { lat: '35.6', lon: '139.7' } });
    expect(forecast.json[0]).toMatchObject({ cnt: 40, city: { name: 'Tokyo' } });
    await run({ locationSelection: 'zipCode', zipCode: '10115,de' });
    expect(calls()[2]!.query).toMatchObject({ zip: '10115,de' });
  });

  it('turns a refusal into the node error, and gives { error } per failing item with Continue On Fail', async () => {
    const missing = await run({ cityName: 'Atlantis' });
    expect(missing.error?.message).toBe('The resource you are requesting could not be found');
    expect(missing.error?.description).toBe('city not found');
    const { json } = await run(
      { cityName: '={{ $json.city }}' },
      { onError: 'continueRegularOutput', items: [{ json: { city: 'Atlantis' } }, { json: { city: 'Berlin' } }] },
    );
    expect(json[0]).toEqual({ error: 'The resource you are requesting could not be found' });
    expect(json[1]).toMatchObject({ name: 'Berlin' });
  });

  it('waits out a 429 and retries', async () => {
    fake.state.failures.push({ status: 429, retryAfter: 0 });
    expect((await run({ cityName: 'Tokyo' })).json[0]).toMatchObject({ name: 'Tokyo' });
    expect(calls()).toHaveLength(2);
  });
});
