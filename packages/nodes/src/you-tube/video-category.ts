/** YouTube video categories: getAll, the categories of one country (one call, cut to the limit). */
import { NodeOperationError } from '@weft/workflow';
import { YOUTUBE_API, type Json, type OperationRunner } from './api.js';

/** Runs a video category operation. */
export const runVideoCategory: OperationRunner = async (ctx, operation, i, qs, api) => {
  if (operation !== 'getAll')
    throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" is not known for video categories`, {
      itemIndex: i,
    });
  const returnAll = ctx.getNodeParameter('returnAll', i, false) === true;
  qs.regionCode = ctx.getNodeParameter('regionCode', i, '');
  qs.part = 'snippet';
  const items = (await api.request<{ items?: Json[] }>({ url: `${YOUTUBE_API}/videoCategories`, qs: { ...qs } })).items;
  if (returnAll || !Array.isArray(items)) return items;
  return items.slice(0, Number(ctx.getNodeParameter('limit', i, 25)));
};
