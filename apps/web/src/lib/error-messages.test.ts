import { ErrorCodeSchema } from '@mike/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError, createUnknownError } from './api-error.ts';
import { getErrorCodeSentence, getErrorMessage } from './error-messages.ts';

describe('error messages', () => {
  it('gives a code with its own spec text that text', () => {
    const error = new ApiError('Cuota', 'BUSINESS_CLIENT_QUOTA', 409);
    expect(getErrorMessage(error, 'toasts.genericError')).toBe('Quota de clientes alcanzada');
  });

  it("falls back to the action's text, with the code's Spanish sentence (never the raw code) when it asks for it", () => {
    const error = new ApiError('Email ya registrado', 'EMAIL_ALREADY_REGISTERED', 409);
    expect(getErrorMessage(error, 'toasts.registerError')).toBe(
      'Error al registrar usuario: Ya existe una cuenta con este email. Inicia sesión o recupera tu contraseña.',
    );
    expect(getErrorMessage(new ApiError('x', 'SOMETHING_NEW', 400), 'toasts.registerError')).toBe('Error al registrar usuario: Error desconocido');
    expect(getErrorMessage(createUnknownError(), 'toasts.loginError')).toBe('Error al iniciar sesión');
  });

  it('#15 has a Spanish sentence for every error code of the contracts', () => {
    for (const code of ErrorCodeSchema.options) {
      const sentence = getErrorCodeSentence(code);
      expect(sentence, code).toBeTruthy();
      // A sentence, not a code: no SHOUTING_SNAKE_CASE word left in it.
      expect(sentence, code).not.toMatch(/\b[A-Z]+_[A-Z_]+\b/);
      expect(getErrorMessage(new ApiError('x', code, 400), 'toasts.registerError'), code).not.toContain(code);
    }
  });

  it('without a fallback: UNKNOWN_ERROR in Spanish, a server error its message, an Error its message', () => {
    expect(getErrorMessage(createUnknownError())).toBe('Error desconocido');
    expect(getErrorMessage(new ApiError('Servicio no disponible', 'SERVICE_UNAVAILABLE', 503))).toBe('Servicio no disponible');
    expect(getErrorMessage(new Error('Algo falló'))).toBe('Algo falló');
    expect(getErrorMessage('???')).toBe('Ha ocurrido un error');
  });

  it('#33 gives the phone sign-in refusals and a spent verification link their own Spanish texts', () => {
    expect(getErrorMessage(new ApiError('x', 'PHONE_LOGIN_LOCKED', 429), 'toasts.genericError')).toBe(
      'Demasiados códigos incorrectos para este teléfono. Entra con tu email y contraseña, o con Google o LinkedIn, o vuelve a intentarlo en 15 minutos.',
    );
    expect(getErrorMessage(new ApiError('x', 'EMAIL_VERIFICATION_INVALID', 400))).toMatch(/^El enlace de verificación no es válido o ha caducado/);
  });
});
