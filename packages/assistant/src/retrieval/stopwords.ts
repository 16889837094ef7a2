/** Function words dropped before stemming (folded forms). Kept small: content words carry the query. */
export const SPANISH_STOPWORDS: ReadonlySet<string> = new Set(
  `a al algo algun alguna algunas alguno algunos ante antes aqui asi aun cada como con contra cual cuales
  cualquier cuando cuanto cuanta cuantos cuantas de del desde donde dos durante e el ella ellas ello ellos en
  entre era eran es esa esas ese eso esos esta estan estar estas este esto estos fue fueron ha habia han has hay
  hasta he la las le les lo los mas me mi mis mio mucho muchos muy nada ni no nos nosotros o os otra otras otro
  otros para pero poco por porque pueda puede pueden puedo pues que quien quienes se sea sean segun ser si sido
  sin sobre son su sus tal tambien tan tanto te tener tengo tiene tienen toda todas todo todos tu tus u un una
  unas uno unos usted vosotros y ya yo hacer hace hago debe deben debo deberia haber hola gracias favor
  quiero queria saber necesito espana espanol espanola estoy esta sabes dime explica explicame oye pasa ocurre
  tenia tenian tenemos tienes tendra tendria tendre podemos puedes podria podrian podra podre poder llevo lleva
  llevamos llevan toca tocan tocaria dar ir voy vamos van iba quiere quieres queremos gustaria seria ahora
  realmente exactamente normalmente ahi alli aqui vale verdad ejemplo caso dice dicen decir decirle decirselo
  diga digan dijo vaya vayas vayan darle darles darlo darla darlos darlas darme darte darnos darselo darsela darmelo darmela darnoslo soy eres
  somos sois`
    .split(/\s+/)
    .filter(Boolean),
);

export const ENGLISH_STOPWORDS: ReadonlySet<string> = new Set(
  `a about above after again all am an and any are as at be been before being below between both but by can
  could did do does doing down during each few for from further had has have having he her here hers him his
  how i if in into is it its itself just me more most my no nor not now of off on once only or other our ours
  out over own same she should so some such than that the their theirs them then there these they this those
  through to too under until up very was we were what when where which while who whom why will with would you
  your yours s t d ll m re ve spain spanish hello hi please thanks tell know want need may must might shall
  allowed allow permitted entitled every exactly actually really just still already got get getting wants wanted
  wanting needs needed`
    .split(/\s+/)
    .filter(Boolean),
);
