// Focus after a route change: only a move to another path moves it, never a change of the query or hash, a redirect or
// the first load.
import { screen, waitFor } from '@testing-library/react';
import { Link, useNavigate } from 'react-router-dom';
import { renderPage } from '../test/render';
import { useFocusOnRouteChange } from './route-focus';

function Page() {
  useFocusOnRouteChange();
  const navigate = useNavigate();
  return (
    <main>
      <h1>The page</h1>
      <Link to="/list?page=2">Page 2</Link>
      <Link to="/list#answers">Answers</Link>
      <Link to="/other">Other page</Link>
      <button type="button" onClick={() => void navigate('/moved', { replace: true })}>
        Redirect
      </button>
    </main>
  );
}

describe('focus after a route change', () => {
  it('moves focus to the h1 after a move to another path, making it focusable from script only', async () => {
    const { user } = renderPage(<Page />, { route: '/list', path: '*' });
    await user.click(screen.getByRole('link', { name: 'Other page' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/other'));
    expect(screen.getByRole('heading', { name: 'The page' })).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'The page' })).toHaveAttribute('tabindex', '-1');
  });

  it('keeps focus where it is when only the query or the hash changes, as a pager does', async () => {
    const { user } = renderPage(<Page />, { route: '/list', path: '*' });
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/list?page=2'));
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Answers' }));
    expect(screen.getByRole('link', { name: 'Answers' })).toHaveFocus();
  });

  it('keeps focus where it is after a redirect', async () => {
    const { user } = renderPage(<Page />, { route: '/list', path: '*' });
    await user.click(screen.getByRole('button', { name: 'Redirect' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/moved'));
    expect(screen.getByRole('button', { name: 'Redirect' })).toHaveFocus();
  });

  it('does not move focus on the first load', () => {
    renderPage(<Page />, { route: '/list', path: '*' });
    expect(document.body).toHaveFocus();
  });
});
