import type { FastifyReply } from 'fastify';
import type { ServerContext } from '../context.js';
import { SESSION_COOKIE } from './sessions.js';

/** Starts a session for a user and sets the HTTP-only, SameSite=Lax `weft-auth` cookie. */
export async function signIn(reply: FastifyReply, ctx: ServerContext, userId: string): Promise<void> {
  const session = await ctx.sessions.create(userId);
  void reply.setCookie(SESSION_COOKIE, session.id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.baseUrl.startsWith('https:'),
    expires: session.expiresAt,
  });
}

/** Removes the session cookie from the browser. */
export function clearSessionCookie(reply: FastifyReply, ctx: ServerContext): void {
  void reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.baseUrl.startsWith('https:'),
  });
}
