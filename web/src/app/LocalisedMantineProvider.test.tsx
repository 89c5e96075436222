// The console's text takes the font faces of the language it is shown in: one Han character is drawn differently in
// Traditional Chinese, Simplified Chinese and Japanese, so Japanese and Simplified Chinese pages must not fall to the
// Traditional faces; the document's lang follows the language too, for the browser's own CJK choice.
import { useMantineTheme } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import i18n from '../i18n';
import { LocalisedMantineProvider } from './LocalisedMantineProvider';

function Faces() {
  const theme = useMantineTheme();
  return (
    <>
      <p data-testid="text">{theme.fontFamily}</p>
      <p data-testid="headings">{theme.headings.fontFamily}</p>
    </>
  );
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

/** The first CJK face a stack names. */
const firstCjkFace = (stack: string) => stack.split(',').map((face) => face.trim().replace(/"/g, '')).find((face) => /Noto Sans (TC|SC|JP)/.test(face));

it.each([
  ['jp', 'ja', 'Noto Sans JP', /Hiragino|Yu Gothic|Meiryo/],
  ['cn', 'zh-Hans-CN', 'Noto Sans SC', /PingFang SC|Microsoft YaHei/],
  ['tw', 'zh-Hant-TW', 'Noto Sans TC', /PingFang TC|Microsoft JhengHei/],
])('in %s, text and headings take that language’s faces and the document says its lang', async (language, htmlLang, noto, system) => {
  render(
    <LocalisedMantineProvider env="test">
      <Faces />
    </LocalisedMantineProvider>,
  );
  await act(() => i18n.changeLanguage(language));
  for (const part of ['text', 'headings']) {
    const stack = screen.getByTestId(part).textContent ?? '';
    expect(firstCjkFace(stack)).toBe(noto);
    expect(stack).toMatch(system);
  }
  expect(document.documentElement.lang).toBe(htmlLang);
});
