/** Weft's version, as the API and the CLI report it. */
export const VERSION = '0.1.0';
