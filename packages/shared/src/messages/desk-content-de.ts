import type { deskContentEnMessages } from './desk-content-en';

type Catalog<T> = { [Key in keyof T]: T[Key] extends string ? string : Catalog<T[Key]> };

/** The desk's content-editor strings in German, typed against the English catalog. */
export const deskContentDeMessages: Catalog<typeof deskContentEnMessages> = {
  title: 'Inhalte',
  sections: {
    company: 'Firmenangaben',
    meta: 'Seitentitel und Beschreibungen',
    pageIntros: 'Seiteneinleitungen',
    hero: 'Startseiten-Banner',
    figures: 'Kennzahlen',
    products: 'Produkte und Leistungen',
    sustainability: 'Nachhaltigkeit',
    quality: 'Zertifikate und Downloads',
    mission: 'Mission und Werte',
    about: 'Über uns',
    testimonials: 'Kundenstimmen',
    team: 'Team',
    locations: 'Standorte',
    contact: 'Kontaktseite',
    imprint: 'Impressum',
    privacy: 'Datenschutzerklärung',
  },
};
