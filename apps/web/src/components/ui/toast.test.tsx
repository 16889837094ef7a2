import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createUnknownError } from '../../lib/api-error.ts';
import { getErrorMessage } from '../../lib/error-messages.ts';
import { AppToastContainer, notify } from './toast.tsx';

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
