import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

/** The API the dev server proxies to (a running `weft start`). */
const api = process.env.WEFT_DEV_API ?? 'http://127.0.0.1:5678';
const proxied = [
  '/rest',
  '/api',
  '/webhook',
  '/webhook-test',
  '/webhook-waiting',
  '/types',
  '/templates-api',
  '/healthz',
  '/chat',
  '/mcp',
  '/mcp-test',
];

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: { '@weft/workflow': fileURLToPath(new URL('../workflow/src/index.ts', import.meta.url)) },
  },
  server: {
    port: 8080,
    proxy: Object.fromEntries(
      proxied.map((p) => [p, { target: api, changeOrigin: true, ws: p === '/rest' || p === '/chat' }]),
    ),
  },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 2000 },
});
