/**
 * Writes the OpenWeatherMap cases recorded from n8n against the OpenWeatherMap fake
 * (families/open-weather-map.mjs) under src/open-weather-map/conformance-fake/<case>/workflow.json,
 * and their credentials.json: current weather by city name, city id, coordinates and zip code, the
 * 5-day forecast, units and languages, and errors with and without continue-on-fail. Run it, then
 * `WEFT_UNLOCKED_PORT=18492 bash test/saas-fake/record-unlocked.sh open-weather-map src/open-weather-map/conformance-fake`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const out = new URL('../conformance-fake/', import.meta.url);
const CREDENTIAL = { id: 'oPeNwEaThErKeY01', name: 'OpenWeatherMap account', type: 'openWeatherMapApi' };

function workflow(steps, { items, tail } = {}) {
  const nodes = [{ parameters: {}, id: 'trigger', name: 'When clicking ‘Execute workflow’', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0] }];
  if (items) nodes.push({ parameters: { jsCode: `return ${JSON.stringify(items.map((json) => ({ json })))};` }, id: 'items', name: 'Items', type: 'n8n-nodes-base.code', typeVersion: 2, position: [220, 0] });
  for (const [i, { name, parameters, onError }] of steps.entries()) {
    nodes.push({
      parameters, id: `step-${i + 1}`, name, type: 'n8n-nodes-base.openWeatherMap', typeVersion: 1, position: [440 + 220 * i, 0],
      credentials: { openWeatherMapApi: { id: CREDENTIAL.id, name: CREDENTIAL.name } }, ...(onError ? { onError } : {}),
    });
  }
  if (tail) nodes.push({ parameters: {}, id: 'done', name: 'Done', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [440 + 220 * steps.length, 0] });
  const connections = {};
  for (let i = 0; i + 1 < nodes.length; i++) connections[nodes[i].name] = { main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] };
  return { nodes, connections, settings: { executionOrder: 'v1' } };
}

const cases = {
  'current-city-name-1': workflow([{ name: 'Weather', parameters: { cityName: 'London,GB' } }]),
  'current-city-id-imperial-de-1': workflow([{ name: 'Weather', parameters: { format: 'imperial', locationSelection: 'cityId', cityId: 2950159, language: 'de' } }]),
  'current-zip-standard-1': workflow([{ name: 'Weather', parameters: { format: 'standard', locationSelection: 'zipCode', zipCode: '100-0001,jp' } }]),
  'forecast-coordinates-1': workflow([{ name: 'Forecast', parameters: { operation: '5DayForecast', locationSelection: 'coordinates', latitude: '52.52', longitude: '13.40', language: 'fr' } }]),
  'current-per-item-1': workflow([{ name: 'Weather', parameters: { cityName: '={{ $json.city }}' } }], { items: [{ city: 'Tokyo' }, { city: 'Berlin' }] }),
  'forecast-city-id-imperial-1': workflow([{ name: 'Forecast', parameters: { operation: '5DayForecast', format: 'imperial', locationSelection: 'cityId', cityId: 1850147 } }]),
  'current-per-item-language-1': workflow([{ name: 'Weather', parameters: { format: '={{ $json.units }}', locationSelection: 'zipCode', zipCode: '={{ $json.zip }}', language: '={{ $json.lang }}' } }], { items: [{ units: 'metric', zip: 'EC1A,gb', lang: 'fr' }, { units: 'standard', zip: '10115', lang: '' }] }),
  'error-city-not-found-1': workflow([{ name: 'Weather', parameters: { cityName: 'Atlantis' } }]),
  'error-continue-1': workflow([{ name: 'Weather', onError: 'continueRegularOutput', parameters: { locationSelection: 'coordinates', latitude: '={{ $json.lat }}', longitude: '={{ $json.lon }}' } }], { items: [{ lat: '123', lon: '0' }, { lat: '51.5', lon: '-0.12' }], tail: true }),
};

mkdirSync(out, { recursive: true });
writeFileSync(new URL('credentials.json', out), JSON.stringify([{ ...CREDENTIAL, data: { accessToken: 'weftopenweathermapkey0001' } }], null, 1));
for (const [name, wf] of Object.entries(cases)) {
  const dir = new URL(`${name}/`, out);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('workflow.json', dir), JSON.stringify({ name: `OpenWeatherMap ${name}`, ...wf }, null, 1));
}
console.log(Object.keys(cases).length, 'cases');
