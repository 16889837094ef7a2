/** What MIKE knows about a law it cites: its short name, full title and where to read it. */
export interface LawInfo {
  /** Short name as cited: 'LAU'. */
  law: string;
  title: string;
  /** BOE identifier of the consolidated text, when the law is in the BOE's consolidated collection. */
  boeId?: string;
  /** ELI URI of the law (without '/con'), when known. */
  eli?: string;
}

export const KNOWN_LAWS: readonly LawInfo[] = [
  { law: 'LAU', title: 'Ley 29/1994, de 24 de noviembre, de Arrendamientos Urbanos', boeId: 'BOE-A-1994-26003', eli: 'https://www.boe.es/eli/es/l/1994/11/24/29' },
  { law: 'LPH', title: 'Ley 49/1960, de 21 de julio, sobre propiedad horizontal', boeId: 'BOE-A-1960-10906', eli: 'https://www.boe.es/eli/es/l/1960/07/21/49' },
  { law: 'CC', title: 'Código Civil (Real Decreto de 24 de julio de 1889)', boeId: 'BOE-A-1889-4763', eli: 'https://www.boe.es/eli/es/rd/1889/07/24/(1)' },
  { law: 'Ley 12/2023', title: 'Ley 12/2023, de 24 de mayo, por el derecho a la vivienda', boeId: 'BOE-A-2023-12203', eli: 'https://www.boe.es/eli/es/l/2023/05/24/12' },
  { law: 'LCCI', title: 'Ley 5/2019, de 15 de marzo, reguladora de los contratos de crédito inmobiliario', boeId: 'BOE-A-2019-3814', eli: 'https://www.boe.es/eli/es/l/2019/03/15/5' },
  { law: 'LH', title: 'Ley Hipotecaria (Decreto de 8 de febrero de 1946)', boeId: 'BOE-A-1946-2453', eli: 'https://www.boe.es/eli/es/d/1946/02/08/(1)' },
  { law: 'LEC', title: 'Ley 1/2000, de 7 de enero, de Enjuiciamiento Civil', boeId: 'BOE-A-2000-323', eli: 'https://www.boe.es/eli/es/l/2000/01/07/1' },
  { law: 'RDL 7/2019', title: 'Real Decreto-ley 7/2019, de 1 de marzo, de medidas urgentes en materia de vivienda y alquiler', boeId: 'BOE-A-2019-3108', eli: 'https://www.boe.es/eli/es/rdl/2019/03/01/7' },
  { law: 'TRLITPAJD', title: 'Texto refundido de la Ley del Impuesto sobre Transmisiones Patrimoniales y Actos Jurídicos Documentados (RDLeg 1/1993)', boeId: 'BOE-A-1993-25359' },
  { law: 'TRLRHL', title: 'Texto refundido de la Ley Reguladora de las Haciendas Locales (RDLeg 2/2004)', boeId: 'BOE-A-2004-4214' },
  { law: 'LIVA', title: 'Ley 37/1992, de 28 de diciembre, del Impuesto sobre el Valor Añadido', boeId: 'BOE-A-1992-28740' },
  { law: 'LIRPF', title: 'Ley 35/2006, de 28 de noviembre, del Impuesto sobre la Renta de las Personas Físicas', boeId: 'BOE-A-2006-20764' },
  { law: 'RD 390/2021', title: 'Real Decreto 390/2021, de 1 de junio, procedimiento básico para la certificación de la eficiencia energética de los edificios', boeId: 'BOE-A-2021-9176' },
  { law: 'TRLGDCU', title: 'Texto refundido de la Ley General para la Defensa de los Consumidores y Usuarios (RDLeg 1/2007)', boeId: 'BOE-A-2007-20555' },
  { law: 'LGT', title: 'Ley 58/2003, de 17 de diciembre, General Tributaria', boeId: 'BOE-A-2003-23186' },
  { law: 'LOE', title: 'Ley 38/1999, de 5 de noviembre, de Ordenación de la Edificación', boeId: 'BOE-A-1999-21567' },
  { law: 'RH', title: 'Reglamento Hipotecario (Decreto de 14 de febrero de 1947)', boeId: 'BOE-A-1947-3843' },
  { law: 'Ley 2/2009', title: 'Ley 2/2009, de 31 de marzo, de contratación con los consumidores de préstamos o créditos hipotecarios', boeId: 'BOE-A-2009-5391' },
  { law: 'Ley 1/2013', title: 'Ley 1/2013, de 14 de mayo, de medidas para reforzar la protección a los deudores hipotecarios', boeId: 'BOE-A-2013-5073' },
  { law: 'RDL 6/2012', title: 'Real Decreto-ley 6/2012, de 9 de marzo, de medidas urgentes de protección de deudores hipotecarios sin recursos', boeId: 'BOE-A-2012-3394' },
  { law: 'LPAC', title: 'Ley 39/2015, de 1 de octubre, del Procedimiento Administrativo Común', boeId: 'BOE-A-2015-10565' },
  { law: 'TRLSRU', title: 'Texto refundido de la Ley de Suelo y Rehabilitación Urbana (RDLeg 7/2015)', boeId: 'BOE-A-2015-11723' },
  { law: 'CP', title: 'Ley Orgánica 10/1995, de 23 de noviembre, del Código Penal', boeId: 'BOE-A-1995-25444' },
  { law: 'CE', title: 'Constitución Española', boeId: 'BOE-A-1978-31229' },
  { law: 'LIRNR', title: 'Texto refundido de la Ley del Impuesto sobre la Renta de no Residentes (RDLeg 5/2004)', boeId: 'BOE-A-2004-4527' },
  { law: 'Ley 29/1987', title: 'Ley 29/1987, de 18 de diciembre, del Impuesto sobre Sucesiones y Donaciones', boeId: 'BOE-A-1987-28141' },
  { law: 'RDL 1/2017', title: 'Real Decreto-ley 1/2017, de 20 de enero, de medidas urgentes de protección de consumidores en materia de cláusulas suelo', boeId: 'BOE-A-2017-653' },
  { law: 'RDL 6/2022', title: 'Real Decreto-ley 6/2022, de 29 de marzo, medidas urgentes ante las consecuencias de la guerra en Ucrania' },
  { law: 'RDL 26/2021', title: 'Real Decreto-ley 26/2021, de 8 de noviembre, sobre la base imponible del IIVTNU (plusvalía municipal)' },
  { law: 'Ley 11/2021', title: 'Ley 11/2021, de 9 de julio, de medidas de prevención y lucha contra el fraude fiscal' },
  { law: 'Ley 2/1994', title: 'Ley 2/1994, de 30 de marzo, sobre subrogación y modificación de préstamos hipotecarios' },
  { law: 'Ley 2/1981', title: 'Ley 2/1981, de 25 de marzo, de regulación del mercado hipotecario' },
  { law: 'RD 1426/1989', title: 'Real Decreto 1426/1989, de 17 de noviembre, Arancel de los Notarios' },
  { law: 'RD 1427/1989', title: 'Real Decreto 1427/1989, de 17 de noviembre, Arancel de los Registradores' },
  { law: 'Ley 41/2007', title: 'Ley 41/2007, de 7 de diciembre, por la que se modifica la Ley 2/1981 de regulación del mercado hipotecario' },
  { law: 'RD 1312/2024', title: 'Real Decreto 1312/2024, de 23 de diciembre, procedimiento de Registro Único de Arrendamientos', boeId: 'BOE-A-2024-26931' },
  { law: 'RDL 11/2020', title: 'Real Decreto-ley 11/2020, de 31 de marzo, medidas urgentes complementarias en el ámbito social y económico (COVID-19)' },
  { law: 'LO 1/2025', title: 'Ley Orgánica 1/2025, de 2 de enero, de medidas en materia de eficiencia del Servicio Público de Justicia', boeId: 'BOE-A-2025-76' },
  { law: 'RDL 17/2018', title: 'Real Decreto-ley 17/2018, de 8 de noviembre, por el que se modifica el TRLITPAJD (AJD de los préstamos hipotecarios)' },
  { law: 'Catastro', title: 'Texto refundido de la Ley del Catastro Inmobiliario (RDLeg 1/2004)', boeId: 'BOE-A-2004-4163', eli: 'https://www.boe.es/eli/es/rdlg/2004/03/05/1' },
  { law: 'RDL 19/2022', title: 'Real Decreto-ley 19/2022, de 22 de noviembre, Código de Buenas Prácticas para deudores hipotecarios en riesgo de vulnerabilidad' },
];

const byLaw = new Map(KNOWN_LAWS.map((info) => [normalizeLawName(info.law), info]));
const byBoeId = new Map(KNOWN_LAWS.filter((info) => info.boeId).map((info) => [info.boeId, info]));

function normalizeLawName(law: string): string {
  return law.toLowerCase().replace(/[\s.]+/g, '');
}

/** Finds a law by its short name ('LAU', 'Ley 12/2023'), tolerant of spacing and dots. */
export function findLaw(law: string): LawInfo | undefined {
  return byLaw.get(normalizeLawName(law));
}

export function findLawByBoeId(boeId: string): LawInfo | undefined {
  return byBoeId.get(boeId);
}

/** The BOE page of a consolidated law, anchored at one of its blocks when given ('a36'). */
export function boeActUrl(boeId: string, blockId?: string): string {
  return `https://www.boe.es/buscar/act.php?id=${boeId}${blockId ? `#${blockId}` : ''}`;
}

/** The BOE block id of an article as cited: '36' → 'a36', 'DA 1ª' → 'da1', 'DD única' → 'dd', '9 bis' → 'a9bis'. */
export function blockIdOfArticle(article: string): string | undefined {
  const compact = article.toLowerCase().replace(/\s+/g, '').replace(/[ªº]|única$/g, '');
  const provision = /^(da|dt|dd|df)(\d*)$/.exec(compact);
  if (provision) return `${provision[1]}${provision[2] ?? ''}`;
  // '36' → 'a36', '9bis' → 'a9bis', '17.8' (article 17, paragraph 8) → 'a17'.
  const number = /^(\d+)(bis|ter|quater|quinquies|sexies)?/.exec(compact);
  return number ? `a${number[1]}${number[2] ?? ''}` : undefined;
}

/** A citation label as shown to users: 'Art. 36 LAU', 'DA 1 LAU'. */
export function citationLabel(law: string, article: string): string {
  return /^\d/.test(article) ? `Art. ${article} ${law}` : `${article} ${law}`;
}
