/**
 * Teams and Planner in the fake Graph (https://learn.microsoft.com/graph/api/resources/teams-api-overview):
 * the signed-in user (`/me`), joined teams, channels and their messages and replies (v1.0 and beta
 * paths are the same data), chats and chat messages, groups, plans, buckets and Planner tasks with
 * ETags (`If-Match` required to change or delete a task, as Graph does), and change-notification
 * subscriptions. `state.teams` seeds them.
 */
/** Adds the Teams routes to a fake made by createGraphFake(). */
export function installTeams(fake) {
  const { state, route, send, graphError } = fake;
  const me = { id: 'user-1', displayName: 'Ada Lovelace', userPrincipalName: 'ada@contoso.com', mail: 'ada@contoso.com' };
  const teams = {
    me,
    addTeam(displayName, id = state.uuid()) {
      return state.insert('me/joinedTeams', { id, displayName, description: `${displayName} team` });
    },
    addChannel(teamId, displayName, id = `19:${String(state.nextId()).padStart(32, '0')}@thread.tacv2`) {
      return state.insert(`teams/${teamId}/channels`, { id, displayName, membershipType: 'standard', webUrl: `https://teams.microsoft.com/l/channel/${displayName}` });
    },
    addChat(topic, chatType = 'group', members = [], id = undefined) {
      return state.insert('chats', { ...(id ? { id } : {}), topic, chatType, members, webUrl: 'https://teams.microsoft.com/l/chat/x' });
    },
    addTask(fields) {
      return state.insert('planner/tasks', { '@odata.etag': `W/"${state.uuid()}"`, percentComplete: 0, assignments: {}, ...fields });
    },
  };
  state.teams = teams;

  route('GET', /^me$/, ({ res }) => send(res, 200, me));
  const message = (body) => ({
    messageType: 'message', createdDateTime: state.now(), from: { user: { id: me.id, displayName: me.displayName } }, ...body,
  });
  route('POST', /^(teams\/[^/]+\/channels\/[^/]+\/messages(?:\/[^/]+\/replies)?|chats\/[^/]+\/messages)$/, ({ res, m, body }) => {
    if (!body?.body?.content) return graphError(res, 400, 'BadRequest', 'Message body cannot be empty.');
    const parts = m[1].split('/');
    if (parts[0] === 'teams' && !state.collection(`teams/${parts[1]}/channels`).has(parts[3])) return graphError(res, 404, 'NotFound', 'Resource not found');
    return send(res, 201, state.insert(m[1], message(body)));
  });
  route('POST', /^planner\/tasks$/, ({ res, body }) => {
    if (!body?.planId || !body?.title) return graphError(res, 400, 'BadRequest', 'The request is invalid: planId and title are required.');
    return send(res, 201, teams.addTask(body));
  });
  route('*', /^planner\/tasks\/([^/]+)$/, ({ req, res, m, method, body }) => {
    const task = state.collection('planner/tasks').get(m[1]);
    if (!task) return graphError(res, 404, 'NotFound', 'The requested item is not found.');
    if (method === 'GET') return send(res, 200, task);
    if (req.headers['if-match'] !== task['@odata.etag']) return graphError(res, 412, 'PreconditionFailed', 'The If-Match header must be specified for this kind of request.');
    if (method === 'DELETE') {
      state.collection('planner/tasks').delete(m[1]);
      return send(res, 204);
    }
    Object.assign(task, body, { '@odata.etag': `W/"${state.uuid()}"` });
    return send(res, 204);
  });
  route('GET', /^planner\/plans\/([^/]+)\/tasks$/, ({ res, m, query }) => {
    state.collections.set(`plan-tasks:${m[1]}`, new Map([...state.collection('planner/tasks')].filter(([, t]) => t.planId === m[1])));
    return fake.list(res, `plan-tasks:${m[1]}`, query, m[0]);
  });
  route('GET', /^me\/planner\/tasks$/, ({ res, query }) => {
    state.collections.set('my-tasks', new Map([...state.collection('planner/tasks')].filter(([, t]) => t.assignments?.[me.id] || t.mine)));
    return fake.list(res, 'my-tasks', query, 'users/user-1/planner/tasks');
  });
  route('POST', /^subscriptions$/, ({ res, body }) => {
    if (!body?.notificationUrl || !body?.resource) return graphError(res, 400, 'BadRequest', 'notificationUrl and resource are required.');
    return send(res, 201, state.insert('subscriptions', { ...body }));
  });
  return teams;
}
