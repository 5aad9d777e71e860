/**
 * OpenWeatherMap 1: the current weather (`/weather`) or the 5-day forecast (`/forecast`) of a
 * place given by city name, city id, coordinates or zip code, in the chosen units and language,
 * answered as OpenWeatherMap answers it (one item per item). As in n8n's node the credential and
 * operation are read once; with Continue On Fail an item that fails gives `{ error }` with the
 * error's message.
 */
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { openWeatherMapRequest } from './api.js';

type Json = Record<string, any>;

const ENDPOINTS: Record<string, string> = { currentWeather: 'weather', '5DayForecast': 'forecast' };

/** Runs OpenWeatherMap 1 over the input items. */
export async function executeOpenWeatherMap(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const out: Item[] = [];
  const credentials = await ctx.getCredentials('openWeatherMapApi');
  const operation = String(ctx.getNodeParameter('operation', 0));
  for (let i = 0; i < items.length; i++) {
    try {
      const qs: Json = { APPID: credentials.accessToken, units: ctx.getNodeParameter('format', i) };
      const where = ctx.getNodeParameter('locationSelection', i);
      if (where === 'cityName') qs.q = ctx.getNodeParameter('cityName', i);
      else if (where === 'cityId') qs.id = ctx.getNodeParameter('cityId', i);
      else if (where === 'coordinates') {
        qs.lat = ctx.getNodeParameter('latitude', i);
        qs.lon = ctx.getNodeParameter('longitude', i);
      } else if (where === 'zipCode') qs.zip = ctx.getNodeParameter('zipCode', i);
      else
        throw new NodeOperationError(ctx.getNode(), `The locationSelection "${String(where)}" is not known!`, {
          itemIndex: i,
        });
      const language = ctx.getNodeParameter('language', i);
      if (language) qs.lang = language;
      const endpoint = ENDPOINTS[operation];
      if (!endpoint)
        throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" is not known!`, { itemIndex: i });
      const answer = await openWeatherMapRequest(ctx, endpoint, qs, i);
      out.push(
        ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(answer ?? {}), { itemData: { item: i } }),
      );
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push({ json: { error: (error as Error).message } });
    }
  }
  return [out];
}
