// The thumbs under a reply: labelled in the widget's language, the chosen one pressed, the other one changing the
// rating, and a rating that was not saved said so and tried again.
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { ratingBar, type Rate } from './rating';
import { widgetStrings } from './strings';

function render(rate: Rate, language = 'en', current: 0 | 1 | 2 = 0) {
  const bar = ratingBar(widgetStrings(language), rate, current);
  document.body.append(bar);
  return within(bar);
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('the rating thumbs', () => {
  it('name both thumbs in the bot language, neither pressed', () => {
    const bar = render(jest.fn(), 'tw');
    expect(bar.getByRole('button', { name: '有幫助' })).toHaveAttribute('aria-pressed', 'false');
    expect(bar.getByRole('button', { name: '沒幫助' })).toHaveAttribute('aria-pressed', 'false');
    expect(bar.queryByRole('alert')).toBeNull();
  });

  it('show the rating a restored reply already has, and asks nothing until the other thumb is chosen', async () => {
    const rate = jest.fn<Promise<boolean>, [1 | 2]>().mockResolvedValue(true);
    const bar = render(rate, 'en', 2);
    const useful = bar.getByRole('button', { name: 'Useful' });
    const notUseful = bar.getByRole('button', { name: 'Not useful' });
    expect(notUseful).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(notUseful);
    expect(rate).not.toHaveBeenCalled();
    fireEvent.click(useful);
    await waitFor(() => expect(useful).toHaveAttribute('aria-pressed', 'true'));
    expect(rate).toHaveBeenCalledWith(1);
  });

  it('press the chosen thumb once it is saved, and the other thumb changes the rating', async () => {
    const rate = jest.fn<Promise<boolean>, [1 | 2]>().mockResolvedValue(true);
    const bar = render(rate);
    const useful = bar.getByRole('button', { name: 'Useful' });
    const notUseful = bar.getByRole('button', { name: 'Not useful' });
    fireEvent.click(useful);
    expect(rate).toHaveBeenLastCalledWith(1);
    await waitFor(() => expect(useful).toHaveAttribute('aria-pressed', 'true'));
    expect(notUseful).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(useful);
    expect(rate).toHaveBeenCalledTimes(1);
    fireEvent.click(notUseful);
    expect(rate).toHaveBeenLastCalledWith(2);
    await waitFor(() => expect(notUseful).toHaveAttribute('aria-pressed', 'true'));
    expect(useful).toHaveAttribute('aria-pressed', 'false');
  });

  it('hold both thumbs while the rating is being saved', () => {
    const bar = render(() => new Promise<boolean>(() => undefined));
    fireEvent.click(bar.getByRole('button', { name: 'Not useful' }));
    expect(bar.getByRole('button', { name: 'Useful' })).toBeDisabled();
    expect(bar.getByRole('button', { name: 'Not useful' })).toBeDisabled();
  });

  it('say when a rating was not saved, leave it unpressed, and save it when tried again', async () => {
    const rate = jest.fn<Promise<boolean>, [1 | 2]>().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const bar = render(rate);
    const useful = bar.getByRole('button', { name: 'Useful' });
    fireEvent.click(useful);
    expect(await bar.findByRole('alert')).toHaveTextContent('Rating not saved. Please try again.');
    expect(useful).toHaveAttribute('aria-pressed', 'false');
    expect(useful).toBeEnabled();

    fireEvent.click(useful);
    await waitFor(() => expect(useful).toHaveAttribute('aria-pressed', 'true'));
    expect(bar.queryByRole('alert')).toBeNull();
    expect(rate).toHaveBeenCalledTimes(2);
  });
});
