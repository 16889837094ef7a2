import { describe, expect, it } from 'vitest';
import { ApiError, createUnknownError } from './api-error.ts';
import { getErrorMessage } from './error-messages.ts';

describe('error messages', () => {
  it('gives a code with its own spec text that text', () => {
    const error = new ApiError('Cuota', 'BUSINESS_CLIENT_QUOTA', 409);
    expect(getErrorMessage(error, 'toasts.genericError')).toBe('Quota de clientes alcanzada');
  });

  it("falls back to the action's text, with the error code when it asks for it", () => {
    const error = new ApiError('Email ya registrado', 'EMAIL_ALREADY_REGISTERED', 409);
    expect(getErrorMessage(error, 'toasts.registerError')).toBe('Error al registrar usuario: EMAIL_ALREADY_REGISTERED');
    expect(getErrorMessage(createUnknownError(), 'toasts.loginError')).toBe('Error al iniciar sesión');
  });

  it('without a fallback: UNKNOWN_ERROR in Spanish, a server error its message, an Error its message', () => {
    expect(getErrorMessage(createUnknownError())).toBe('Error desconocido');
    expect(getErrorMessage(new ApiError('Servicio no disponible', 'SERVICE_UNAVAILABLE', 503))).toBe('Servicio no disponible');
    expect(getErrorMessage(new Error('Algo falló'))).toBe('Algo falló');
    expect(getErrorMessage('???')).toBe('Ha ocurrido un error');
  });

  it('#33 gives the phone sign-in refusals and a spent verification link their own Spanish texts', () => {
    expect(getErrorMessage(new ApiError('x', 'PHONE_LOGIN_AGENTS_ONLY', 403), 'toasts.genericError')).toBe(
      'El acceso con código por teléfono es solo para agentes. Entra con tu email y contraseña, o con Google o LinkedIn.',
    );
    expect(getErrorMessage(new ApiError('x', 'PHONE_LOGIN_LOCKED', 429), 'toasts.genericError')).toBe(
      'Demasiados códigos incorrectos para este teléfono. Entra con tu email y contraseña, o con Google o LinkedIn, o vuelve a intentarlo mañana.',
    );
    expect(getErrorMessage(new ApiError('x', 'EMAIL_VERIFICATION_INVALID', 400))).toMatch(/^El enlace de verificación no es válido o ha caducado/);
  });
});
