import type { KnowledgeEntry } from '../types.ts';

/**
 * Communities of owners (Ley 49/1960 de Propiedad Horizontal, LPH).
 * Written by the MIKE team in its own words; facts and article numbers are facts.
 */
export const communityEntries: KnowledgeEntry[] = [
  // ───────────────────────────── Junta y órganos ─────────────────────────────
  {
    id: 'lph-junta-convocatoria',
    topic: 'community',
    es: {
      title: 'Convocatoria de la junta de propietarios',
      body:
        'La junta de propietarios debe reunirse al menos una vez al año para aprobar los presupuestos y las cuentas, y además cuando lo decida el presidente o lo pidan la cuarta parte de los propietarios o propietarios que sumen al menos el 25 % de las cuotas (art. 16 LPH). La convoca el presidente, indicando el orden del día, el lugar, el día y la hora de la primera y, en su caso, de la segunda convocatoria, e incluyendo la relación de propietarios que no están al corriente de pago. La citación para la junta ordinaria anual debe hacerse con al menos 6 días de antelación; para las extraordinarias, con la antelación que sea posible para que llegue a todos. Cualquier propietario puede pedir por escrito al presidente que incluya un asunto en el orden del día de la siguiente junta.',
      questions: [
        '¿Con cuántos días de antelación hay que convocar la junta de vecinos?',
        '¿Quién puede convocar una junta de propietarios?',
        '¿Cada cuánto tiene que reunirse la comunidad?',
      ],
    },
    en: {
      title: 'Calling the owners’ general meeting',
      body:
        'The owners’ meeting must be held at least once a year to approve the budget and accounts, and also whenever the president decides or a quarter of the owners, or owners holding at least 25% of the quotas, request it (art. 16 LPH). The president calls it, stating the agenda, the place, day and time of the first and, where applicable, second call, and including the list of owners who are behind with payments. Notice of the annual ordinary meeting must be given at least 6 days in advance; for extraordinary meetings, as early as possible so that it reaches everyone. Any owner may ask the president in writing to include an item on the agenda of the next meeting.',
      questions: [
        'How many days’ notice is needed for the residents’ meeting?',
        'Who can call an owners’ meeting?',
      ],
    },
    sources: [{ law: 'LPH', article: '16' }],
    keywords: ['junta', 'reunión de vecinos', 'convocatoria', 'orden del día', 'seis días', 'junta ordinaria', 'junta extraordinaria', 'citación'],
  },
  {
    id: 'lph-segunda-convocatoria-quorum',
    topic: 'community',
    es: {
      title: 'Primera y segunda convocatoria: quórum',
      body:
        'En primera convocatoria la junta solo puede constituirse si asisten, presentes o representados, la mayoría de los propietarios que a su vez representen la mayoría de las cuotas (art. 16 LPH). Si no se alcanza, se celebra en segunda convocatoria sin exigencia de quórum, en el lugar, día y hora indicados en la citación; puede ser el mismo día, pasada media hora desde la primera. Si la citación no preveía la segunda convocatoria, debe convocarse de nuevo dentro de los 8 días naturales siguientes con al menos 3 días de antelación.',
      questions: [
        '¿Cuántos vecinos tienen que ir a la junta para que sea válida?',
        '¿Qué es la segunda convocatoria de la junta?',
      ],
    },
    en: {
      title: 'First and second call: quorum',
      body:
        'At first call the meeting can only be held if a majority of the owners, who also represent a majority of the quotas, attend in person or by proxy (art. 16 LPH). If that is not reached, it is held at second call with no quorum requirement, at the place, day and time stated in the notice; it may be the same day, half an hour after the first call. If the notice did not provide for a second call, a new meeting must be called within the following 8 calendar days with at least 3 days’ notice.',
      questions: [
        'How many neighbours must attend for the meeting to be valid?',
        'What is the second call of the meeting?',
      ],
    },
    sources: [{ law: 'LPH', article: '16' }],
    keywords: ['quórum', 'segunda convocatoria', 'media hora', 'asistencia', 'validez de la junta', 'vecinos'],
  },
  {
    id: 'lph-representacion-voto-delegado',
    topic: 'community',
    es: {
      title: 'Asistir a la junta por representación y voto',
      body:
        'Los propietarios pueden asistir a la junta personalmente o mediante representante, legal o voluntario; para la representación voluntaria basta un escrito firmado por el propietario (art. 15.1 LPH). Si un piso pertenece a varios en proindiviso, deben nombrar a uno que los represente, y si hay usufructo, en general asiste el usufructuario, salvo para obras extraordinarias o mejoras, en que la representación corresponde al nudo propietario. El inquilino no tiene voto, salvo que actúe como representante del dueño.',
      questions: [
        '¿Puedo delegar mi voto en la junta de la comunidad?',
        '¿El inquilino puede votar en la junta de propietarios?',
      ],
    },
    en: {
      title: 'Attending the meeting by proxy and voting',
      body:
        'Owners may attend the meeting in person or through a legal or voluntary representative; for voluntary representation a document signed by the owner is enough (art. 15.1 LPH). If a flat belongs to several people jointly, they must appoint one to represent them, and where there is a usufruct the usufructuary generally attends, except for extraordinary works or improvements, where representation belongs to the bare owner. A tenant has no vote unless acting as the owner’s representative.',
      questions: [
        'Can I delegate my vote at the community meeting?',
        'Can the tenant vote at the owners’ meeting?',
      ],
    },
    sources: [{ law: 'LPH', article: '15' }],
    keywords: ['delegar voto', 'representación', 'autorización', 'inquilino', 'usufructo', 'poder', 'firmar'],
  },
  {
    id: 'lph-presidente-comunidad',
    topic: 'community',
    es: {
      title: 'El presidente de la comunidad: elección y funciones',
      body:
        'El presidente se elige entre los propietarios por votación o, en su defecto, por turno rotatorio o sorteo, y el cargo es obligatorio; quien resulte designado puede pedir al juez que le releve dentro del mes siguiente a su nombramiento, alegando las razones (art. 13 LPH). Salvo que los estatutos digan otra cosa, el nombramiento dura un año. El presidente representa legalmente a la comunidad en juicio y fuera de él en todos los asuntos que la afecten, convoca las juntas y, si no hay secretario o administrador distintos, asume también esas funciones.',
      questions: [
        '¿Es obligatorio ser presidente de la comunidad?',
        '¿Cómo se elige al presidente de la comunidad de vecinos?',
        '¿Cuánto dura el cargo de presidente?',
      ],
    },
    en: {
      title: 'The community president: election and duties',
      body:
        'The president is elected from among the owners by vote or, failing that, by rotation or lot, and the office is compulsory; the person appointed may ask the court to release him within the month following the appointment, stating his reasons (art. 13 LPH). Unless the statutes say otherwise, the appointment lasts one year. The president legally represents the community in and out of court in all matters affecting it, calls the meetings and, if there is no separate secretary or administrator, also performs those functions.',
      questions: [
        'Is it compulsory to be the community president?',
        'How is the residents’ community president chosen?',
      ],
    },
    sources: [{ law: 'LPH', article: '13' }],
    keywords: ['presidente', 'cargo', 'obligatorio', 'turno', 'sorteo', 'representante', 'dimitir', 'renunciar'],
  },
  {
    id: 'lph-secretario-administrador',
    topic: 'community',
    es: {
      title: 'Secretario y administrador de la comunidad',
      body:
        'Las funciones de secretario y administrador las ejerce el presidente salvo que los estatutos o la junta acuerden nombrar a otras personas, y ambos cargos pueden recaer en una misma persona (art. 13 LPH). El administrador puede ser un propietario o una persona física o jurídica con cualificación profesional suficiente y legalmente reconocida, como un administrador de fincas colegiado. Los cargos duran un año salvo que los estatutos dispongan otra cosa, y pueden ser removidos antes por acuerdo de la junta en una reunión extraordinaria.',
      questions: [
        '¿Es obligatorio tener administrador de fincas en la comunidad?',
        '¿Puede un vecino ser el administrador de la comunidad?',
      ],
    },
    en: {
      title: 'The community’s secretary and administrator',
      body:
        'The duties of secretary and administrator are carried out by the president unless the statutes or the meeting decide to appoint other people, and both roles may fall to the same person (art. 13 LPH). The administrator may be an owner or an individual or company with sufficient, legally recognised professional qualification, such as a registered property administrator. The posts last one year unless the statutes provide otherwise, and the meeting may remove their holders earlier at an extraordinary meeting.',
      questions: [
        'Is it compulsory to have a property administrator?',
        'Can a neighbour be the community administrator?',
      ],
    },
    sources: [{ law: 'LPH', article: '13' }],
    keywords: ['administrador de fincas', 'secretario', 'cambiar de administrador', 'gestor', 'cargos', 'colegiado'],
  },
  {
    id: 'lph-funciones-administrador',
    topic: 'community',
    es: {
      title: 'Funciones del administrador de fincas',
      body:
        'El administrador vela por el buen funcionamiento del edificio, sus instalaciones y servicios, haciendo las advertencias oportunas a los propietarios; prepara y presenta a la junta el plan de gastos previsibles y la forma de financiarlos; atiende la conservación del inmueble, ordenando las reparaciones urgentes y dando cuenta inmediata al presidente; ejecuta los acuerdos sobre obras y efectúa pagos y cobros; y, en su caso, actúa como secretario y custodia la documentación de la comunidad a disposición de los propietarios (art. 20 LPH). La junta puede atribuirle otras funciones.',
      questions: [
        '¿Qué funciones tiene el administrador de fincas?',
        '¿El administrador puede hacer obras sin consultar a la junta?',
      ],
    },
    en: {
      title: 'Duties of the property administrator',
      body:
        'The administrator looks after the proper running of the building, its installations and services, giving owners the appropriate warnings; prepares and submits to the meeting the plan of foreseeable expenses and how to fund them; sees to the building’s upkeep, ordering urgent repairs and reporting them immediately to the president; carries out decisions on works and makes payments and collections; and, where applicable, acts as secretary and keeps the community’s documents available to owners (art. 20 LPH). The meeting may assign him other duties.',
      questions: [
        'What are the property administrator’s duties?',
        'Can the administrator carry out works without asking the meeting?',
      ],
    },
    sources: [{ law: 'LPH', article: '20' }],
    keywords: ['administrador', 'funciones', 'presupuesto', 'reparaciones urgentes', 'cobros', 'pagos', 'documentación'],
  },
  {
    id: 'lph-competencias-junta',
    topic: 'community',
    es: {
      title: 'Qué decide la junta de propietarios',
      body:
        'Corresponde a la junta nombrar y remover al presidente, secretario y administrador y resolver las reclamaciones contra su actuación; aprobar el plan de gastos e ingresos previsibles y las cuentas; aprobar los presupuestos y la ejecución de obras de reparación, ordinarias o extraordinarias, y ser informada de las medidas urgentes adoptadas por el administrador; aprobar o reformar los estatutos y las normas de régimen interior; y decidir los demás asuntos de interés general para la comunidad (art. 14 LPH). Sus acuerdos válidos obligan a todos los propietarios, incluidos los ausentes y los que votaron en contra.',
      questions: [
        '¿Qué temas se votan en la junta de vecinos?',
        '¿Un acuerdo de la junta me obliga aunque votara en contra?',
      ],
    },
    en: {
      title: 'What the owners’ meeting decides',
      body:
        'The meeting appoints and removes the president, secretary and administrator and resolves complaints about their conduct; approves the plan of foreseeable expenses and income and the accounts; approves budgets and repair works, ordinary or extraordinary, and is informed of urgent measures taken by the administrator; approves or amends the statutes and internal rules; and decides other matters of general interest to the community (art. 14 LPH). Its valid resolutions bind all owners, including those absent and those who voted against.',
      questions: [
        'Which matters are voted on at the residents’ meeting?',
        'Does a meeting resolution bind me even if I voted against?',
      ],
    },
    sources: [
      { law: 'LPH', article: '14' },
      { law: 'LPH', article: '17' },
    ],
    keywords: ['junta', 'acuerdos', 'votación', 'cuentas', 'presupuesto', 'obliga', 'competencias'],
  },
  {
    id: 'lph-libro-actas',
    topic: 'community',
    es: {
      title: 'El libro de actas y el acta de la junta',
      body:
        'Los acuerdos se reflejan en un libro de actas diligenciado por el Registrador de la Propiedad (art. 19 LPH). El acta debe indicar la fecha y el lugar, quién convocó, si la junta es ordinaria o extraordinaria y en qué convocatoria se celebra, los asistentes con sus cuotas, el orden del día y los acuerdos, con los votos a favor y en contra y las cuotas que representan. Se cierra con las firmas del presidente y del secretario al terminar la reunión o en los 10 días naturales siguientes, y se remite a los propietarios. Los errores del acta pueden subsanarse antes de la siguiente junta, que debe ratificar la corrección, y el secretario debe conservar las convocatorias y demás documentos de las juntas durante 5 años.',
      questions: [
        '¿Qué tiene que poner el acta de la junta de vecinos?',
        '¿Cuánto tiempo hay para enviar el acta a los propietarios?',
      ],
    },
    en: {
      title: 'The minutes book and the meeting minutes',
      body:
        'Resolutions are recorded in a minutes book stamped by the Land Registrar (art. 19 LPH). The minutes must state the date and place, who called the meeting, whether it is ordinary or extraordinary and at which call it was held, the attendees with their quotas, the agenda and the resolutions, with the votes for and against and the quotas they represent. They are closed with the signatures of the president and secretary at the end of the meeting or within the following 10 calendar days, and sent to the owners. Errors may be corrected before the next meeting, which must ratify the correction, and the secretary must keep notices and other meeting documents for 5 years.',
      questions: [
        'What must the residents’ meeting minutes contain?',
        'How long is there to send the minutes to owners?',
      ],
    },
    sources: [{ law: 'LPH', article: '19' }],
    keywords: ['acta', 'libro de actas', 'firma', 'diez días', 'legalizar', 'Registro', 'documentación'],
  },
  {
    id: 'lph-notificaciones-domicilio',
    topic: 'community',
    es: {
      title: 'Notificaciones a los propietarios',
      body:
        'Cada propietario debe comunicar al secretario un domicilio en España para recibir citaciones y notificaciones de la comunidad; si no lo hace, se le envían al propio piso o local (art. 9.1.h LPH). Si no es posible entregarlas, la notificación se hace colocando la comunicación en el tablón de anuncios de la comunidad o en un lugar visible habilitado, con indicación de la fecha y los motivos, y surte plenos efectos a los 3 días naturales. Esto se aplica tanto a las convocatorias como a la remisión de actas y a la comunicación de deudas.',
      questions: [
        'No vivo en el piso, ¿dónde me tienen que mandar la convocatoria de la junta?',
        '¿Es válida una notificación de la comunidad puesta en el tablón?',
      ],
    },
    en: {
      title: 'Notices to owners',
      body:
        'Each owner must give the secretary an address in Spain for community notices; otherwise they are sent to the flat or premises itself (art. 9.1.h LPH). If delivery is impossible, notice is given by posting it on the community notice board or a visible designated place, stating the date and reasons, and it takes full effect after 3 calendar days. This applies to meeting notices, minutes and debt communications alike.',
      questions: [
        'I do not live in the flat; where must the meeting notice be sent?',
        'Is a community notice posted on the board valid?',
      ],
    },
    sources: [{ law: 'LPH', article: '9' }],
    keywords: ['notificación', 'tablón de anuncios', 'domicilio', 'carta', 'burofax', 'no me enteré', 'tres días'],
  },

  // ───────────────────────────── Mayorías ─────────────────────────────
  {
    id: 'lph-mayorias-resumen',
    topic: 'community',
    es: {
      title: 'Mayorías en la junta de propietarios: resumen',
      body:
        'La LPH fija distintas mayorías según el asunto (art. 17): unanimidad para aprobar o modificar el título constitutivo o los estatutos (por ejemplo, cambiar cuotas); tres quintas partes del total de propietarios que representen tres quintas partes de las cuotas para establecer o suprimir servicios como portería o vigilancia, para mejoras no exigibles y para limitar, condicionar o prohibir los pisos turísticos; un tercio de propietarios y cuotas para infraestructuras de telecomunicaciones o energías renovables; mayoría simple para obras de accesibilidad que no sean obligatorias y para ciertos trabajos de eficiencia energética; y mayoría simple para los demás asuntos. Las mayorías se calculan sobre el total de propietarios y cuotas, y en la mayoría ordinaria en segunda convocatoria basta la de los asistentes.',
      questions: [
        '¿Qué mayorías hacen falta en la junta de propietarios?',
        '¿Cuándo se necesita unanimidad en la comunidad de vecinos?',
      ],
    },
    en: {
      title: 'Majorities at the owners’ meeting: overview',
      body:
        'The LPH sets different majorities depending on the matter (art. 17): unanimity to approve or amend the deed of division or the statutes (for instance, changing quotas); three-fifths of all owners also representing three-fifths of the quotas to set up or remove services such as a concierge or security, for non-required improvements and to limit, condition or prohibit tourist flats; one third of owners and quotas for telecommunications or renewable-energy infrastructure; a simple majority for accessibility works that are not mandatory and for certain energy-efficiency works; and a simple majority for everything else. Majorities are calculated on all owners and quotas, and for the ordinary majority at second call the majority of those attending suffices.',
      questions: [
        'Which majorities are needed at the owners’ meeting?',
        'When is unanimity required in a residents’ community?',
      ],
    },
    sources: [{ law: 'LPH', article: '17' }],
    keywords: ['mayorías', 'votación', 'unanimidad', 'tres quintos', 'un tercio', 'mayoría simple', 'votos'],
  },
  {
    id: 'lph-unanimidad-titulo-estatutos',
    topic: 'community',
    es: {
      title: 'Unanimidad: cambios en el título constitutivo o los estatutos',
      body:
        'Los acuerdos que supongan aprobar o modificar las reglas contenidas en el título constitutivo o en los estatutos requieren la unanimidad de los propietarios, salvo que la ley prevea expresamente otra mayoría (art. 17.6 LPH). Es el caso, por ejemplo, de modificar las cuotas de participación, desafectar un elemento común o cambiar el uso permitido de los pisos o locales previsto en los estatutos. La unanimidad se computa con las reglas de la ley: los ausentes que, debidamente notificados, no se oponen en 30 días naturales cuentan como votos a favor.',
      questions: [
        '¿Qué acuerdos de la comunidad necesitan unanimidad?',
        '¿Se pueden cambiar los estatutos de la comunidad sin unanimidad?',
      ],
    },
    en: {
      title: 'Unanimity: changes to the deed of division or statutes',
      body:
        'Resolutions approving or amending the rules in the deed of division (título constitutivo) or the statutes require the unanimity of the owners, unless the law expressly provides another majority (art. 17.6 LPH). This applies, for example, to changing participation quotas, converting a common element to private use or changing the permitted use of flats or premises set in the statutes. Unanimity is counted under the statutory rules: absent owners who, duly notified, do not object within 30 calendar days count as votes in favour.',
      questions: [
        'Which community resolutions require unanimity?',
        'Can the community statutes be changed without unanimity?',
      ],
    },
    sources: [
      { law: 'LPH', article: '17.6' },
      { law: 'LPH', article: '5' },
    ],
    keywords: ['unanimidad', 'estatutos', 'título constitutivo', 'cambiar cuotas', 'todos los vecinos', 'modificar'],
  },
  {
    id: 'lph-tres-quintos-servicios-comunes',
    topic: 'community',
    es: {
      title: 'Tres quintas partes: portería, vigilancia y arrendar elementos comunes',
      body:
        'Establecer o suprimir los servicios de portería, conserjería, vigilancia u otros servicios comunes de interés general requiere el voto favorable de tres quintas partes del total de propietarios que, a su vez, representen tres quintas partes de las cuotas, aunque ello modifique el título o los estatutos (art. 17.3 LPH). La misma mayoría se exige para arrendar elementos comunes que no tengan asignado un uso específico (por ejemplo, la antigua vivienda del portero o la azotea para una antena), y en ese caso se necesita además el consentimiento del propietario directamente afectado, si lo hay.',
      questions: [
        '¿Qué mayoría hace falta para quitar el portero?',
        '¿Puede la comunidad alquilar la vivienda del portero o la azotea?',
      ],
    },
    en: {
      title: 'Three-fifths: concierge, security and letting common elements',
      body:
        'Setting up or removing concierge, caretaker, security or other common services of general interest requires the favourable vote of three-fifths of all owners who also represent three-fifths of the quotas, even if this alters the deed of division or the statutes (art. 17.3 LPH). The same majority is required to let common elements that have no specific use assigned (for example, the former caretaker’s flat or the roof for an antenna), and in that case the consent of any directly affected owner is also needed.',
      questions: [
        'What majority is needed to get rid of the concierge?',
        'Can the community rent out the caretaker’s flat or the roof?',
      ],
    },
    sources: [{ law: 'LPH', article: '17.3' }],
    keywords: ['portero', 'conserje', 'vigilancia', 'tres quintos', 'alquilar azotea', 'antena', 'vivienda del portero'],
  },
  {
    id: 'lph-pisos-turisticos-tres-quintos',
    topic: 'community',
    es: {
      title: 'Pisos turísticos: la comunidad puede limitarlos o prohibirlos por tres quintas partes',
      body:
        'El acuerdo de la junta que apruebe, limite, condicione o prohíba el alquiler de viviendas de uso turístico requiere el voto favorable de tres quintas partes del total de propietarios que representen tres quintas partes de las cuotas de participación (art. 17.12 LPH); no hace falta unanimidad. Con la misma mayoría puede fijarse para esas viviendas una cuota especial o un incremento de su participación en los gastos comunes de hasta el 20 %. Desde la reforma de la LO 1/2025, en vigor el 3 de abril de 2025, quien quiera iniciar la actividad necesita la aprobación expresa previa de la comunidad con esa mayoría (art. 7.3 LPH). Estos acuerdos no tienen efectos retroactivos, por lo que no afectan a las viviendas que ya ejercían legalmente la actividad, y el Tribunal Supremo ya había admitido en 2024 que "limitar o condicionar" incluye la prohibición.',
      questions: [
        '¿Qué mayoría se necesita en la junta de propietarios para prohibir los pisos turísticos?',
        '¿Puede la comunidad de vecinos prohibir un piso turístico?',
        '¿Necesito permiso de la comunidad para poner mi piso en Airbnb?',
      ],
    },
    en: {
      title: 'Tourist flats: the community may limit or ban them by a three-fifths majority',
      body:
        'A meeting resolution approving, limiting, conditioning or prohibiting tourist lettings requires the favourable vote of three-fifths of all owners representing three-fifths of the participation quotas (art. 17.12 LPH); unanimity is not needed. By the same majority, those homes may be charged a special fee or an increase of up to 20% in their share of common expenses. Since the reform by LO 1/2025, in force on 3 April 2025, anyone wishing to start the activity needs the community’s prior express approval by that majority (art. 7.3 LPH). These resolutions have no retroactive effect, so they do not affect homes already lawfully carrying on the activity, and the Supreme Court had already held in 2024 that "limiting or conditioning" includes prohibition.',
      questions: [
        'What majority is needed at the owners’ meeting to ban tourist flats?',
        'Can the residents’ community prohibit a tourist flat?',
      ],
    },
    sources: [
      { law: 'LPH', article: '17.12' },
      { law: 'LPH', article: '7.3' },
    ],
    keywords: ['pisos turísticos', 'Airbnb', 'alquiler vacacional', 'VUT', 'prohibir', 'tres quintas partes', '3/5', 'apartamento turístico', 'veinte por ciento'],
  },
  {
    id: 'lph-un-tercio-infraestructuras-renovables',
    topic: 'community',
    es: {
      title: 'Un tercio: telecomunicaciones, placas solares y nuevos suministros',
      body:
        'Basta el voto de un tercio de los propietarios que representen un tercio de las cuotas para instalar infraestructuras comunes de telecomunicaciones (fibra, antenas colectivas) o adaptar las existentes, para instalar sistemas comunes o privativos de aprovechamiento de energías renovables, como placas solares, y para las infraestructuras necesarias para acceder a nuevos suministros energéticos colectivos (art. 17.1 LPH). La comunidad no puede repercutir el coste de instalación ni de mantenimiento a quienes no votaron a favor; pero si más tarde quieren beneficiarse, deberán pagar su parte actualizada con el interés legal.',
      questions: [
        '¿Qué mayoría hace falta para poner placas solares en la comunidad?',
        '¿Cuántos vecinos tienen que votar para instalar la fibra óptica?',
      ],
    },
    en: {
      title: 'One third: telecommunications, solar panels and new supplies',
      body:
        'A vote of one third of the owners representing one third of the quotas is enough to install common telecommunications infrastructure (fibre, shared aerials) or adapt existing ones, to install common or private renewable-energy systems such as solar panels, and for infrastructure needed to access new collective energy supplies (art. 17.1 LPH). The community cannot pass installation or maintenance costs on to those who did not vote in favour; but if they later wish to benefit, they must pay their share updated with statutory interest.',
      questions: [
        'What majority is needed to install solar panels in the community?',
        'How many neighbours must vote to install fibre optics?',
      ],
    },
    sources: [{ law: 'LPH', article: '17.1' }],
    keywords: ['placas solares', 'fibra', 'antena', 'telecomunicaciones', 'un tercio', 'renovables', 'autoconsumo', 'fotovoltaica'],
  },
  {
    id: 'lph-punto-recarga-vehiculo-electrico',
    topic: 'community',
    es: {
      title: 'Cargador de coche eléctrico en el garaje comunitario',
      body:
        'Para instalar un punto de recarga de vehículo eléctrico para uso privado en el aparcamiento del edificio, siempre que se sitúe en la plaza de garaje propia, basta con comunicarlo previamente a la comunidad; no hace falta votación ni autorización de la junta (art. 17.5 LPH). El coste de la instalación y el consumo eléctrico corren íntegramente a cargo del propietario o propietarios interesados. Si lo que se quiere es una infraestructura común de recarga para varios usuarios, se aplica la mayoría de un tercio del art. 17.1.',
      questions: [
        '¿Necesito permiso de la comunidad para poner un cargador de coche eléctrico en mi plaza?',
        '¿Puede la comunidad prohibirme instalar un punto de recarga?',
      ],
    },
    en: {
      title: 'Electric-car charger in the community garage',
      body:
        'To install an electric-vehicle charging point for private use in the building’s car park, provided it is in the owner’s own parking space, prior notice to the community is enough; no vote or meeting approval is needed (art. 17.5 LPH). Installation and electricity costs are borne entirely by the owner or owners concerned. If a shared charging infrastructure for several users is wanted, the one-third majority of art. 17.1 applies.',
      questions: [
        'Do I need community permission to install an EV charger in my space?',
        'Can the community stop me installing a charging point?',
      ],
    },
    sources: [
      { law: 'LPH', article: '17.5' },
      { law: 'LPH', article: '17.1' },
    ],
    keywords: ['cargador', 'coche eléctrico', 'punto de recarga', 'garaje', 'plaza de parking', 'enchufe', 'permiso'],
  },
  {
    id: 'lph-mayoria-simple-segunda-convocatoria',
    topic: 'community',
    es: {
      title: 'Mayoría simple para los demás acuerdos',
      body:
        'Los acuerdos para los que la ley no exige una mayoría especial se adoptan por mayoría simple: en primera convocatoria, la mayoría del total de propietarios que a su vez represente la mayoría de las cuotas; en segunda convocatoria, basta la mayoría de los asistentes siempre que representen más de la mitad del valor de las cuotas de los presentes (art. 17.7 LPH). Así se aprueban, por ejemplo, los presupuestos, las cuentas, el nombramiento de cargos, las normas de régimen interior o las obras ordinarias de reparación. Si no se alcanza la mayoría, cualquier propietario puede pedir al juez que resuelva en el mes siguiente.',
      questions: [
        '¿Qué mayoría hace falta para aprobar las cuentas de la comunidad?',
        '¿Cómo se cuentan los votos en segunda convocatoria?',
      ],
    },
    en: {
      title: 'Simple majority for all other resolutions',
      body:
        'Resolutions for which the law requires no special majority are adopted by simple majority: at first call, a majority of all owners also representing a majority of the quotas; at second call, a majority of those attending suffices provided they represent more than half of the value of the quotas present (art. 17.7 LPH). This covers, for example, budgets, accounts, appointments, internal rules or ordinary repair works. If no majority is reached, any owner may ask the court to decide within the following month.',
      questions: [
        'What majority is needed to approve the community accounts?',
        'How are votes counted at second call?',
      ],
    },
    sources: [{ law: 'LPH', article: '17.7' }],
    keywords: ['mayoría simple', 'votos', 'cuentas', 'presupuesto', 'segunda convocatoria', 'asistentes', 'empate'],
  },
  {
    id: 'lph-voto-ausentes-treinta-dias',
    topic: 'community',
    es: {
      title: 'El voto de los ausentes: 30 días para oponerse',
      body:
        'Los propietarios que no asistieron a la junta, una vez notificados debidamente del acuerdo, cuentan como votos favorables si no manifiestan su discrepancia en el plazo de 30 días naturales ante quien ejerza de secretario, por cualquier medio que deje constancia de la recepción (art. 17.8 LPH). Esta regla permite alcanzar mayorías reforzadas o la unanimidad sumando a los ausentes. No se aplica, en cambio, para repercutir el coste de instalaciones o mejoras a quienes no votaron expresamente a favor cuando la ley así lo prevé.',
      questions: [
        'No fui a la junta, ¿cuenta mi voto?',
        '¿Cuánto tiempo tengo para oponerme a un acuerdo si no asistí a la junta?',
      ],
    },
    en: {
      title: 'Absent owners’ votes: 30 days to object',
      body:
        'Owners who did not attend the meeting, once duly notified of the resolution, count as votes in favour unless they express their disagreement within 30 calendar days to whoever acts as secretary, by any means that records receipt (art. 17.8 LPH). This rule makes it possible to reach reinforced majorities or unanimity by adding absent owners. It does not apply, however, to charge the cost of installations or improvements to those who did not expressly vote in favour where the law so provides.',
      questions: [
        'I did not attend the meeting; does my vote count?',
        'How long do I have to object to a resolution if I missed the meeting?',
      ],
    },
    sources: [{ law: 'LPH', article: '17.8' }],
    keywords: ['ausentes', 'no fui', 'voto presunto', 'treinta días', 'oponerse', 'discrepancia', 'burofax'],
  },

  // ───────────────────────────── Obras ─────────────────────────────
  {
    id: 'lph-obras-necesarias-conservacion',
    topic: 'community',
    es: {
      title: 'Obras necesarias de conservación: obligatorias sin votación',
      body:
        'Las obras necesarias para el adecuado mantenimiento y conservación del edificio y de sus servicios e instalaciones comunes, incluidas las que garantizan la seguridad, la habitabilidad, la accesibilidad universal y el ornato, y las que ordene la Administración, son obligatorias y no necesitan acuerdo previo de la junta (art. 10.1.a LPH). La junta solo decide cómo se reparte y se paga el coste, que corresponde a todos los propietarios según su cuota (art. 10.2 LPH). Ningún propietario puede negarse a pagarlas alegando que votó en contra o que no le benefician.',
      questions: [
        '¿Hace falta votar en la junta para arreglar el tejado o la fachada?',
        'Si voté en contra de una obra necesaria, ¿tengo que pagarla?',
      ],
    },
    en: {
      title: 'Necessary upkeep works: mandatory without a vote',
      body:
        'Works needed for the proper maintenance and upkeep of the building and its common services and installations, including those ensuring safety, habitability, universal accessibility and decorum, and those ordered by the authorities, are mandatory and need no prior resolution of the meeting (art. 10.1.a LPH). The meeting only decides how the cost is shared and paid, and all owners bear it according to their quota (art. 10.2 LPH). No owner can refuse to pay by arguing he voted against or does not benefit.',
      questions: [
        'Is a meeting vote needed to repair the roof or the façade?',
        'If I voted against a necessary work, do I have to pay?',
      ],
    },
    sources: [{ law: 'LPH', article: '10' }],
    keywords: ['obras', 'reparación', 'tejado', 'fachada', 'bajantes', 'conservación', 'obligatorias', 'ITE'],
  },
  {
    id: 'lph-obras-accesibilidad-ascensor',
    topic: 'community',
    es: {
      title: 'Obras de accesibilidad: ascensor, rampas y salvaescaleras',
      body:
        'Son obligatorias, sin necesidad de acuerdo, las obras de accesibilidad que pida un propietario en cuya vivienda vivan, trabajen o presten servicios voluntarios personas con discapacidad o mayores de 70 años, como rampas, ascensores u otros dispositivos, siempre que el importe repercutido anualmente, descontadas las subvenciones, no supere 12 mensualidades ordinarias de gastos comunes (art. 10.1.b LPH). Siguen siendo obligatorias si quienes las solicitan asumen el exceso sobre esas 12 mensualidades. Fuera de esos casos, instalar un ascensor o suprimir barreras arquitectónicas se aprueba por mayoría simple de propietarios y cuotas (art. 17.2 LPH), y el coste obliga a todos.',
      questions: [
        '¿Qué mayoría hace falta para poner ascensor en la comunidad?',
        'Mi madre tiene más de 70 años, ¿puedo obligar a la comunidad a poner una rampa?',
      ],
    },
    en: {
      title: 'Accessibility works: lift, ramps and stairlifts',
      body:
        'Accessibility works requested by an owner in whose home people with disabilities or over 70 live, work or volunteer, such as ramps, lifts or other devices, are mandatory without a resolution, provided the amount charged each year, net of subsidies, does not exceed 12 ordinary monthly community fees (art. 10.1.b LPH). They remain mandatory if the requesting owners bear the excess over those 12 months. Otherwise, installing a lift or removing architectural barriers is approved by a simple majority of owners and quotas (art. 17.2 LPH), and the cost binds everyone.',
      questions: [
        'What majority is needed to install a lift in the community?',
        'My mother is over 70; can I force the community to build a ramp?',
      ],
    },
    sources: [
      { law: 'LPH', article: '10.1.b' },
      { law: 'LPH', article: '17.2' },
    ],
    keywords: ['ascensor', 'rampa', 'salvaescaleras', 'accesibilidad', 'minusválido', 'discapacidad', 'mayores de 70', 'barreras'],
  },
  {
    id: 'lph-eficiencia-energetica-mayoria-simple',
    topic: 'community',
    es: {
      title: 'Obras de eficiencia energética con fondos públicos: mayoría simple',
      body:
        'Desde la Ley 10/2022, las obras o actuaciones que mejoren la eficiencia energética del edificio, acreditable con el certificado energético, o que implanten energías renovables de uso común, así como pedir ayudas o financiación para ellas, se aprueban por mayoría simple de propietarios y cuotas (art. 17.2 LPH). Para ello el importe repercutido anualmente, una vez descontadas las subvenciones y aplicada la financiación, no debe superar 12 mensualidades ordinarias de gastos comunes. En ese caso el coste tiene la consideración de gasto general y el propietario que vota en contra no puede eximirse de pagarlo.',
      questions: [
        '¿Qué mayoría hace falta para aislar la fachada con ayudas europeas?',
        '¿Puedo negarme a pagar una obra de eficiencia energética aprobada en la junta?',
      ],
    },
    en: {
      title: 'Energy-efficiency works with public funding: simple majority',
      body:
        'Since Ley 10/2022, works or measures improving the building’s energy efficiency, evidenced by the energy certificate, or installing shared renewable energy, as well as applying for grants or financing for them, are approved by a simple majority of owners and quotas (art. 17.2 LPH). For this, the amount charged annually, after subsidies and financing, must not exceed 12 ordinary monthly community fees. In that case the cost counts as a general expense and an owner who votes against cannot avoid paying it.',
      questions: [
        'What majority is needed to insulate the façade with EU funds?',
        'Can I refuse to pay for an energy-efficiency work approved by the meeting?',
      ],
    },
    sources: [
      { law: 'LPH', article: '17.2' },
    ],
    keywords: ['eficiencia energética', 'fondos europeos', 'Next Generation', 'subvención', 'aislamiento', 'rehabilitación', 'ayudas'],
  },
  {
    id: 'lph-mejoras-no-exigibles',
    topic: 'community',
    es: {
      title: 'Mejoras no necesarias: tres quintos y el disidente',
      body:
        'Ningún propietario puede exigir nuevas instalaciones, servicios o mejoras que no sean necesarios para la conservación, habitabilidad, seguridad y accesibilidad del edificio (art. 17.4 LPH). Si la junta las aprueba con tres quintas partes de propietarios y cuotas (por ejemplo, una piscina o una reforma estética del portal) y la cuota de instalación supera el importe de tres mensualidades ordinarias de gastos comunes, el propietario que votó en contra no está obligado a pagarlas, aunque no se le pueda privar de la mejora. Si más adelante quiere disfrutarla, debe abonar su parte actualizada con el interés legal. No pueden hacerse innovaciones que dejen inservible una parte del edificio para un propietario sin su consentimiento.',
      questions: [
        '¿Tengo que pagar una mejora de la comunidad que no he votado?',
        '¿Qué mayoría hace falta para hacer una piscina en la comunidad?',
      ],
    },
    en: {
      title: 'Non-required improvements: three-fifths and the dissenting owner',
      body:
        'No owner can demand new installations, services or improvements that are not needed for the building’s upkeep, habitability, safety and accessibility (art. 17.4 LPH). If the meeting approves them by three-fifths of owners and quotas (for example, a swimming pool or a cosmetic refurbishment of the entrance) and the installation cost exceeds three ordinary monthly community fees, an owner who voted against is not obliged to pay, even if he cannot be deprived of the improvement. If he later wants to enjoy it, he must pay his share updated with statutory interest. Innovations that make part of the building unusable for an owner cannot be carried out without his consent.',
      questions: [
        'Must I pay for a community improvement I voted against?',
        'What majority is needed to build a community swimming pool?',
      ],
    },
    sources: [{ law: 'LPH', article: '17.4' }],
    keywords: ['mejoras', 'innovaciones', 'piscina', 'reforma del portal', 'disidente', 'no pagar', 'tres mensualidades'],
  },
  {
    id: 'lph-derrama-venta-piso',
    topic: 'community',
    es: {
      title: 'Derramas y venta del piso: quién paga',
      body:
        'Una derrama es una aportación extraordinaria que acuerda la junta, normalmente para obras. Cuando el piso se vende, la ley establece que las derramas para mejoras realizadas o por realizar corren a cargo de quien sea propietario en el momento en que las cantidades sean exigibles (art. 17.11 LPH), criterio que la práctica extiende a las derramas de reparación: paga quien sea dueño cuando vence cada pago, aunque la derrama se aprobara antes de la venta. Comprador y vendedor pueden pactar otro reparto (por ejemplo, que el vendedor asuma la derrama ya aprobada), pero ese pacto no vincula a la comunidad. Por eso conviene que el comprador pida el certificado de deudas y pregunte por derramas aprobadas y pendientes antes de firmar.',
      questions: [
        'Se aprobó una derrama antes de vender el piso, ¿quién la paga, el comprador o el vendedor?',
        '¿Qué es una derrama de la comunidad?',
      ],
    },
    en: {
      title: 'Special levies (derramas) and selling the flat: who pays',
      body:
        'A derrama is an extraordinary contribution approved by the meeting, usually for works. When the flat is sold, the law provides that levies for improvements, completed or planned, are borne by whoever owns the flat when the amounts fall due (art. 17.11 LPH), a criterion practice extends to repair levies: whoever owns the flat when each payment falls due pays, even if the levy was approved before the sale. Buyer and seller may agree a different split (for example, that the seller bears the levy already approved), but that agreement does not bind the community. The buyer should therefore ask for the debt certificate and about approved and pending levies before signing.',
      questions: [
        'A levy was approved before the sale; who pays it, the buyer or the seller?',
        'What is a community special levy (derrama)?',
      ],
    },
    sources: [
      { law: 'LPH', article: '17.11' },
      { law: 'LPH', article: '9.1.e' },
    ],
    keywords: ['derrama', 'cuota extraordinaria', 'venta', 'comprador', 'vendedor', 'obras', 'quién paga', 'pago extraordinario'],
  },

  // ───────────────────────────── Gastos y deudas ─────────────────────────────
  {
    id: 'lph-gastos-comunes-cuota-participacion',
    topic: 'community',
    es: {
      title: 'Gastos comunes: se pagan según la cuota de participación',
      body:
        'Cada propietario debe contribuir a los gastos generales de sostenimiento del edificio, sus servicios, cargas y responsabilidades no individualizables según su cuota de participación o lo que especialmente se haya establecido (art. 9.1.e LPH). La cuota figura en el título constitutivo y se fija en función de la superficie útil, la situación y el uso previsto de los servicios comunes (art. 5 LPH); modificarla exige unanimidad. No usar un servicio no exime de pagarlo (art. 9.2 LPH), salvo que los estatutos o el título lo prevean, como ocurre con frecuencia con los locales de planta baja y el ascensor.',
      questions: [
        '¿Cómo se reparten los gastos de la comunidad de vecinos?',
        'Vivo en un bajo, ¿tengo que pagar el ascensor?',
        '¿Qué es la cuota de participación?',
      ],
    },
    en: {
      title: 'Common expenses: paid according to the participation quota',
      body:
        'Each owner must contribute to the general expenses of maintaining the building, its services, charges and liabilities that cannot be individualised, according to his participation quota or any special arrangement (art. 9.1.e LPH). The quota appears in the deed of division and is set according to usable area, location and expected use of common services (art. 5 LPH); changing it requires unanimity. Not using a service does not exempt from paying for it (art. 9.2 LPH), unless the statutes or the deed so provide, as often happens with ground-floor premises and the lift.',
      questions: [
        'How are the residents’ community expenses shared?',
        'I live on the ground floor; do I have to pay for the lift?',
      ],
    },
    sources: [
      { law: 'LPH', article: '9.1.e' },
      { law: 'LPH', article: '5' },
      { law: 'LPH', article: '9.2' },
    ],
    keywords: ['cuota', 'gastos de comunidad', 'reparto', 'coeficiente', 'ascensor', 'bajo', 'local', 'porcentaje'],
  },
  {
    id: 'lph-fondo-reserva',
    topic: 'community',
    es: {
      title: 'Fondo de reserva: al menos el 10 % del presupuesto',
      body:
        'Toda comunidad debe tener un fondo de reserva, que pertenece a la comunidad y se dota con las aportaciones de los propietarios según su cuota, por un importe no inferior al 10 % de su último presupuesto ordinario (art. 9.1.f LPH). Sirve para atender obras de conservación, reparación y rehabilitación del edificio y las obras de accesibilidad obligatorias, y con cargo a él la comunidad puede contratar un seguro de daños del edificio o un contrato de mantenimiento permanente. Quien vende su piso no recupera lo aportado al fondo, porque es de la comunidad.',
      questions: [
        '¿Qué porcentaje debe tener el fondo de reserva de la comunidad?',
        'Si vendo mi piso, ¿me devuelven lo que puse en el fondo de reserva?',
        '¿Para qué se puede usar el fondo de reserva?',
      ],
    },
    en: {
      title: 'Reserve fund: at least 10% of the budget',
      body:
        'Every community must have a reserve fund, owned by the community and funded by the owners’ contributions according to their quota, amounting to no less than 10% of its last ordinary budget (art. 9.1.f LPH). It is used for upkeep, repair and renovation works on the building and mandatory accessibility works, and the community may use it to take out building damage insurance or a permanent maintenance contract. An owner who sells his flat does not get back what he paid into the fund, because it belongs to the community.',
      questions: [
        'What percentage must the community reserve fund be?',
        'If I sell my flat, do I get back my reserve fund contributions?',
      ],
    },
    sources: [{ law: 'LPH', article: '9.1.f' }],
    keywords: ['fondo de reserva', '10 por ciento', 'diez por ciento', 'presupuesto', 'ahorro comunidad', 'hucha', 'porcentaje'],
  },
  {
    id: 'lph-moroso-proceso-monitorio',
    topic: 'community',
    es: {
      title: 'Reclamar a un vecino moroso: proceso monitorio',
      body:
        'Si un propietario no paga las cuotas ordinarias o extraordinarias, la comunidad puede reclamarle judicialmente por el proceso monitorio (art. 21 LPH y arts. 812 y siguientes LEC), sin límite de cuantía. Antes, la junta debe aprobar la liquidación de la deuda, y el secretario, con el visto bueno del presidente, debe emitir un certificado de ese acuerdo que se notifica al deudor; con la demanda se aporta ese certificado. Pueden reclamarse además los gastos del requerimiento previo de pago y, si se usan abogado y procurador, sus honorarios dentro de los límites legales, aunque su intervención no sea obligatoria. La reclamación puede dirigirse también contra el anterior propietario que deba responder y contra el titular registral.',
      questions: [
        '¿Cómo reclama la comunidad a un vecino que no paga?',
        '¿Qué es el monitorio de la comunidad de propietarios?',
        'Un vecino debe varios meses de comunidad, ¿qué hacemos?',
      ],
    },
    en: {
      title: 'Claiming from a defaulting owner: payment-order procedure',
      body:
        'If an owner does not pay ordinary or extraordinary fees, the community may sue him through the payment-order procedure (monitorio) (art. 21 LPH and arts. 812 ff. LEC), with no amount limit. First, the meeting must approve the settlement of the debt, and the secretary, with the president’s approval, must issue a certificate of that resolution, which is notified to the debtor; the certificate is filed with the claim. The costs of the prior payment demand can also be claimed and, if a lawyer and court representative are used, their fees within legal limits, even though their involvement is not compulsory. The claim may also be brought against a previous owner who is liable and against the registered owner.',
      questions: [
        'How does the community claim from a neighbour who does not pay?',
        'What is the community’s monitorio procedure?',
      ],
    },
    sources: [
      { law: 'LPH', article: '21' },
      { law: 'LEC', article: '812' },
    ],
    keywords: ['moroso', 'deudas', 'no paga', 'monitorio', 'reclamar', 'certificado de deuda', 'cuotas impagadas', 'juzgado'],
  },
  {
    id: 'lph-moroso-sin-derecho-voto',
    topic: 'community',
    es: {
      title: 'El propietario moroso no puede votar en la junta',
      body:
        'Los propietarios que al empezar la junta no estén al corriente en el pago de todas las deudas vencidas con la comunidad, y no las hayan impugnado judicialmente ni consignado judicial o notarialmente la cantidad debida, pueden asistir y participar en las deliberaciones, pero no votar (art. 15.2 LPH). El acta debe reflejar quiénes han sido privados del voto, y ni su persona ni su cuota se tienen en cuenta para calcular las mayorías. La convocatoria debe incluir la lista de los propietarios que no están al corriente, advirtiendo de esta consecuencia (art. 16.2 LPH).',
      questions: [
        '¿Puede votar en la junta un vecino que debe cuotas?',
        'Tengo recibos de la comunidad pendientes, ¿puedo ir a la junta?',
      ],
    },
    en: {
      title: 'Owners in arrears cannot vote at the meeting',
      body:
        'Owners who, when the meeting begins, are not up to date with all debts due to the community, and have neither challenged them in court nor deposited the amount owed with the court or a notary, may attend and take part in discussions but cannot vote (art. 15.2 LPH). The minutes must record who was deprived of the vote, and neither they nor their quota count when calculating majorities. The notice must include the list of owners in arrears, warning of this consequence (art. 16.2 LPH).',
      questions: [
        'Can a neighbour who owes fees vote at the meeting?',
        'I have unpaid community bills; can I attend the meeting?',
      ],
    },
    sources: [
      { law: 'LPH', article: '15.2' },
      { law: 'LPH', article: '16.2' },
    ],
    keywords: ['moroso', 'votar', 'derecho de voto', 'deudas', 'al corriente', 'consignar', 'junta'],
  },
  {
    id: 'lph-comprador-deudas-anteriores-afeccion',
    topic: 'community',
    es: {
      title: 'El comprador y las deudas de comunidad del anterior dueño',
      body:
        'Quien compra un piso responde con el propio inmueble de las cuotas de comunidad que el anterior propietario dejó sin pagar correspondientes a la parte vencida del año en curso y a los tres años naturales anteriores (art. 9.1.e LPH). Es una afección real: el piso queda gravado hasta ese límite, aunque el comprador no fuera el deudor, y las deudas más antiguas solo pueden reclamarse al vendedor. Si el comprador paga, puede repetir después contra el vendedor. Por eso es esencial que en la escritura conste el certificado de la comunidad sobre el estado de deudas.',
      questions: [
        'He comprado un piso y el anterior dueño debía la comunidad, ¿tengo que pagarlo yo?',
        '¿De cuántos años de deuda de comunidad responde el comprador?',
      ],
    },
    en: {
      title: 'The buyer and the previous owner’s community debts',
      body:
        'Whoever buys a flat is liable, with the property itself, for community fees left unpaid by the previous owner for the elapsed part of the current year and the three previous calendar years (art. 9.1.e LPH). It is a charge on the property: the flat is encumbered up to that limit even though the buyer was not the debtor, and older debts can only be claimed from the seller. If the buyer pays, he can then recover from the seller. That is why the community’s certificate of outstanding debts in the deed is essential.',
      questions: [
        'I bought a flat and the previous owner owed community fees; must I pay?',
        'For how many years of community debt is the buyer liable?',
      ],
    },
    sources: [{ law: 'LPH', article: '9.1.e' }],
    keywords: ['deudas', 'anterior propietario', 'comprador', 'afección', 'tres años', 'cuotas impagadas', 'piso comprado'],
  },
  {
    id: 'lph-certificado-deudas-venta',
    topic: 'community',
    es: {
      title: 'Certificado de la comunidad de estar al corriente para vender',
      body:
        'En la escritura de venta el vendedor debe declarar que está al corriente en el pago de los gastos de comunidad o indicar lo que debe, y aportar un certificado de deudas que coincida con su declaración; sin él, el notario no puede autorizar la escritura, salvo que el comprador le exonere expresamente (art. 9.1.e LPH). El certificado lo emite el secretario con el visto bueno del presidente en un plazo máximo de 7 días naturales desde que se pide, y ambos responden si por culpa o negligencia los datos son inexactos o el retraso causa perjuicios. El comprador no debería exonerar de esta obligación, porque el piso responde de las deudas recientes.',
      questions: [
        '¿Necesito el certificado de la comunidad para vender mi piso?',
        '¿Cuánto tarda la comunidad en dar el certificado de deudas?',
        '¿Quién firma el certificado de estar al corriente con la comunidad?',
      ],
    },
    en: {
      title: 'Community certificate of being up to date, for a sale',
      body:
        'In the sale deed the seller must declare that he is up to date with community fees or state what he owes, and provide a debt certificate matching his declaration; without it the notary cannot authorise the deed, unless the buyer expressly waives it (art. 9.1.e LPH). The certificate is issued by the secretary with the president’s approval within a maximum of 7 calendar days of the request, and both are liable if, through fault or negligence, the data are wrong or the delay causes loss. The buyer should not waive this requirement, since the flat is liable for recent debts.',
      questions: [
        'Do I need the community certificate to sell my flat?',
        'How long does the community take to issue the debt certificate?',
      ],
    },
    sources: [{ law: 'LPH', article: '9.1.e' }],
    keywords: ['certificado de deudas', 'al corriente', 'notario', 'vender piso', 'siete días', 'secretario', 'administrador'],
  },
  {
    id: 'lph-credito-preferente-comunidad',
    topic: 'community',
    es: {
      title: 'Preferencia del crédito de la comunidad',
      body:
        'Las cuotas debidas a la comunidad correspondientes a la parte vencida del año en curso y a los tres años naturales anteriores son créditos preferentes a efectos del art. 1923 CC (art. 9.1.e LPH). Esto significa que, si el piso se embarga o se ejecuta por otras deudas, la comunidad cobra esas cantidades con preferencia a otros acreedores, como los que tienen créditos anotados o los acreedores ordinarios posteriores que se mencionan en ese artículo. La preferencia no alcanza a las deudas más antiguas, que son créditos ordinarios.',
      questions: [
        'Si embargan el piso de un vecino moroso, ¿cobra antes la comunidad?',
        '¿Qué preferencia tiene la deuda de comunidad frente a otros acreedores?',
      ],
    },
    en: {
      title: 'Priority of the community’s claim',
      body:
        'Fees owed to the community for the elapsed part of the current year and the three previous calendar years are preferential claims for the purposes of art. 1923 CC (art. 9.1.e LPH). This means that if the flat is attached or enforced for other debts, the community collects those amounts ahead of other creditors, such as those holding entered attachments or the later ordinary creditors listed in that article. The priority does not cover older debts, which are ordinary claims.',
      questions: [
        'If a defaulting neighbour’s flat is seized, is the community paid first?',
        'What priority does a community debt have over other creditors?',
      ],
    },
    sources: [
      { law: 'LPH', article: '9.1.e' },
      { law: 'CC', article: '1923' },
    ],
    keywords: ['crédito preferente', 'embargo', 'preferencia', 'acreedores', 'subasta', 'moroso', 'cobrar'],
  },
  {
    id: 'lph-comunicar-cambio-titular',
    topic: 'community',
    es: {
      title: 'Comunicar la venta a la comunidad',
      body:
        'Quien vende su piso debe comunicar el cambio de titularidad a quien ejerza de secretario de la comunidad, por cualquier medio que deje constancia de la recepción (art. 9.1.i LPH). Si no lo hace, seguirá respondiendo de las deudas con la comunidad generadas después de la venta solidariamente con el nuevo propietario, aunque luego pueda reclamarle lo pagado. Una copia de la escritura o un escrito firmado por comprador y vendedor entregado al administrador suele ser suficiente.',
      questions: [
        'He vendido el piso, ¿tengo que avisar a la comunidad?',
        'Me siguen cobrando la comunidad después de vender, ¿qué hago?',
      ],
    },
    en: {
      title: 'Notifying the community of the sale',
      body:
        'An owner who sells his flat must notify the change of ownership to whoever acts as the community’s secretary, by any means that records receipt (art. 9.1.i LPH). Otherwise he remains jointly liable with the new owner for community debts arising after the sale, although he may later recover what he paid from the new owner. A copy of the deed or a letter signed by buyer and seller handed to the administrator is usually enough.',
      questions: [
        'I sold the flat; must I tell the community?',
        'They keep charging me community fees after selling; what do I do?',
      ],
    },
    sources: [{ law: 'LPH', article: '9.1.i' }],
    keywords: ['vender', 'cambio de propietario', 'avisar', 'comunicar', 'administrador', 'recibos', 'nuevo dueño'],
  },

  // ───────────────────────────── Impugnación ─────────────────────────────
  {
    id: 'lph-impugnacion-acuerdos-plazo',
    topic: 'community',
    es: {
      title: 'Impugnar un acuerdo de la junta: tres meses o un año',
      body:
        'Los acuerdos de la junta pueden impugnarse ante los tribunales cuando son contrarios a la ley o a los estatutos, perjudican gravemente a la comunidad en beneficio de uno o varios propietarios, causan un perjuicio grave a un propietario que no tiene obligación de soportarlo o suponen un abuso de derecho (art. 18 LPH). El plazo es de tres meses desde la adopción del acuerdo, o de un año si es contrario a la ley o a los estatutos; para los ausentes, se cuenta desde que se les comunica. Pueden impugnar los que votaron en contra y lo hicieron constar, los ausentes y los privados indebidamente del voto, y deben estar al corriente de pago o consignar judicialmente las deudas vencidas, salvo que impugnen el reparto de cuotas. La demanda no suspende la ejecución del acuerdo salvo que el juez lo acuerde.',
      questions: [
        '¿Qué plazo hay para impugnar un acuerdo de la junta de propietarios?',
        '¿Cómo recurro un acuerdo de la comunidad de vecinos?',
        '¿Puedo impugnar un acuerdo si debo cuotas a la comunidad?',
      ],
    },
    en: {
      title: 'Challenging a meeting resolution: three months or one year',
      body:
        'Meeting resolutions may be challenged in court when they are contrary to the law or the statutes, seriously harm the community for the benefit of one or more owners, cause serious harm to an owner who is not obliged to bear it, or amount to an abuse of rights (art. 18 LPH). The deadline is three months from the resolution, or one year if it is contrary to the law or the statutes; for absent owners it runs from notification. Those who voted against and had it recorded, absent owners and those wrongly deprived of their vote may challenge, and they must be up to date with payments or deposit the overdue debts with the court, unless they challenge the allocation of quotas. The claim does not suspend the resolution unless the court so orders.',
      questions: [
        'What is the deadline to challenge a resolution of the owners’ meeting?',
        'How do I appeal a residents’ community resolution?',
      ],
    },
    sources: [{ law: 'LPH', article: '18' }],
    keywords: ['impugnar', 'recurrir', 'tres meses', 'un año', 'demanda', 'acuerdo nulo', 'salvar el voto', 'juzgado'],
  },

  // ───────────────────────────── Uso del inmueble ─────────────────────────────
  {
    id: 'lph-obras-dentro-del-piso',
    topic: 'community',
    es: {
      title: 'Obras dentro del propio piso',
      body:
        'El propietario puede modificar los elementos, instalaciones o servicios de su piso o local siempre que no perjudique la seguridad del edificio, su estructura general, su configuración o estado exteriores ni los derechos de otro propietario, y debe comunicarlo previamente a quien represente a la comunidad (art. 7.1 LPH). En cambio, no puede alterar por su cuenta los elementos comunes (fachada, muros de carga, cubierta, patios); si observa la necesidad de una reparación urgente en ellos debe avisar al administrador. Además de la comunicación a la comunidad, las obras requieren la licencia o declaración responsable municipal que corresponda.',
      questions: [
        '¿Tengo que pedir permiso a la comunidad para reformar mi piso?',
        '¿Puedo tirar un tabique en mi casa sin avisar a los vecinos?',
        '¿Puedo quitar un muro de carga de mi piso?',
      ],
    },
    en: {
      title: 'Works inside one’s own flat',
      body:
        'An owner may alter the elements, installations or services of his flat or premises provided he does not impair the building’s safety, general structure, external configuration or appearance, or another owner’s rights, and he must give prior notice to whoever represents the community (art. 7.1 LPH). By contrast, he cannot alter common elements on his own (façade, load-bearing walls, roof, courtyards); if he notices an urgent repair is needed in them he must notify the administrator. Besides notifying the community, works require the appropriate municipal licence or responsible declaration.',
      questions: [
        'Do I need community permission to renovate my flat?',
        'Can I knock down a partition wall without telling the neighbours?',
      ],
    },
    sources: [{ law: 'LPH', article: '7.1' }],
    keywords: ['reforma', 'obras en casa', 'tabique', 'muro de carga', 'permiso', 'avisar', 'licencia de obras'],
  },
  {
    id: 'lph-cerramiento-terraza-fachada',
    topic: 'community',
    es: {
      title: 'Cerrar la terraza, cambiar ventanas o poner toldos: la fachada',
      body:
        'La fachada es un elemento común, por lo que cerrar una terraza, cambiar el color o el tipo de las ventanas, instalar toldos o aparatos de aire acondicionado visibles puede alterar la configuración exterior del edificio, que el propietario no puede modificar por su cuenta (art. 7.1 LPH). Estas actuaciones requieren la autorización de la junta y, si suponen modificar el título o los estatutos o apropiarse de elementos comunes, la regla es la unanimidad (art. 17.6 LPH), con el cómputo de ausentes del art. 17.8. Los tribunales valoran casos como la existencia de un modelo homogéneo aprobado, la escasa entidad de la alteración o una tolerancia prolongada de la comunidad. Muchas comunidades aprueban normas que fijan un modelo único de toldo o cerramiento.',
      questions: [
        '¿Puedo cerrar la terraza sin permiso de la comunidad?',
        '¿Necesito autorización de los vecinos para poner el aire acondicionado en la fachada?',
      ],
    },
    en: {
      title: 'Enclosing the terrace, changing windows or adding awnings: the façade',
      body:
        'The façade is a common element, so enclosing a terrace, changing the colour or type of windows, or installing awnings or visible air-conditioning units may alter the building’s external configuration, which an owner cannot change on his own (art. 7.1 LPH). These works require the meeting’s authorisation and, if they involve amending the deed of division or statutes or appropriating common elements, the rule is unanimity (art. 17.6 LPH), counting absent owners under art. 17.8. Courts take into account factors such as an approved uniform model, the minor nature of the change or long-standing tolerance by the community. Many communities adopt rules setting a single model of awning or enclosure.',
      questions: [
        'Can I enclose my terrace without community permission?',
        'Do I need the neighbours’ consent to put air conditioning on the façade?',
      ],
    },
    sources: [
      { law: 'LPH', article: '7.1' },
      { law: 'LPH', article: '17.6' },
    ],
    keywords: ['terraza', 'cerramiento', 'fachada', 'toldo', 'aire acondicionado', 'ventanas', 'permiso', 'acristalar'],
  },
  {
    id: 'lph-actividades-molestas-accion-cesacion',
    topic: 'community',
    es: {
      title: 'Vecinos molestos: la acción de cesación',
      body:
        'Ni el propietario ni el ocupante pueden desarrollar en el piso o en el resto del edificio actividades prohibidas por los estatutos, dañosas para la finca o que contravengan las normas sobre actividades molestas, insalubres, nocivas, peligrosas o ilícitas (art. 7.2 LPH). El presidente, por iniciativa propia o a petición de cualquier propietario u ocupante, debe requerir al infractor para que cese, advirtiéndole de las acciones judiciales. Si persiste, la junta puede autorizar al presidente a presentar una acción de cesación en juicio ordinario, en la que el juez puede acordar el cese inmediato como medida cautelar. La sentencia puede condenar a indemnizar y privar del uso del piso hasta 3 años y, si el infractor no es el dueño, extinguir su derecho, por ejemplo el alquiler.',
      questions: [
        'Un vecino hace ruido todas las noches, ¿qué puede hacer la comunidad?',
        '¿Qué es la acción de cesación en la comunidad de propietarios?',
        '¿Se puede echar a un inquilino conflictivo por molestar a los vecinos?',
      ],
    },
    en: {
      title: 'Nuisance neighbours: the cessation action',
      body:
        'Neither the owner nor the occupant may carry on in the flat or elsewhere in the building activities prohibited by the statutes, harmful to the property or in breach of rules on annoying, unhealthy, noxious, dangerous or unlawful activities (art. 7.2 LPH). The president, on his own initiative or at the request of any owner or occupant, must require the offender to stop, warning of legal action. If it continues, the meeting may authorise the president to bring a cessation action in ordinary proceedings, in which the court may order immediate cessation as an interim measure. The judgment may award damages and deprive the offender of use of the flat for up to 3 years and, if the offender is not the owner, terminate his right, such as a lease.',
      questions: [
        'A neighbour makes noise every night; what can the community do?',
        'What is the cessation action in a community of owners?',
      ],
    },
    sources: [{ law: 'LPH', article: '7.2' }],
    keywords: ['ruidos', 'vecino molesto', 'fiestas', 'okupas', 'actividad molesta', 'cesación', 'convivencia', 'olores'],
  },
  {
    id: 'lph-obligaciones-propietario',
    topic: 'community',
    es: {
      title: 'Obligaciones de cada propietario',
      body:
        'El art. 9.1 LPH enumera los deberes de cada propietario. Debe respetar las instalaciones generales y los elementos comunes y usarlos de forma adecuada, y mantener su piso en buen estado sin perjudicar a la comunidad ni a los vecinos, respondiendo de los daños que causen él o quienes ocupan su vivienda. Tiene que consentir en su piso las reparaciones que exija el edificio y permitir la entrada para realizarlas, con derecho a ser indemnizado por los daños. También debe contribuir a los gastos generales y al fondo de reserva según su cuota, comunicar un domicilio para notificaciones y el cambio de titularidad, y actuar con la diligencia debida en sus relaciones con los demás.',
      questions: [
        '¿Qué obligaciones tengo como propietario en una comunidad?',
        '¿Tengo que dejar entrar en mi piso para arreglar una tubería común?',
      ],
    },
    en: {
      title: 'Each owner’s obligations',
      body:
        'Art. 9.1 LPH lists each owner’s duties. He must respect the general installations and common elements and use them properly, and keep his flat in good repair without harming the community or the neighbours, answering for damage caused by him or the occupants of his home. He must allow in his flat the repairs the building requires and grant access to carry them out, with a right to compensation for any damage. He must also contribute to general expenses and the reserve fund according to his quota, provide an address for notices and report any change of ownership, and act with due diligence in his dealings with the others.',
      questions: [
        'What are my obligations as an owner in a community?',
        'Must I let workers into my flat to repair a shared pipe?',
      ],
    },
    sources: [{ law: 'LPH', article: '9.1' }],
    keywords: ['obligaciones', 'deberes', 'dejar entrar', 'reparaciones', 'daños', 'vecinos', 'mantenimiento'],
  },
  {
    id: 'lph-estatutos-normas-regimen-interior',
    topic: 'community',
    es: {
      title: 'Estatutos y normas de régimen interior',
      body:
        'Los estatutos forman parte del título constitutivo y pueden regular el uso de los pisos, de los elementos comunes, los gastos o la administración; para modificarlos se necesita unanimidad y, para que afecten a terceros adquirentes, deben inscribirse en el Registro de la Propiedad (art. 5 LPH). Las normas de régimen interior, en cambio, regulan los detalles de la convivencia y el uso de servicios y zonas comunes (horarios de piscina, uso del ascensor, basuras, mascotas en zonas comunes) y se aprueban por mayoría simple (art. 6 LPH). Obligan a todos los propietarios y ocupantes mientras no sean modificadas o anuladas judicialmente.',
      questions: [
        '¿Qué diferencia hay entre los estatutos y las normas de régimen interior?',
        '¿Puede la comunidad poner normas sobre el uso de la piscina?',
      ],
    },
    en: {
      title: 'Statutes and internal rules',
      body:
        'The statutes form part of the deed of division and may regulate the use of flats and common elements, expenses or administration; amending them requires unanimity and, to bind later acquirers, they must be registered in the Land Registry (art. 5 LPH). Internal rules, by contrast, regulate the details of coexistence and the use of common services and areas (pool hours, lift use, rubbish, pets in common areas) and are approved by simple majority (art. 6 LPH). They bind all owners and occupants until amended or annulled by a court.',
      questions: [
        'What is the difference between statutes and internal rules?',
        'Can the community set rules on using the swimming pool?',
      ],
    },
    sources: [
      { law: 'LPH', article: '5' },
      { law: 'LPH', article: '6' },
    ],
    keywords: ['estatutos', 'normas', 'reglamento', 'régimen interior', 'piscina', 'mascotas', 'convivencia', 'horarios'],
  },
  {
    id: 'lph-seguro-comunidad-danos',
    topic: 'community',
    es: {
      title: 'Seguro de la comunidad y daños por agua',
      body:
        'La LPH no obliga con carácter general a contratar un seguro, pero permite pagarlo con cargo al fondo de reserva (art. 9.1.f LPH), y la práctica habitual es una póliza multirriesgo que cubra los elementos comunes y la responsabilidad civil de la comunidad; algunas normas autonómicas o los estatutos pueden exigirlo. Ante una fuga de agua, si el origen está en un elemento común (bajante, montante general, cubierta), la reparación y los daños corresponden a la comunidad; si está en una instalación privativa del piso, responde su propietario (art. 9.1.b LPH), normalmente a través de su seguro de hogar.',
      questions: [
        '¿Es obligatorio que la comunidad tenga seguro?',
        'Tengo una gotera que viene del piso de arriba, ¿quién paga?',
        'Si se rompe una bajante, ¿lo paga la comunidad o el vecino?',
      ],
    },
    en: {
      title: 'Community insurance and water damage',
      body:
        'The LPH does not generally require insurance, but it allows the premium to be paid from the reserve fund (art. 9.1.f LPH), and the usual practice is a multi-risk policy covering common elements and the community’s civil liability; some regional rules or the statutes may require it. In the event of a water leak, if the source is a common element (downpipe, main riser, roof), the repair and damage fall on the community; if it is a private installation in a flat, its owner is liable (art. 9.1.b LPH), normally through his home insurance.',
      questions: [
        'Must the community have insurance?',
        'I have a leak coming from the flat above; who pays?',
      ],
    },
    sources: [
      { law: 'LPH', article: '9.1.f' },
      { law: 'LPH', article: '9.1.b' },
    ],
    keywords: ['seguro', 'gotera', 'humedad', 'fuga de agua', 'bajante', 'tubería', 'daños', 'póliza'],
  },
  {
    id: 'lph-fiscalidad-comunidad',
    topic: 'community',
    es: {
      title: 'Obligaciones fiscales de la comunidad de propietarios',
      body:
        'La comunidad de propietarios no paga Impuesto sobre Sociedades, pero necesita NIF (empieza por la letra H) para operar con bancos y proveedores. Está obligada a practicar retenciones de IRPF sobre las nóminas de sus empleados (conserje, limpieza) y sobre los honorarios de profesionales como el administrador autónomo o el abogado (art. 99 LIRPF), presentando las declaraciones correspondientes (modelos 111 y 190), y debe informar en el modelo 347 de las operaciones con un mismo proveedor que superen 3.005,06 € al año. Si obtiene rentas, por ejemplo por alquilar la azotea para una antena o la vivienda del portero, estas se atribuyen a los propietarios según su cuota y cada uno debe declararlas en su IRPF (art. 8.3 LIRPF y art. 35.4 LGT).',
      questions: [
        '¿La comunidad de vecinos tiene que pagar impuestos?',
        'Alquilamos la azotea para una antena, ¿cómo se declara ese dinero?',
        '¿La comunidad tiene que hacer retenciones al administrador?',
      ],
    },
    en: {
      title: 'Tax obligations of a community of owners',
      body:
        'A community of owners does not pay Corporate Income Tax, but it needs a tax ID (starting with the letter H) to deal with banks and suppliers. It must withhold income tax from its employees’ wages (caretaker, cleaning) and from fees paid to professionals such as a self-employed administrator or lawyer (art. 99 LIRPF), filing the corresponding returns (forms 111 and 190), and must report on form 347 dealings with a single supplier above 3,005.06 euros a year. If it earns income, for example by letting the roof for an antenna or the caretaker’s flat, that income is attributed to the owners by quota and each must report it in his income tax return (art. 8.3 LIRPF and art. 35.4 LGT).',
      questions: [
        'Does the residents’ community have to pay taxes?',
        'We rent the roof for an antenna; how is that money declared?',
      ],
    },
    sources: [
      { law: 'LIRPF', article: '99' },
      { law: 'LIRPF', article: '8.3' },
      { law: 'LGT', article: '35.4' },
    ],
    keywords: ['impuestos', 'Hacienda', 'CIF', 'NIF', 'retenciones', 'modelo 347', 'antena', 'azotea', 'rentas'],
  },
];
