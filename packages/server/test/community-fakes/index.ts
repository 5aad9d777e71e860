/**
 * Loopback fakes of the services that the n8n community packages Weft is tested with talk to
 * (one file each), on the shared recording server of fake-server.ts.
 */
export { sendJson, startFake, type Fake, type SeenRequest } from './fake-server.js';
export { startBlotatoFake } from './blotato.js';
export { startEvolutionApiFake } from './evolution-api.js';
export { startFirecrawlFake } from './firecrawl.js';
export { fakePdf, startHtmlCssToPdfFake } from './htmlcsstopdf.js';
export { startHtmlCssToImageFake } from './htmlcsstoimage.js';
export { MCP_FAKE_TOOLS, startMcpFake } from './mcp.js';
export { startUploadPostFake } from './upload-post.js';
