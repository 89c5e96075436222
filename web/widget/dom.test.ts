// What the widget does with text it did not write: server answers become text nodes, and only http(s)
// addresses become links; the visitor's id survives page loads, or lives in memory when storage is blocked.
import { linkified } from './dom';
import { visitorMemory } from './visitor';

function render(text: string): HTMLDivElement {
  const holder = document.createElement('div');
  holder.append(...linkified(text));
  return holder;
}

describe('linkified', () => {
  it('turns http and https addresses into links that open in a new tab without access to the page', () => {
    const holder = render('Forms: https://example.com/forms?a=1. Or http://example.org');
    const links = Array.from(holder.querySelectorAll('a'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://example.com/forms?a=1', 'http://example.org/']);
    expect(links[0].textContent).toBe('https://example.com/forms?a=1');
    for (const link of links) {
      expect(link.target).toBe('_blank');
      expect(link.rel).toBe('noopener noreferrer');
    }
    expect(holder.textContent).toBe('Forms: https://example.com/forms?a=1. Or http://example.org');
  });

  it('keeps markup and other schemes as plain text', () => {
    const holder = render('<img src=x onerror="alert(1)"> javascript:alert(1) data:text/html,hi <a href="https://x.example">x</a>');
    expect(holder.querySelector('img')).toBeNull();
    expect(Array.from(holder.querySelectorAll('a')).map((link) => link.getAttribute('href'))).toEqual(['https://x.example/']);
    expect(holder.textContent).toContain('<img src=x onerror="alert(1)">');
  });

  it('leaves a sentence-ending full stop or bracket out of the address', () => {
    const holder = render('請見 (https://example.com/faq)。');
    expect(holder.querySelector('a')?.getAttribute('href')).toBe('https://example.com/faq');
    expect(holder.textContent).toBe('請見 (https://example.com/faq)。');
  });
});

describe('visitorMemory', () => {
  it('keeps one random user id per vendor across page loads', () => {
    const first = visitorMemory('vendor-a');
    expect(first.userId).toMatch(/^web-[0-9a-f]{32}$/);
    expect(visitorMemory('vendor-a').userId).toBe(first.userId);
    expect(visitorMemory('vendor-b').userId).not.toBe(first.userId);
  });

  it('remembers the bot language for the next page load', () => {
    expect(visitorMemory('vendor-c').language()).toBeUndefined();
    visitorMemory('vendor-c').rememberLanguage('jp');
    expect(visitorMemory('vendor-c').language()).toBe('jp');
  });

  it('falls back to memory when the site blocks storage', () => {
    const blocked = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      const memory = visitorMemory('vendor-d');
      expect(memory.userId).toMatch(/^web-[0-9a-f]{32}$/);
      memory.rememberLanguage('en');
      expect(memory.language()).toBe('en');
      expect(localStorage.length).toBe(0);
    } finally {
      blocked.mockRestore();
    }
  });
});
