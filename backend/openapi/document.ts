// The OpenAPI 3.1 document served at GET /openapi.json. The console's REST routes are described from the route
// table (backend/routes.ts): paths, guards, parameters and request bodies come from the same declarations and zod
// schemas that serve them. Only the routes served outside the table (public channels, widget script, this document)
// and the response shapes (TypeScript interfaces in schema/rest.ts, so there is no schema to generate from) are
// written by hand.
import { historySchemas } from '../history/openapi';
import { statsSchemas } from '../history/stats-openapi';
import type { ErrorCode } from '../../schema/rules/errors';
import { autoFaqSchemas } from '../autofaq/openapi';
import { topicSchemas } from '../topics/openapi';
import { entitySchemas } from '../entities/openapi';
import { templateSchemas } from '../templates/openapi';
import type { Route, RouteGroup } from '../http/route';
import { knowledgeSchemas } from '../knowledge/openapi';
import { optimizationSchemas } from '../prompt-optimization/openapi';
import { batchTestSchemas } from '../batch-test/openapi';
import { publicApiPaths, publicApiSchemas } from '../channels/api/openapi';
import { lineSchemas, lineWebhookPaths } from '../channels/line/openapi';
import { channelSettingsSchemas } from '../channels/channel-openapi';
import { facebookSchemas, facebookWebhookPaths } from '../channels/fb/openapi';
import { thirdPartySchemas, thirdPartyWebhookPaths } from '../channels/other/openapi';
import { qaSchemas } from '../qa/openapi';
import { questionnaireSchemas } from '../questionnaires/openapi';
import { routeTable } from '../routes';
import { webChannelPaths, webPluginSchemas } from '../web-plugin/openapi';
import { errors, json, requestSchema, secured, sessionErrors, type JsonObjectSchema } from './builders';
import { schemas } from './components';

/** What the tests and the builders rely on in an operation; the rest is plain OpenAPI. */
export interface OpenApiOperation {
  parameters?: { name: string; in: string; required?: boolean }[];
  responses: Record<string, unknown>;
  [keyword: string]: unknown;
}

const PATH_PARAMETER_DESCRIPTIONS: Record<string, string> = {
  botId: 'The chatbot id.',
  groupId: 'The Q&A group id.',
  fileId: 'The file id.',
  jobId: 'The optimisation job id.',
};

/** `/:botId/tools/` under `/chatbot` → `/chatbot/{botId}/tools/`. */
export function documentedPath(prefix: string, expressPath: string): string {
  return `${prefix}${expressPath}`.replace(/:(\w+)/g, '{$1}');
}

function parameters(route: Route): NonNullable<OpenApiOperation['parameters']> {
  const pathSchemas = route.params ? requestSchema(route.params).properties ?? {} : {};
  const inPath = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: pathSchemas[name] ?? { type: 'string' },
    ...(PATH_PARAMETER_DESCRIPTIONS[name] ? { description: PATH_PARAMETER_DESCRIPTIONS[name] } : {}),
  }));
  const query: JsonObjectSchema = route.query ? requestSchema(route.query) : {};
  const inQuery = Object.entries(query.properties ?? {}).map(([name, schema]) => ({ name, in: 'query', required: query.required?.includes(name) ?? false, schema }));
  return [...inPath, ...inQuery];
}

function requestBody(route: Route): unknown {
  const fields: JsonObjectSchema = route.body ? requestSchema(route.body) : {};
  if (route.upload) {
    const required = [...(route.upload.required ?? Object.keys(route.upload.files)), ...(fields.required ?? [])];
    const schema = { type: 'object', properties: { ...route.upload.files, ...fields.properties }, required };
    return { required: true, content: { 'multipart/form-data': { schema } } };
  }
  if (!route.body) return undefined;
  return { required: (fields.required ?? []).length > 0, content: { 'application/json': { schema: fields } } };
}

/** The refusals a route can give: its guards', its schemas' and its own. */
function refusals(route: Route): ErrorCode[] {
  const codes: ErrorCode[] = [
    ...(route.session ? sessionErrors : []),
    ...(route.bot ? (['BOT_NOT_FOUND'] as const) : []),
    ...(route.params || route.query || route.body || route.upload ? (['VALIDATION_FAILED'] as const) : []),
    ...(route.errors ?? []),
  ];
  return [...new Set(codes)];
}

function responses(route: Route): Record<string, unknown> {
  const { answer } = route;
  const success = answer.schema ? json(answer.schema, answer.description) : { description: answer.description, ...(answer.content ? { content: answer.content } : {}) };
  const limited = route.rateLimit
    ? { '429': { ...json('Error', route.rateLimit.description), headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait' } } } }
    : {};
  return { [String(answer.status)]: success, ...errors(...refusals(route)), ...limited, ...route.answers };
}

export function operation(route: Route): OpenApiOperation {
  const body = requestBody(route);
  const params = parameters(route);
  return {
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    ...(route.session ? { security: secured } : {}),
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(route),
  };
}

export function tablePaths(groups: RouteGroup[]): Record<string, Record<string, OpenApiOperation>> {
  const paths: Record<string, Record<string, OpenApiOperation>> = {};
  for (const group of groups) {
    for (const route of group.routes) {
      const path = documentedPath(group.prefix, route.path);
      paths[path] = { ...paths[path], [route.method]: operation(route) };
    }
  }
  return paths;
}

/** The routes served outside the route table, described by hand. */
const handDescribedPaths = {
  '/openapi.json': { get: { summary: 'This document', responses: { '200': { description: 'OpenAPI 3.1 document', content: { 'application/json': {} } } } } },
  '/widget.js': {
    get: {
      summary: 'The website widget script: <script src=".../widget.js" data-vendor="{vendorId}" async></script>',
      responses: { '200': { description: 'JavaScript (ETag; 304 when unchanged)', content: { 'text/javascript': { schema: { type: 'string' } } } } },
    },
  },
  ...publicApiPaths,
  ...webChannelPaths,
  ...lineWebhookPaths,
  ...facebookWebhookPaths,
  ...thirdPartyWebhookPaths,
};

/** Paths are keyed by the route table, so they are looked up as a record. */
const paths: Record<string, Record<string, OpenApiOperation>> = { ...tablePaths(routeTable), ...handDescribedPaths };

export const openApiDocument = {
  openapi: '3.1.0',
  info: { title: 'QA bot console backend', version: '0.1.0', description: 'The REST service behind the console (PRODUCT.md §7). Errors are { error: { code, message, fields? } }.' },
  components: {
    securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The token from POST /member/login.' } },
    schemas: { ...schemas, ...publicApiSchemas, ...qaSchemas, ...webPluginSchemas, ...knowledgeSchemas, ...autoFaqSchemas, ...optimizationSchemas, ...lineSchemas, ...channelSettingsSchemas, ...facebookSchemas, ...thirdPartySchemas, ...historySchemas, ...statsSchemas, ...batchTestSchemas, ...questionnaireSchemas, ...topicSchemas, ...entitySchemas, ...templateSchemas },
  },
  paths,
};
