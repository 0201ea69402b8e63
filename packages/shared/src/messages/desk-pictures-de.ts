import type { deskPicturesEnMessages } from './desk-pictures-en';

type Catalog<T> = { [Key in keyof T]: T[Key] extends string ? string : Catalog<T[Key]> };

/** The desk's strings for shared pictures, search, upload, focal points and usage in German. */
export const deskPicturesDeMessages: Catalog<typeof deskPicturesEnMessages> = {
  shared: {
    everyLanguage: 'Jede Sprache zeigt dieses Bild, sofern sie kein eigenes hat.',
    inherited: 'Das Bild aller Sprachen, gewählt auf {language}.',
    own: '{language} zeigt hier ein eigenes Bild (etwa eines mit Text darin).',
    chooseOwn: 'Anderes Bild für {language} wählen',
    useShared: 'Bild aller Sprachen verwenden',
    altMissing:
      'Noch kein Alternativtext auf: {languages}. Ergänzen Sie ihn in der Mediathek, bevor Sie in diesen Sprachen veröffentlichen.',
  },
  search: {
    label: 'Suchen',
    hint: 'Nach Dateiname, Titel oder Alternativtext.',
    noMatch: 'Keine Datei passt zu „{q}“.',
  },
  upload: {
    title: 'Neue Datei hochladen',
    file: 'Datei',
    altIn: 'Alternativtext ({language})',
    submit: 'Hochladen und verwenden',
    uploading: 'Wird hochgeladen …',
  },
  focal: {
    legend: 'Bildschwerpunkt',
    hint: 'Der Bereich, der sichtbar bleibt, wenn die Website das Bild in anderem Format zuschneidet: Karten, Teamfotos, Vorschauen. Stellen Sie ihn mit den Schiebereglern ein: Pfeiltasten oder ein Klick auf die Leiste.',
    fromLeft: 'Von links',
    fromTop: 'Von oben',
    save: 'Bildschwerpunkt speichern',
    saved: 'Bildschwerpunkt gespeichert.',
    value: '{percent} %',
  },
  usage: {
    title: 'Wo es verwendet wird',
    loading: 'Verwendung wird ermittelt …',
    none: 'Auf der Website nicht verwendet.',
    sharedLanguage: '{language}, als Bild aller Sprachen',
  },
};
