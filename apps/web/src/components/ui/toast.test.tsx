import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createUnknownError } from '../../lib/api-error.ts';
import { getErrorMessage } from '../../lib/error-messages.ts';
import { AppToastContainer, dismissToastsOnLeave, notify } from './toast.tsx';

describe('toasts', () => {
  it('loads the container with the first toast and shows it dark, at top right', async () => {
    const { container } = render(<AppToastContainer />);
    expect(container).toBeEmptyDOMElement();

    notify.error(getErrorMessage(createUnknownError(), 'toasts.createChatError'));

    const toast = await screen.findByText('Error al crear el chat');
    expect(toast.closest('.Toastify__toast')).toHaveClass('Toastify__toast-theme--dark');
    expect(document.querySelector('.Toastify__toast-container')).toHaveClass('Toastify__toast-container--top-right');
  });
});

/** Waits for the toast's exit animation to start (jsdom never ends it: its end is sent by hand). */
async function expectDismissed(text: string) {
  const toast = screen.getByText(text).closest('.Toastify__toast')!;
  await waitFor(() => expect(toast.className).toMatch(/exit/));
  fireEvent.animationEnd(toast);
  await waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument());
}

describe('#15 toasts follow the screen that raised them', () => {
  it('the same message is shown once, however often it is raised', async () => {
    render(<AppToastContainer />);
    notify.error('Error al iniciar sesión');
    notify.error('Error al iniciar sesión');
    await screen.findByText('Error al iniciar sesión');
    notify.error('Error al iniciar sesión');
    notify.success('Otro mensaje');
    await screen.findByText('Otro mensaje');

    expect(screen.getAllByText('Error al iniciar sesión')).toHaveLength(1);
  });

  it('leaving the screen dismisses its toasts; a carried one goes one navigation later', async () => {
    render(<AppToastContainer />);
    notify.error('Error de esta pantalla');
    notify.success('Bienvenido a MIKE', { carry: true });
    await screen.findByText('Error de esta pantalla');
    await screen.findByText('Bienvenido a MIKE');

    dismissToastsOnLeave();
    await expectDismissed('Error de esta pantalla');
    expect(screen.getByText('Bienvenido a MIKE')).toBeInTheDocument();

    dismissToastsOnLeave();
    await expectDismissed('Bienvenido a MIKE');
  });

  it('a toast raised and left before the toast runtime arrived never appears', async () => {
    render(<AppToastContainer />);
    notify.error('Demasiado tarde');
    dismissToastsOnLeave();
    notify.info('Sí se ve');

    await screen.findByText('Sí se ve');
    expect(screen.queryByText('Demasiado tarde')).not.toBeInTheDocument();
  });
});
