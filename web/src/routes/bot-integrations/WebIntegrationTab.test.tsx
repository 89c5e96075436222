import { screen, within } from '@testing-library/react';
import { WEB_ICON_MAX_BYTES, WEB_ICON_MAX_PIXELS } from '../../../../schema/rules';
import {
  WebIntegrationTab_SettingsDocument,
  WebIntegrationTab_UpdateDocument,
  WebIntegrationTab_UploadIconDocument,
  type WebIntegrationTab_UpdateMutation,
  type WebIntegrationTab_UploadIconMutation,
} from '../../__generated__/graphql';
import { failure, mockOperation, type MockResult } from '../../test/factories';
import { renderPage, type Mocks } from '../../test/render';
import { contrastRatio } from './color-contrast';
import { WebIntegrationTab } from './WebIntegrationTab';

// The tab is a large form on a shared, busy machine; typing through user-event takes a few seconds.
jest.setTimeout(20_000);

type User = ReturnType<typeof renderPage>['user'];

/** Replaces an input's text in one change, as a paste does. */
async function fill(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.paste(text);
}

const SAVED = {
  __typename: 'WebPluginSettings' as const,
  botId: 'bot-1',
  vendorId: 'v-7f3a9c',
  active: false,
  headerBgColor: '#5046e5',
  headerTextColor: '#ffffff',
  chatLabel: 'Ask us',
  tickerMessages: ['Open 08:00 to 20:00'],
  trustedDomains: ['shop.example.com'],
  robotIconUrl: null as string | null,
  chatIconUrl: null as string | null,
  scriptPath: '/widget.js',
};

/** A PNG's signature and header declaring `width` × `height` pixels: all the icon check reads. */
function pngHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 6, 0, 0, 0], 24);
  return bytes;
}

function settingsMock(overrides: Partial<typeof SAVED> = {}) {
  return mockOperation(WebIntegrationTab_SettingsDocument, { botId: 'bot-1' }, {
    result: {
      data: {
        webPluginSettings: { ...SAVED, ...overrides },
        chatbot: { __typename: 'Chatbot', id: 'bot-1', name: 'Support bot', greetingMsg: 'Hi! How can I help you today?' },
      },
    },
  });
}

const savedInput = {
  botId: 'bot-1',
  headerBgColor: SAVED.headerBgColor,
  headerTextColor: SAVED.headerTextColor,
  chatLabel: SAVED.chatLabel,
  tickerMessages: SAVED.tickerMessages,
  trustedDomains: SAVED.trustedDomains,
};

function updateMock(input: typeof savedInput, result: MockResult<WebIntegrationTab_UpdateMutation> | (() => MockResult<WebIntegrationTab_UpdateMutation>)) {
  return mockOperation(WebIntegrationTab_UpdateDocument, { input }, { result });
}

function savedResult(input: typeof savedInput): MockResult<WebIntegrationTab_UpdateMutation> {
  const { botId: _botId, ...values } = input;
  return { data: { updateWebPluginSettings: { __typename: 'WebPluginSettingsPayload', settings: { ...SAVED, ...values } } } };
}

function renderTab(mocks: Mocks, active = false) {
  return renderPage(<WebIntegrationTab botId="bot-1" publicUrl="https://bots.example.com" active={active} available />, { mocks });
}

async function customisationForm() {
  return screen.findByRole('form', { name: 'Customisation' });
}

describe('web integration tab', () => {
  it('shows the saved settings in the form and draws them in the preview', async () => {
    renderTab([settingsMock({ robotIconUrl: '/webhook/web/v-7f3a9c/icons/robot?v=1' })]);
    const form = await customisationForm();
    expect(within(form).getByRole('textbox', { name: 'Header background colour' })).toHaveValue('#5046e5');
    expect(within(form).getByRole('textbox', { name: 'Header text colour' })).toHaveValue('#ffffff');
    expect(within(form).getByRole('textbox', { name: 'Chat label' })).toHaveValue('Ask us');
    // The help counts the label's characters against its limit.
    expect(within(form).getByRole('textbox', { name: 'Chat label' })).toHaveAccessibleDescription(/empty uses the bot name\. 6\/40$/);
    expect(within(form).getByRole('textbox', { name: 'Message 1' })).toHaveValue('Open 08:00 to 20:00');
    expect(within(screen.getByRole('list', { name: 'Trusted domains' })).getByText('shop.example.com')).toBeInTheDocument();

    const preview = screen.getByRole('figure', { name: 'Live preview' });
    expect(within(preview).getByTestId('preview-header')).toHaveTextContent('Ask us');
    expect(within(preview).getByText('Hi! How can I help you today?')).toBeInTheDocument();
    expect(within(preview).getByText('Open 08:00 to 20:00')).toBeInTheDocument();
    expect(within(preview).getByRole('img', { name: 'Robot icon' })).toHaveAttribute('src', '/webhook/web/v-7f3a9c/icons/robot?v=1');
    expect(screen.getByRole('img', { name: 'Current Robot icon' })).toHaveAttribute('src', '/webhook/web/v-7f3a9c/icons/robot?v=1');
    expect(screen.getByText('Built-in icon')).toBeInTheDocument();
  });

  it('saves the changed settings and confirms', async () => {
    const input = { ...savedInput, chatLabel: 'Talk to us', tickerMessages: ['Open 08:00 to 20:00', 'Booking is online now'] };
    const saved = jest.fn(() => savedResult(input));
    const { user } = renderTab([settingsMock(), updateMock(input, saved)]);
    const form = await customisationForm();
    await fill(user, within(form).getByRole('textbox', { name: 'Chat label' }), 'Talk to us');
    await user.click(within(form).getByRole('button', { name: 'Add a message' }));
    await user.click(within(form).getByRole('textbox', { name: 'Message 2' }));
    await user.paste('  Booking is online now ');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Web plugin settings saved')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledTimes(1);
    expect(within(form).getByRole('textbox', { name: 'Message 2' })).toHaveValue('Booking is online now');
  });

  it('refuses to save while a news ticker message is empty and sends nothing', async () => {
    const saved = jest.fn(() => savedResult(savedInput));
    const { user } = renderTab([settingsMock(), updateMock({ ...savedInput, tickerMessages: ['Open 08:00 to 20:00', ''] }, saved)]);
    const form = await customisationForm();
    await user.click(within(form).getByRole('button', { name: 'Add a message' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const empty = within(form).getByRole('textbox', { name: 'Message 2' });
    expect(empty).toHaveAttribute('aria-invalid', 'true');
    expect(empty).toHaveAccessibleDescription('Fill in this message or remove it');
    expect(saved).not.toHaveBeenCalled();
    expect(screen.queryByText('Web plugin settings saved')).not.toBeInTheDocument();
  });

  it('normalises a typed trusted domain, refuses an invalid or repeated one inline and saves the list', async () => {
    const input = { ...savedInput, trustedDomains: ['shop.example.com', 'blog.example.org'] };
    const saved = jest.fn(() => savedResult(input));
    const { user } = renderTab([settingsMock({ trustedDomains: [] }), updateMock(input, saved)]);
    const form = await customisationForm();
    expect(within(form).getByText('Any website may embed the chat.')).toBeInTheDocument();
    const adder = within(form).getByRole('textbox', { name: 'Add a domain' });

    await fill(user, adder, 'https://Shop.Example.com/x');
    await user.keyboard('{Enter}');
    expect(within(screen.getByRole('list', { name: 'Trusted domains' })).getByText('shop.example.com')).toBeInTheDocument();
    expect(adder).toHaveValue('');

    await fill(user, adder, 'not a domain');
    await user.keyboard('{Enter}');
    expect(adder).toHaveAccessibleDescription(expect.stringContaining('Enter a host name such as shop.example.com'));
    await fill(user, adder, 'SHOP.example.com.');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(adder).toHaveAccessibleDescription(expect.stringContaining('This entry is already in the list'));

    await fill(user, adder, 'blog.example.org');
    await user.keyboard('{Enter}');
    expect(screen.getAllByRole('button', { name: /^Remove .*\.example\./ }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Remove shop.example.com',
      'Remove blog.example.org',
    ]);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Web plugin settings saved')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('adds a domain left typed in the field when the owner goes straight to Save', async () => {
    const input = { ...savedInput, trustedDomains: ['shop.example.com', 'help.example.net'] };
    const saved = jest.fn(() => savedResult(input));
    const { user } = renderTab([settingsMock(), updateMock(input, saved)]);
    const form = await customisationForm();
    await fill(user, within(form).getByRole('textbox', { name: 'Add a domain' }), 'help.example.net');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Web plugin settings saved')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledTimes(1);
    expect(within(screen.getByRole('list', { name: 'Trusted domains' })).getByText('help.example.net')).toBeInTheDocument();
  });

  it('draws the preview header in the colour being typed and warns about low contrast', async () => {
    const { user } = renderTab([settingsMock()]);
    const form = await customisationForm();
    const header = screen.getByTestId('preview-header');
    expect(header).toHaveStyle({ backgroundColor: '#5046e5' });

    const background = within(form).getByRole('textbox', { name: 'Header background colour' });
    await fill(user, background, '#112233');
    expect(header).toHaveStyle({ backgroundColor: '#112233' });
    expect(screen.queryByText(/may be hard to read/)).not.toBeInTheDocument();

    const text = within(form).getByRole('textbox', { name: 'Header text colour' });
    await fill(user, text, '#334455');
    expect(header).toHaveStyle({ color: '#334455' });
    expect(await screen.findByText(/may be hard to read: the contrast is 1\.\d:1/)).toBeInTheDocument();
  });

  it('refuses a too-large or non-image icon before any upload', async () => {
    const uploaded = jest.fn(() => ({ data: null }));
    // Any variables: no upload may be sent at all (Apollo Client 4 has no variableMatcher; a matcher is `variables`).
    const uploadMock = mockOperation(WebIntegrationTab_UploadIconDocument, () => true, { result: uploaded });
    const { user } = renderTab([settingsMock(), uploadMock]);
    await customisationForm();
    const robot = screen.getByRole('region', { name: 'Robot icon' });

    await user.upload(screen.getByLabelText('Robot icon file'), new File([new Uint8Array(WEB_ICON_MAX_BYTES + 1)], 'big.png', { type: 'image/png' }));
    expect(within(robot).getByRole('alert')).toHaveTextContent('big.png is 500.0 KB; icons can be at most 500.0 KB.');

    await user.upload(screen.getByLabelText('Robot icon file'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(within(robot).getByRole('alert')).toHaveTextContent('notes.txt is not a PNG, SVG, GIF or JPEG image.');
    expect(uploaded).not.toHaveBeenCalled();
  });

  it('refuses a raster icon of more than 2048 pixels a side before any upload, read from its header', async () => {
    const uploaded = jest.fn(() => ({ data: null }));
    const uploadMock = mockOperation(WebIntegrationTab_UploadIconDocument, () => true, { result: uploaded });
    const { user } = renderTab([settingsMock(), uploadMock]);
    await customisationForm();
    await user.upload(screen.getByLabelText('Chat icon file'), new File([pngHeader(30_000, 30_000)], 'bomb.png', { type: 'image/png' }));
    expect(await within(screen.getByRole('region', { name: 'Chat icon' })).findByRole('alert')).toHaveTextContent(
      'bomb.png is 30000 × 30000 pixels; icons can be at most 2048 × 2048 pixels.',
    );
    expect(uploaded).not.toHaveBeenCalled();
  });

  it("shows the server's reason when it refuses the icon's pixel size", async () => {
    const png = pngHeader(WEB_ICON_MAX_PIXELS, WEB_ICON_MAX_PIXELS);
    const refused = mockOperation(WebIntegrationTab_UploadIconDocument, () => true, {
      result: failure('VALIDATION_FAILED', { fields: [{ field: 'file', message: 'validation.iconPixels' }] }),
    });
    const { user } = renderTab([settingsMock(), refused]);
    await customisationForm();
    await user.upload(screen.getByLabelText('Robot icon file'), new File([png], 'robot.png', { type: 'image/png' }));
    expect(await within(screen.getByRole('region', { name: 'Robot icon' })).findByRole('alert')).toHaveTextContent('Icons can be at most 2048 × 2048 pixels.');
  });

  it('uploads a chosen icon right away and shows it', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const url = '/webhook/web/v-7f3a9c/icons/chat?v=2';
    const uploaded = jest.fn((): MockResult<WebIntegrationTab_UploadIconMutation> => ({ data: { uploadWebPluginIcon: { __typename: 'WebPluginSettingsPayload', settings: { ...SAVED, chatIconUrl: url } } } }));
    const uploadMock = mockOperation(WebIntegrationTab_UploadIconDocument, { input: { botId: 'bot-1', kind: 'chat', file: { fileName: 'chat.png', contentType: 'image/png', base64: Buffer.from(png).toString('base64') } } }, {
      result: uploaded,
    });
    const { user } = renderTab([settingsMock(), uploadMock]);
    await customisationForm();
    await user.upload(screen.getByLabelText('Chat icon file'), new File([png], 'chat.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Current Chat icon' })).toHaveAttribute('src', url);
    expect(within(screen.getByTestId('preview-launcher')).getByRole('img', { name: 'Chat icon' })).toHaveAttribute('src', url);
    expect(uploaded).toHaveBeenCalledTimes(1);
  });

  it('shows the embed snippet with the vendor id and copies it', async () => {
    const { user } = renderTab([settingsMock()]);
    await customisationForm();
    const snippet = '<script src="https://bots.example.com/widget.js" data-vendor="v-7f3a9c" async></script>';
    expect(screen.getByText(snippet)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy embed code' }));
    expect(await navigator.clipboard.readText()).toBe(snippet);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('says the web channel is off and takes the user to the switch', async () => {
    const { user } = renderTab([settingsMock()]);
    await customisationForm();
    expect(screen.getByText('The web channel is off')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to the switch' }));
    expect(screen.getByRole('switch', { name: 'Activated' })).toHaveFocus();
  });

  it('keeps the typed values and marks the refused field when saving fails', async () => {
    const input = { ...savedInput, chatLabel: 'Talk to us' };
    const { user } = renderTab([
      settingsMock(),
      updateMock(input, failure('VALIDATION_FAILED', { fields: [{ field: 'trustedDomains.0', message: 'validation.trustedDomain' }] })),
    ]);
    const form = await customisationForm();
    const label = within(form).getByRole('textbox', { name: 'Chat label' });
    await fill(user, label, 'Talk to us');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Could not save the web plugin settings')).toBeInTheDocument();
    expect(screen.getByText('Some fields are not valid.', { exact: false })).toBeInTheDocument();
    expect(within(form).getByText(/Enter a host name such as shop\.example\.com/)).toBeInTheDocument();
    expect(label).toHaveValue('Talk to us');
    expect(screen.getByTestId('preview-header')).toHaveTextContent('Talk to us');
  });

  it('shows the failure with a retry when the settings cannot be loaded', async () => {
    const { user } = renderTab([{ ...settingsMock(), result: failure('BOT_NOT_FOUND') }, settingsMock()]);
    expect(await screen.findByText('Bot not found.', { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await customisationForm()).toBeInTheDocument();
  });
});

describe('header contrast', () => {
  it('measures the WCAG ratio of two hex colours', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#5046e5')).toBeGreaterThan(4.5);
    expect(contrastRatio('#777777', '#888888')).toBeLessThan(1.5);
    expect(contrastRatio('#fff', '#000000')).toBeNull();
  });
});
