/** Every expression recorded, given n8n-workflow's `ExpressionExtensions` (for the function names). */
export declare function generate(
  extensions: ReadonlyArray<{ typeName: string; functions: Record<string, unknown> }>,
): string[];
/** The item every expression reads as `$json`. */
export declare const context: Record<string, unknown>;
/** A value as JSON, with what JSON cannot hold (undefined, NaN, dates, Luxon objects) tagged. */
export declare function tagged(value: unknown): unknown;
