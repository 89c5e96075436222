// The OpenAPI document against the Express app that createBackendApp builds: every mounted method and path is
// documented, and every documented one is mounted. The mounted routes are read from Express's own router stack,
// so a route added anywhere (route table or not) without documentation fails here.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import { openTestDatabase } from '../../tests/support/test-database';
import { createBackendApp } from '../app';
import { composeBackend } from '../composition';
import type { BackendContext } from '../context';
import type { BackendDatabase } from '../db/database';
import { documentedPath, openApiDocument } from './document';

/** What this test reads of an Express 5 (router 2) layer. */
interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle: unknown;
  /** The path the layer was mounted with ('/' for a router mounted without one). */
  rawPath?: unknown;
}

function stackOf(handler: unknown): Layer[] | undefined {
  if (typeof handler !== 'function' && (typeof handler !== 'object' || handler === null)) return undefined;
  return 'stack' in handler && Array.isArray(handler.stack) ? handler.stack : undefined;
}

function appStack(app: Express): Layer[] {
  const stack = 'router' in app ? stackOf(app.router) : undefined;
  if (!stack) throw new Error("The app's router stack is not where Express 5 keeps it");
  return stack;
}

const documentedOperations = (paths: Record<string, object>) =>
  Object.entries(paths).flatMap(([documented, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${documented}`));

/** The prefix a router was mounted under, as Express keeps it on the layer. */
function mountPath(layer: Layer): string {
  if (typeof layer.rawPath !== 'string') throw new Error('A router is mounted under a path that is not a plain string');
  return layer.rawPath === '/' ? '' : layer.rawPath;
}

/** `METHOD /documented/{path}` of every route in the stack, nested routers included. */
function mountedOperations(stack: Layer[], prefix = ''): string[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const methods = Object.keys(layer.route.methods).filter((method) => method !== '_all');
      return [layer.route.path].flat().flatMap((routePath) => methods.map((method) => `${method.toUpperCase()} ${documentedPath(prefix, routePath)}`));
    }
    const inner = stackOf(layer.handle);
    if (!inner) return [];
    return mountedOperations(inner, prefix + mountPath(layer));
  });
}

let database: BackendDatabase;
let ctx: BackendContext;
let dataDir: string;
beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'qa-console-openapi-'));
  ctx = composeBackend(database, { dataDir, env: {} });
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

const documented = documentedOperations(openApiDocument.paths);

describe('the OpenAPI document and the mounted routes', () => {
  it('documents every mounted method and path', () => {
    const mounted = mountedOperations(appStack(createBackendApp({ ctx })));
    expect(mounted.filter((operation) => !documented.includes(operation)).sort()).toEqual([]);
  });

  it('mounts every documented method and path', () => {
    const mounted = mountedOperations(appStack(createBackendApp({ ctx })));
    expect(mounted.length).toBeGreaterThan(50);
    expect(documented.filter((operation) => !mounted.includes(operation)).sort()).toEqual([]);
  });

  it('finds a route mounted without documentation, inside a mounted router too', () => {
    const app = createBackendApp({ ctx });
    const qaRouter = appStack(app).find((layer) => layer.rawPath === '/qa');
    const qaStack = stackOf(qaRouter?.handle);
    if (!qaStack) throw new Error('No router is mounted under /qa');
    qaStack.push({ route: { path: '/:botId/undocumented', methods: { get: true } }, handle: () => undefined });
    const mounted = mountedOperations(appStack(app));
    expect(mounted.filter((operation) => !documented.includes(operation))).toEqual(['GET /qa/{botId}/undocumented']);
  });
});

describe('the generated operations', () => {
  const { paths } = openApiDocument;

  it('take request bodies from the zod schemas, with their input-side rules', () => {
    expect(paths['/qa/{botId}/answer-settings']).toMatchObject({
      put: {
        requestBody: {
          content: {
            'application/json': {
              schema: { required: ['answer_threshold', 'suggest_threshold', 'max_suggestions'], properties: { max_suggestions: { type: 'integer', minimum: 1, maximum: 5 } } },
            },
          },
        },
      },
    });
  });

  it('show the guards: bearer security, 401 codes and 404 BOT_NOT_FOUND on a per-bot route', () => {
    expect(paths['/web-plugin/{botId}/settings']).toMatchObject({
      get: {
        security: [{ bearer: [] }],
        parameters: [{ name: 'botId', in: 'path', required: true }],
        responses: { '401': { description: expect.stringContaining('UNAUTHENTICATED') }, '404': { description: expect.stringContaining('BOT_NOT_FOUND') } },
      },
    });
  });

  it('document the login rate limit with Retry-After', () => {
    expect(paths['/member/login']).toMatchObject({ post: { responses: { '429': { headers: { 'Retry-After': { schema: { type: 'integer' } } } } } } });
  });
});

describe('the document as OpenAPI 3.1', () => {
  const { paths, components } = openApiDocument;

  function refsIn(value: unknown): string[] {
    if (Array.isArray(value)) return value.flatMap(refsIn);
    if (typeof value !== 'object' || value === null) return [];
    return Object.entries(value).flatMap(([key, inner]) => (key === '$ref' && typeof inner === 'string' ? [inner] : refsIn(inner)));
  }

  it('points every $ref at a component schema', () => {
    const missing = refsIn(openApiDocument).filter((ref) => !(ref.replace('#/components/schemas/', '') in components.schemas));
    expect(missing).toEqual([]);
  });

  it('declares each path template parameter on every operation of the path, and a success answer', () => {
    const problems = Object.entries(paths).flatMap(([template, operations]) => {
      const names = [...template.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();
      return Object.entries(operations).flatMap(([method, operation]) => {
        const { parameters = [], responses } = operation;
        const declared = parameters.filter((parameter) => parameter.in === 'path' && parameter.required).map((parameter) => parameter.name).sort();
        const succeeds = Object.keys(responses).some((status) => status.startsWith('2'));
        return JSON.stringify(declared) === JSON.stringify(names) && succeeds ? [] : [`${method.toUpperCase()} ${template}`];
      });
    });
    expect(problems).toEqual([]);
  });
});
