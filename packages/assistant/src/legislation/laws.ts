import { foldText } from '../retrieval/fold.ts';

/** What MIKE knows about a law it cites: its short name, full title, other names and where to read it. */
export interface LawInfo {
  /** Short name as cited: 'LAU'. */
  law: string;
  title: string;
  /** BOE identifier of the consolidated text, when the law is in the BOE's consolidated collection. */
  boeId?: string;
  /** ELI URI of the law (without '/con'), when known. */
  eli?: string;
  /** Other names users and knowledge entries give it: 'Ley 29/1994', 'Ley de Arrendamientos Urbanos'. */
  aliases?: readonly string[];
}

/** The 21 laws of the shared corpus first (short names of issue 11), then others the knowledge base cites. */
export const KNOWN_LAWS: readonly LawInfo[] = [
  {
    law: 'LAU', title: 'Ley 29/1994, de 24 de noviembre, de Arrendamientos Urbanos', boeId: 'BOE-A-1994-26003',
    eli: 'https://www.boe.es/eli/es/l/1994/11/24/29',
    aliases: ['Ley 29/1994', 'Ley de Arrendamientos Urbanos'],
  },
  {
    law: 'CC', title: 'Código Civil (Real Decreto de 24 de julio de 1889)', boeId: 'BOE-A-1889-4763',
    eli: 'https://www.boe.es/eli/es/rd/1889/07/24/(1)', aliases: ['Código Civil', 'CCiv'],
  },
  {
    law: 'LPH', title: 'Ley 49/1960, de 21 de julio, sobre propiedad horizontal', boeId: 'BOE-A-1960-10906',
    eli: 'https://www.boe.es/eli/es/l/1960/07/21/49',
    aliases: ['Ley 49/1960', 'Ley de Propiedad Horizontal', 'Ley sobre Propiedad Horizontal', 'Ley de la Propiedad Horizontal'],
  },
  {
    law: 'LEC', title: 'Ley 1/2000, de 7 de enero, de Enjuiciamiento Civil', boeId: 'BOE-A-2000-323',
    eli: 'https://www.boe.es/eli/es/l/2000/01/07/1', aliases: ['Ley 1/2000', 'Ley de Enjuiciamiento Civil'],
  },
  {
    law: 'LH', title: 'Ley Hipotecaria (Decreto de 8 de febrero de 1946)', boeId: 'BOE-A-1946-2453',
    eli: 'https://www.boe.es/eli/es/d/1946/02/08/(1)', aliases: ['Ley Hipotecaria'],
  },
  {
    law: 'RH', title: 'Reglamento Hipotecario (Decreto de 14 de febrero de 1947)', boeId: 'BOE-A-1947-3843',
    eli: 'https://www.boe.es/eli/es/d/1947/02/14/(1)', aliases: ['Reglamento Hipotecario'],
  },
  {
    law: 'LCCI', title: 'Ley 5/2019, de 15 de marzo, reguladora de los contratos de crédito inmobiliario', boeId: 'BOE-A-2019-3814',
    eli: 'https://www.boe.es/eli/es/l/2019/03/15/5',
    aliases: ['Ley 5/2019', 'Ley de Contratos de Crédito Inmobiliario', 'Ley reguladora de los contratos de crédito inmobiliario'],
  },
  {
    law: 'TRLITPAJD',
    title: 'Texto refundido de la Ley del Impuesto sobre Transmisiones Patrimoniales y Actos Jurídicos Documentados (RDLeg 1/1993)',
    boeId: 'BOE-A-1993-25359', eli: 'https://www.boe.es/eli/es/rdlg/1993/09/24/1',
    aliases: ['RDLeg 1/1993', 'Real Decreto Legislativo 1/1993', 'LITPAJD', 'Ley del ITP', 'Ley del Impuesto sobre Transmisiones Patrimoniales'],
  },
  {
    law: 'TRLRHL', title: 'Texto refundido de la Ley Reguladora de las Haciendas Locales (RDLeg 2/2004)', boeId: 'BOE-A-2004-4214',
    eli: 'https://www.boe.es/eli/es/rdlg/2004/03/05/2',
    aliases: ['RDLeg 2/2004', 'Real Decreto Legislativo 2/2004', 'LRHL', 'Ley Reguladora de las Haciendas Locales', 'Ley de Haciendas Locales'],
  },
  {
    law: 'LIRPF', title: 'Ley 35/2006, de 28 de noviembre, del Impuesto sobre la Renta de las Personas Físicas', boeId: 'BOE-A-2006-20764',
    eli: 'https://www.boe.es/eli/es/l/2006/11/28/35',
    aliases: ['Ley 35/2006', 'Ley del IRPF', 'Ley del Impuesto sobre la Renta de las Personas Físicas'],
  },
  {
    law: 'LIVA', title: 'Ley 37/1992, de 28 de diciembre, del Impuesto sobre el Valor Añadido', boeId: 'BOE-A-1992-28740',
    eli: 'https://www.boe.es/eli/es/l/1992/12/28/37', aliases: ['Ley 37/1992', 'Ley del IVA', 'Ley del Impuesto sobre el Valor Añadido'],
  },
  {
    law: 'LOE', title: 'Ley 38/1999, de 5 de noviembre, de Ordenación de la Edificación', boeId: 'BOE-A-1999-21567',
    eli: 'https://www.boe.es/eli/es/l/1999/11/05/38', aliases: ['Ley 38/1999', 'Ley de Ordenación de la Edificación'],
  },
  {
    law: 'CE', title: 'Constitución Española', boeId: 'BOE-A-1978-31229', eli: 'https://www.boe.es/eli/es/c/1978/12/27/(1)',
    aliases: ['Constitución', 'Constitución Española'],
  },
  {
    law: 'TRLSRU', title: 'Texto refundido de la Ley de Suelo y Rehabilitación Urbana (RDLeg 7/2015)', boeId: 'BOE-A-2015-11723',
    eli: 'https://www.boe.es/eli/es/rdlg/2015/10/30/7',
    aliases: ['RDLeg 7/2015', 'Real Decreto Legislativo 7/2015', 'Ley de Suelo', 'Ley del Suelo', 'Ley de Suelo y Rehabilitación Urbana'],
  },
  {
    law: 'Ley 12/2023', title: 'Ley 12/2023, de 24 de mayo, por el derecho a la vivienda', boeId: 'BOE-A-2023-12203',
    eli: 'https://www.boe.es/eli/es/l/2023/05/24/12',
    aliases: ['Ley por el derecho a la vivienda', 'Ley de Vivienda', 'Ley de la Vivienda', 'Ley del derecho a la vivienda'],
  },
  {
    law: 'RDL 6/2012',
    title: 'Real Decreto-ley 6/2012, de 9 de marzo, de medidas urgentes de protección de deudores hipotecarios sin recursos',
    boeId: 'BOE-A-2012-3394', eli: 'https://www.boe.es/eli/es/rdl/2012/03/09/6',
    aliases: ['Real Decreto-ley 6/2012', 'RD-ley 6/2012', 'RDLey 6/2012'],
  },
  {
    law: 'Ley 1/2013', title: 'Ley 1/2013, de 14 de mayo, de medidas para reforzar la protección a los deudores hipotecarios',
    boeId: 'BOE-A-2013-5073', eli: 'https://www.boe.es/eli/es/l/2013/05/14/1',
  },
  {
    law: 'RD 390/2021',
    title: 'Real Decreto 390/2021, de 1 de junio, procedimiento básico para la certificación de la eficiencia energética de los edificios',
    boeId: 'BOE-A-2021-9176', eli: 'https://www.boe.es/eli/es/rd/2021/06/01/390', aliases: ['Real Decreto 390/2021'],
  },
  {
    law: 'RD 1312/2024', title: 'Real Decreto 1312/2024, de 23 de diciembre, procedimiento de Registro Único de Arrendamientos',
    boeId: 'BOE-A-2024-26931', eli: 'https://www.boe.es/eli/es/rd/2024/12/23/1312', aliases: ['Real Decreto 1312/2024'],
  },
  {
    law: 'LO 1/2025',
    title: 'Ley Orgánica 1/2025, de 2 de enero, de medidas en materia de eficiencia del Servicio Público de Justicia',
    boeId: 'BOE-A-2025-76', eli: 'https://www.boe.es/eli/es/lo/2025/01/02/1', aliases: ['Ley Orgánica 1/2025'],
  },
  {
    law: 'Catastro', title: 'Texto refundido de la Ley del Catastro Inmobiliario (RDLeg 1/2004)', boeId: 'BOE-A-2004-4163',
    eli: 'https://www.boe.es/eli/es/rdlg/2004/03/05/1',
    aliases: ['TRLCI', 'RDLeg 1/2004', 'Real Decreto Legislativo 1/2004', 'Ley del Catastro', 'Ley del Catastro Inmobiliario'],
  },
  { law: 'RDL 7/2019', title: 'Real Decreto-ley 7/2019, de 1 de marzo, de medidas urgentes en materia de vivienda y alquiler', boeId: 'BOE-A-2019-3108', eli: 'https://www.boe.es/eli/es/rdl/2019/03/01/7' },
  { law: 'TRLGDCU', title: 'Texto refundido de la Ley General para la Defensa de los Consumidores y Usuarios (RDLeg 1/2007)', boeId: 'BOE-A-2007-20555' },
  { law: 'LGT', title: 'Ley 58/2003, de 17 de diciembre, General Tributaria', boeId: 'BOE-A-2003-23186' },
  { law: 'Ley 2/2009', title: 'Ley 2/2009, de 31 de marzo, de contratación con los consumidores de préstamos o créditos hipotecarios', boeId: 'BOE-A-2009-5391' },
  { law: 'LPAC', title: 'Ley 39/2015, de 1 de octubre, del Procedimiento Administrativo Común', boeId: 'BOE-A-2015-10565' },
  { law: 'CP', title: 'Ley Orgánica 10/1995, de 23 de noviembre, del Código Penal', boeId: 'BOE-A-1995-25444', aliases: ['Código Penal'] },
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
  { law: 'RDL 11/2020', title: 'Real Decreto-ley 11/2020, de 31 de marzo, medidas urgentes complementarias en el ámbito social y económico (COVID-19)' },
  { law: 'RDL 17/2018', title: 'Real Decreto-ley 17/2018, de 8 de noviembre, por el que se modifica el TRLITPAJD (AJD de los préstamos hipotecarios)' },
  { law: 'RDL 19/2022', title: 'Real Decreto-ley 19/2022, de 22 de noviembre, Código de Buenas Prácticas para deudores hipotecarios en riesgo de vulnerabilidad' },
];

/**
 * A law's name folded for lookup: accents, case, dots, spaces and a leading 'la'/'el'/'de la' go, so
 * 'la Ley de Propiedad Horizontal', 'ley de propiedad horizontal' and 'L.P.H.' meet their entries.
 */
export function normalizeLawName(name: string): string {
  return foldText(name)
    .trim()
    .replace(/^(?:(?:de|del|en)\s+)?(?:(?:la|el|los|las)\s+)?/, '')
    .replace(/[\s.]+/g, '');
}

const byName = new Map<string, LawInfo>();
for (const info of KNOWN_LAWS) {
  for (const name of [info.law, ...(info.aliases ?? [])]) byName.set(normalizeLawName(name), info);
}
const byBoeId = new Map(KNOWN_LAWS.filter((info) => info.boeId).map((info) => [info.boeId, info]));

const BOE_ID = /^BOE-[A-Z]-\d{4}-\d+$/;

/** Finds a law by its short name or an alias ('LAU', 'Ley 5/2019', 'Código Civil'), tolerant of accents, case and dots. */
export function findLaw(name: string): LawInfo | undefined {
  return byName.get(normalizeLawName(name)) ?? (BOE_ID.test(name.trim()) ? byBoeId.get(name.trim()) : undefined);
}

export function findLawByBoeId(boeId: string): LawInfo | undefined {
  return byBoeId.get(boeId);
}

/** The BOE identifier of a law named by short name, alias or its own BOE id; undefined when unknown. */
export function resolveLawId(name: string): string | undefined {
  const trimmed = name.trim();
  if (BOE_ID.test(trimmed)) return trimmed;
  return findLaw(trimmed)?.boeId;
}

/** The BOE page of a consolidated law, anchored at one of its blocks when given ('a36'). */
export function boeActUrl(boeId: string, blockId?: string): string {
  return `https://www.boe.es/buscar/act.php?id=${boeId}${blockId ? `#${blockId}` : ''}`;
}

/** A citation label as shown to users: 'Art. 36 LAU', 'DA 1ª LAU'. */
export function citationLabel(law: string, article: string): string {
  return /^\d/.test(article) || /^únic/.test(article) ? `Art. ${article} ${law}` : `${article} ${law}`;
}
