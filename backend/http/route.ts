// A REST route declared once: method, path, what guards it (rate limit, session, owned bot), what it reads
// (zod schemas of path, query and body), what it answers and its handler. The same declaration mounts the Express
// chain and writes the route's operation in the OpenAPI document (backend/openapi/document.ts).
import { Router, type ErrorRequestHandler, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { z } from 'zod';
import type { ErrorCode } from '../../schema/rules/errors';
import { ownedBot } from '../chatbots/owned-chatbot';
import type { BackendContext } from '../context';
import { requireSession } from './require-session';
import { multipartReader } from './upload';
import { validate } from './validate';

export type Method = 'get' | 'post' | 'put' | 'delete';
type Schema = z.ZodType | undefined;
type Parsed<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler is given: the request's parsed parts next to the raw request and response. */
export interface RouteInput<P extends Schema, Q extends Schema, B extends Schema> {
  ctx: BackendContext;
  req: Request;
  res: Response;
  next: NextFunction;
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
}

/** The success answer: its status, and either a component schema (JSON) or the content by media type. */
export interface SuccessAnswer {
  status: number;
  description: string;
  schema?: string;
  content?: Record<string, { schema?: unknown }>;
}

/** A multipart upload: the middleware that reads it, and the form's file fields as the document shows them. */
export interface Upload {
  middleware: RequestHandler;
  files: Record<string, unknown>;
  /** Fields the form must carry; the files are required unless this says otherwise. */
  required?: string[];
}

/** A limit on attempts, run first in the chain; the document adds its 429 with Retry-After. */
export interface AttemptLimit {
  middleware: (ctx: BackendContext) => RequestHandler;
  description: string;
  /** Runs right after the session guard instead, so it can count per signed-in account. */
  perAccount?: boolean;
}

interface RouteDeclaration<P extends Schema, Q extends Schema, B extends Schema> {
  method: Method;
  /** Express path under the group's prefix; `:name` segments become `{name}` path parameters. */
  path: string;
  summary: string;
  description?: string;
  rateLimit?: AttemptLimit;
  /** Requires a live session (401 otherwise). */
  session?: boolean;
  /** Loads `:botId` as the signed-in account's bot (404 BOT_NOT_FOUND otherwise); needs `session`. */
  bot?: boolean;
  /** Path parameters other than botId that have rules. */
  params?: P;
  query?: Q;
  /** The JSON body, or the text fields of a multipart form. */
  body?: B;
  upload?: Upload;
  answer: SuccessAnswer;
  /** Refusals of the route's own rules; those of its guards and schemas are added from the declaration. */
  errors?: ErrorCode[];
  /** Answers documented as they are, by status (e.g. a refusal whose body names the file); they replace the generated ones. */
  answers?: Record<string, unknown>;
  /** Returns the success body (sent as JSON with answer.status), or undefined once it answered itself. */
  handler(input: RouteInput<P, Q, B>): unknown;
}

/** A declared route with its types erased, as the route table and the document builder see it. */
export interface Route extends Omit<RouteDeclaration<Schema, Schema, Schema>, 'handler'> {
  serve(ctx: BackendContext): RequestHandler;
}

/** Declares a route; the handler's params, query and body are typed from the schemas. */
export function defineRoute<P extends Schema = undefined, Q extends Schema = undefined, B extends Schema = undefined>(declaration: RouteDeclaration<P, Q, B>): Route {
  const { handler, ...route } = declaration;
  if (route.bot && !route.session) throw new Error(`${route.method.toUpperCase()} ${route.path}: an owned bot needs the session`);
  if (route.rateLimit?.perAccount && !route.session) throw new Error(`${route.method.toUpperCase()} ${route.path}: a limit per account needs the session`);
  const parse = <S extends Schema>(schema: S, input: unknown) => (schema ? validate(schema, input) : undefined) as Parsed<S>;
  return {
    ...route,
    serve: (ctx) => async (req, res, next) => {
      const params = parse(route.params as P, req.params);
      const query = parse(route.query as Q, req.query);
      const body = parse(route.body as B, req.body);
      const result = await handler({ ctx, req, res, next, params, query, body });
      if (result !== undefined && !res.headersSent) res.status(route.answer.status).json(result);
    },
  };
}

/** Routes served under one prefix, with the error answers that only they give. */
export interface RouteGroup {
  prefix: string;
  routes: Route[];
  errorAnswers?: ErrorRequestHandler[];
}

/**
 * The group's Express router: each route as the chain rate limit → session → owned bot → upload → validate → handler
 * (a limit per account comes right after the session).
 */
export function groupRouter(ctx: BackendContext, group: RouteGroup): Router {
  const router = Router();
  const session = requireSession(ctx);
  const bot = ownedBot(ctx);
  for (const route of group.routes) {
    const chain: RequestHandler[] = [];
    const limit = route.rateLimit?.middleware(ctx);
    if (limit && !route.rateLimit?.perAccount) chain.push(limit);
    if (route.session) chain.push(session);
    if (limit && route.rateLimit?.perAccount) chain.push(limit);
    if (route.bot) chain.push(bot);
    if (route.upload) chain.push(multipartReader(route.upload.middleware));
    chain.push(route.serve(ctx));
    router.route(route.path)[route.method](...chain);
  }
  for (const answer of group.errorAnswers ?? []) router.use(answer);
  return router;
}
