// Every bot section page is headed the same way: the section as the bot menu names it, then the bot's name.
import { act, screen } from '@testing-library/react';
import i18n from '../i18n';
import { renderPage } from '../test/render';
import { BOT_NAV_SECTIONS } from './BotNav';
import { BotPageTitle } from './BotPageTitle';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('bot page titles', () => {
  it('name the section first, then the bot, on every section page and in the console language', async () => {
    const sections = BOT_NAV_SECTIONS.filter((section) => section !== 'detail');
    renderPage(
      <>
        {sections.map((section) => (
          <BotPageTitle key={section} section={section} botName="Shop bot" />
        ))}
      </>,
    );
    const titles = screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Q&A list · Shop bot',
      'Topic Q&A · Shop bot',
      'AutoFAQ · Shop bot',
      'AutoQA · Shop bot',
      'Questionnaires · Shop bot',
      'Entity files · Shop bot',
      'Test chat · Shop bot',
      'Advanced test · Shop bot',
      'History · Shop bot',
      'Recommendations log · Shop bot',
      'Integrations · Shop bot',
      'Settings · Shop bot',
    ]);
    await act(() => i18n.changeLanguage('tw'));
    expect(screen.getAllByRole('heading', { level: 1 })[0]).toHaveTextContent('問答集 · Shop bot');
  });
});
