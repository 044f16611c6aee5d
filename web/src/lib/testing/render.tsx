// Renders a screen as the app shows it: inside a router, with the toaster that shows `notify`'s toasts.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router-dom';

export function renderScreen(screen: ReactNode, { at = '/' }: { at?: string } = {}) {
  return render(
    <MemoryRouter initialEntries={[at]}>
      {screen}
      <Toaster />
    </MemoryRouter>,
  );
}
