// The entity files page's calls through the BFF against a real backend: upload with its replace warning and bad
// rows, the switch, the test box, delete, and another account's bot.
import { startModelBackend, type ModelBackend } from '../backend/autofaq/testing/model-backend';
import { loginToken, newAccount, newChatbot } from '../tests/support/factories';
import { errorCodes, graphql, type GraphQLAnswer } from './test-support/graphqlClient';
import { startBff, type RunningBff } from './server';

jest.setTimeout(30_000);

const DATA_FIELDS = 'botId entityCount types replacedFile files { id fileName active entityCount size createdAt updatedAt }';
const ENTITIES = `query Test_Entities($botId: ID!) { entities(botId: $botId) { ${DATA_FIELDS} } }`;
const UPLOAD = `mutation Test_UploadEntityFile($input: UploadEntityFileInput!) { uploadEntityFile(input: $input) { data { ${DATA_FIELDS} } } }`;
const SET_ACTIVE = `mutation Test_SetEntityFileActive($input: SetEntityFileActiveInput!) { setEntityFileActive(input: $input) { data { ${DATA_FIELDS} } } }`;
const DELETE = `mutation Test_DeleteEntityFile($input: DeleteEntityFileInput!) { deleteEntityFile(input: $input) { data { ${DATA_FIELDS} } } }`;
const TEST = `mutation Test_TestEntities($input: TestEntitiesInput!) { testEntities(input: $input) { entities { type value text } } }`;

interface EntityData {
  entityCount: number;
  types: string[];
  replacedFile: string | null;
  files: { id: string; fileName: string; active: boolean; entityCount: number }[];
}

let backend: ModelBackend;
let bff: RunningBff;
beforeAll(async () => {
  backend = await startModelBackend();
  bff = await startBff({ port: 0, host: '127.0.0.1', backendUrl: backend.url });
}, 60_000);
afterAll(async () => {
  await bff?.close();
  await backend?.close();
});

async function owner(): Promise<{ authorization: string; botId: string }> {
  const account = await newAccount(backend.url);
  const token = await loginToken(backend.url, account.email, account.password);
  const bot = await newChatbot(backend.url, token, { language: 'tw' });
  return { authorization: `Bearer ${token}`, botId: bot.chatbot_id };
}

const csvFile = (fileName: string, text: string) => ({ fileName, contentType: 'text/csv', base64: Buffer.from(text).toString('base64') });

describe('entity files through the BFF', () => {
  it('uploads, says a same-name upload replaced the file, switches, tests and deletes', async () => {
    const me = await owner();
    const call = <T>(query: string, variables: Record<string, unknown>): Promise<GraphQLAnswer<T>> => graphql<T>(bff.url, query, variables, { authorization: me.authorization });
    const csv = 'type,value,synonyms\ndistrict,中正區,中正|中正区\n';
    const first = await call<{ uploadEntityFile: { data: EntityData } }>(UPLOAD, { input: { botId: me.botId, file: csvFile('districts.csv', csv) } });
    expect(first.data?.uploadEntityFile.data).toMatchObject({ entityCount: 1, types: ['district'], replacedFile: null });
    const again = await call<{ uploadEntityFile: { data: EntityData } }>(UPLOAD, { input: { botId: me.botId, file: csvFile('districts.csv', csv) } });
    expect(again.data?.uploadEntityFile.data.replacedFile).toBe('districts.csv');
    const [file] = again.data?.uploadEntityFile.data.files ?? [];

    const tested = await call<{ testEntities: { entities: unknown[] } }>(TEST, { input: { botId: me.botId, text: '我在中正区' } });
    expect(tested.data?.testEntities.entities).toEqual([{ type: 'district', value: '中正區', text: '中正区' }]);

    const off = await call<{ setEntityFileActive: { data: EntityData } }>(SET_ACTIVE, { input: { botId: me.botId, fileId: file.id, active: false } });
    expect(off.data?.setEntityFileActive.data).toMatchObject({ entityCount: 0, files: [expect.objectContaining({ active: false })] });
    const deleted = await call<{ deleteEntityFile: { data: EntityData } }>(DELETE, { input: { botId: me.botId, fileId: file.id } });
    expect(deleted.data?.deleteEntityFile.data.files).toEqual([]);
  });

  it('names the bad rows of a refused file, refuses an empty test text, and hides another account\'s bot', async () => {
    const me = await owner();
    const stranger = await owner();
    const call = <T>(query: string, variables: Record<string, unknown>, authorization = me.authorization): Promise<GraphQLAnswer<T>> => graphql<T>(bff.url, query, variables, { authorization });
    const bad = await call(UPLOAD, { input: { botId: me.botId, file: csvFile('bad.csv', 'type,value\n,中正區\n') } });
    expect(errorCodes(bad)).toEqual(['IMPORT_INVALID']);
    expect(bad.errors?.[0].extensions?.lines).toEqual([{ line: 2, message: 'entities.rows.typeEmpty' }]);
    expect(errorCodes(await call(TEST, { input: { botId: me.botId, text: '  ' } }))).toEqual(['VALIDATION_FAILED']);
    expect(errorCodes(await call(ENTITIES, { botId: me.botId }, stranger.authorization))).toEqual(['BOT_NOT_FOUND']);
    const mine = await call<{ entities: EntityData }>(ENTITIES, { botId: me.botId });
    expect(mine.data?.entities.files).toEqual([]);
  });
});
