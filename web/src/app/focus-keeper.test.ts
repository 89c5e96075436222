// The focus keeper: a focused control disabled for a moment (a loading button) gets focus back when it is enabled,
// unless the user moved on or the control left the page.
import { keepFocusThroughDisabling } from './focus-keeper';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('keepFocusThroughDisabling', () => {
  let stop: () => void;
  let button: HTMLButtonElement;
  let other: HTMLInputElement;
  beforeEach(() => {
    document.body.innerHTML = '<button type="button">Save</button><input aria-label="Name">';
    button = document.querySelector('button')!;
    other = document.querySelector('input')!;
    stop = keepFocusThroughDisabling(document);
  });
  afterEach(() => stop());

  /** What a browser does to a focused control that is disabled: focus falls to the body. */
  async function disable(element: HTMLButtonElement) {
    element.blur();
    element.disabled = true;
    await settle();
  }

  it('focuses a control again when it is enabled after a busy moment', async () => {
    button.focus();
    await disable(button);
    expect(document.activeElement).toBe(document.body);
    button.disabled = false;
    await settle();
    expect(document.activeElement).toBe(button);
  });

  it('leaves focus where the user moved it meanwhile', async () => {
    button.focus();
    await disable(button);
    other.focus();
    button.disabled = false;
    await settle();
    expect(document.activeElement).toBe(other);
  });

  it('does nothing for a control that was not focused, or that left the page', async () => {
    other.focus();
    button.disabled = true;
    await settle();
    button.disabled = false;
    await settle();
    expect(document.activeElement).toBe(other);

    button.focus();
    await disable(button);
    button.remove();
    button.disabled = false;
    await settle();
    expect(document.activeElement).toBe(document.body);
  });
});
