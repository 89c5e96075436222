// jsdom lacks a few browser APIs that Mantine and React Router use.
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { act, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import i18n from '../i18n';
import tw from '../i18n/tw.json';
import en from '../i18n/en.json';
import cn from '../i18n/cn.json';
import jp from '../i18n/jp.json';

// The browser fetches one locale on demand; tests switch languages synchronously, so all four are in from the start.
for (const [language, translations] of Object.entries({ tw, en, cn, jp })) i18n.addResourceBundle(language, 'translation', translations, true, true);

Object.assign(globalThis, { TextEncoder, TextDecoder });

// A page's first render in a test file loads its module graph; on a loaded CI machine that outlasted the default 1 s
// of `findBy…`/`waitFor` (AnswerSettingsCard's first test saw the card still loading). Only a wait that fails takes
// longer for this.
configure({ asyncUtilTimeout: 5_000 });

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = window.ResizeObserver ?? ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = window.HTMLElement.prototype.scrollIntoView ?? function scrollIntoView() {};

// Notifications and local storage live outside React: without this, one test's toast or key leaks into the next.
afterEach(() => {
  act(() => notifications.clean());
  localStorage.clear();
  sessionStorage.clear();
});
