/** A directive found in a user message. */
export interface Directive {
  name: string;
  arg: string | undefined;
}
/** All directives in a text, in order. */
export declare function parseDirectives(text: string): Directive[];
/** The invalid JSON sent as `@badtoolargs` arguments. */
export declare const BAD_ARGS: string;
