/** One recorded case: a filter condition (values with markers) and the filter's options. */
export type FilterCase = [
  {
    leftValue: unknown;
    rightValue: unknown;
    operator: { type: string; operation: string; singleValue?: boolean; rightType?: string };
  },
  { caseSensitive: boolean; typeValidation: 'strict' | 'loose'; version: number },
];
/** Every recorded case, in the order of expected.json's results. */
export declare function generate(): FilterCase[];
/** A value with its markers made real, with the given Luxon `DateTime`. */
export declare function materialize(value: unknown, DateTime: unknown): unknown;
