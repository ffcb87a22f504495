/**
 * Spanish questions as people really type them (with and without accents, regional words, typos),
 * each labeled with the topic that should answer it. All "holdout": written before the Spanish
 * synonym table was checked against them, and never used to tune it or the topics' keywords.
 * Do not change the synonyms or keywords to fix a miss here; report the figure instead.
 */
export interface SpanishQuestion {
  q: string;
  topic: string;
}

const q = (topic: string, ...qs: string[]) => qs.map((text) => ({ q: text, topic }));

export const SPANISH_HOLDOUT: SpanishQuestion[] = [
  // Primeros auxilios
  ...q("cpr-and-aed", "mi papá se cayó al piso y no respira que hago", "como se hace la reanimación cardiopulmonar"),
  ...q(
    "choking",
    "mi bebé se está atragantando con una uva",
    "a mi esposo se le atoró un pedazo de carne y no puede hablar",
  ),
  ...q("severe-bleeding", "me corté con un cuchillo y no para de salir sangre", "como poner un torniquete"),
  ...q("burns", "mi hijo se echó encima agua hirviendo", "¿le pongo mantequilla a una quemadura?"),
  ...q("seizures", "a mi sobrina le está dando un ataque de epilepsia", "mi hijo tiene convulsiones por la fiebre"),
  ...q(
    "stroke",
    "a mi abuela se le torció la boca y no puede hablar bien",
    "cuales son los sintomas de un derrame cerebral",
  ),
  ...q("heart-attack", "mi tío tiene un dolor muy fuerte en el pecho y suda mucho", "señales de un infarto en mujeres"),
  ...q("anaphylaxis", "mi hija es alérgica al maní y se le hinchó la cara", "cómo se usa el epipen"),
  ...q("poisoning", "mi niño se tomó un poco de cloro", "número de control de envenenamiento"),
  ...q(
    "heat-illness",
    "un trabajador se desmayó por el calor y está confundido",
    "diferencia entre insolación y agotamiento por calor",
  ),
  ...q(
    "hypothermia-and-frostbite",
    "tengo los dedos de los pies blancos y duros por el frío",
    "mi abuelo no para de temblar y está muy frío",
  ),
  ...q("drowning", "sacamos a un niño de la alberca y no respira", "qué hago si me arrastra una corriente en la playa"),
  ...q("fractures-and-sprains", "creo que se me rompió el brazo", "me torcí el tobillo jugando fútbol y está hinchado"),
  ...q("shock", "después del accidente está pálido, frío y sudando", "como saber si alguien esta en shock"),
  ...q(
    "head-injury",
    "mi hijo se cayó de la bicicleta y se pegó en la cabeza",
    "vomita después de un golpe en la cabeza",
  ),
  ...q(
    "diabetic-emergencies",
    "a mi mamá diabética le bajó el azúcar y está temblando",
    "que hacer con una hipoglucemia",
  ),
  ...q("bites-and-stings", "me mordió una víbora de cascabel en el pie", "me picó un alacrán"),
  // Peligros
  ...q("earthquakes", "qué hacer durante un sismo", "está temblando y estoy en la cama"),
  ...q("floods", "se está metiendo el agua del río en mi casa", "puedo cruzar una calle inundada con mi camioneta"),
  ...q("tornadoes", "suenan las sirenas de tornado y vivo en una traila", "dónde me escondo si viene un tornado"),
  ...q("hurricanes", "como preparo mi casa para un huracan", "qué significa aviso de huracán"),
  ...q(
    "wildfires-and-smoke",
    "hay un incendio forestal cerca de mi colonia",
    "el humo de los incendios no me deja respirar afuera",
  ),
  ...q("winter-storms", "me quedé atrapado en el carro por la nieve", "se congelaron las tuberías de la casa"),
  ...q("extreme-heat", "no tengo aire acondicionado y hace 40 grados", "dejaron un perro encerrado en un carro al sol"),
  ...q(
    "power-outages",
    "se fue la luz y tengo insulina en el refrigerador",
    "cuanto dura la comida en el congelador sin luz",
  ),
  ...q(
    "carbon-monoxide",
    "está sonando el detector de monóxido de carbono",
    "prendí el generador en el garaje y me duele la cabeza",
  ),
  ...q("active-shooter", "hay alguien disparando en mi oficina", "qué hacer si hay un tiroteo en la escuela"),
  ...q(
    "home-fires",
    "se prendió fuego el aceite de la sartén",
    "hay humo saliendo por debajo de la puerta de mi cuarto",
  ),
  ...q("gas-leaks-and-utilities", "huele a gas en la cocina", "cómo cierro la llave del gas después de un terremoto"),
  ...q(
    "shelter-in-place",
    "se volcó un camión con químicos cerca de mi casa",
    "nos dijeron que nos quedemos adentro por una nube tóxica",
  ),
  ...q("radiation-emergencies", "qué hacer si explota una bomba nuclear", "accidente en la planta nuclear"),
  ...q(
    "terrorism-and-suspicious-items",
    "hay una mochila abandonada en la estación del tren",
    "recibí una amenaza de bomba por teléfono",
  ),
  ...q("thunderstorms-and-lightning", "estoy en el campo y empieza a caer rayos", "a mi amigo le cayó un rayo"),
  ...q("tsunamis", "el mar se está retirando de la playa", "sentí un temblor fuerte y vivo en la costa"),
  ...q("landslides", "el cerro detrás de mi casa se está agrietando", "deslave después de las lluvias"),
  ...q("volcanoes", "está cayendo ceniza del volcán", "qué hacer en una erupción volcánica"),
  ...q("civil-unrest", "la protesta se puso violenta y estoy en medio", "me echaron gas lacrimógeno"),
  ...q("pandemics", "cómo protejo a mi familia de la gripe", "tengo covid y vivo con mis papás"),
  // Temas que aún no están en español: la respuesta debe ser el tema inglés con el aviso.
  ...q("emergency-kits", "qué debo tener en mi kit de emergencia"),
  ...q("water-storage-and-treatment", "cuánta agua debo guardar para una emergencia"),
  ...q("pets", "qué hago con mis gatos si tengo que evacuar"),
  ...q("family-communication-plan", "cómo hago un plan de comunicación familiar"),
];
