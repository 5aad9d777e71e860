/** One request the fake received. */
export interface AiFakeRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  /** Parsed JSON body (text when not JSON; `{ fields, files }` summaries for multipart). */
  body: any;
}

/** A running fake. */
export interface AiFake {
  url: string;
  port: number;
  /** Every request received, in arrival order. */
  requests: AiFakeRequest[];
  close(): Promise<void>;
}

/** Default port of the fake (18233). */
export declare const AI_FAKE_PORT: number;

/** Starts the fake AI providers on 127.0.0.1 (`port` 0 picks a free one; default 18233). */
export declare function startAiFake(options?: { port?: number }): Promise<AiFake>;
