/**
 * The assistant panel's words in the user's language (en, fr, es, de), in the shape of
 * src/slack/i18n.ts: the greeting, the status line, the one-line summary of how a request was read,
 * and the suggested prompts (by homescreen shelf, so they follow what is on near the person).
 */
import type { Lang } from '../i18n.js';

type AssistantKey =
  | 'greeting'
  | 'greetingNoPlace'
  | 'promptsTitle'
  | 'looking'
  | 'readAs'
  | 'under'
  | 'free'
  | 'cheap'
  | 'near'
  | 'in'
  | 'party'
  | 'without'
  | 'notThese'
  | 'empty'
  | 'startedOver'
  | 'bookAsk'
  | 'bookButton'
  | 'cannotBook'
  | 'noCard'
  | 'nothing'
  | 'failed'
  | 'notConnected'
  | 'voteSoon'
  | 'voteNoChannel'
  | 'votePosted';
export type AssistantWords = Record<AssistantKey, string>;

const WORDS: Record<Lang, AssistantWords> = {
  en: {
    greeting:
      'Hi! Tell me what you feel like and I will find it near {place}. Then refine: “cheaper”, “somewhere quieter”, “tomorrow instead”, “for 6 of us”.',
    greetingNoPlace:
      'Hi! Tell me what you feel like (“team drinks Friday under $40”). Then refine: “cheaper”, “somewhere quieter”, “tomorrow instead”, “for 6 of us”.',
    promptsTitle: 'Try one of these',
    looking: 'Looking…',
    readAs: 'I read this as',
    under: 'under {amount} each',
    free: 'free',
    cheap: 'cheap',
    near: 'near {place}',
    in: 'in {place}',
    party: 'for {n}',
    without: 'no {words}',
    notThese: 'not {names}',
    empty: 'What shall we look for? Say what you feel like, a time, a budget or a place.',
    startedOver: 'Starting over. What shall we look for?',
    bookAsk: 'Book *{name}* for {n}? The form opens first: nothing is booked until you confirm there.',
    bookButton: 'Open the Book form',
    cannotBook: '*{name}* cannot be booked through Jaunt here. Pick another card?',
    noCard: 'My last answer has no card number {n}.',
    nothing: 'Nothing matches all of that. Try “start over” or drop a constraint.',
    failed: 'Sorry, something went wrong. Please try again.',
    notConnected: 'This workspace is not connected to Jaunt yet: an admin connects it from App Home.',
    voteSoon: 'Polls from the panel need a channel: open the panel from the channel that should vote.',
    voteNoChannel:
      'I cannot post in that channel. Invite Jaunt there, or open the panel from another channel.',
    votePosted: 'Poll posted in <#{channel}>. I will report the result here.',
  },
  fr: {
    greeting:
      'Bonjour ! Dites-moi ce qui vous tente, je cherche près de {place}. Puis affinez : « moins cher », « plus calme », « demain plutôt », « pour 6 personnes ».',
    greetingNoPlace:
      'Bonjour ! Dites-moi ce qui vous tente (« un verre vendredi moins de 40 € »). Puis affinez : « moins cher », « plus calme », « demain plutôt ».',
    promptsTitle: 'Essayez par exemple',
    looking: 'Je cherche…',
    readAs: 'J’ai compris',
    under: 'moins de {amount} par personne',
    free: 'gratuit',
    cheap: 'pas cher',
    near: 'près de {place}',
    in: 'à {place}',
    party: 'pour {n}',
    without: 'sans {words}',
    notThese: 'sauf {names}',
    empty: 'Que cherche-t-on ? Une envie, un moment, un budget ou un lieu.',
    startedOver: 'On recommence. Que cherche-t-on ?',
    bookAsk:
      'Réserver *{name}* pour {n} ? Le formulaire s’ouvre d’abord : rien n’est réservé avant votre confirmation.',
    bookButton: 'Ouvrir le formulaire',
    cannotBook: '*{name}* ne se réserve pas via Jaunt ici. Une autre carte ?',
    noCard: 'Ma dernière réponse n’a pas de carte n° {n}.',
    nothing: 'Rien ne correspond à tout cela. Dites « on recommence » ou retirez une contrainte.',
    failed: 'Désolé, un problème est survenu. Réessayez.',
    notConnected:
      'Cet espace n’est pas encore connecté à Jaunt : un admin le connecte depuis l’accueil de l’app.',
    voteSoon: 'Un sondage a besoin d’un canal : ouvrez le panneau depuis le canal qui doit voter.',
    voteNoChannel:
      'Je ne peux pas écrire dans ce canal. Invitez Jaunt, ou ouvrez le panneau depuis un autre canal.',
    votePosted: 'Sondage publié dans <#{channel}>. Je donnerai le résultat ici.',
  },
  es: {
    greeting:
      '¡Hola! Dime qué te apetece y lo busco cerca de {place}. Luego afina: «más barato», «algo más tranquilo», «mejor mañana», «para 6 personas».',
    greetingNoPlace:
      '¡Hola! Dime qué te apetece («unas copas el viernes por menos de 40 $»). Luego afina: «más barato», «más tranquilo», «mejor mañana».',
    promptsTitle: 'Prueba con',
    looking: 'Buscando…',
    readAs: 'Entendí',
    under: 'menos de {amount} por persona',
    free: 'gratis',
    cheap: 'barato',
    near: 'cerca de {place}',
    in: 'en {place}',
    party: 'para {n}',
    without: 'sin {words}',
    notThese: 'excepto {names}',
    empty: '¿Qué buscamos? Dime un plan, un momento, un presupuesto o un lugar.',
    startedOver: 'Empezamos de nuevo. ¿Qué buscamos?',
    bookAsk:
      '¿Reservar *{name}* para {n}? Primero se abre el formulario: no se reserva nada hasta que confirmes.',
    bookButton: 'Abrir el formulario',
    cannotBook: '*{name}* no se puede reservar con Jaunt aquí. ¿Otra tarjeta?',
    noCard: 'Mi última respuesta no tiene la tarjeta n.º {n}.',
    nothing: 'Nada cumple todo eso. Di «empezar de nuevo» o quita una condición.',
    failed: 'Lo siento, algo falló. Inténtalo de nuevo.',
    notConnected:
      'Este espacio aún no está conectado a Jaunt: un admin lo conecta desde la pestaña Inicio de la app.',
    voteSoon: 'Una encuesta necesita un canal: abre el panel desde el canal que debe votar.',
    voteNoChannel: 'No puedo publicar en ese canal. Invita a Jaunt o abre el panel desde otro canal.',
    votePosted: 'Encuesta publicada en <#{channel}>. Te contaré el resultado aquí.',
  },
  de: {
    greeting:
      'Hallo! Sag mir, worauf du Lust hast, ich suche in der Nähe von {place}. Dann verfeinern: „billiger“, „etwas ruhiger“, „lieber morgen“, „für 6 Personen“.',
    greetingNoPlace:
      'Hallo! Sag mir, worauf du Lust hast („Drinks Freitag unter 40 €“). Dann verfeinern: „billiger“, „ruhiger“, „lieber morgen“.',
    promptsTitle: 'Zum Beispiel',
    looking: 'Ich suche…',
    readAs: 'Verstanden als',
    under: 'unter {amount} pro Person',
    free: 'kostenlos',
    cheap: 'günstig',
    near: 'nahe {place}',
    in: 'in {place}',
    party: 'für {n}',
    without: 'ohne {words}',
    notThese: 'nicht {names}',
    empty: 'Was suchen wir? Sag mir eine Idee, eine Zeit, ein Budget oder einen Ort.',
    startedOver: 'Neu anfangen. Was suchen wir?',
    bookAsk:
      '*{name}* für {n} buchen? Zuerst öffnet sich das Formular: gebucht wird erst, wenn du dort bestätigst.',
    bookButton: 'Buchungsformular öffnen',
    cannotBook: '*{name}* lässt sich hier nicht über Jaunt buchen. Eine andere Karte?',
    noCard: 'Meine letzte Antwort hat keine Karte Nr. {n}.',
    nothing: 'Nichts passt zu allem. Sag „von vorne“ oder lass eine Bedingung weg.',
    failed: 'Entschuldigung, etwas ist schiefgelaufen. Bitte versuch es noch einmal.',
    notConnected: 'Dieser Workspace ist noch nicht mit Jaunt verbunden: ein Admin verbindet ihn im App-Home.',
    voteSoon: 'Eine Abstimmung braucht einen Channel: öffne das Panel aus dem Channel, der abstimmen soll.',
    voteNoChannel:
      'In diesem Channel kann ich nicht posten. Lade Jaunt ein oder öffne das Panel aus einem anderen Channel.',
    votePosted: 'Abstimmung in <#{channel}> gepostet. Das Ergebnis melde ich hier.',
  },
};

const isLang = (l: string | undefined): l is Lang => l === 'en' || l === 'fr' || l === 'es' || l === 'de';
export const assistantWordsFor = (lang: string | undefined): AssistantWords =>
  isLang(lang) ? WORDS[lang] : WORDS.en;

export interface SuggestedPrompt {
  title: string;
  message: string;
}

/** Prompts by homescreen shelf: offered when that shelf has something near the person. */
type PromptShelf =
  | 'tonight'
  | 'this-weekend'
  | 'free'
  | 'date-night'
  | 'with-kids'
  | 'friends-hangout'
  | 'late-night'
  | 'rainy-day'
  | 'open-now';

const PROMPTS: Record<Lang, Record<PromptShelf | 'team', SuggestedPrompt>> = {
  en: {
    tonight: { title: 'Tonight near you', message: 'something tonight' },
    'this-weekend': { title: 'This weekend', message: 'something this weekend' },
    free: { title: 'Free this weekend', message: 'free this weekend' },
    'date-night': { title: 'Date night', message: 'date night tonight' },
    'with-kids': { title: 'With the kids', message: 'with kids this weekend' },
    'friends-hangout': { title: 'Drinks with friends', message: 'drinks with friends tonight' },
    'late-night': { title: 'Late tonight', message: 'late night tonight' },
    'rainy-day': { title: 'Something indoors', message: 'indoor things today' },
    'open-now': { title: 'Open right now', message: 'open now' },
    team: { title: 'Something for a team of 8', message: 'team outing for 8' },
  },
  fr: {
    tonight: { title: 'Ce soir près de vous', message: 'quelque chose ce soir' },
    'this-weekend': { title: 'Ce week-end', message: 'quelque chose ce week-end' },
    free: { title: 'Gratuit ce week-end', message: 'gratuit ce week-end' },
    'date-night': { title: 'Soirée en amoureux', message: 'soirée en amoureux ce soir' },
    'with-kids': { title: 'Avec les enfants', message: 'avec les enfants ce week-end' },
    'friends-hangout': { title: 'Un verre entre amis', message: 'un verre entre amis ce soir' },
    'late-night': { title: 'Tard ce soir', message: 'tard ce soir' },
    'rainy-day': { title: 'À l’abri', message: 'activités en intérieur aujourd’hui' },
    'open-now': { title: 'Ouvert maintenant', message: 'ouvert maintenant' },
    team: { title: 'Pour une équipe de 8', message: 'sortie d’équipe pour 8 personnes' },
  },
  es: {
    tonight: { title: 'Esta noche cerca', message: 'algo esta noche' },
    'this-weekend': { title: 'Este fin de semana', message: 'algo este fin de semana' },
    free: { title: 'Gratis este finde', message: 'gratis este fin de semana' },
    'date-night': { title: 'Noche en pareja', message: 'cita esta noche' },
    'with-kids': { title: 'Con los niños', message: 'con niños este fin de semana' },
    'friends-hangout': { title: 'Copas con amigos', message: 'copas con amigos esta noche' },
    'late-night': { title: 'Esta noche tarde', message: 'tarde esta noche' },
    'rainy-day': { title: 'Algo bajo techo', message: 'planes bajo techo hoy' },
    'open-now': { title: 'Abierto ahora', message: 'abierto ahora' },
    team: { title: 'Para un equipo de 8', message: 'salida de equipo para 8 personas' },
  },
  de: {
    tonight: { title: 'Heute Abend in der Nähe', message: 'etwas heute Abend' },
    'this-weekend': { title: 'Dieses Wochenende', message: 'etwas dieses Wochenende' },
    free: { title: 'Kostenlos am Wochenende', message: 'kostenlos dieses Wochenende' },
    'date-night': { title: 'Date-Abend', message: 'Date heute Abend' },
    'with-kids': { title: 'Mit den Kindern', message: 'mit Kindern dieses Wochenende' },
    'friends-hangout': { title: 'Drinks mit Freunden', message: 'Drinks mit Freunden heute Abend' },
    'late-night': { title: 'Spät heute Nacht', message: 'spät heute Nacht' },
    'rainy-day': { title: 'Etwas drinnen', message: 'drinnen heute' },
    'open-now': { title: 'Jetzt geöffnet', message: 'jetzt geöffnet' },
    team: { title: 'Für ein Team von 8', message: 'Teamevent für 8 Personen' },
  },
};

/** Shelves offered before anything is known near the person. */
const DEFAULT_SHELVES: readonly PromptShelf[] = ['tonight', 'free', 'this-weekend'];
export const MAX_PROMPTS = 4;

/** Up to three prompts for the shelves that have something on, then the team prompt (at most four). */
export const suggestedPrompts = (
  lang: string | undefined,
  shelvesOn: readonly string[] | null,
): SuggestedPrompt[] => {
  const table = PROMPTS[isLang(lang) ? lang : 'en'];
  const on = (shelvesOn ?? DEFAULT_SHELVES).filter((s): s is PromptShelf => s in table && s !== 'team');
  const picked = (on.length > 0 ? on : DEFAULT_SHELVES).slice(0, MAX_PROMPTS - 1);
  return [...picked.map((s) => table[s]), table.team];
};
