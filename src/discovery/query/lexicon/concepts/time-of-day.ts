/** Time-of-day concepts that stand for a catalogue tag; plain time words live in `time-phrases.ts`. */
import { defineConcepts } from '../define.js';

export const TIMES_OF_DAY = defineConcepts('time-of-day', [
  {
    id: 'time-of-day.late-night',
    facets: { tags: ['late-night'], categories: ['nightlife', 'club', 'bar'] },
    terms: 'late night, late-night, after midnight, till late, until late, open late, after hours, night owl',
    forms: {
      en: 'late night, late-night, late, very late, after midnight, till late, until late, open late, after hours, afterhours, nightcap, night owl, night owls, all night, till dawn, 2am, 3am, wee hours, small hours',
      fr: "tard, très tard, tard le soir, tard dans la nuit, après minuit, jusqu'au bout de la nuit, jusqu'à l'aube, ouvert tard, after, afters, noctambule, couche-tard, toute la nuit, dernier verre",
      es: 'tarde en la noche, muy tarde, de madrugada, madrugada, después de medianoche, hasta tarde, abierto hasta tarde, after, afterhours, hasta el amanecer, toda la noche, trasnochar, la última, la penúltima',
      de: 'spät, spätabends, nach mitternacht, bis spät, lange offen, bis in die puppen, bis zum morgengrauen, afterhour, nachteule, die ganze nacht',
      it: "tardi, a tarda notte, tarda sera, dopo mezzanotte, fino a tardi, aperto fino a tardi, after, afterhour, fino all'alba, nottambulo, nottambuli, tutta la notte, ultimo giro",
      pt: 'tarde da noite, bem tarde, madrugada, de madrugada, depois da meia-noite, até tarde, aberto até tarde, after, afterhours, até o amanhecer, a noite toda, notívago, corujão',
    },
    emoji: '🦉 🌙 🌃',
  },
]);
