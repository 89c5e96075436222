import { screen, waitFor, within } from '@testing-library/react';
import { BotCreate_CreateDocument, BotCreate_UserConfigDocument, type BotCreate_CreateMutation } from '../../__generated__/graphql';
import { failure, mockOperation, type MockResult } from '../../test/factories';
import { renderPage, type Mocks } from '../../test/render';
import { confirmStartOver } from '../../test/wizard-kit';
import { CreateBotPage } from './CreateBotPage';

/** The wizard's config as the account signed in as `email` gets it. */
const userConfigFor = (email: string) =>
  mockOperation(BotCreate_UserConfigDocument, {}, {
    result: {
      data: {
        userConfig: {
          __typename: 'UserConfig',
          defaultLanguage: 'tw',
          packages: [
            // The server's names; the console shows each plan by its code, in its own language.
            { __typename: 'Plan', code: 'free', name: 'Free (server name)', rank: 0 },
            { __typename: 'Plan', code: 'pro', name: 'Pro', rank: 1 },
          ],
        },
        me: { __typename: 'Account', email, botCount: 1, botLimit: 3, plan: { __typename: 'Plan', code: 'free', name: 'Free (server name)', rank: 0 } },
      },
    },
  });

const userConfigMock = userConfigFor('owner@example.com');

const salesTools = {
  SGW_tour_with_image_tool: true,
  answer_with_url_first_tool: true,
  get_total_price_tool: false,
  owm_forecast_tool: false,
  serpapi_flight_tool: false,
  route_tool: false,
};

type User = ReturnType<typeof renderPage>['user'];

function renderWizard(extraMocks: Mocks = [], config = userConfigMock) {
  return renderPage(<CreateBotPage />, { route: '/dashboard/bot/create', path: '/dashboard/bot/create', mocks: [config, ...extraMocks] });
}

async function chooseScenario(user: User, name: string) {
  await user.click(await screen.findByRole('radio', { name }));
}

const next = (user: User) => user.click(screen.getByRole('button', { name: 'Next' }));

async function fillBasicInfo(user: User) {
  await user.type(screen.getByRole('textbox', { name: 'Bot name' }), 'Tour helper');
  await user.type(screen.getByRole('textbox', { name: 'Greeting message' }), 'Hello!');
  await user.type(screen.getByRole('textbox', { name: 'Failed message' }), 'Sorry, I do not know.');
}

/** A customer-support bot's wizard, walked to its knowledge files step with the basic info filled in. */
async function toFilesStep(user: User) {
  await chooseScenario(user, 'Customer support');
  await next(user);
  await next(user);
  await fillBasicInfo(user);
  await next(user);
}

function aFile(name: string, size: number, type = 'text/csv') {
  const file = new File(['question,answer\n'], name, { type });
  // The content stays small; only the size the browser reports matters to the check.
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('chatbot creation wizard', () => {
  it('will not leave the scenario step until a scenario is chosen', async () => {
    const { user } = renderWizard();
    await screen.findByRole('radio', { name: 'Sales assistant' });
    await next(user);
    expect(screen.getByText('Please choose a scenario')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: /Weather forecast/ })).not.toBeInTheDocument();
  });

  it('marks the chosen scenario card, and only that one', async () => {
    const { user } = renderWizard();
    await chooseScenario(user, 'Sales assistant');
    const chosen = screen.getByRole('radio', { name: 'Sales assistant' });
    expect(chosen).toHaveAttribute('aria-checked', 'true');
    expect(chosen.getAttribute('style')).toContain('--mantine-primary-color-filled');
    expect(chosen.querySelector('[data-checked]')).not.toBeNull();
    const other = screen.getByRole('radio', { name: 'Customer support' });
    expect(other).toHaveAttribute('aria-checked', 'false');
    expect(other.getAttribute('style') ?? '').not.toContain('--mantine-primary-color-filled');
  });

  it('resets the tools to the scenario defaults whenever the scenario changes', async () => {
    const { user } = renderWizard();
    await chooseScenario(user, 'Sales assistant');
    await next(user);
    expect(screen.getByRole('switch', { name: /Tours with images/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /Answer with link first/ })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: /Weather forecast/ }));
    expect(screen.getByRole('switch', { name: /Weather forecast/ })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await chooseScenario(user, 'Customer support');
    await next(user);
    for (const toggle of screen.getAllByRole('switch')) expect(toggle).not.toBeChecked();
  });

  it('keeps the user on basic info while required fields are blank', async () => {
    const { user } = renderWizard();
    await chooseScenario(user, 'Staff training');
    await next(user);
    await next(user);
    await next(user);
    expect(screen.getByRole('textbox', { name: 'Bot name' })).toHaveAccessibleDescription('This field is required');
    expect(screen.getByRole('textbox', { name: 'Greeting message' })).toHaveAccessibleDescription('This field is required');
    expect(screen.getByRole('textbox', { name: 'Failed message' })).toHaveAccessibleDescription('This field is required');
    expect(screen.queryByLabelText('Choose knowledge files')).not.toBeInTheDocument();
    // The first refused field takes focus, and the stepper says which step this is.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Bot name' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Basic info' })).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: 'Tools' })).not.toHaveAttribute('aria-current');
  });

  it('refuses a 6 MB file and a .pptx with clear messages, and keeps the valid files, a PDF among them', async () => {
    const { user } = renderWizard();
    await toFilesStep(user);
    await user.upload(screen.getByLabelText('Choose knowledge files'), [
      aFile('big.csv', 6 * 1024 * 1024),
      aFile('slides.pptx', 1024, 'application/vnd.openxmlformats-officedocument.presentationml.presentation'),
      aFile('manual.pdf', 1024, 'application/pdf'),
      aFile('faq.csv', 2048),
    ]);
    const refusals = screen.getByRole('alert');
    expect(refusals).toHaveTextContent('big.csv is larger than 5 MB.');
    expect(refusals).toHaveTextContent('slides.pptx is not a CSV, TXT, DOCX or PDF file.');
    const kept = screen.getByRole('list', { name: 'Files to upload' });
    expect(within(kept).getByText(/faq\.csv/)).toBeInTheDocument();
    expect(within(kept).getByText(/manual\.pdf/)).toBeInTheDocument();
    expect(within(kept).queryByText(/big\.csv|slides\.pptx/)).not.toBeInTheDocument();
  });

  it('keeps files up to 20 MB in all, the one request the bot is created with, and says where to add the rest', async () => {
    const { user } = renderWizard();
    await toFilesStep(user);
    const fiveMb = 5 * 1024 * 1024;
    await user.upload(screen.getByLabelText('Choose knowledge files'), ['a', 'b', 'c', 'd', 'e'].map((name) => aFile(`${name}.txt`, fiveMb, 'text/plain')));
    expect(screen.getByRole('alert')).toHaveTextContent('e.txt: the files together would pass 20 MB. Add it on the AutoQA page once the chatbot is created.');
    const kept = screen.getByRole('list', { name: 'Files to upload' });
    expect(within(kept).getAllByRole('listitem')).toHaveLength(4);
    expect(within(kept).queryByText(/e\.txt/)).not.toBeInTheDocument();
  });

  it('accepts a file of exactly 5 MB and lets it be removed', async () => {
    const { user } = renderWizard();
    await toFilesStep(user);
    await user.upload(screen.getByLabelText('Choose knowledge files'), aFile('limit.txt', 5 * 1024 * 1024, 'text/plain'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove limit.txt' }));
    expect(screen.getByText('No files added yet.')).toBeInTheDocument();
  });

  it('creates the bot with its files in base64 and opens its detail page, once however quickly it is clicked', async () => {
    const created = jest.fn((): MockResult<BotCreate_CreateMutation> => ({ data: { createChatbot: { __typename: 'CreateChatbotPayload', chatbot: { __typename: 'Chatbot', id: 'bot-7', name: 'Tour helper' } } } }));
    const { user } = renderWizard([
      mockOperation(BotCreate_CreateDocument, {
        input: {
          name: 'Tour helper',
          greetingMsg: 'Hello!',
          failedMsg: 'Sorry, I do not know.',
          postbackMsg: '',
          description: '',
          language: 'tw',
          package: 'free',
          scenario: 'salesAssistant',
          tools: salesTools,
          files: [{ fileName: 'faq.csv', contentType: 'text/csv', base64: Buffer.from('question,answer\n').toString('base64') }],
        },
      }, {
        result: created,
        // A second call would be answered too: the button must not make one.
        maxUsageCount: 2,
      }),
    ]);
    await chooseScenario(user, 'Sales assistant');
    await next(user);
    await next(user);
    await fillBasicInfo(user);
    await next(user);
    await user.upload(screen.getByLabelText('Choose knowledge files'), new File(['question,answer\n'], 'faq.csv', { type: 'text/csv' }));
    await next(user);
    expect(screen.getByRole('table', { name: 'Summary' })).toHaveTextContent('Tours with images, Answer with link first');
    expect(screen.getByRole('row', { name: /Pricing package/ })).toHaveTextContent(/Free$/);
    await user.dblClick(screen.getByRole('button', { name: 'Create chatbot' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/bot/bot-7/detail'));
    expect(created).toHaveBeenCalledTimes(1);
  });

  it('shows DUPLICATE_BOT_NAME when the name is already used', async () => {
    const { user } = renderWizard([
      mockOperation(BotCreate_CreateDocument, () => true, {
        result: failure('DUPLICATE_BOT_NAME'),
      }),
    ]);
    await toFilesStep(user);
    await next(user);
    await user.click(screen.getByRole('button', { name: 'Create chatbot' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create the chatbot: the name is already used or a field is empty.');
  });

  it("offers the packages above the account's plan disabled, with a hint naming the plan", async () => {
    const { user } = renderWizard();
    await chooseScenario(user, 'Customer support');
    await next(user);
    await next(user);
    const packageField = screen.getByRole('combobox', { name: 'Pricing package' });
    expect(screen.getByText('Packages above your current plan (Free) are not available.')).toBeInTheDocument();
    await user.click(packageField);
    expect(await screen.findByRole('option', { name: 'Pro' })).toHaveAttribute('data-combobox-disabled', 'true');
    expect(screen.getByRole('option', { name: 'Free' })).not.toHaveAttribute('data-combobox-disabled');
    await user.click(screen.getByRole('option', { name: 'Pro' }));
    expect(packageField).toHaveValue('Free');
  });

  it('shows PACKAGE_NOT_IN_PLAN on the package field and goes back to the basic info step', async () => {
    const { user } = renderWizard([mockOperation(BotCreate_CreateDocument, () => true, { result: failure('PACKAGE_NOT_IN_PLAN') })]);
    await toFilesStep(user);
    await next(user);
    await user.click(screen.getByRole('button', { name: 'Create chatbot' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your current plan does not include this pricing package.');
    expect(screen.getByRole('combobox', { name: 'Pricing package' })).toHaveAccessibleDescription(expect.stringContaining('Your current plan does not include this pricing package.'));
  });

  it('says before anything is filled in that the plan’s bots are all in use, with a way to the plans', async () => {
    const full = mockOperation(BotCreate_UserConfigDocument, {}, {
      result: {
        data: {
          userConfig: { __typename: 'UserConfig', defaultLanguage: 'tw', packages: [{ __typename: 'Plan', code: 'free', name: 'Free', rank: 0 }] },
          me: { __typename: 'Account', email: 'owner@example.com', botCount: 3, botLimit: 3, plan: { __typename: 'Plan', code: 'free', name: 'Free', rank: 0 } },
        },
      },
    });
    renderPage(<CreateBotPage />, { route: '/dashboard/bot/create', path: '/dashboard/bot/create', mocks: [full] });
    expect(await screen.findByText('Your plan allows 3 chatbots and you have that many: this one cannot be created until you delete one or change plans.', { exact: false })).toBeInTheDocument();
    expect(screen.getByText("The plan's chatbots are all in use")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/dashboard/pricing');
  });

  it('shows no plan notice while a bot may still be created', async () => {
    renderWizard();
    expect(await screen.findByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(screen.queryByText("The plan's chatbots are all in use")).not.toBeInTheDocument();
  });

  it('shows BOT_LIMIT_REACHED when the plan allows no more bots', async () => {
    const { user } = renderWizard([
      mockOperation(BotCreate_CreateDocument, () => true, { result: failure('BOT_LIMIT_REACHED') }),
    ]);
    await toFilesStep(user);
    await next(user);
    await user.click(screen.getByRole('button', { name: 'Create chatbot' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your plan does not allow more chatbots.');
  });
});

describe("the creation wizard's draft", () => {
  const checked = (name: string) => screen.getByRole('radio', { name });
  const back = (user: User) => user.click(screen.getByRole('button', { name: 'Back' }));

  /** Chooses a sales bot, turns the weather on, fills the basic info and stops at the files step. */
  async function fillUpToFiles(user: User) {
    await chooseScenario(user, 'Sales assistant');
    await next(user);
    await user.click(screen.getByRole('switch', { name: /Weather forecast/ }));
    await next(user);
    await fillBasicInfo(user);
    await next(user);
  }

  /** Fills the wizard up to its files step and leaves it, as a reload or a visit elsewhere does. */
  async function leaveOnFilesStep() {
    const first = renderWizard();
    await fillUpToFiles(first.user);
    first.unmount();
  }

  /** Leaves the wizard and opens it again: it starts as new. */
  async function reopenFresh(previous: { unmount(): void }) {
    previous.unmount();
    renderWizard();
    await expectFreshWizard();
  }

  async function expectFreshWizard() {
    expect(await screen.findByRole('radio', { name: 'Sales assistant' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
  }

  it('opens after a reload at the step it was on, every step as it was typed, and asks for the files again', async () => {
    const first = renderWizard();
    await fillUpToFiles(first.user);
    await first.user.upload(screen.getByLabelText('Choose knowledge files'), aFile('faq.csv', 2048));
    first.unmount();

    const { user } = renderWizard();
    expect(await screen.findByLabelText('Choose knowledge files')).toBeInTheDocument();
    expect(screen.getByText('Files cannot be kept when the page is reloaded or left: faq.csv')).toBeInTheDocument();
    expect(screen.getByText('No files added yet.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Choose knowledge files'), aFile('faq.csv', 2048));
    expect(screen.queryByText(/Files cannot be kept/)).not.toBeInTheDocument();
    await back(user);
    expect(screen.getByRole('textbox', { name: 'Bot name' })).toHaveValue('Tour helper');
    expect(screen.getByRole('textbox', { name: 'Greeting message' })).toHaveValue('Hello!');
    expect(screen.getByRole('textbox', { name: 'Failed message' })).toHaveValue('Sorry, I do not know.');
    await back(user);
    expect(screen.getByRole('switch', { name: /Weather forecast/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /Tours with images/ })).toBeChecked();
    await back(user);
    expect(checked('Sales assistant')).toHaveAttribute('aria-checked', 'true');
  });

  it('is gone once the bot it was kept for is created', async () => {
    await leaveOnFilesStep();

    const second = renderWizard([mockOperation(BotCreate_CreateDocument, () => true, { result: { data: { createChatbot: { __typename: 'CreateChatbotPayload', chatbot: { __typename: 'Chatbot', id: 'bot-7', name: 'Tour helper' } } } } })]);
    expect(await screen.findByLabelText('Choose knowledge files')).toBeInTheDocument();
    await next(second.user);
    await second.user.click(screen.getByRole('button', { name: 'Create chatbot' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/bot/bot-7/detail'));
    await reopenFresh(second);
  });

  it('is thrown away by Start over, after asking in an alertdialog whose Escape and Keep editing keep it', async () => {
    await leaveOnFilesStep();

    const second = renderWizard();
    expect(await screen.findByLabelText('Choose knowledge files')).toBeInTheDocument();
    await confirmStartOver(second.user, () => expect(screen.getByLabelText('Choose knowledge files')).toBeInTheDocument());
    await expectFreshWizard();
    await reopenFresh(second);
  });

  it.each([
    ['text that is not JSON', '{"version":1,'],
    ['an older shape', JSON.stringify({ scenario: 'salesAssistant', step: 2 })],
    ['a step past the last', JSON.stringify({ version: 1, step: 9, scenario: 'salesAssistant', tools: salesTools, basic: { robot_name: 'Old', greeting_msg: '', failed_msg: '', postback_msg: '', description: '', language: 'tw', package: 'free' }, fileNames: [] })],
  ])('ignores a draft holding %s, and keeps a new one in its place', async (_kind, stored) => {
    sessionStorage.setItem('oqa_draft:bot-create:owner@example.com', stored);
    const first = renderWizard();
    await expectFreshWizard();
    await chooseScenario(first.user, 'Staff training');
    await next(first.user);
    first.unmount();

    const { user } = renderWizard();
    expect(await screen.findByRole('switch', { name: /Weather forecast/ })).toBeInTheDocument();
    await back(user);
    expect(checked('Staff training')).toHaveAttribute('aria-checked', 'true');
  });

  it("never opens another account's draft", async () => {
    await leaveOnFilesStep();

    const other = renderWizard([], userConfigFor('someone.else@example.com'));
    await expectFreshWizard();
    other.unmount();

    // The owner's own draft is still there for the owner.
    renderWizard();
    expect(await screen.findByLabelText('Choose knowledge files')).toBeInTheDocument();
  });
});
