import '@fontsource-variable/inter';
import '@fontsource-variable/outfit';
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { createRouter } from './app/router';

const client = createQueryClient();
const router = createRouter();

const root = createRoot(document.getElementById('root')!);
// As a transition, the first render works in short slices that give the main thread back between
// them, rather than in one long task that blocks a phone's input while the first screen renders.
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders client={client}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
