/** Types of the OpenWeatherMap fake (`open-weather-map-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const API_KEY: string;

export interface OpenWeatherMapSeed {
  now?: string;
  cities?: Array<{ id: number; name: string; country: string; lat: number; lon: number; zip: string; kelvin: number; timezone: number; population?: number }>;
}

export interface OpenWeatherMapFake {
  state: { calls: Array<{ method: string; path: string; query: Record<string, string> }>; failures: Array<{ status: number; retryAfter?: number }> };
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function createOpenWeatherMapFake(seed?: OpenWeatherMapSeed): OpenWeatherMapFake;
export function start(seed?: OpenWeatherMapSeed): Promise<{ url: string; fake: OpenWeatherMapFake; close(): Promise<void> }>;
