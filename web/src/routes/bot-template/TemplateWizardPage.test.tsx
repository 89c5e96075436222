import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { BotCreate_UserConfigDocument, BotTemplate_CreateDocument, BotTemplate_TemplatesDocument, type BotTemplate_CreateMutationVariables, type BotTemplate_TemplatesQuery } from '../../__generated__/graphql';
import { failure, mockOperation } from '../../test/factories';
import { renderPage, type Mocks } from '../../test/render';
import { confirmStartOver } from '../../test/wizard-kit';
import { TemplateWizardPage } from './TemplateWizardPage';

type Field = BotTemplate_TemplatesQuery['chatbotTemplates'][number]['fields'][number];
type Rule = Field['rules'][number];

const rule = (kind: Rule['kind'], extra: Partial<Rule> = {}): Rule => ({ __typename: 'TemplateRule', kind, value: null, min: null, max: null, pattern: null, field: null, ...extra });
const field = (key: string, label: string, rules: Rule[], example: string, type: Field['type'] = 'text'): Field => ({ __typename: 'TemplateField', key, label, type, rules, example });

// One field per rule, so each message can be provoked on its own.
const FIELDS: Field[] = [
  field('name', 'Shop name', [rule('required'), rule('max', { value: 5 })], 'Cafe'),
  field('code', 'Code', [rule('length', { value: 4 }), rule('regex', { pattern: '^[0-9]+$' })], '1234'),
  field('count', 'Seats', [rule('required'), rule('range', { min: 1, max: 10 })], '4', 'number'),
  field('low', 'Low', [rule('min', { value: 3 })], '5', 'number'),
  field('high', 'High', [rule('max', { value: 9 })], '5', 'number'),
  field('word', 'Word', [rule('min', { value: 3 })], 'abcd'),
  field('span', 'Span', [rule('range', { min: 2, max: 4 })], 'abc'),
  field('mail', 'Mail', [rule('email')], 'a@example.com'),
  field('mail2', 'Mail again', [rule('match', { field: 'mail' })], 'a@example.com'),
];

const templatesMock = mockOperation(BotTemplate_TemplatesDocument, () => true, {
  result: {
    data: {
      chatbotTemplates: [
        {
          __typename: 'ChatbotTemplate',
          id: 'shop-info',
          name: 'Shop information',
          description: 'Hours and address',
          groups: ['Opening hours?', 'Address?', 'Phone?', 'Parking?'].map((question) => ({ __typename: 'TemplateGroup' as const, questions: [question], answers: ['{{name}}'] })),
          fields: FIELDS,
        },
      ],
    },
  },
});

/** The wizard's config as the account signed in as `email` gets it. */
const userConfigFor = (email: string) =>
  mockOperation(BotCreate_UserConfigDocument, {}, {
    result: {
      data: {
        userConfig: { __typename: 'UserConfig', defaultLanguage: 'en', packages: [{ __typename: 'Plan', code: 'free', name: 'Free', rank: 0 }] },
        me: { __typename: 'Account', email, botCount: 1, botLimit: 3, plan: { __typename: 'Plan', code: 'free', name: 'Free', rank: 0 } },
      },
    },
  });

const userConfigMock = userConfigFor('owner@example.com');

function LocationProbe() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

function renderWizard(mocks: Mocks = [], config = userConfigMock) {
  return renderPage(
    <>
      <TemplateWizardPage />
      <LocationProbe />
    </>,
    { route: '/dashboard/bot/create-from-template', path: '*', mocks: [config, templatesMock, ...mocks] },
  );
}

type User = ReturnType<typeof renderWizard>['user'];
const next = (user: User) => user.click(screen.getByRole('button', { name: 'Next' }));
const input = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}\\s*\\*?$`) });

function setField(label: string, value: string) {
  fireEvent.change(input(label), { target: { value } });
  fireEvent.blur(input(label));
}

const VALID: Record<string, string> = { 'Shop name': 'Cafe', Code: '1234', Seats: '4', Low: '5', High: '5', Word: 'abcd', Span: 'abc', Mail: 'a@example.com', 'Mail again': 'a@example.com' };

async function toFieldsStep(user: User) {
  await user.click(await screen.findByRole('radio', { name: 'Shop information' }));
  await next(user);
  setField('Bot name', 'Front desk');
  fireEvent.change(screen.getByRole('textbox', { name: /^Greeting message/ }), { target: { value: 'Hello!' } });
  fireEvent.change(screen.getByRole('textbox', { name: /^Failed message/ }), { target: { value: 'Sorry.' } });
  await next(user);
  await screen.findByRole('group', { name: 'Q&A fields' });
}

async function toFinishStep(user: User) {
  await toFieldsStep(user);
  for (const [label, value] of Object.entries(VALID)) setField(label, value);
  await next(user);
  await screen.findByRole('table', { name: 'Summary' });
}

describe('template wizard', () => {
  it('shows each template with its description and a preview of its groups, and needs a choice', async () => {
    const { user } = renderWizard();
    const card = await screen.findByRole('radio', { name: 'Shop information' });
    expect(within(card).getByText('Hours and address')).toBeInTheDocument();
    expect(within(card).getByText('4 Q&A groups')).toBeInTheDocument();
    expect(within(within(card).getByRole('list')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Opening hours?', 'Address?', 'Phone?']);
    expect(within(card).getByText('and 1 more')).toBeInTheDocument();
    await next(user);
    expect(screen.getByText('Please choose a template')).toBeInTheDocument();
  });

  it("previews the groups in the language the bot will be created in, the console's language aside", async () => {
    const inJapanese = mockOperation(BotTemplate_TemplatesDocument, { language: 'jp' }, {
      result: {
        data: {
          chatbotTemplates: [
            {
              __typename: 'ChatbotTemplate',
              id: 'shop-info',
              name: '店舗情報',
              description: '営業時間と住所',
              groups: ['営業時間は？', '住所は？', '電話番号は？', '駐車場は？'].map((question) => ({ __typename: 'TemplateGroup' as const, questions: [question], answers: ['{{name}}'] })),
              fields: FIELDS,
            },
          ],
        },
      },
    });
    const { user } = renderWizard([inJapanese]);
    const card = await screen.findByRole('radio', { name: 'Shop information' });
    expect(within(card).getByText("Questions in English, the chatbot's language")).toBeInTheDocument();
    await user.click(card);
    await next(user);
    await user.click(screen.getByRole('combobox', { name: /^Language/ }));
    await user.click(await screen.findByRole('option', { name: 'Japanese' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));

    const preview = within(await screen.findByRole('radio', { name: 'Shop information' })).getByRole('list');
    await waitFor(() => expect(within(preview).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['営業時間は？', '住所は？', '電話番号は？']));
    expect(preview).toHaveAttribute('lang', 'ja');
    expect(screen.getByText("Questions in Japanese, the chatbot's language")).toBeInTheDocument();
    // The card itself still speaks to the owner in the console's language.
    expect(screen.getByRole('radio', { name: 'Shop information' })).toHaveTextContent('Hours and address');
  });

  async function previewInJapanese(japanese: Parameters<typeof renderWizard>[0]) {
    const { user } = renderWizard(japanese);
    await user.click(await screen.findByRole('radio', { name: 'Shop information' }));
    await next(user);
    await user.click(screen.getByRole('combobox', { name: /^Language/ }));
    await user.click(await screen.findByRole('option', { name: 'Japanese' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    return within(await screen.findByRole('radio', { name: 'Shop information' }));
  }

  it("shows placeholders, not the console's questions, while the questions in the bot's language load", async () => {
    const card = await previewInJapanese([mockOperation(BotTemplate_TemplatesDocument, { language: 'jp' }, { delay: 60_000, result: { data: { chatbotTemplates: [] } } })]);
    expect(card.getByLabelText('Preview of the Q&A: Shop information')).toHaveAttribute('aria-busy', 'true');
    expect(card.queryByText('Opening hours?')).not.toBeInTheDocument();
    expect(card.getByText("Questions in Japanese, the chatbot's language")).toBeInTheDocument();
  });

  it("shows the console's questions, saying so, when those in the bot's language cannot be loaded", async () => {
    const card = await previewInJapanese([mockOperation(BotTemplate_TemplatesDocument, { language: 'jp' }, { error: new Error('offline') })]);
    await waitFor(() => expect(card.getByText('Questions in English: the Japanese ones could not be loaded')).toBeInTheDocument());
    expect(within(card.getByRole('list')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Opening hours?', 'Address?', 'Phone?']);
    expect(card.getByRole('list')).not.toHaveAttribute('lang');
  });

  it('shows every field with its label and its example as the placeholder', async () => {
    const { user } = renderWizard();
    await toFieldsStep(user);
    expect(input('Code')).toHaveAttribute('placeholder', '1234');
    expect(input('Mail again')).toHaveAttribute('placeholder', 'a@example.com');
  });

  it.each([
    ['Shop name', '', 'This field is required'],
    ['Shop name', 'Bakery & Cafe', 'Use at most 5 characters'],
    ['Shop name', 'x'.repeat(501), 'Use at most 500 characters'],
    ['Shop name', 'a\u0000b', 'Contains characters that cannot be stored; please remove them'],
    ['Code', '123', 'Must be exactly 4 characters'],
    ['Code', '12a4', 'Not in the expected format, e.g. 1234'],
    ['Seats', 'many', 'Please enter a number'],
    ['Seats', '11', 'Must be between 1 and 10'],
    ['Low', '2', 'Must be at least 3'],
    ['High', '10', 'Must be at most 9'],
    ['Word', 'ab', 'Use at least 3 characters'],
    ['Span', 'abcde', 'Use 2 to 4 characters'],
    ['Mail', 'a@example', 'Please enter a valid e-mail address'],
    ['Mail again', 'b@example.com', 'Must be the same as "Mail"'],
  ])('checks %s = %j live: "%s"', async (label, value, message) => {
    const { user } = renderWizard();
    await toFieldsStep(user);
    setField(label, value);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input(label)).toHaveAttribute('aria-invalid', 'true');
    // A matching field left blank passes again (blank breaks only `required`); the others take their valid value.
    setField(label, label === 'Mail again' ? '' : VALID[label]);
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
  });

  it('re-checks a matching field when the field it must match changes, and blocks Next while a field is refused', async () => {
    const { user } = renderWizard();
    await toFieldsStep(user);
    for (const [label, value] of Object.entries(VALID)) setField(label, value);
    setField('Mail', 'c@example.com');
    expect(await screen.findByText('Must be the same as "Mail"')).toBeInTheDocument();
    await next(user);
    expect(screen.queryByRole('table', { name: 'Summary' })).not.toBeInTheDocument();
    expect(screen.getByText('Please correct the marked fields and try again.')).toBeInTheDocument();
  });

  it('creates the bot and offers the Q&A settings', async () => {
    let sent: BotTemplate_CreateMutationVariables | undefined;
    const created = mockOperation(BotTemplate_CreateDocument, (variables) => ((sent = variables), true), {
      delay: 300,
      result: { data: { createChatbotFromTemplate: { __typename: 'CreateChatbotPayload', chatbot: { __typename: 'Chatbot', id: 'bot-1', name: 'Front desk' } } } },
    });
    const { user } = renderWizard([created]);
    await toFinishStep(user);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chatbot created' });
    expect(sent?.input).toMatchObject({ templateId: 'shop-info', name: 'Front desk', language: 'en', package: 'free' });
    expect(sent?.input.fields).toContainEqual({ key: 'code', value: '1234' });
    await user.click(within(dialog).getByRole('button', { name: 'Go to Q&A settings' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/dashboard/bot/bot-1/faq');
  });

  it('on a refusal offers to close, then shows the server message under the named field', async () => {
    const refused = mockOperation(BotTemplate_CreateDocument, () => true, {
      result: failure('VALIDATION_FAILED', { fields: [{ field: 'fields.code', message: 'templates.rules.length' }] }),
    });
    const { user } = renderWizard([refused]);
    await toFinishStep(user);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog', { name: 'The chatbot was not created' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('group', { name: 'Q&A fields' })).toBeInTheDocument();
    expect(screen.getByText('Must be exactly 4 characters')).toBeInTheDocument();
    expect(input('Code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('on a plan limit says why and closes back to the finish step', async () => {
    const refused = mockOperation(BotTemplate_CreateDocument, () => true, { result: failure('BOT_LIMIT_REACHED') });
    const { user } = renderWizard([refused]);
    await toFinishStep(user);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog', { name: 'The chatbot was not created' });
    expect(within(dialog).getByText('Your plan does not allow more chatbots.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('table', { name: 'Summary' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/dashboard/bot/create-from-template');
  });
});

describe("the template wizard's draft", () => {
  const back = (user: User) => user.click(screen.getByRole('button', { name: 'Back' }));
  const createdMock = () =>
    mockOperation(BotTemplate_CreateDocument, () => true, {
      result: { data: { createChatbotFromTemplate: { __typename: 'CreateChatbotPayload', chatbot: { __typename: 'Chatbot', id: 'bot-1', name: 'Front desk' } } } },
    });

  async function expectFreshWizard() {
    expect(await screen.findByRole('radio', { name: 'Shop information' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
  }

  /** Leaves the wizard and opens it again: it starts as new. */
  async function reopenFresh(previous: { unmount(): void }) {
    previous.unmount();
    renderWizard();
    await expectFreshWizard();
  }

  /** Fills the template's first fields and leaves the wizard, as a reload or a visit elsewhere does. */
  async function leaveOnFieldsStep() {
    const first = renderWizard();
    await toFieldsStep(first.user);
    setField('Shop name', 'Cafe');
    setField('Code', '1234');
    first.unmount();
  }

  it('opens after a reload at the step it was on, with the template, basic info and fields as typed', async () => {
    await leaveOnFieldsStep();

    const { user } = renderWizard();
    await screen.findByRole('group', { name: 'Q&A fields' });
    expect(input('Shop name')).toHaveValue('Cafe');
    expect(input('Code')).toHaveValue('1234');
    expect(input('Seats')).toHaveValue('');
    await back(user);
    expect(screen.getByRole('textbox', { name: /^Bot name/ })).toHaveValue('Front desk');
    expect(screen.getByRole('textbox', { name: /^Greeting message/ })).toHaveValue('Hello!');
    await back(user);
    expect(screen.getByRole('radio', { name: 'Shop information' })).toHaveAttribute('aria-checked', 'true');
  });

  it('is gone once the bot it was kept for is created', async () => {
    const first = renderWizard();
    await toFinishStep(first.user);
    first.unmount();

    const second = renderWizard([createdMock()]);
    await screen.findByRole('table', { name: 'Summary' });
    await second.user.click(screen.getByRole('button', { name: 'Create' }));
    await screen.findByRole('dialog', { name: 'Chatbot created' });
    await reopenFresh(second);
  });

  it('is thrown away by Start over, after asking in an alertdialog whose Escape and Keep editing keep it', async () => {
    await leaveOnFieldsStep();

    const second = renderWizard();
    await screen.findByRole('group', { name: 'Q&A fields' });
    await confirmStartOver(second.user, () => expect(screen.getByRole('group', { name: 'Q&A fields' })).toBeInTheDocument());
    await expectFreshWizard();
    await reopenFresh(second);
  });

  it.each([
    ['text that is not JSON', 'not json'],
    ['an older shape', JSON.stringify({ template: 'shop-info', fields: { name: 'Cafe' } })],
    ['values that are not text', JSON.stringify({ version: 1, step: 2, templateId: 'shop-info', values: { name: 5 }, basic: {} })],
  ])('ignores a draft holding %s, and keeps a new one in its place', async (_kind, stored) => {
    sessionStorage.setItem('oqa_draft:bot-template:owner@example.com', stored);
    const first = renderWizard();
    await expectFreshWizard();
    await first.user.click(screen.getByRole('radio', { name: 'Shop information' }));
    first.unmount();

    renderWizard();
    expect(await screen.findByRole('radio', { name: 'Shop information' })).toHaveAttribute('aria-checked', 'true');
  });

  it("never opens another account's draft", async () => {
    await leaveOnFieldsStep();

    const other = renderWizard([], userConfigFor('someone.else@example.com'));
    await expectFreshWizard();
    // The other account's wizard writes its own draft, beside the owner's and not over it.
    expect(sessionStorage.getItem('oqa_draft:bot-template:owner@example.com')).toContain('Cafe');
    other.unmount();
    renderWizard();
    expect(await screen.findByRole('group', { name: 'Q&A fields' })).toBeInTheDocument();
  });
});
