/**
 * A loopback Phantombuster API v2 (https://hub.phantombuster.com/reference) over in-memory state,
 * for tests and for recording n8n. Requests sign in with the `X-Phantombuster-Key` header (anything
 * but API_KEY: 401 `{ status: 'error', error: 'Invalid API key' }`).
 *
 * - `GET /api/v2/agents/fetch-all`: the agents;
 * - `GET /api/v2/agents/fetch?id=`: one agent (404 `{ status: 'error', error: 'Agent not found' }`);
 * - `POST /api/v2/agents/delete` `{ id }`: deletes it (200, empty body);
 * - `GET /api/v2/agents/fetch-output?id=`: the agent's latest container's status and console output;
 * - `POST /api/v2/agents/launch` `{ id, arguments?, bonusArgument?, manualLaunch?, … }`: queues a
 *   container (`{ containerId }`), finished at once with the agent's `launchResult` as its result;
 *   arguments that are not an object are refused 400;
 * - `GET /api/v2/containers/fetch?id=`: a container; `GET /api/v2/containers/fetch-result-object?id=`:
 *   its result object as JSON text (`null` when it has none).
 *
 * Seed: `{ now, agents: [{ id, name, scriptId?, argument?, launchResult?, containers?: [{ id, status,
 * output?, resultObject?, createdAt?, endedAt? }] }] }`. Container ids are counted and times come
 * from `now`, so two fakes given the same calls answer the same. `state.calls` holds every request
 * (method, path, query, key, body), `state.agents` the agents.
 *
 * `createPhantombusterFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`;
 * `start(seed?)` serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

export const API_KEY = 'weft-phantombuster-key-0001';

const clone = (v) => JSON.parse(JSON.stringify(v));

function agentView(agent) {
  const { containers, launchResult, ...rest } = agent;
  void containers;
  void launchResult;
  return rest;
}

function containerView(c) {
  const { resultObject, output, agentId, ...rest } = c;
  void resultObject;
  void output;
  return { ...rest, agentId };
}

export function createPhantombusterFake(seed = {}) {
  const now = Date.parse(seed.now ?? '2024-03-04T09:00:00.000Z');
  const state = {
    agents: clone(seed.agents ?? []).map((a) => ({
      scriptId: '7001',
      argument: '{}',
      launchType: 'manually',
      ...a,
      containers: (a.containers ?? []).map((c) => ({ agentId: a.id, createdAt: now - 3_600_000, ...c })),
    })),
    calls: [],
    failures: [],
  };
  let counter = 0;
  const containers = () => state.agents.flatMap((a) => a.containers);

  async function handle(req, res) {
    const url = new URL(req.url, 'http://fake');
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = raw;
    }
    const query = Object.fromEntries(url.searchParams);
    state.calls.push({
      method: req.method,
      path: url.pathname,
      query,
      key: req.headers['x-phantombuster-key'] ?? '',
      body,
    });
    const json = (status, value, headers = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(value === undefined ? '' : JSON.stringify(value));
      return true;
    };
    const failure = state.failures.shift();
    if (failure)
      return json(
        failure.status,
        { status: 'error', error: failure.error ?? 'Too many requests' },
        failure.retryAfter === undefined ? {} : { 'retry-after': String(failure.retryAfter) },
      );
    if (req.headers['x-phantombuster-key'] !== API_KEY) return json(401, { status: 'error', error: 'Invalid API key' });
    const route = `${req.method} ${url.pathname.replace(/\/+$/, '')}`;
    const agentOf = (id) => state.agents.find((a) => String(a.id) === String(id));
    const needId = (id) =>
      id === undefined || id === '' ? json(400, { status: 'error', error: 'Missing id' }) : false;

    switch (route) {
      case 'GET /api/v2/agents/fetch-all':
        return json(200, state.agents.map(agentView));
      case 'GET /api/v2/agents/fetch': {
        if (needId(query.id)) return true;
        const agent = agentOf(query.id);
        return agent ? json(200, agentView(agent)) : json(404, { status: 'error', error: 'Agent not found' });
      }
      case 'POST /api/v2/agents/delete': {
        if (needId(body?.id)) return true;
        const agent = agentOf(body.id);
        if (!agent) return json(404, { status: 'error', error: 'Agent not found' });
        state.agents = state.agents.filter((a) => a !== agent);
        return json(200, undefined);
      }
      case 'GET /api/v2/agents/fetch-output': {
        if (needId(query.id)) return true;
        const agent = agentOf(query.id);
        if (!agent) return json(404, { status: 'error', error: 'Agent not found' });
        const last = agent.containers.at(-1);
        return json(200, {
          containerId: last?.id ?? null,
          status: last?.status ?? 'never launched',
          output: last?.output ?? null,
          outputPos: last?.output ? last.output.length : 0,
          mostRecentEndedAt: last?.endedAt ?? null,
          isAgentRunning: last?.status === 'running',
          canSoftAbort: false,
        });
      }
      case 'POST /api/v2/agents/launch': {
        if (needId(body?.id)) return true;
        const agent = agentOf(body.id);
        if (!agent) return json(404, { status: 'error', error: 'Agent not found' });
        for (const key of ['arguments', 'bonusArgument'])
          if (
            body[key] !== undefined &&
            (typeof body[key] !== 'object' || body[key] === null || Array.isArray(body[key]))
          )
            return json(400, { status: 'error', error: `"${key}" must be an object` });
        counter++;
        const container = {
          id: String(4_000_000_000_000_000 + counter),
          agentId: agent.id,
          status: 'finished',
          launchType: body.manualLaunch ? 'manually' : 'automatic',
          createdAt: now + counter * 1000,
          endedAt: now + counter * 1000 + 500,
          exitCode: 0,
          output: `Launched ${agent.name} with ${JSON.stringify(body.arguments ?? {})}\n`,
          resultObject: agent.launchResult === undefined ? null : JSON.stringify(agent.launchResult),
          arguments: body.arguments ?? {},
          bonusArgument: body.bonusArgument ?? {},
        };
        agent.containers.push(container);
        if (body.saveArgument) agent.argument = JSON.stringify(body.arguments ?? {});
        return json(200, { containerId: container.id });
      }
      case 'GET /api/v2/containers/fetch': {
        if (needId(query.id)) return true;
        const c = containers().find((x) => String(x.id) === String(query.id));
        return c ? json(200, containerView(c)) : json(404, { status: 'error', error: 'Container not found' });
      }
      case 'GET /api/v2/containers/fetch-result-object': {
        if (needId(query.id)) return true;
        const c = containers().find((x) => String(x.id) === String(query.id));
        if (!c) return json(404, { status: 'error', error: 'Container not found' });
        return json(200, {
          resultObject:
            c.resultObject === undefined || c.resultObject === null
              ? null
              : typeof c.resultObject === 'string'
                ? c.resultObject
                : JSON.stringify(c.resultObject),
        });
      }
      default:
        return json(404, { status: 'error', error: 'Not found' });
    }
  }

  return { handle, state };
}

export async function start(seed) {
  const fake = createPhantombusterFake(seed);
  const server = createServer((req, res) => {
    fake.handle(req, res).catch((error) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    fake,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
