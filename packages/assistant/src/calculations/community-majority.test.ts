import { describe, expect, it } from 'vitest';
import { calculateCommunityMajority, findCommunityMatter, requiredVotes } from './community-majority.ts';
import { EN, ES } from './test-context.ts';

const majority = (question: string, owners: number) => calculateCommunityMajority({ owners, matter: findCommunityMatter(question)! }, ES);

describe('community majorities (art. 17 LPH)', () => {
  it('lift with 20 owners: majority of owners and quotas → 20/2 + 1 = 11 owners and more than 50 %', () => {
    const result = majority('instalar un ascensor', 20);
    expect(result.figures).toMatchObject({ rule: 'majority', ownersNeeded: 11, quotaNeededPercent: 50 });
    expect(result.sources[0]).toEqual({ law: 'LPH', article: '17', apartado: '2' });
  });

  it('3/5 of 18 owners = 10,8 → 11 owners and 60 % of quotas', () => {
    expect(requiredVotes('three-fifths', 18)).toEqual({ owners: 11, quotaPercent: 60, quotaStrict: false });
  });

  it('solar panels with 20 owners: one third → 20/3 = 6,67 → 7 owners, no absent-owner rule', () => {
    const result = majority('poner placas solares', 20);
    expect(result.figures).toMatchObject({ rule: 'one-third', ownersNeeded: 7, quotaNeededPercent: 33.33 });
    expect(result.notes.join(' ')).not.toMatch(/17\.8\)/);
  });

  it('letting the roof to a phone company for an antenna is letting a common element: 3/5 of 30 → 18 owners (art. 17.3), not telecoms (1/3)', () => {
    const matter = findCommunityMatter('A telecoms company wants to rent the roof for a mobile phone antenna; what majority do we need to let it out?')!;
    expect(matter).toMatchObject({ id: 'letting-common-elements', rule: 'three-fifths', source: { apartado: '3' } });
    expect(findCommunityMatter('¿Podemos alquilar la azotea a una operadora para poner una antena?')?.id).toBe('letting-common-elements');
    expect(findCommunityMatter('¿Qué mayoría hace falta para instalar una antena de fibra común?')?.id).toBe('renewables-telecom');
    expect(findCommunityMatter('I rent out my flat and the community wants to repair the roof: how many votes?')?.id).not.toBe('letting-common-elements');
    expect(calculateCommunityMajority({ owners: 30, matter }, EN).figures).toMatchObject({ ownersNeeded: 18 });
  });

  it('tourist flats with 24 owners: 3/5 → 14,4 → 15 owners (art. 17.12)', () => {
    const result = majority('prohibir los pisos turísticos', 24);
    expect(result.figures).toMatchObject({ ownersNeeded: 15, quotaNeededPercent: 60 });
    expect(result.sources[0]).toEqual({ law: 'LPH', article: '17', apartado: '12' });
  });

  it('statutes need unanimity: 10 of 10 and 100 %', () => {
    expect(majority('modificar los estatutos', 10).figures).toMatchObject({ rule: 'unanimity', ownersNeeded: 10, quotaNeededPercent: 100 });
  });

  it('an EV charger in an individual space needs only prior notice (art. 17.5)', () => {
    const result = calculateCommunityMajority({ owners: 0, matter: findCommunityMatter('I want to install an EV charger in my parking space')! }, EN);
    expect(result.figures).toMatchObject({ rule: 'notice-only', ownersNeeded: 0 });
    expect(result.answer).toMatch(/no vote is needed/);
  });

  it('counts the absent owners who do not object within 30 days (art. 17.8)', () => {
    const result = majority('cerrar la terraza', 12);
    expect(result.notes.join(' ')).toMatch(/30 días naturales/);
    expect(result.sources).toContainEqual({ law: 'LPH', article: '17', apartado: '8' });
  });

  it('checks the votes the user gives: 12 of 20 with 55 % passes a lift; 12 with 48 % does not', () => {
    const matter = findCommunityMatter('ascensor')!;
    expect(calculateCommunityMajority({ owners: 20, matter, votesFor: 12, quotaFor: 55 }, ES).steps.at(-1)).toMatch(/se aprueba/);
    expect(calculateCommunityMajority({ owners: 20, matter, votesFor: 12, quotaFor: 48 }, ES).steps.at(-1)).toMatch(/no alcanza/);
  });
});
