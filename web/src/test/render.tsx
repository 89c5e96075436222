// Renders a page or the whole route tree the way the browser does (Mantine, i18n in English, router,
// Apollo with mocked operations), and shows the current location for navigation assertions.
import { createContext, useContext, useState, type ReactElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications } from '@mantine/notifications';
import { ApolloLink } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { MockLink } from '@apollo/client/testing';
import { I18nextProvider } from 'react-i18next';
import { Route, RouterProvider, Routes, createMemoryRouter, useLocation } from 'react-router-dom';
import i18n from '../i18n';
import { createCache, unreachableChangeLink } from '../apollo';
import { App } from '../app/App';
import { useErrorReveal } from '../app/error-reveal';
import { useFocusKeeper } from '../app/focus-keeper';
import { LocalisedMantineProvider } from '../app/LocalisedMantineProvider';
import { LeaveGuard } from '../forms/leave-guard';
// The browser fetches the signed-in frame lazily; loading its modules here keeps their compilation out of the tests' waits.
import '../app/ProtectedLayout';

export type Mocks = ReadonlyArray<MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>>;

interface RenderOptions {
  mocks?: Mocks;
  /** The URL the test starts at. */
  route?: string;
  /** The route pattern the page is mounted at (gives it its params). */
  path?: string;
}

function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** What the router's one route shows: the test's tree, which a re-render may replace. */
const RoutedChildren = createContext<ReactNode>(null);

function Routed() {
  return (
    <>
      {useContext(RoutedChildren)}
      <CurrentLocation />
    </>
  );
}

function Providers({ mocks, route, children }: { mocks: Mocks; route: string; children: ReactElement }) {
  // A data router, as in the browser (main.tsx), so a changed form can hold a navigation.
  const [router] = useState(() => createMemoryRouter([{ path: '*', element: <Routed /> }], { initialEntries: [route] }));
  return (
    // The console's own handling of a change the server never answered sits in front of the mocks, as in the browser.
    <MockedProvider link={ApolloLink.from([unreachableChangeLink(), new MockLink(mocks)])} cache={createCache()}>
      <LocalisedMantineProvider env="test">
        <Notifications />
        <I18nextProvider i18n={i18n}>
          <RoutedChildren value={children}>
            <RouterProvider router={router} />
          </RoutedChildren>
        </I18nextProvider>
      </LocalisedMantineProvider>
    </MockedProvider>
  );
}

/** What `App` installs on the document for every page: a page rendered alone behaves as in the console. */
function DocumentBehaviours() {
  useFocusKeeper();
  useErrorReveal();
  return <LeaveGuard />;
}

/** Renders one page at `path`; any other path shows nothing but the location. */
export function renderPage(page: ReactElement, { mocks = [], route = '/', path = '/' }: RenderOptions = {}) {
  void i18n.changeLanguage('en');
  const user = userEvent.setup({ applyAccept: false });
  const result = render(
    <Providers mocks={mocks} route={route}>
      <>
        <DocumentBehaviours />
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={null} />
        </Routes>
      </>
    </Providers>,
  );
  return { user, ...result };
}

/** Renders the whole console at `route`. */
export function renderApp({ mocks = [], route = '/' }: RenderOptions = {}) {
  void i18n.changeLanguage('en');
  const user = userEvent.setup({ applyAccept: false });
  const result = render(
    <Providers mocks={mocks} route={route}>
      <App />
    </Providers>,
  );
  return { user, ...result };
}
