/** Reading the public API's request bodies and query parameters. Every problem is a 400 naming the field. */
import { badRequest } from '../http/errors.js';
import { describeSchemaErrors, refResolver, validateSchema, type JsonSchema } from './json-schema.js';
import { openApiDocument } from './openapi.js';
import { COMPONENT_SCHEMAS } from './openapi-schemas.js';

const resolve = refResolver(openApiDocument());

/**
 * The body, checked against the document's component schema `name`; answers it typed as `T`.
 *
 * @example
 * const input = checkBody<{ name: string }>(req.body, 'TagInput');
 */
export function checkBody<T>(body: unknown, name: string): T {
  const schema: JsonSchema | undefined = COMPONENT_SCHEMAS[name];
  if (!schema) throw new Error(`No request schema "${name}"`);
  if (body === undefined || body === null) throw badRequest('The request needs a JSON body');
  const errors = validateSchema(body, schema, 'request.body', resolve);
  if (errors.length > 0) throw badRequest(`Invalid request body: ${describeSchemaErrors(errors.slice(0, 5))}`);
  return body as T;
}

/** The query parameters of a request as a plain record. */
export function queryOf(query: unknown): Record<string, unknown> {
  return typeof query === 'object' && query !== null ? (query as Record<string, unknown>) : {};
}

/** A `true`/`false` query parameter, or undefined when absent. */
export function queryBoolean(query: Record<string, unknown>, name: string): boolean | undefined {
  const v = query[name];
  if (v === undefined || v === '') return undefined;
  if (v === 'true') return true;
  if (v === 'false') return false;
  throw badRequest(`The query parameter "${name}" must be true or false`);
}

/** A string query parameter, or undefined when absent or empty. */
export function queryString(query: Record<string, unknown>, name: string): string | undefined {
  const v = query[name];
  if (v === undefined || v === '') return undefined;
  if (typeof v !== 'string') throw badRequest(`The query parameter "${name}" must be given once`);
  return v;
}
