// GET /healthz, GET /openapi.json and the answers for paths nobody serves.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { createBackendApp } from '../app';
import { composeBackend } from '../composition';
import { startTestBackend, type TestBackend } from '../../tests/support/backend';
import { openTestDatabase } from '../../tests/support/test-database';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());

describe('GET /healthz', () => {
  it('answers ok while the database answers', async () => {
    const response = await fetch(`${backend.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 with the database down when it cannot reach the database', async () => {
    const database = await openTestDatabase();
    await database.close();
    const server: Server = createServer(createBackendApp({ ctx: composeBackend(database, { dataDir: os.tmpdir(), env: {} }) }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/healthz`);
      expect(response.status).toBe(503);
      const live = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/healthz/live`);
      expect(live.status).toBe(204);
      expect(await response.json()).toEqual({ status: 'degraded', database: 'down' });
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('GET /openapi.json', () => {
  it('describes every path of the REST contract', async () => {
    const response = await fetch(`${backend.url}/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(operations.sort()).toEqual(
      [
        'GET /healthz',
        'GET /healthz/live',
        'GET /openapi.json',
        'POST /member/register',
        'POST /member/login',
        'POST /member/logout',
        'GET /member/profile',
        'GET /member/session-events',
        'GET /chatbot/chatbots-list',
        'POST /chatbot/v2/create-chatbot',
        'GET /chatbot/{botId}/detail',
        'PUT /chatbot/{botId}/modify-detail',
        'DELETE /chatbot/{botId}/delete-chatbot',
        'GET /chatbot/{botId}/tools/',
        'PUT /chatbot/{botId}/tools/',
        'GET /chatbot/{botId}/integrations',
        'PUT /chatbot/{botId}/integrations/{platform}',
        'GET /webhook/api/v2/{vendorId}',
        'POST /webhook/api/v2/{vendorId}',
        'POST /webhook/api/v2/{vendorId}/feedback',
        'POST /webhook/api/v2/{vendorId}/history',
        'GET /custom-user-config/',
        'GET /qa/{botId}/groups',
        'POST /qa/{botId}/groups',
        'GET /qa/{botId}/groups/{groupId}',
        'PUT /qa/{botId}/groups/{groupId}',
        'DELETE /qa/{botId}/groups/{groupId}',
        'POST /qa/{botId}/import',
        'GET /qa/{botId}/export',
        'POST /qa/{botId}/train',
        'GET /qa/{botId}/training',
        'GET /qa/{botId}/training/events',
        'GET /qa/{botId}/answer-settings',
        'PUT /qa/{botId}/answer-settings',
        'GET /web-plugin/{botId}/settings',
        'PUT /web-plugin/{botId}/settings',
        'PUT /web-plugin/{botId}/icons/{kind}',
        'DELETE /web-plugin/{botId}/icons/{kind}',
        'GET /webhook/web/{vendorId}/config',
        'POST /webhook/web/{vendorId}',
        'POST /webhook/web/{vendorId}/feedback',
        'POST /webhook/web/{vendorId}/history',
        'GET /webhook/web/{vendorId}/icons/{kind}',
        'GET /widget.js',
        'GET /questionnaire/{botId}/questionnaires',
        'POST /questionnaire/{botId}/questionnaires',
        'PUT /questionnaire/{botId}/questionnaires/{id}',
        'DELETE /questionnaire/{botId}/questionnaires/{id}',
        'GET /questionnaire/{botId}/questionnaires/{id}/responses',
        'GET /questionnaire/{botId}/questionnaires/{id}/responses.csv',
        'DELETE /topic/{botId}/topics/{topicId}/',
        'GET /topic/{botId}/topics/',
        'POST /topic/{botId}/topics/',
        'PUT /topic/{botId}/order/',
        'PUT /topic/{botId}/settings/',
        'PUT /topic/{botId}/topics/{topicId}/',
        'PUT /topic/{botId}/topics/{topicId}/groups/',
        'DELETE /ner/{botId}/files/{fileId}/',
        'GET /ner/{botId}/data/',
        'POST /ner/{botId}/test/',
        'POST /ner/{botId}/upload/',
        'PUT /ner/{botId}/files/{fileId}/toggle-active/',
        'GET /templates',
        'POST /chatbot/v2/create-from-template',
        'GET /batch-test/{botId}/runs',
        'GET /batch-test/{botId}/runs/events',
        'GET /batch-test/{botId}/runs/{runId}',
        'GET /batch-test/{botId}/runs/{runId}/compare/{otherRunId}',
        'GET /batch-test/{botId}/runs/{runId}/results',
        'GET /batch-test/{botId}/runs/{runId}/results.csv',
        'POST /batch-test/{botId}/runs',
        'POST /batch-test/{botId}/runs/{runId}/again',
        'POST /batch-test/{botId}/runs/{runId}/pause',
        'POST /batch-test/{botId}/runs/{runId}/resume',
        'POST /batch-test/{botId}/runs/{runId}/rows/{position}/add-to-qa',
        'GET /batch-test/{botId}/runs/{runId}/rows/{position}/likely-groups',
        'POST /batch-test/{botId}/runs/{runId}/stop',
        'GET /plans',
        'POST /member/confirm-email',
        'POST /member/confirm-reset-password',
        'POST /member/resend-confirmation',
        'POST /member/reset',
        'PUT /member/password',
        'PUT /member/plan',
        'PUT /member/profile',
        'GET /member/sign-in/providers',
        'POST /member/sign-in/complete',
        'POST /member/sign-in/start',
        'GET /line/{botId}/line-webhook-service',
        'PUT /line/{botId}/update-data',
        'PUT /webhook/line/webhook/set-webhook-url/',
        'POST /webhook/line/webhook/test/',
        'POST /webhook/line/{vendorId}',
        'GET /facebook/{botId}/facebook-webhook-service',
        'PUT /facebook/{botId}/update-data',
        'GET /webhook/fb/{vendorId}',
        'POST /webhook/fb/{vendorId}',
        'GET /third-party/{botId}/settings',
        'PUT /third-party/{botId}/update-data',
        'POST /webhook/other/{vendorId}',
        'POST /webhook/other/{vendorId}/history',
        'POST /graph-rag/{botId}/upload-graphrag/',
        'GET /graph-rag/{botId}/autoqa-data/',
        'PUT /graph-rag/{botId}/files/{fileId}/toggle-active/',
        'DELETE /graph-rag/{botId}/files/{fileId}/',
        'POST /graph-rag/{botId}/files/{fileId}/retry/',
        'POST /graph-rag/{botId}/update-chatbot-data/',
        'GET /graph-rag/{botId}/ingest/events',
        'POST /graph-rag/{botId}/retrieval-test/',
        'POST /graph-rag/{botId}/optimize-prompt/',
        'GET /graph-rag/{botId}/optimization/',
        'GET /graph-rag/{botId}/optimization/events',
        'GET /history/{botId}/messages',
        'GET /history/{botId}/messages.csv',
        'POST /history/{botId}/messages/{id}/add-to-qa',
        'GET /history/{botId}/messages/{id}/likely-groups',
        'GET /history/{botId}/recommendations',
        'POST /history/{botId}/recommendations/{id}/save',
        'POST /graph-rag/{botId}/optimization/{jobId}/apply/',
        'POST /graph-rag/{botId}/optimization/{jobId}/discard/',
        'POST /autofaq/{botId}/upload/',
        'GET /autofaq/{botId}/data/',
        'GET /history/weekly-questions',
        'GET /history/{botId}/get-user-stats-fast/',
        'GET /history/{botId}/get-user-stats-llm/',
        'PUT /autofaq/{botId}/files/{fileId}/toggle-active/',
        'DELETE /autofaq/{botId}/files/{fileId}/',
        'POST /autofaq/{botId}/test/',
      ].sort(),
    );
  });
});

describe('unknown paths', () => {
  it('answers 404 NOT_FOUND in the error shape', async () => {
    const response = await fetch(`${backend.url}/no/such/path`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
  });
});
