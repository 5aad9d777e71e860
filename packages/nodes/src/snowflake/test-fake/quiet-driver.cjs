/**
 * Preloaded into n8n while recording the Snowflake cases (see record-quiet.sh): turns the
 * snowflake-sdk driver's own logging off when n8n loads it. The driver logs at INFO to standard
 * output by default, which n8n's `execute --rawOutput` also writes its result to; nothing else changes.
 */
const Module = require('node:module');

const load = Module._load;
Module._load = function quietSnowflake(request, ...rest) {
  const loaded = load.call(this, request, ...rest);
  if (request === 'snowflake-sdk' && loaded && !loaded.weftQuiet) {
    loaded.configure({ logLevel: 'OFF' });
    loaded.weftQuiet = true;
  }
  return loaded;
};
