import type { KnowledgeEntry } from './knowledge/types.ts';

/** A small knowledge base for unit tests, independent of the real one. */
export const fixtureEntries: KnowledgeEntry[] = [
  {
    id: 'fx-fianza',
    topic: 'lease',
    es: {
      title: 'Fianza del alquiler de vivienda',
      body: 'Al firmar un arrendamiento de vivienda el arrendatario entrega una fianza en metálico de una mensualidad de renta. Se deposita en el organismo de la comunidad autónoma.',
      questions: ['¿Cuánta fianza se paga al alquilar un piso?', '¿Es obligatoria la fianza?'],
    },
    en: {
      title: 'Deposit on a residential lease',
      body: 'When signing a residential lease the tenant hands over a cash deposit of one month of rent. It is lodged with the regional body.',
      questions: ['How much deposit do I pay to rent a flat?'],
    },
    sources: [{ law: 'LAU', article: '36' }],
    keywords: ['depósito'],
  },
  {
    id: 'fx-fianza-devolucion',
    topic: 'lease',
    es: {
      title: 'Devolución de la fianza',
      body: 'Al terminar el contrato el arrendador devuelve la fianza. Si tarda más de un mes desde la entrega de llaves, el saldo devenga el interés legal.',
      questions: ['¿Cuándo me devuelven la fianza?'],
    },
    en: {
      title: 'Return of the deposit',
      body: 'When the lease ends the landlord returns the deposit. If it takes more than one month after the keys are handed back, the balance accrues legal interest.',
      questions: ['When do I get my deposit back?'],
    },
    sources: [{ law: 'LAU', article: '36' }],
  },
  {
    id: 'fx-duracion',
    topic: 'lease',
    es: {
      title: 'Duración mínima del alquiler de vivienda',
      body: 'El arrendatario puede prorrogar el contrato año a año hasta cinco años, o siete si el arrendador es una persona jurídica.',
      questions: ['¿Cuánto dura como mínimo un contrato de alquiler?'],
    },
    en: {
      title: 'Minimum term of a residential lease',
      body: 'The tenant may extend the lease year by year up to five years, or seven if the landlord is a company.',
      questions: ['What is the minimum length of a lease?'],
    },
    sources: [{ law: 'LAU', article: '9' }],
  },
  {
    id: 'fx-honorarios',
    topic: 'lease',
    es: {
      title: 'Honorarios de la inmobiliaria en el alquiler',
      body: 'Los gastos de gestión inmobiliaria y de formalización del contrato de vivienda corren a cargo del arrendador.',
      questions: ['¿Quién paga la agencia en un alquiler?'],
    },
    en: {
      title: 'Agency fees on a residential lease',
      body: 'Property management and contract formalisation costs are borne by the landlord.',
      questions: ['Who pays the letting agency?'],
    },
    sources: [{ law: 'LAU', article: '20' }],
  },
  {
    id: 'fx-arras',
    topic: 'sale',
    es: {
      title: 'Arras penitenciales',
      body: 'Con arras penitenciales el comprador que desiste pierde lo entregado y el vendedor que desiste lo devuelve duplicado.',
      questions: ['¿Qué pasa si me echo atrás tras pagar las arras?'],
    },
    en: {
      title: 'Penitential deposit',
      body: 'With a penitential deposit a buyer who withdraws loses it and a seller who withdraws returns it doubled.',
      questions: ['What if I back out after paying the deposit?'],
    },
    sources: [{ law: 'CC', article: '1454' }],
  },
  {
    id: 'fx-turisticos',
    topic: 'community',
    es: {
      title: 'Limitar las viviendas de uso turístico en la comunidad',
      body: 'La junta puede limitar o condicionar la actividad de alquiler turístico con el voto de tres quintas partes de los propietarios y de las cuotas.',
      questions: ['¿Puede la comunidad prohibir los pisos turísticos?'],
    },
    en: {
      title: 'Restricting holiday lets in the building',
      body: 'The owners meeting may restrict holiday lets with the vote of three fifths of the owners and shares.',
      questions: ['Can the community ban tourist flats?'],
    },
    sources: [{ law: 'LPH', article: '17' }],
  },
  {
    id: 'fx-gastos-hipoteca',
    topic: 'mortgage',
    es: {
      title: 'Gastos de la hipoteca',
      body: 'El banco paga la gestoría, el notario y el registro de la hipoteca; el prestatario paga la tasación.',
      questions: ['¿Qué gastos de la hipoteca paga el banco?'],
    },
    en: {
      title: 'Mortgage costs',
      body: 'The lender pays the processing agent, the notary and the land registry; the borrower pays the valuation.',
      questions: ['Which mortgage costs does the bank pay?'],
    },
    sources: [{ law: 'Ley 5/2019', article: '14' }],
  },
];
