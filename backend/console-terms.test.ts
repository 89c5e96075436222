// The words the backend writes itself (account mails, what the bot says in a questionnaire or a topic menu, the
// history and batch test exports' header rows) name
// things as the console does in each language: the console's own text (web/src/i18n) is read as the reference.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '../schema/rules/constants';
import { MENU_BUTTON_TEXT } from '../schema/rules/topics';
import { BATCH_TEST_CSV_HEADERS } from './batch-test/batch-test-results-csv';
import { HISTORY_CSV_HEADERS } from './history/history-csv';
import { accountMail } from './mail/account-mails';
import { BOT_WORDS } from './questionnaires/bot-words';

interface ConsoleText {
  login: { email: string; password: string };
  reset: { successTitle: string };
  topics: { keyword: { title: string } };
  history: { filters: Record<'platform' | 'userId' | 'answerStatus' | 'source' | 'feedback', string>; addToQa: { question: string } };
  recommendations: { table: { time: string } };
  validation: { csvKeysAlike: string };
  batchTest: { results: Record<'question' | 'expected' | 'reply' | 'source' | 'status' | 'group' | 'confidence' | 'passed' | 'line', string> };
}

const consoleText = (language: Language) => JSON.parse(readFileSync(join(__dirname, '../web/src/i18n', `${language}.json`), 'utf8')) as ConsoleText;
/** English writes both "email" and "e-mail": one word for this comparison. */
const folded = (text: string) => text.toLowerCase().replaceAll('e-mail', 'email');
const LINK = 'https://console.example.com/confirmation?token=abc';

describe('the account mails', () => {
  it.each(LANGUAGES)('%s: the confirmation mail calls the address what the sign-up form calls it', (language) => {
    const word = folded(consoleText(language).login.email);
    const mail = accountMail('confirmation', language, LINK);
    expect(folded(mail.subject)).toContain(word);
    expect(folded(mail.text)).toContain(word);
    expect(folded(mail.html)).toContain(word);
  });

  it.each(LANGUAGES)('%s: the reset mail calls the password what the login form calls it', (language) => {
    const word = folded(consoleText(language).login.password);
    const mail = accountMail('passwordReset', language, LINK);
    expect(folded(mail.subject)).toContain(word);
    expect(folded(mail.text)).toContain(word);
  });

  it('cn: the reset mail uses 更改 for a password change, as the console’s “密码已更改” does', () => {
    expect(consoleText('cn').reset.successTitle).toContain('更改');
    const mail = accountMail('passwordReset', 'cn', LINK);
    expect(mail.text).toContain('您的密码不会更改');
    expect(mail.text).not.toContain('变更');
  });
});

describe('what the bot says', () => {
  it.each(LANGUAGES)("%s: a questionnaire's e-mail question asks for the address in the console's word", (language) => {
    expect(folded(BOT_WORDS[language].problems.email)).toContain(folded(consoleText(language).login.email));
  });

  it('cn: the topic menu button says 菜单, as the console’s topics page does', () => {
    expect(consoleText('cn').topics.keyword.title).toContain('菜单');
    expect(MENU_BUTTON_TEXT.cn).toBe('主题菜单');
  });
});

describe("the history CSV's header row", () => {
  it.each(['tw', 'cn', 'jp'] as const)('%s: names the columns as the history page and the Q&A list do', (language) => {
    const text = consoleText(language);
    const header = HISTORY_CSV_HEADERS[language];
    expect(header).toMatchObject({
      datetime: text.recommendations.table.time,
      platform: text.history.filters.platform,
      user_id: text.history.filters.userId,
      question: text.history.addToQa.question.replace(/[:：]\s*$/, ''),
      answer_status: text.history.filters.answerStatus,
      source: text.history.filters.source,
      feedback: text.history.filters.feedback,
    });
    expect(text.validation.csvKeysAlike).toContain(header.group_key);
  });
});

describe("the batch test results CSV's header row", () => {
  it.each(['tw', 'cn', 'jp'] as const)('%s: names the columns as the results table does', (language) => {
    const { results } = consoleText(language).batchTest;
    const header = BATCH_TEST_CSV_HEADERS[language];
    expect(header).toMatchObject({
      question: results.question,
      expected_answer: results.expected,
      reply: results.reply,
      source: results.source,
      answer_status: results.status,
      group_key: results.group,
      confidence: results.confidence,
      passed: results.passed,
    });
    expect(results.line).toContain(header.line);
  });
});
