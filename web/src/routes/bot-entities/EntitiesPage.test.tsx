import { screen, waitFor, within } from '@testing-library/react';
import {
  BotEntities_ChatbotDocument,
  BotEntities_DataDocument,
  BotEntities_DeleteDocument,
  BotEntities_SetActiveDocument,
  BotEntities_TestDocument,
  BotEntities_UploadDocument,
  type BotEntities_DataFragment,
  type BotEntities_DeleteMutation,
  type BotEntities_FileFragment,
  type BotEntities_SetActiveMutation,
  type BotEntities_UploadMutation,
} from '../../__generated__/graphql';
import { keepThenConfirm, pressing } from '../../test/confirm-dialog-kit';
import { failure, mockOperation, type MockResult } from '../../test/factories';
import { renderPage, type Mocks } from '../../test/render';
import { EntitiesPage } from './EntitiesPage';

const CSV = 'type,value,synonyms\ndistrict,中正區,中正|中正区\n';

function aFile(overrides: Partial<BotEntities_FileFragment> = {}): BotEntities_FileFragment {
  return { __typename: 'EntityFile', id: 'e1', fileName: 'districts.csv', active: true, entityCount: 12, size: 2048, updatedAt: '2026-11-22T04:00:00.000Z', ...overrides };
}

const data = (files: BotEntities_FileFragment[], replacedFile: string | null = null): BotEntities_DataFragment => ({
  __typename: 'EntityData',
  botId: 'bot-1',
  entityCount: files.filter((file) => file.active).reduce((sum, file) => sum + file.entityCount, 0),
  types: files.some((file) => file.active) ? ['agency', 'district'] : [],
  replacedFile,
  files,
});
const dataMock = (files: BotEntities_FileFragment[]) => mockOperation(BotEntities_DataDocument, { botId: 'bot-1' }, { result: { data: { entities: data(files) } }, maxUsageCount: 10 });
const chatbotMock = mockOperation(BotEntities_ChatbotDocument, { id: 'bot-1' }, { result: { data: { chatbot: { __typename: 'Chatbot', id: 'bot-1', name: 'Taipei bot' } } } });
const uploadInput = (fileName = 'districts.csv', csv = CSV) => ({ input: { botId: 'bot-1', file: { fileName, contentType: 'text/csv', base64: Buffer.from(csv).toString('base64') } } });

function renderEntities(mocks: Mocks) {
  return renderPage(<EntitiesPage />, { route: '/dashboard/bot/bot-1/ner', path: '/dashboard/bot/:id/ner', mocks: [chatbotMock, ...mocks] });
}

describe('entity files page', () => {
  it('lists each file with its entity count and a switch named after it, and the active total and types', async () => {
    renderEntities([dataMock([aFile(), aFile({ id: 'e2', fileName: 'old.csv', active: false, entityCount: 4 })])]);
    // The first render also loads the page's code: give it longer than the default second.
    const row = await screen.findByRole('row', { name: /districts\.csv/ }, { timeout: 5000 });
    expect(row).toHaveTextContent('12');
    expect(within(row).getByRole('switch', { name: 'Active: districts.csv' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Active: old.csv' })).not.toBeChecked();
    expect(screen.getByText('Entities in active files: 12. Types: agency, district.')).toBeInTheDocument();
  });

  it('says there are no files yet', async () => {
    renderEntities([dataMock([])]);
    expect(await screen.findByText('No entity files yet. Drop a CSV above to add one.')).toBeInTheDocument();
  });

  it('uploads a chosen CSV and warns when it replaced the file of the same name', async () => {
    const uploaded = jest.fn((): MockResult<BotEntities_UploadMutation> => ({ data: { uploadEntityFile: { __typename: 'EntityDataPayload', data: data([aFile()], 'districts.csv') } } }));
    const { user } = renderEntities([dataMock([aFile()]), mockOperation(BotEntities_UploadDocument, uploadInput(), { result: uploaded })]);
    await screen.findByRole('row', { name: /districts\.csv/ });
    await user.upload(screen.getByLabelText('Or choose an entity CSV'), new File([CSV], 'districts.csv', { type: 'text/csv' }));
    await waitFor(() => expect(uploaded).toHaveBeenCalled());
    expect(await screen.findByText('districts.csv replaced the stored file of the same name.')).toBeInTheDocument();
  });

  it('shows an uploaded file in the list at once, without a reload', async () => {
    const uploaded = jest.fn((): MockResult<BotEntities_UploadMutation> => ({ data: { uploadEntityFile: { __typename: 'EntityDataPayload', data: data([aFile({ entityCount: 1 })]) } } }));
    const { user } = renderEntities([dataMock([]), mockOperation(BotEntities_UploadDocument, uploadInput(), { result: uploaded })]);
    expect(await screen.findByText('No entity files yet. Drop a CSV above to add one.', undefined, { timeout: 5000 })).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Or choose an entity CSV'), new File([CSV], 'districts.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('row', { name: /districts\.csv/ })).toHaveTextContent('1');
    expect(screen.queryByText('No entity files yet. Drop a CSV above to add one.')).not.toBeInTheDocument();
    expect(uploaded).toHaveBeenCalledTimes(1);
  });

  it('lists the bad rows of a refused file by line, each reason in the console\'s language', async () => {
    const lines = [{ line: 3, message: 'entities.rows.typeEmpty' }, { line: 5, message: 'entities.rows.duplicate', values: { type: 'district', line: 2 } }];
    const { user } = renderEntities([dataMock([]), mockOperation(BotEntities_UploadDocument, uploadInput('bad.csv'), { result: failure('IMPORT_INVALID', { lines }) })]);
    await user.upload(await screen.findByLabelText('Or choose an entity CSV'), new File([CSV], 'bad.csv', { type: 'text/csv' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('bad.csv was not stored: fix these rows and upload it again.');
    const items = within(within(alert).getByRole('list', { name: 'Bad rows' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Line 3: The type is empty', 'Line 5: The same district as line 2']);
  });

  it('refuses a file that is not a CSV without sending it', async () => {
    const sent = jest.fn(() => ({ data: null }));
    const { user } = renderEntities([dataMock([]), mockOperation(BotEntities_UploadDocument, () => true, { result: sent })]);
    await user.upload(await screen.findByLabelText('Or choose an entity CSV'), new File(['x'], 'districts.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('districts.txt: an entity file must be a .csv file.');
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends the active switch', async () => {
    const sent = jest.fn((): MockResult<BotEntities_SetActiveMutation> => ({ data: { setEntityFileActive: { __typename: 'EntityDataPayload', data: data([aFile({ active: false })]) } } }));
    const { user } = renderEntities([dataMock([aFile()]), mockOperation(BotEntities_SetActiveDocument, { input: { botId: 'bot-1', fileId: 'e1', active: false } }, { result: sent })]);
    await user.click(await screen.findByRole('switch', { name: 'Active: districts.csv' }));
    await waitFor(() => expect(sent).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Active: districts.csv' })).not.toBeChecked());
  });

  it('deletes a file only after confirmation in an alertdialog (Escape and Cancel keep it)', async () => {
    const sent = jest.fn((): MockResult<BotEntities_DeleteMutation> => ({ data: { deleteEntityFile: { __typename: 'EntityDataPayload', data: data([]) } } }));
    const { user } = renderEntities([dataMock([aFile()]), mockOperation(BotEntities_DeleteDocument, { input: { botId: 'bot-1', fileId: 'e1' } }, { result: sent })]);
    const remove = await screen.findByRole('button', { name: 'Delete districts.csv' });
    await keepThenConfirm({
      user,
      ask: pressing(user, () => remove),
      name: 'Delete the entity file?',
      description: 'districts.csv and its entities will be deleted. This cannot be undone.',
      keep: 'Cancel',
      kept: () => expect(sent).not.toHaveBeenCalled(),
      confirm: 'Delete',
    });
    await waitFor(() => expect(sent).toHaveBeenCalled());
  });

  it('tests a text and shows the entities found, with how the text wrote them', async () => {
    const entity = (type: string, value: string, text: string) => ({ __typename: 'FoundEntity' as const, type, value, text });
    const { user } = renderEntities([
      dataMock([aFile()]),
      mockOperation(BotEntities_TestDocument, { input: { botId: 'bot-1', text: '中正区和大安區' } }, {
        result: { data: { testEntities: { __typename: 'EntityTestResult', entities: [entity('district', '中正區', '中正区'), entity('district', '大安區', '大安區')] } } },
      }),
    ]);
    await user.type(await screen.findByRole('textbox', { name: 'Text to read' }), '中正区和大安區');
    await user.click(screen.getByRole('button', { name: 'Find entities' }));
    const items = within(await screen.findByRole('list', { name: 'Entities found' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('district中正區written as “中正区”');
    expect(items[1]).toHaveTextContent('大安區');
    expect(items[1]).not.toHaveTextContent('written as');
  });
});
