/** Types of the monday.com fake's small GraphQL reader (`graphql-lite.mjs`). */
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
export interface Field { name: string; args: Json; selection?: Field[] }
export function parseDocument(text: string): { kind: 'query' | 'mutation'; fields: Field[] };
export function resolveArg(node: Json | undefined, variables: Json): unknown;
export function project(value: unknown, fields: Field[], variables: Json, path?: string): unknown;
