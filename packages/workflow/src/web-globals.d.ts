/*
 * The few web-standard globals this package uses. They exist in browsers and in Node alike;
 * declaring them here (instead of pulling in DOM or Node typings) keeps Node-only and
 * browser-only APIs out of the package at compile time.
 */
declare class TextEncoder {
  encode(input?: string): Uint8Array;
}
declare class TextDecoder {
  constructor(label?: string);
  decode(input?: Uint8Array): string;
}
interface AbortSignal {
  readonly aborted: boolean;
  readonly reason: unknown;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
  throwIfAborted(): void;
}
declare function btoa(data: string): string;
declare function atob(data: string): string;
declare function encodeURIComponent(s: string): string;
