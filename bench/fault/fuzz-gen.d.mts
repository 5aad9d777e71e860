/** Types of fuzz-gen.mjs for the TypeScript tests. */
export interface RouteEntry { method: string; url: string }
export interface FuzzCase { route: RouteEntry; otherMethod: string | null; values: string[]; query: Array<[string, string]>; body: { body: string | Buffer | undefined; contentType: string | undefined }; auth: string }
export interface FuzzRequest { method: string; url: string; headers: Record<string, string>; body: string | Buffer | undefined }
export function requestArbitrary(routes: RouteEntry[]): import('fast-check').Arbitrary<FuzzCase>;
export function toRequest(c: FuzzCase, cookie?: string): FuzzRequest;
export function openApiRoutes(doc: { paths?: Record<string, Record<string, unknown>> }, base?: string): RouteEntry[];
export function sampleRequests(routes: RouteEntry[], count: number, seed: number): FuzzCase[];
