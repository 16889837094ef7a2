import { describe, expect, it } from 'vitest';
import { i18next } from '../../../lib/i18n.ts';
import { DAY_MS, getTrialCountdown, HOUR_MS } from './trial-countdown.ts';
import { formatDate } from './format.ts';
import { getTrialBannerText } from './trial-banner-text.ts';

const now = new Date('2025-03-10T10:00:00.000Z');
const at = (ms: number) => new Date(now.getTime() + ms);

describe('getTrialCountdown', () => {
  it.each([
    [14 * DAY_MS, 14],
    // #15: a trial started a minute ago still has its 14 days.
    [14 * DAY_MS - 60_000, 14],
    [2 * DAY_MS + 23 * HOUR_MS, 3],
    [DAY_MS + 1, 2],
    [DAY_MS, 1],
  ])('%i ms left: %i day(s) (24 hours or more: days rounded up, like the hours)', (left, days) => {
    expect(getTrialCountdown(at(left), now)).toEqual({ kind: 'days', count: days });
  });

  it.each([
    [DAY_MS - 1, 24],
    [23 * HOUR_MS + 10 * 60_000, 24],
    [23 * HOUR_MS, 23],
    [HOUR_MS + 1, 2],
    [HOUR_MS, 1],
    [60_000, 1],
    [1, 1],
  ])('%i ms left: %i hour(s) (under 24 hours: rounded up)', (left, hours) => {
    expect(getTrialCountdown(at(left), now)).toEqual({ kind: 'hours', count: hours });
  });

  it.each([0, -1, -DAY_MS])('%i ms left: expired', (left) => {
    expect(getTrialCountdown(at(left), now)).toEqual({ kind: 'expired' });
  });
});

describe('getTrialBannerText', () => {
  const t = i18next.t.bind(i18next);

  it.each([
    [3 * DAY_MS, 'Tu período de prueba expira en 3 días. Elige tu plan ahora.'],
    [DAY_MS, 'Tu período de prueba expira en 1 día. Elige tu plan ahora.'],
    [5 * HOUR_MS, 'Tu período de prueba expira en 5 horas. Elige tu plan ahora.'],
    [30 * 60_000, 'Tu período de prueba expira en 1 hora. Elige tu plan ahora.'],
    [-HOUR_MS, 'Tu período de prueba ha expirado. Elige un plan para continuar usando nuestros servicios.'],
  ])('owner, %i ms left: %j', (left, text) => {
    expect(getTrialBannerText(t, getTrialCountdown(at(left), now), true)).toBe(text);
  });

  it('#15 says the end date with the days: the date /pricing shows', () => {
    const end = at(14 * DAY_MS - 60_000);
    expect(getTrialBannerText(t, getTrialCountdown(end, now), true, end)).toBe(
      `Tu período de prueba expira en 14 días, el ${formatDate(end)}. Elige tu plan ahora.`,
    );
  });

  it('another member is told to ask the administrator instead', () => {
    expect(getTrialBannerText(t, getTrialCountdown(at(2 * DAY_MS), now), false)).toBe(
      'Tu período de prueba expira en 2 días. Ponte en contacto con tu administrador para contratar un plan.',
    );
    expect(getTrialBannerText(t, { kind: 'expired' }, false)).toBe(
      'El período de prueba de tu empresa ha expirado. Ponte en contacto con tu administrador para contratar un plan.',
    );
  });
});
