import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { ErrorBanner } from '../forms/ErrorBanner';
import { LocalisedMantineProvider } from './LocalisedMantineProvider';
import { useStaleToastCleaner } from './stale-toasts';

/** A page that raises a toast, moves on with a toast for the next page, or shows a failure banner. */
function Playground() {
  useStaleToastCleaner();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  return (
    <>
      <Button onClick={() => notifications.show({ message: 'Saved on the first page' })}>save</Button>
      <Button
        onClick={() => {
          navigate('/second');
          notifications.show({ message: 'Welcome to the second page' });
        }}
      >
        move
      </Button>
      <Button onClick={() => setFailed(true)}>fail</Button>
      {failed && <ErrorBanner>Loading failed</ErrorBanner>}
    </>
  );
}

function renderPlayground() {
  window.history.replaceState(null, '', '/first');
  const user = userEvent.setup();
  render(
    <LocalisedMantineProvider env="test">
      <Notifications />
      <BrowserRouter>
        <Playground />
      </BrowserRouter>
    </LocalisedMantineProvider>,
  );
  return user;
}

describe('stale toasts', () => {
  it('go when an error banner appears', async () => {
    const user = renderPlayground();
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('Saved on the first page')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'fail' }));
    expect(screen.getByText('Loading failed').closest('[role=alert]')).not.toBeNull();
    await waitFor(() => expect(screen.queryByText('Saved on the first page')).not.toBeInTheDocument());
  });

  it('raised on the page left go when the page changes, while the one raised for the new page stays', async () => {
    const user = renderPlayground();
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('Saved on the first page')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'move' }));
    expect(window.location.pathname).toBe('/second');
    await waitFor(() => expect(screen.queryByText('Saved on the first page')).not.toBeInTheDocument());
    expect(screen.getByText('Welcome to the second page')).toBeInTheDocument();
  });

  it('stay while the page does not change', async () => {
    const user = renderPlayground();
    await user.click(screen.getByRole('button', { name: 'save' }));
    await act(async () => {
      notifications.show({ message: 'A second toast' });
    });
    expect(await screen.findByText('A second toast')).toBeInTheDocument();
    expect(screen.getByText('Saved on the first page')).toBeInTheDocument();
  });
});
