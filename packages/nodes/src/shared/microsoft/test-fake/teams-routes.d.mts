/** Types of the fake Graph's Teams routes (`teams-routes.mjs`). */
import type { GraphFake } from './graph-fake.mjs';

type Entity = Record<string, any>;
export interface FakeTeams {
  me: { id: string; displayName: string };
  addTeam(displayName: string, id?: string): Entity;
  addChannel(teamId: string, displayName: string, id?: string): Entity;
  addChat(topic: string, chatType?: string, members?: Entity[], id?: string): Entity;
  addTask(fields: Record<string, unknown>): Entity;
}
export function installTeams(fake: GraphFake): FakeTeams;
