// The thumbs under a bot reply: the visitor marks it useful or not useful. The chosen thumb stays pressed, the other
// one changes the rating, and a rating that could not be saved says so and leaves both thumbs to try again.
import { el, icon } from './dom';
import type { WidgetStrings } from './strings';

/** Both thumbs draw this one; the not-useful thumb is it upside down (styles.ts). */
const THUMB_SVG = '<svg viewBox="0 0 24 24" fill="currentColor"><path d="M2 10h4v11H2zm6 11h9a2 2 0 0 0 2-1.6l1.6-7A2 2 0 0 0 18.6 10H14l1-5a2 2 0 0 0-3.7-1.3L8 9z"/></svg>';

export type Rating = 1 | 2;

/** Saves the rating; answers whether it was stored. */
export type Rate = (rating: Rating) => Promise<boolean>;

/** `current`: the rating the reply already has (a restored conversation), shown pressed. */
export function ratingBar(strings: WidgetStrings, rate: Rate, current: 0 | Rating = 0): HTMLDivElement {
  const error = el('span', { role: 'alert', hidden: '' }, strings.ratingFailed);
  const thumbs = ([1, 2] as const).map((rating) => {
    const label = rating === 1 ? strings.useful : strings.notUseful;
    const thumb = el('button', { type: 'button', class: rating === 1 ? 'rate' : 'rate down', 'aria-label': label, title: label, 'aria-pressed': String(current === rating) }, icon(THUMB_SVG));
    thumb.addEventListener('click', () => void choose(rating));
    return thumb;
  });

  async function choose(rating: Rating): Promise<void> {
    if (thumbs[rating - 1].getAttribute('aria-pressed') === 'true') return;
    for (const thumb of thumbs) thumb.disabled = true;
    error.hidden = true;
    const saved = await rate(rating);
    for (const [index, thumb] of thumbs.entries()) {
      thumb.disabled = false;
      if (saved) thumb.setAttribute('aria-pressed', String(index === rating - 1));
    }
    error.hidden = saved;
  }

  return el('div', { class: 'rating' }, ...thumbs, error);
}
