/**
 * Google Cloud Natural Language 1: each item's document (its text, or a `gs://` URI) sent to
 * `POST https://language.googleapis.com/v1/documents:analyzeSentiment` with the document type,
 * encoding and language options, and Google's answer given as one item, as n8n's node does. The
 * calls go through the shared Google machinery (OAuth2 token, renewal on 401, retries on 429 and
 * 5xx, Google's errors as node errors). As in n8n's node, a refused call stops the node (Continue
 * On Fail is left to the run, which passes the input on).
 */
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { googleApiRequest, googleAuthSource } from '../shared/google/index.js';
import { NATURAL_LANGUAGE_SCOPES } from './credentials.js';

type Json = Record<string, any>;

/** Where n8n's node sends the sentiment analysis. */
export const ANALYZE_SENTIMENT_URL = 'https://language.googleapis.com/v1/documents:analyzeSentiment';

/** The request body n8n's node builds for one item. */
export function sentimentBody(source: string, text: string, options: Json): Json {
  const document: Json = { type: options.documentType || 'PLAIN_TEXT' };
  if (source === 'content') document.content = text;
  else document.gcsContentUri = text;
  if (options.language) document.language = options.language;
  return { document, encodingType: options.encodingType || 'UTF16' };
}

/** Runs Google Cloud Natural Language 1 over the input items. */
export async function executeGoogleCloudNaturalLanguage(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const resource = String(ctx.getNodeParameter('resource', 0));
  const operation = String(ctx.getNodeParameter('operation', 0));
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    if (resource !== 'document' || operation !== 'analyzeSentiment')
      throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" of "${resource}" is not known!`, {
        itemIndex: i,
      });
    const source = String(ctx.getNodeParameter('source', i));
    const options = ctx.getNodeParameter('options', i, {}) as Json;
    const text = String(ctx.getNodeParameter(source === 'content' ? 'content' : 'gcsContentUri', i) ?? '');
    const auth = googleAuthSource(ctx, 'oAuth2', 'googleCloudNaturalLanguageOAuth2Api', NATURAL_LANGUAGE_SCOPES, i);
    const answer = await googleApiRequest(auth, {
      method: 'POST',
      url: ANALYZE_SENTIMENT_URL,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: sentimentBody(source, text, options),
      itemIndex: i,
    });
    out.push(...ctx.helpers.returnJsonArray(answer));
  }
  return [out];
}
