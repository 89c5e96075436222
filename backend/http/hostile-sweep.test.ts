// Every operation of the REST contract (read from GET /openapi.json, so a new route is swept without being listed)
// meets hostile input: ids PostgreSQL cannot store or that name nothing, numbers past its integers in the path and
// the query, unreadable JSON, NUL in every string, a multipart body cut short. None may answer 5xx; and another account's token never gets a 2xx on a bot it does not
// own, nor changes it.
import { startTestBackend, type TestBackend } from '../../tests/support/backend';
import { newChatbot, newQaGroup, signedInToken } from '../../tests/support/factories';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());

interface Operation {
  method: string;
  template: string;
}

const NUL = '\u0000';
/** Past PostgreSQL's bigint, as a path segment or a query value (a page, an offset, a position, a day count). */
const HUGE = '99999999999999999999';
const HUGE_QUERY = ['page', 'page_size', 'offset', 'limit', 'days', 'position', 'n'].map((name) => `${name}=${HUGE}`).join('&');
const JSON_HEADERS = { 'Content-Type': 'application/json' };
const BODIES: readonly { name: string; headers: Record<string, string>; body: string }[] = [
  { name: 'unreadable JSON', headers: JSON_HEADERS, body: '{"name":' },
  {
    name: 'NUL in every string',
    headers: JSON_HEADERS,
    body: JSON.stringify({ name: NUL, text: NUL, title: NUL, questions: [NUL], answers: [NUL], userId: NUL, message: { text: NUL }, robot_name: NUL, email: NUL, password: NUL, query: NUL, order: [NUL], group_ids: [NUL] }),
  },
  { name: 'wrong types', headers: JSON_HEADERS, body: JSON.stringify({ name: 1e308, text: [], questions: 'x', answers: null, userId: 12, message: 'x', active: 'yes', order: {} }) },
  { name: 'multipart cut short', headers: { 'Content-Type': 'multipart/form-data; boundary=zz' }, body: '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nabc' },
];

/** The contract's operations, without the event streams (they stay open by design). */
async function operations(): Promise<Operation[]> {
  const document = (await (await fetch(`${backend.url}/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths)
    .flatMap(([template, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), template })))
    .filter(({ template }) => !template.endsWith('/events') && !template.endsWith('session-events'));
}

async function send(method: string, path: string, token: string, body?: (typeof BODIES)[number]): Promise<{ status: number; text: string }> {
  const response = await fetch(`${backend.url}${path}`, { method, headers: { Authorization: `Bearer ${token}`, ...body?.headers }, body: body?.body });
  return { status: response.status, text: (await response.text()).slice(0, 120) };
}

const bodiesFor = (method: string) => (method === 'GET' || method === 'DELETE' ? [undefined] : BODIES);

it('no operation answers 5xx to hostile ids or bodies', async () => {
  const token = await signedInToken(backend.url);
  const bot = await newChatbot(backend.url, token);
  const real: Record<string, string> = { botId: bot.chatbot_id, vendorId: bot.vendor_id, platform: 'api', kind: 'avatar' };
  const failures: string[] = [];
  const swept = await operations();
  expect(swept.length).toBeGreaterThan(100);
  let sent = 0;
  for (const { method, template } of swept) {
    const paths = [template.replace(/\{(\w+)\}/g, '%00'), template.replace(/\{(\w+)\}/g, 'x')];
    // The owner's own bot with bad bodies; deleting it would leave nothing for the operations after.
    if (method !== 'DELETE') paths.push(template.replace(/\{(\w+)\}/g, (_match, name: string) => real[name] ?? '1'));
    // The owner's own bot with numbers PostgreSQL cannot hold in every other path segment and in the query.
    if (method !== 'DELETE') paths.push(`${template.replace(/\{(\w+)\}/g, (_match, name: string) => real[name] ?? HUGE)}?${HUGE_QUERY}`);
    for (const path of paths) {
      for (const body of bodiesFor(method)) {
        const { status, text } = await send(method, path, token, body);
        sent += 1;
        if (status >= 500) failures.push(`${status} ${method} ${path} (${body?.name ?? 'no body'}): ${text}`);
      }
    }
  }
  expect(failures).toEqual([]);
  expect(sent).toBeGreaterThan(1200);
});

it("another account's token gets no 2xx on a bot it does not own and changes nothing", async () => {
  const ownerToken = await signedInToken(backend.url);
  const bot = await newChatbot(backend.url, ownerToken);
  const group = await newQaGroup(backend.url, ownerToken, bot.chatbot_id);
  const stranger = await signedInToken(backend.url);
  const real: Record<string, string> = { botId: bot.chatbot_id, groupId: group.group_id, platform: 'api', kind: 'avatar' };
  const admitted: string[] = [];
  const ofBots = (await operations()).filter(({ template }) => template.includes('{botId}'));
  expect(ofBots.length).toBeGreaterThan(60);
  for (const { method, template } of ofBots) {
    const path = template.replace(/\{(\w+)\}/g, (_match, name: string) => real[name] ?? '1');
    for (const body of method === 'GET' || method === 'DELETE' ? [undefined] : [BODIES[2]]) {
      const { status, text } = await send(method, path, stranger, body);
      if (status < 300) admitted.push(`${status} ${method} ${path}: ${text}`);
    }
  }
  expect(admitted).toEqual([]);
  expect((await send('GET', `/chatbot/${bot.chatbot_id}/detail`, ownerToken)).status).toBe(200);
  expect((await send('GET', `/qa/${bot.chatbot_id}/groups/${group.group_id}`, ownerToken)).status).toBe(200);
});
