// Entry point of the console: providers (Mantine, notifications, Apollo, router) around the routes.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Notifications } from '@mantine/notifications';
import { ApolloProvider } from '@apollo/client/react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { i18nReady } from './i18n';
import { createApolloClient } from './apollo';
import { App } from './app/App';
import { LocalisedMantineProvider } from './app/LocalisedMantineProvider';

const client = createApolloClient();
// A data router (one route holding the console's own <Routes>) so a changed form can hold a navigation (leave-guard.tsx).
const router = createBrowserRouter([{ path: '*', element: <App /> }]);

// The chosen language's translations arrive first, so the first screen never shows a raw key.
void i18nReady.then(() => createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <LocalisedMantineProvider>
      <Notifications position="top-right" />
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </LocalisedMantineProvider>
  </StrictMode>,
));
