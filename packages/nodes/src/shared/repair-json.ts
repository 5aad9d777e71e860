import { jsonrepair } from 'jsonrepair';

/**
 * `JSON.parse`, and when that fails, `JSON.parse` of the text as `jsonrepair` repairs it (unquoted
 * keys and values, single quotes, trailing commas, comments…), as n8n's `jsonParse(text, { repairJSON: true })`
 * does. When both fail, the first parse's error is thrown.
 */
export function parseOrRepairJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    try {
      return JSON.parse(jsonrepair(text));
    } catch {
      throw error;
    }
  }
}
