/** An extension function: receives the value it was called on and the call's arguments. */
export type ExtensionFunction = (value: any, args: any[]) => unknown;

/** Documentation of one extension function, for the editor's autocompletion and docs/. */
export interface ExtensionDoc {
  name: string;
  description: string;
  /** e.g. `(start: number, end?: number): string` */
  signature?: string;
  examples?: Array<{ expression: string; result: string }>;
}

/** The extension functions of one value type. */
export interface ExtensionGroup {
  typeName: 'String' | 'Number' | 'Array' | 'Object' | 'Date' | 'Boolean';
  functions: Record<string, ExtensionFunction>;
  docs: Record<string, ExtensionDoc>;
}
