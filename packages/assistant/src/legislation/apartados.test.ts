import { describe, expect, it } from 'vitest';
import { splitApartados } from './apartados.ts';

const numbers = (paragraphs: string[]) => splitApartados(paragraphs).map((apartado) => apartado.number);

describe('splitApartados', () => {
  it('keeps an unnumbered provision whole, as one apartado without number', () => {
    expect(splitApartados(['Un solo párrafo.', 'Y otro.'])).toEqual([{ number: '', text: 'Un solo párrafo.\nY otro.', letters: [] }]);
  });

  it('splits on numbered paragraphs, bis ones included, and strips the number', () => {
    expect(splitApartados(['Lead:', '1. Uno.', '2. Dos.', '2 bis. Dos bis.', '3. Tres.'])).toEqual([
      { number: '', text: 'Lead:', letters: [] },
      { number: '1', text: 'Uno.', letters: [] },
      { number: '2', text: 'Dos.', letters: [] },
      { number: '2 bis', text: 'Dos bis.', letters: [] },
      { number: '3', text: 'Tres.', letters: [] },
    ]);
  });

  it('reads numbers the source glued to the text, dashes and notes', () => {
    expect(numbers(['1.(Anulado).', '2.Las entidades habilitadas.', '3.- Texto.', '4. Texto.'])).toEqual(['1', '2', '3', '4']);
  });

  it('follows the style of the first number: sub-items of another style stay inside', () => {
    expect(numbers(['Uno. Estarán exentas:', '1.º Las entregas.', '2.º Las prestaciones.', 'Dos. No se aplica.'])).toEqual(['1', '2']);
    expect(numbers(['1. Reglas:', '1.ª Primera regla.', '2.ª Segunda regla.', '2. Otro apartado.'])).toEqual(['1', '2']);
    expect(numbers(['Son personas jurídicas:', '1.º Las corporaciones.', '2.º Las asociaciones.'])).toEqual(['', '1', '2']);
    expect(numbers(['Se inscribirán:', 'Primero. Los títulos.', 'Segundo.-Los actos.'])).toEqual(['', '1', '2']);
  });

  it('does not take a thousands point, a list inside an apartado or a distant number for an apartado', () => {
    expect(numbers(['1. El mínimo será:', '2.400 euros anuales por el primero.', '2. Cuando el descendiente.'])).toEqual(['1', '2']);
    expect(numbers(['1. Son bienes inmuebles:', '1.º Las tierras.', '9.º Los diques.', '10. Las concesiones.', '2. Quedan sometidos.'])).toEqual(['1', '2']);
    expect(numbers(['1. Grupos de programas:', '160. Alcantarillado.', '161. Abastecimiento.'])).toEqual(['1']);
  });

  it('does not start apartados inside quoted text', () => {
    const split = splitApartados(['1. Se modifica el artículo 5, que queda así:', '«1. Primero citado.', '2. Segundo citado.»', '2. Segundo de verdad.']);
    expect(split.map((apartado) => apartado.number)).toEqual(['1', '2']);
    expect(split[0]?.text).toBe('Se modifica el artículo 5, que queda así:\n«1. Primero citado.\n2. Segundo citado.»');
  });

  it('collects letters in alphabetical sequence with the numbered items under them', () => {
    const [apartado] = splitApartados(['1. Son obligaciones:', 'a) Respetar.', '1.º Primero.', 'b) Mantener.', 'Cierre del apartado.', 'a) Otra lista.']);
    expect(apartado?.letters).toEqual([
      { letter: 'a', text: 'Respetar.\n1.º Primero.' },
      { letter: 'b', text: 'Mantener.' },
    ]);
    expect(apartado?.text).toBe('Son obligaciones:\na) Respetar.\n1.º Primero.\nb) Mantener.\nCierre del apartado.\na) Otra lista.');
  });

  it('keeps ordinals under a letter of an unnumbered lead inside that letter (Ley 12/2023, art. 3.f)', () => {
    const split = splitApartados(['A los efectos de esta ley:', 'a) Vivienda.', 'b) Vivienda protegida:', '1.º Social.', 'Se gestiona así.', '2.º De precio limitado.', 'c) Gran tenedor.']);
    expect(split.map((apartado) => apartado.number)).toEqual(['']);
    expect(split[0]?.letters.map((letter) => letter.letter)).toEqual(['a', 'b', 'c']);
    expect(split[0]?.letters[1]?.text).toBe('Vivienda protegida:\n1.º Social.');
  });

  it('knows ñ comes after n', () => {
    const letters = 'abcdefghijklmnñ'.split('').map((letter) => `${letter}) Letra ${letter}.`);
    expect(splitApartados(letters)[0]?.letters.map((letter) => letter.letter).join('')).toBe('abcdefghijklmnñ');
  });
});
