// /member/*: register, login, logout, profile and the session event stream.
import { Router } from 'express';
import { z } from 'zod';
import type { StatusDTO } from '../../schema/rest';
import { loginSchema, registerSchema } from '../../schema/rules/validation';
import type { BackendContext } from '../context';
import { requireSession, signedIn } from '../http/require-session';
import { validate } from '../http/validate';
import { login, profile, register, revokeSession } from './members.service';
import { sessionEvents } from './session-events';

const logoutSchema = z.object({ username: z.string().max(254).optional() });

export function membersRouter(ctx: BackendContext): Router {
  const router = Router();
  const session = requireSession(ctx);

  router.post('/register', async (req, res) => {
    res.status(201).json(await register(ctx, validate(registerSchema, req.body)));
  });

  router.post('/login', async (req, res) => {
    const body = validate(loginSchema, req.body);
    res.json(await login(ctx, body, { ip: req.ip ?? null, userAgent: req.get('user-agent')?.slice(0, 500) ?? null }));
  });

  router.post('/logout', session, async (req, res) => {
    validate(logoutSchema, req.body);
    await revokeSession(ctx, signedIn(res).session.id, 'logout');
    const answer: StatusDTO = { status: 'success' };
    res.json(answer);
  });

  router.get('/profile', session, async (_req, res) => {
    res.json(await profile(ctx, signedIn(res).account));
  });

  router.get('/session-events', session, sessionEvents(ctx));
  return router;
}
