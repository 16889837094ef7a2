import { foldText } from '../retrieval/fold.ts';

/**
 * Signals that change how an answer is framed before what it says: a danger to someone's health or life, which gets
 * the safety advice first (issue 30.6), and a request to deceive a tenant, a court or the tax office, which is
 * refused before the lawful route is given. Each is a concept with its vocabulary (folded text), not a phrase: a
 * danger needs its hazard and, where the word alone is not one ('grieta', 'humo'), a sign that it is happening now;
 * a deception needs the deceptive act and the asker's intent to do it.
 */
export type EmergencyKind = 'gas' | 'carbonMonoxide' | 'fire' | 'electric' | 'structure';
export type DeceptionKind = 'backdate' | 'hideIncome' | 'fake';

const EMERGENCIES: Array<[EmergencyKind, (folded: string) => boolean]> = [
  // The gas itself names no incident ('¿es obligatorio un detector de monóxido?'): an alarm going off, symptoms or a
  // poisoning do.
  ['carbonMonoxide', (text) => (CO.test(text) && (CO_INCIDENT.test(text) || POISONING.test(text))) || (COMBUSTION.test(text) && POISONING.test(text))],
  ['gas', (text) => /\b(u?ele|huele|olor|oliendo|olia|smell\w*)\b(\s+\w+){0,2}\s+(a |of )?gas\b|\b(fuga|escape|perdida) de gas|\bgas (leak\w*|smell\w*)|\bleak\w* gas/.test(text)],
  [
    'fire',
    (text) =>
      /\b(hay (un )?(incendio|fuego)|se (esta|ha) (quemando|incendiado)|esta ardiendo|sale humo|huele a quemado|(there is|there's|theres) (a )?(fire|smoke)|is on fire|caught fire|smell\w* (of )?(burning|smoke))\b/.test(text),
  ],
  // Water reaching the electrics now ('cae agua a chorro… hay un enchufe al lado'), or sparks and shocks.
  ['electric', (text) => SPARKS.test(text) || (WATER_NOW.test(text) && ELECTRICS.test(text))],
  ['structure', (text) => !NO_DANGER.test(text) && (COLLAPSE.test(text) || (ELEMENT.test(text) && (GIVING_WAY.test(text) || (DAMAGE.test(text) && AT_RISK.test(text)))))],
];
const SPARKS = /\b(chispas?|chispazos?|saltan chispas|da (la )?corriente|calambres?|electrocut\w*|sparks?|sparking|electric shocks?|got a shock)\b/;
/** Water coming in or pooling now, not a past leak: 'cae agua', 'está goteando', 'water is pouring'. */
const WATER_NOW =
  /\b(cae agua|cayendo agua|sale agua|saliendo agua|entra agua|entrando agua|chorro|a chorros|gotea\w*|se (esta|estan) (inundando|mojando|llenando de agua)|inundad[oa]s?|charco|water (is )?(pouring|coming|leaking|dripping|pooling|flooding)|flooding|dripping|leaking)\b/;
const ELECTRICS = /\b(enchufes?|cuadro electrico|instalacion electrica|cables?|cableado|lampara|punto de luz|plafon|interruptor(es)?|sockets?|outlets?|wiring|fuse ?box|light fittings?|electrics|light switch(es)?)\b/;
const CO = /\b(monoxido|carbon monoxide|co)\b/;
const CO_INCIDENT = /\b(alarma|alarm|detector)\b.{0,40}\b(salta\w*|saltado|pita\w*|sonando|suena|going off|went off|beeping|goes off)\b|\b(salta\w*|saltado|pita\w*|suena)\b.{0,30}\b(alarma|detector)\b|\bintoxica\w*|\bpoison\w*/;
/** A danger denied: 'el perito dice que no hay peligro', 'no immediate danger'. */
const NO_DANGER = /\b(no hay|sin|no existe|no supone|descarta\w*)\b[^.?!]{0,20}\b(peligro|riesgo)|\bno (immediate )?(danger|risk)\b/;
/** An element of the building moving or coming away now: 'la viga está cediendo', 'el techo se ha hundido'. */
const GIVING_WAY = /\b(cediendo|ha cedido|se (ha|han|esta|estan) (hundido|hundiendo|desprendiendo|cayendo|moviendo|abriendo|abombando)|hundido|desprendiendo|se mueve|se mueven|cruj\w*|giving way|gave way|caving in|coming away|coming off|about to fall|fall\w* off|moving)\b/;
const COMBUSTION = /\b(caldera|calentador|estufa|brasero|boiler|water heater|heater|stove)\b/;
const POISONING = /\b(mare[oa]\w*|dolor(es)? de cabeza|duele la cabeza|nauseas|desmay\w*|dizz\w*|headaches?|nause\w*|faint\w*|drows\w*)\b/;
const COLLAPSE =
  /\b(derrumbe|se (va a |puede )?(caer|hundir|derrumbar|venir abajo)|a punto de (caer|caerse|hundirse|derrumbarse)|riesgo de (derrumbe|colapso|hundimiento|desprendimiento)|(about to|going to|could|might|may) (collapse|fall down|give way|cave in)|collaps\w*|cascotes|desprendimientos?|cayendo trozos|falling (down|apart|off)|chunks? (of \w+ )?fell|pieces? (of \w+ )?fell)\b/;
const DAMAGE = /\b(grietas?|fisuras?|cracks?|cracking|cracked|cedid[oa]|cede|pandea\w*|abomba\w*|bulg\w*|sagg\w*|comba\w*)\b/;
const ELEMENT = /\b(techo|forjado|vigas?|balcon(es)?|fachada|muro|pared(es)? maestras?|escalera|cornisa|ceiling|beams?|balcon(y|ies)|facade|load[- ]bearing|stairs?|staircase)\b/;
const AT_RISK = /\b(caer|caiga|caido|caerse|desprend\w*|derrumb\w*|hundi\w*|peligro\w*|riesgo|fall|falling|danger\w*|unsafe|risk)\b/;

/** The asker means to do it: 'quiero', '¿cómo puedo…?', 'help me', 'is there a way to…'. */
const INTENT =
  /\b(hazme|haznos|me (haces|puedes hacer|puedes redactar|redactas)|como hago para|quiero|queremos|quiere|quieren|quisiera|puedo|podemos|podria|podriamos|como (hago|hacemos|puedo|podemos|lo hago)|se puede|hay (forma|manera)|me ayudas? a|ayudame a|ayudanos a|redacta\w*|prepara\w*|can i|can we|could (i|we)|how (do|can|could) (i|we)|want to|wants to|is there a way|help (me|us)|draft)\b/;
/**
 * The deceptive acts, as the asker would do them (infinitives, first persons, 'X it'): the landlord who 'backdated'
 * or 'finge una necesidad' is what a victim reports, not a request to deceive.
 */
const DECEPTIONS: Array<[DeceptionKind, RegExp]> = [
  [
    'backdate',
    /\b(antedatar\w*|antedatemos|antedato|(poner|ponerle|ponemos|pongo|firmar|firmarlo|firmemos|hacer|hacerlo|fechar)\b[^.?!]{0,40}\bfecha (anterior|de antes|atrasada|falsa)|fecha (falsa|atrasada)|fechar(lo|la)? (antes|atras)|(contrato|escritura)[^.?!]{0,30}con fecha (anterior|de antes|atrasada)|cambiar la fecha (del|de la) (contrato|escritura)|backdat(e|ing)|predat(e|ing)|(put|use|with) an earlier date|date (it|the \w+) (earlier|before))\b/,
  ],
  [
    'hideIncome',
    /\b(en (b|negro)|dinero negro|sin declarar(lo|la)?|ocultar(lo|la|los|las)? (a|de) hacienda|que hacienda no se entere|sin que (se entere )?hacienda|declarar menos|no declarar(lo|la|los|las)? a hacienda|precio (mas bajo|menor|inferior) (del|que el) real|poner (menos|solo una parte de la|solo parte de la) (renta|precio|alquiler)|solo (una )?parte (de la renta |del precio |del alquiler )?en el contrato|under the table|off the books|cash in hand|without declaring|hide (it |the \w+ |the \w+ \w+ |part of the \w+ )?from (the )?(tax\w*|hacienda|authorities)|declare less|only part of the (rent|price) in the (contract|deed))\b/,
  ],
  [
    'fake',
    /\b((contrato|certificado|documento|factura|nomina|recibo)s?( de \w+)? (falso|falsa|inventad[oa]|falsificad[oa])|empadronar\w*[^.?!]{0,40}aunque no viva\w*|fingir|simular (una|la|un|el) (necesidad|causa|venta|compraventa|donacion|contrato|obra)|inventar(nos|me|se)? (una|la) (necesidad|causa|excusa)|falsificar|falsear|empadronar (a alguien |a un familiar )?(sin que viva|falsamente)|fake (a|an|the)|pretend (to|that)|make up (a|an|the) (reason|need|excuse)|forge (a|an|the)|mentir (al|a la|a los) (juez|juzgado|inquilino|inquilina|hacienda|tribunal)|lie to (the )?(judge|court|tenant|tax\w*))\b/,
  ],
];

/**
 * Someone else's deception reported, or a remedy asked for: 'el casero puso una fecha falsa, ¿puedo reclamar?',
 * 'my landlord wants to pretend…'. A party other than the asker before the act, or a remedy verb, tells it apart.
 */
const REMEDY = /\b(reclamar\w*|denunciar\w*|oponerme|oponernos|impugnar\w*|demandar\w*|recurrir|anular\w*|me niego|nos negamos|sue|report\w*|challenge|claim|refused?|complain\w*|stay)\b/;
const OTHER_PARTY = /\b(casero|casera|arrendador\w*|propietari[oa]|dueno|duena|vendedor\w*|comprador\w*|inquilin[oa]s?|arrendatari[oa]|promotor\w*|banco|vecin[oa]|landlord|seller|buyer|tenant|owner|developer|bank|he|she|they)\b/;

/** The danger the question reveals, if any: the kind decides the safety advice. */
export function findEmergency(text: string): EmergencyKind | undefined {
  const folded = foldText(text);
  return EMERGENCIES.find(([, test]) => test(folded))?.[0];
}

/** The deception the asker means to commit, if any. */
export function findDeception(text: string): DeceptionKind | undefined {
  const folded = foldText(text);
  if (!INTENT.test(folded) || REMEDY.test(folded)) return undefined;
  for (const [kind, pattern] of DECEPTIONS) {
    const act = pattern.exec(folded);
    if (act && !OTHER_PARTY.test(folded.slice(0, act.index).split(/[.;?!]/).at(-1) ?? '')) return kind;
  }
  return undefined;
}
