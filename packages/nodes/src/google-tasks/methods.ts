/** Google Tasks' task list picker. */
import type { LoadOptionsMethod, NodeMethodContext, NodeMethods } from '@weft/workflow';
import { googleApiRequestAll, googleAuthSource } from '../shared/google/index.js';
import { TASKS_API } from './execute.js';

/** The user's task lists by title. */
const getTasks: LoadOptionsMethod = async function (this: NodeMethodContext, ctx) {
  const c = ctx ?? this;
  const lists = await googleApiRequestAll<{ id: string; title?: string }>(
    googleAuthSource(c, 'oAuth2', 'googleTasksOAuth2Api'),
    'items',
    { url: `${TASKS_API}/users/@me/lists`, qs: { maxResults: 100 } },
  );
  return lists.map((l) => ({ name: String(l.title ?? l.id), value: l.id }));
};

/** Google Tasks' remote methods, with n8n's names. */
export const googleTasksMethods: NodeMethods = { loadOptions: { getTasks } };
