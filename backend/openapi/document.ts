// The OpenAPI 3.1 description of every implemented REST path, served at GET /openapi.json.
import { publicApiPaths, publicApiSchemas } from '../public-api/openapi';
import { knowledgePaths, knowledgeSchemas } from '../knowledge/openapi';
import { autoFaqPaths, autoFaqSchemas } from '../autofaq/openapi';
import { optimizationPaths, optimizationSchemas } from '../prompt-optimisation/openapi';
import { qaPaths, qaSchemas } from '../qa/openapi';
import { webPluginPaths, webPluginSchemas } from '../web-plugin/openapi';
import { schemas } from './components';
import { body, botErrors, errors, json, pathParameter, ref, secured, sessionErrors } from './builders';

const botId = [pathParameter('id', 'The chatbot id.')];

export const openApiDocument = {
  openapi: '3.1.0',
  info: { title: 'QA bot console backend', version: '0.1.0', description: 'The REST service behind the console (PRODUCT.md §7). Errors are { error: { code, message, fields? } }.' },
  components: {
    securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The token from POST /member/login.' } },
    schemas: { ...schemas, ...publicApiSchemas, ...qaSchemas, ...webPluginSchemas, ...knowledgeSchemas, ...autoFaqSchemas, ...optimizationSchemas },
  },
  paths: {
    '/healthz': { get: { summary: 'Health of the service and its database', responses: { '200': json('Health', 'Healthy'), '503': json('Health', 'The database is down') } } },
    '/openapi.json': { get: { summary: 'This document', responses: { '200': { description: 'OpenAPI 3.1 document', content: { 'application/json': {} } } } } },
    '/member/register': {
      post: { summary: 'Register an account on the free plan', requestBody: body('RegisterBody'), responses: { '201': json('RegisterResponse', 'Registered'), ...errors('VALIDATION_FAILED', 'EMAIL_TAKEN') } },
    },
    '/member/login': {
      post: {
        summary: 'Log in; one live session per account (force_login replaces the other)',
        requestBody: body('LoginBody'),
        responses: {
          '200': json('LoginResponse', 'Logged in'),
          ...errors('VALIDATION_FAILED', 'INVALID_CREDENTIALS', 'SESSION_ACTIVE', 'RATE_LIMITED'),
          '429': { ...json('Error', 'RATE_LIMITED: too many attempts per account or address'), headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait' } } },
        },
      },
    },
    '/member/logout': {
      post: { summary: 'Revoke the current session', security: secured, requestBody: { content: { 'application/json': { schema: ref('LogoutBody') } } }, responses: { '200': json('Status', 'Logged out'), ...errors(...sessionErrors) } },
    },
    '/member/profile': { get: { summary: 'The signed-in account', security: secured, responses: { '200': json('Profile', 'Profile'), ...errors(...sessionErrors) } } },
    '/member/session-events': {
      get: {
        summary: 'Server-sent events about the current session',
        description: 'Sends `event: session` with a SessionEvent as data when the session is revoked or expires, then ends. A comment heartbeat comes every 25 s.',
        security: secured,
        responses: { '200': { description: 'Event stream', content: { 'text/event-stream': { schema: ref('SessionEvent') } } }, ...errors(...sessionErrors) },
      },
    },
    '/chatbot/chatbots-list': { get: { summary: "The account's chatbots", security: secured, responses: { '200': json('ChatbotList', 'Chatbots'), ...errors(...sessionErrors) } } },
    '/chatbot/v2/create-chatbot': {
      post: {
        summary: 'Create a chatbot with knowledge files',
        security: secured,
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['payload'],
                properties: {
                  payload: { type: 'string', contentMediaType: 'application/json', contentSchema: ref('CreateChatbotPayload') },
                  files: { type: 'array', items: { type: 'string', contentMediaType: 'application/octet-stream' }, description: 'CSV, TXT, DOCX or PDF, each at most 5 MB' },
                },
              },
            },
          },
        },
        responses: {
          '201': json('ChatbotDetail', 'Created'),
          ...errors(...sessionErrors, 'VALIDATION_FAILED', 'BOT_LIMIT_REACHED', 'DUPLICATE_BOT_NAME', 'FILE_TOO_LARGE', 'UNSUPPORTED_FILE_TYPE'),
        },
      },
    },
    '/chatbot/{id}/detail': { get: { summary: 'One chatbot', security: secured, parameters: botId, responses: { '200': json('ChatbotDetail', 'Chatbot'), ...errors(...botErrors) } } },
    '/chatbot/{id}/modify-detail': {
      put: {
        summary: "Change a chatbot's basic settings",
        security: secured,
        parameters: botId,
        requestBody: body('ModifyChatbotBody'),
        responses: { '200': json('ChatbotDetail', 'Changed'), ...errors(...botErrors, 'VALIDATION_FAILED', 'DUPLICATE_BOT_NAME') },
      },
    },
    '/chatbot/{id}/delete-chatbot': {
      delete: {
        summary: 'Delete a chatbot and its files, confirmed by the account password',
        security: secured,
        parameters: botId,
        requestBody: body('DeleteChatbotBody'),
        responses: { '200': json('Status', 'Deleted'), ...errors(...botErrors, 'VALIDATION_FAILED', 'INVALID_PASSWORD') },
      },
    },
    '/chatbot/{id}/tools/': {
      get: { summary: "A chatbot's tool modules", security: secured, parameters: botId, responses: { '200': json('ChatbotTools', 'Tools'), ...errors(...botErrors) } },
      put: {
        summary: "Replace a chatbot's tool modules",
        security: secured,
        parameters: botId,
        requestBody: body('ChatbotTools'),
        responses: { '200': json('ChatbotTools', 'Tools'), ...errors(...botErrors, 'VALIDATION_FAILED') },
      },
    },
    ...publicApiPaths,
    ...qaPaths,
    ...webPluginPaths,
    ...knowledgePaths,
    ...autoFaqPaths,
    ...optimizationPaths,
    '/widget.js': {
      get: {
        summary: 'The website widget script: <script src=".../widget.js" data-vendor="{vendorId}" async></script>',
        responses: { '200': { description: 'JavaScript (ETag; 304 when unchanged)', content: { 'text/javascript': { schema: { type: 'string' } } } } },
      },
    },
    '/custom-user-config/': { get: { summary: 'Start-up settings: default language, the plans and whether a language model is configured', security: secured, responses: { '200': json('UserConfig', 'Settings'), ...errors(...sessionErrors) } } },
  },
} as const;
