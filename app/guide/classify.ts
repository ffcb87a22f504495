import { cardWords } from "./cards";

/**
 * Runs before any card is looked for (issue 29 item 5): a question asking how to hurt people or
 * animals, make weapons, poisons or toxic gases, or break into computers and networks is declined
 * whatever else it mentions; a greeting gets a greeting; a question about something else entirely
 * (poems, sports, homework) gets a pointer to what the guide does, unless it also names an
 * emergency. Pure (the browser runs it too).
 *
 * Harm is an intent plus an object: "how do I make chlorine gas" is declined, "I mixed bleach and
 * ammonia by accident" and "my dog ate rat poison" are emergencies and are answered. Reviewed term
 * lists per language; the text is matched with accents folded and apostrophes split.
 */

export type QuestionClass = "harm" | "greeting" | "task" | "offtopic" | null;

const any = (words: string) =>
  words
    .split("|")
    .map((w) => w.trim())
    .join("|");

/** "how do I / how to / teach me to / I want to …" in each language. */
const INTENT = any(
  [
    "how (do|can|could|would|should|to)(?: (i|we|you|one|someone))?",
    "how to",
    "best way to",
    "easiest way to",
    "ways? to",
    "steps to",
    "teach me (to|how to)",
    "help me",
    "i want to",
    "im going to",
    "i am going to",
    "i wanna",
    "instructions? (for|to)",
    "recipe for",
    "what (chemicals|household chemicals|stuff) (can|do|should) i",
    // Spanish
    "como(?: (puedo|se puede|podria|hago para|se))?",
    "quiero",
    "voy a",
    "ensename a",
    "instrucciones para",
    "receta (para|de)",
    "manera de",
    "forma de",
    // French
    "comment(?: (je peux|puis je|on peut|faire pour|peut on))?",
    "je veux",
    "je vais",
    "apprends moi a",
    "recette (pour|de|d)",
    "moyen de",
    "facon de",
  ].join("|"),
);

const MAKE = any(
  "make|making|build|create|produce|mix|brew|cook|assemble|synthesize|hacer|fabricar|crear|producir|mezclar|preparar|armar|faire|fabriquer|creer|produire|melanger|preparer",
);

/** Weapons, explosives, poisons and toxic gases, as things to make. */
const HARMFUL_THING = any(
  [
    "(pipe )?bombs?",
    "explosives?",
    "ieds?",
    "molotov( cocktails?)?",
    "napalm",
    "thermite",
    "nerve (agent|gas)",
    "sarin",
    "ricin",
    "anthrax",
    "cyanide",
    "poisons?(?! (ivy|oak|sumac|control|help|center|centre))",
    "(toxic|poison|poisonous|deadly|lethal|chlorine|mustard|tear) gas(es)?",
    "chemical weapons?",
    "bioweapons?",
    "biological weapons?",
    "dirty bombs?",
    "(ghost|untraceable|homemade|3d printed|zip) guns?",
    "silencers?",
    "untraceable (weapon|gun)s?",
    // Spanish
    "bombas?(?! (de|para) (agua|achique|sumidero|insulina|gasolina|aire|pozo))",
    "explosivos?",
    "venenos?",
    "gas (toxico|venenoso|mortal|de cloro|nervioso|lacrimogeno)",
    "armas? (quimicas?|biologicas?|caseras?)",
    "cianuro",
    "napalm",
    // French
    "bombes?",
    "explosifs?",
    "poisons?(?! (antipoison|centre))",
    "gaz (toxique|mortel|de chlore|neurotoxique|lacrymogene)",
    "armes? (chimiques?|biologiques?|artisanales?)",
    "cyanure",
  ].join("|"),
);

const HURT = any(
  "poison|kill|hurt|harm|injure|stab|shoot|strangle|choke|drown|burn|attack|beat|torture|drug|kidnap|" +
    "envenenar|matar|lastimar|herir|danar|apunalar|dispararle|dispararles|estrangular|ahogar|quemar|atacar|golpear|torturar|drogar|secuestrar|" +
    "empoisonner|tuer|blesser|poignarder|tirer sur|etrangler|noyer|bruler|attaquer|frapper|torturer|droguer|enlever",
);

/** Someone or some animal to hurt: an optional determiner, then who. */
const VICTIM =
  "(?:(?:my|a|an|the|some|his|her|their|our|mi|mis|su|sus|un|una|el|la|los|las|al|a|mon|ma|mes|son|sa|ses|le|les|des|l) )?";
const VICTIM_NOUN = any(
  "neighbou?rs?|wife|husband|girlfriend|boyfriend|boss|coworkers?|classmates?|someone|somebody|people|persons?|him|her|them|kids?|child|children|baby|teachers?|ex|crowd|family|parents?|mom|dad|brother|sister|dogs?|cats?|pets?|animals?|birds?|horses?|" +
    "vecinos?|vecinas?|esposa|esposo|marido|mujer|novia|novio|jefe|jefa|companeros?|alguien|gente|personas?|nino|nina|ninos|bebe|profesor|profesora|familia|padres?|madre|hermano|hermana|perros?|gatos?|mascotas?|animales?|" +
    "voisins?|voisines?|femme|mari|copine|copain|patron|patronne|collegues?|quelqu un|gens|personnes?|enfants?|bebe|prof|professeur|famille|parents?|mere|pere|frere|soeur|chiens?|chats?|animaux|animal",
);

const HARM_PATTERNS: RegExp[] = [
  // How do I make a bomb / toxic gas / poison.
  new RegExp(
    `\\b(${INTENT}) (${MAKE}) (a |an |some |un |una |unos |unas |une |des |du |de la |de l |le |la )?(${HARMFUL_THING})\\b`,
  ),
  // How do I poison my neighbour / hurt a dog.
  new RegExp(`\\b(${INTENT}) (${HURT}) ${VICTIM}(${VICTIM_NOUN})\\b`),
  // Spanish and French object pronouns: "como lo envenenó", "comment le tuer".
  /\b(como|quiero|voy a) (envenenarlo|envenenarla|matarlo|matarla|lastimarlo|lastimarla|envenenar a|matar a|lastimar a|herir a)\b/,
  /\b(comment|je veux|je vais) (l empoisonner|le tuer|la tuer|le blesser|la blesser|empoisonner|tuer|blesser) /,
  // Which chemicals make a toxic gas / what to mix to make poison gas.
  /\b(what|which) (chemicals?|household chemicals?|products?|things|cleaners) (do i |can i |should i |would |to )?(mix|combine)\b.*\b(gas|fumes|poison|kill|toxic)\b/,
  /\b(que|cuales) (productos|quimicos|sustancias) (mezclar|mezclo|combinar)\b.*\b(gas|toxico|veneno|matar)\b/,
  /\b(quels?|quelles?) (produits|chimiques|substances) (melanger|combiner)\b.*\b(gaz|toxique|poison|tuer)\b/,
  // Undetectable, without getting caught.
  /\b(without (getting|being) caught|without anyone (knowing|noticing)|undetectable poison|untraceable poison|get away with)\b/,
  /\b(sin que (nadie se entere|me descubran|me atrapen|se den cuenta)|veneno indetectable)\b/,
  /\b(sans (me faire prendre|que personne (ne )?le sache|laisser de traces)|poison indetectable)\b/,
  // Hacking and breaking into networks, accounts, devices.
  /\b(hack|hacking|hacked|crack|cracking|break into|get into|bypass|brute force|sniff|steal)\b.{0,40}\b(wi ?fi|wifi|router|network|password|passwords|account|accounts|email|phone|camera|cameras|computer|server|system|website|bank)\b/,
  /\b(hackear|hackeo|piratear|jaquear|entrar (en|a)|robar|descifrar|romper)\b.{0,40}\b(wi ?fi|wifi|red|contrasena|contrasenas|clave|cuenta|correo|telefono|celular|camara|computadora|servidor|sistema)\b/,
  /\b(pirater|hacker|cracker|forcer|voler|entrer dans)\b.{0,40}\b(wi ?fi|wifi|reseau|mot de passe|mots de passe|compte|email|telephone|camera|ordinateur|serveur|systeme)\b/,
  /\b(phishing|keylogger|ransomware|malware|ddos|botnet|exploit kit)\b/,
  // Breaking into cars and homes.
  /\b(break into|breaking into|hotwire|hot wire|steal) (a|my|the|someones|someone s|his|her|their|neighbou?rs?)? ?(car|cars|house|home|apartment|truck)\b/,
  /\b(entrar a robar|robar un carro|robar un coche|forzar (un|el) (carro|coche|auto)|cracher une voiture|voler une voiture|forcer une voiture)\b/,
  // Hurting animals for its own sake.
  /\b(torture|torturar|torturer)\b/,
];

const GREETING =
  /^(hi|hello|hey|hiya|howdy|good (morning|afternoon|evening)|thanks|thank you|thx|ty|ok|okay|cool|great|nice|hola|buenas|buenos dias|buenas (tardes|noches)|gracias|muchas gracias|vale|bonjour|bonsoir|salut|merci|merci beaucoup|d accord)( there| so much| you| guide| guia)*$/;

/** Asking for something else entirely: a poem, a joke, homework (reviewed list per language). */
const TASK =
  /\b(poem|poems|poetry|joke|jokes|riddle|story|stories|lyrics|song|essay|homework|haiku|limerick|rap|translate|poema|poemas|chiste|chistes|cuento|cancion|ensayo|tarea|traduce|traducir|poeme|poesie|blague|blagues|histoire drole|chanson|dissertation|devoirs|traduis|traduire)\b/;

/** Subjects the guide does not cover (reviewed list per language); they only redirect when no card fits. */
const OFF_TOPIC =
  /\b(recipe|recipes|bake|baking|movie|movies|film|tv show|netflix|stock|stocks|crypto|bitcoin|invest|investing|coding|python|javascript|programming|sports|football|basketball|baseball|soccer|super bowl|celebrity|president|election|politics|math|dating|horoscope|capital of|restaurant|video game|receta|recetas|pelicula|peliculas|futbol|partido|horoscopo|elecciones|presidente|matematicas|recette|recettes|elections|president|mathematiques|capitale)\b/;

export function classifyQuestion(question: string): QuestionClass {
  const text = cardWords(question).join(" ");
  if (HARM_PATTERNS.some((p) => p.test(text))) return "harm";
  if (GREETING.test(text)) return "greeting";
  if (TASK.test(text)) return "task";
  if (OFF_TOPIC.test(text)) return "offtopic";
  return null;
}
