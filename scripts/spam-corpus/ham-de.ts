/** Echte Anfragen auf Deutsch: Betreiber, Einkäufer, Instandhalter, Bewerber aus Deutschland, Österreich, der Schweiz. */
import {
  companySite,
  errorCode,
  machineFamily,
  partNumber,
  phoneNumber,
  serialNumber,
  shareLink,
} from './facts';
import { type HamWriters, joinParagraphs, type Letter, sentences } from './letters';
import { type Person, slug } from './people';
import type { Draw } from './random';

const n = (value: number) => value.toLocaleString('de-DE');

const materialien = [
  'Kartonagen',
  'Mischpapier',
  'Stretchfolie (LDPE)',
  'PET-Flaschen',
  'Alu-Dosen',
  'Akten aus der Datenvernichtung',
  'Leichtverpackungen',
  'Folien und Kartonagen aus dem Lebensmittelhandel',
  'Zeitungen und Zeitschriften',
  'PP-Bigbags',
  'Styropor',
  'Textilreste',
  'Druckereiabfälle',
];
const zerkleinerungsgut = [
  'Altreifen',
  'Altholz A I bis A III',
  'Gewerbeabfall',
  'Anfahrklumpen aus der Extrusion',
  'Sperrmüll',
  'Teppiche',
  'Kabelschrott',
  'Paletten mit Nägeln',
  'Matratzen',
  'Rejekte aus der Papierfabrik',
  'Agrarfolie',
];
const pressen = [
  'EcoBale X4',
  'Kanalballenpresse X4',
  'X4',
  'EcoBale X4 (60 t/h)',
  'Kanalpresse',
  'Ballenpresse',
];
const zerkleinerer = [
  'EcoShred VSR',
  'Einwellenzerkleinerer VSR',
  'Zweiwellen-VSR',
  'VSR 2000',
  'VSR 1600 mit Sieb',
];
const waerme = ['EcoHeat VHR', 'Wärmerückgewinnung VHR', 'EcoHeat mit ORC-Modul'];
const sonstige = [
  'Vertikalpressen',
  'Presscontainer',
  'Zuführbänder',
  'Kettengurtförderer',
  'Stationärverdichter',
  'Entdrahtungsstationen',
];
/** [with `ein`, with `einen` (accusative), with `unseren` (accusative)]: the article follows the noun's gender. */
const standorte: readonly (readonly [string, string, string])[] = [
  ['ein Recyclinghof', 'einen Recyclinghof', 'unseren Recyclinghof'],
  ['eine Papierfabrik', 'eine Papierfabrik', 'unsere Papierfabrik'],
  ['ein Logistikzentrum', 'ein Logistikzentrum', 'unser Logistikzentrum'],
  ['eine Sortieranlage', 'eine Sortieranlage', 'unsere Sortieranlage'],
  ['ein Zentrallager', 'ein Zentrallager', 'unser Zentrallager'],
  ['ein Entsorgungsbetrieb', 'einen Entsorgungsbetrieb', 'unseren Entsorgungsbetrieb'],
  ['eine Druckerei', 'eine Druckerei', 'unsere Druckerei'],
  ['ein Betriebshof', 'einen Betriebshof', 'unseren Betriebshof'],
  ['eine Getränkeabfüllung', 'eine Getränkeabfüllung', 'unsere Getränkeabfüllung'],
  ['ein Kunststoffverarbeiter', 'einen Kunststoffverarbeiter', 'unseren Kunststoffverarbeiter'],
];

const anreden = [
  'Sehr geehrte Damen und Herren,',
  'Guten Tag,',
  'Hallo,',
  'Hallo zusammen,',
  'Moin,',
  'Sehr geehrtes Veltrum-Team,',
  'Grüß Gott,',
  'Guten Morgen,',
  'Liebes Vertriebsteam,',
  'Grüezi,',
  'Servus,',
  'Hallo Veltrum-Team,',
];
const schluesse = [
  'Vielen Dank im Voraus.',
  'Wir freuen uns auf Ihre Rückmeldung.',
  'Für Rückfragen stehe ich gern zur Verfügung.',
  'Danke und schönen Tag noch.',
  'Über einen kurzen Rückruf würde ich mich freuen.',
  'Besten Dank.',
  'Ich bitte um kurzfristige Rückmeldung.',
  'Danke vorab!',
  'Gern auch telefonisch.',
];
const gruesse = [
  'Mit freundlichen Grüßen',
  'Freundliche Grüße',
  'Viele Grüße',
  'Beste Grüße',
  'MfG',
  'Gruß',
  'Schöne Grüße aus',
  'Herzliche Grüße',
];

const angebotEinstieg = [
  'wir sind {art} in {stadt} und suchen',
  'für {unser} in {stadt} benötigen wir',
  'für das kommende Jahr planen wir eine Investition und bitten um ein Angebot für',
  'nach unserem Gespräch auf der IFAT bitten wir um ein Angebot für',
  'auf Empfehlung von {andere} wenden wir uns an Sie. Wir brauchen',
  'unsere alte Presse ist nach 22 Jahren am Ende. Wir interessieren uns für',
  'bitte senden Sie uns ein unverbindliches Angebot über',
  'im Rahmen einer Ausschreibung für unseren Kunden, {einen} bei {stadt}, benötige ich Preise für',
  'wir möchten zwei Maschinen eines anderen Herstellers ersetzen und suchen',
  'können Sie uns ein Richtpreisangebot machen für',
];
const andereKunden = [
  'einem Kollegen aus dem bvse',
  'unserer Schwesterfirma in Polen',
  'der Papierfabrik in Zülpich',
  'einem Entsorger aus unserem Verband',
];
const angebotDetails = [
  'Die Anlage würde zweischichtig an fünf Tagen pro Woche laufen.',
  'Die Ballen sollen so schwer sein, dass 24 Stück auf einen Sattelzug passen.',
  'Anschluss vor Ort: 400 V / 50 Hz, etwa 160 A sind frei.',
  'Die Halle hat eine lichte Höhe von {hoehe} m, das Tor ist {tor} m breit.',
  'Platz ist auf etwa {laenge} x {breite} m vorhanden.',
  'Bitte ein Zuführband von ca. {band} m mit Grube mit anbieten.',
  'Die Lieferung sollte bis {termin} erfolgen.',
  'Bitte Inbetriebnahme, Schulung und das erste Wartungsjahr einrechnen.',
  'Optional bitte einen Wartungsvertrag anbieten.',
  'Fernüberwachung ist für uns Pflicht.',
  'Der Hallenboden ist 250 mm Stahlbeton.',
  'Bitte frei Haus {stadt} anbieten.',
  'Unsere jetzige Presse macht Ballen um 450 kg, wir wollen Richtung 1.000 kg.',
  'Eine Leasingvariante über 60 Monate wäre auch interessant.',
  'Gebrauchte Maschinen oder Vorführmaschinen kämen ebenfalls infrage.',
  'Wir stellen einen Förderantrag, ein Budgetpreis reicht daher erstmal.',
  'Das Material kommt lose in Schubbodenaufliegern an.',
  'Die Maschine soll in der Nachtschicht mannlos laufen.',
  'Wir brauchen das Angebot bis Ende des Monats für die Gesellschafterversammlung.',
];
const termine = [
  'Ende des ersten Quartals',
  'Juni',
  'zum Jahresende',
  'spätestens September',
  'Ostern',
  'KW 40',
];

const ueberUns = [
  'Kurz zu uns: Wir sind ein familiengeführter Entsorgungsbetrieb mit rund 85 Mitarbeitern und drei Standorten in der Region. Derzeit pressen wir etwa 40.000 t Kartonagen und Folien im Jahr auf zwei älteren Maschinen, die an ihrer Grenze laufen.',
  'Zum Hintergrund: Wir betreiben das Zentrallager einer Handelskette mit 210 Filialen. Jeden Abend bringen die Lkw Kartonagen, Folien und Styropor aus den Märkten zurück, und zwei Mitarbeiter sind die ganze Nachtschicht mit dem Befüllen einer Vertikalpresse beschäftigt.',
  'Wir sind der kommunale Entsorger in {stadt} und betreiben die Wertstoffhöfe sowie eine kleine Sortieranlage. Der Stadtrat hat das Budget für eine neue Ballenpresse im Rahmen des Klimaschutzprogramms freigegeben, deshalb zählt der Energieverbrauch genauso wie der Preis.',
  'Ich bin technischer Leiter einer Papierfabrik, die Altpapier in Ballen zukauft. Künftig wollen wir unsere Rejekte und die losen Anlieferungen regionaler Sammler selbst pressen, statt einen Dienstleister zu bezahlen.',
  'Wir stellen Wellpappverpackungen her. Der Randbeschnitt aus der Wellpappenanlage und den Stanzen wird bisher lose in einen Container geblasen und abgefahren – das kostet uns jeden Tag einen Lkw.',
  'Wir sind Logistikdienstleister mit einem Verteilzentrum von 60.000 m² für einen Onlinehändler. Seit dem Wachstum im E-Commerce hat sich die Kartonagemenge verdoppelt, unser Presscontainer wird dreimal pro Woche geleert.',
  'Wir sind ein Kunststoffrecycler und waschen und regranulieren Post-Consumer-Folien. Die Reststoffe und unsere eigenen Produktionsabfälle wollen wir künftig direkt vor Ort verpressen.',
];
const anforderungen = [
  '- Ballengewicht mindestens 800 kg',
  '- automatische Vierfach-Drahtabbindung',
  '- Lärmpegel am Bedienplatz unter 75 dB(A)',
  '- Fernwartungszugang für Ihren Service',
  '- Ersatzteilverfügbarkeit für mindestens 15 Jahre',
  '- Bedienerschulung auf Deutsch und Polnisch',
  '- mannloser Betrieb in der Nachtschicht möglich',
  '- Schnittstelle zu unserer Wiegesoftware',
  '- Brandfrüherkennung im Trichter',
  '- Ballenmaß passend zu unseren Ballenklammern (1.100 x 750 mm)',
  '- Anschlussleistung höchstens 90 kW',
];
const ausfuehrlicheFragen = [
  'Bitte schicken Sie uns ein Budgetangebot mit Lieferzeit, Anschlussleistung und einer Schätzung des Energieverbrauchs pro Tonne. Gern können Sie sich vorher die Situation bei uns vor Ort ansehen.',
  'Bitte führen Sie Montage und Inbetriebnahme gesondert auf und nennen Sie uns, was wir bauseits vorbereiten müssen (Fundament, Elektrik, Druckluft). Die Entscheidung soll in der nächsten Geschäftsführersitzung fallen.',
  'Wir holen auch Angebote von zwei Wettbewerbern ein; eine klare Aufschlüsselung nach Maschine, Optionen, Transport und Montage würde den Vergleich erleichtern. Eine Referenzanlage zum Besichtigen wäre ein großes Plus.',
  'Wäre vorab ein Telefonat sinnvoll? Fotos, Hallenplan und unsere Materialdaten kann ich vorher schicken.',
];

function fuelle(draw: Draw, person: Person, text: string): string {
  const [ein, einen, unser] = draw.pick(standorte);
  return text
    .replace('{art}', ein)
    .replace('{einen}', einen)
    .replace('{unser}', unser)
    .replace(/\{stadt\}/g, person.city)
    .replace('{andere}', draw.pick(andereKunden))
    .replace('{hoehe}', draw.pick(['5,5', '6', '6,5', '7', '7,8', '8', '9,5', '11']))
    .replace('{tor}', draw.pick(['4', '4,5', '5', '6']))
    .replace('{laenge}', String(draw.int(12, 40)))
    .replace('{breite}', String(draw.int(6, 18)))
    .replace('{band}', String(draw.int(8, 24)))
    .replace('{termin}', draw.pick(termine));
}

function angebot(draw: Draw, person: Person): Letter {
  const was = draw.weighted<() => string>([
    [
      () =>
        `eine ${draw.pick(pressen)} für ${draw.pick(materialien)}, ca. ${draw.int(3, 60)} t/h bzw. ${n(draw.int(8, 90) * 1000)} t im Jahr`,
      5,
    ],
    [
      () =>
        `${draw.pick(['einen', 'zwei', 'drei'])} ${draw.pick(zerkleinerer)} für ${draw.pick(zerkleinerungsgut)}, Korngröße etwa ${draw.pick([30, 40, 50, 80, 100, 150])} mm`,
      3,
    ],
    [
      () =>
        `eine ${draw.pick(waerme)} an unseren ${draw.pick(['Hydraulikaggregaten', 'Kompressoren (3 x 250 kW)', 'Trocknern', 'Extrudern'])}, um ${draw.pick(['die Büros', 'das Waschwasser', 'die Halle', 'das Nahwärmenetz'])} zu heizen`,
      2,
    ],
    [
      () =>
        `eine ${draw.pick(['EcoSort-Anlage', 'Sortieranlage EcoSort'])} für ${draw.int(5, 40)} t/h ${draw.pick(['LVP', 'Gewerbeabfall', 'PET-Flakes', 'Altpapier'])}`,
      1,
    ],
    [
      () =>
        `${draw.int(2, 12)} ${draw.pick(sonstige)} für unsere ${draw.pick(['Filialen', 'Märkte', 'Lager', 'Standorte'])}`,
      2,
    ],
  ])();
  const einstieg = fuelle(draw, person, draw.pick(angebotEinstieg));
  const details = fuelle(draw, person, sentences(draw, angebotDetails, 0, 4));
  const frage = draw.pick([
    'Bitte nennen Sie uns Preis und Lieferzeit.',
    'Was würde das kosten und wie lange wäre die Lieferzeit?',
    'Gern können Sie uns auch vor Ort besuchen.',
    'Wie hoch ist der Energieverbrauch pro Tonne?',
    'Wann könnten Sie frühestens liefern?',
    '',
  ]);
  const satz = einstieg.charAt(0).toUpperCase() + einstieg.slice(1);
  if (draw.chance(0.3)) {
    const presse = `eine ${draw.pick(pressen)} für ${draw.pick(materialien)}, ca. ${draw.int(3, 60)} t/h bzw. ${n(draw.int(8, 90) * 1000)} t im Jahr`;
    // Die ausführliche Anfrage eines Einkäufers, der sich vorbereitet hat.
    return {
      topic: 'quote',
      paragraphs: [
        fuelle(draw, person, draw.pick(ueberUns)),
        `${satz} ${presse}${satz.startsWith('Können') ? '?' : '.'}`,
        `Unsere Anforderungen:\n${draw.some(anforderungen, draw.int(3, 6)).join('\n')}`,
        fuelle(draw, person, sentences(draw, angebotDetails, 2, 5)),
        draw.pick(ausfuehrlicheFragen),
      ],
    };
  }
  const ende = satz.startsWith('Können') ? '?' : '.';
  return {
    topic: 'quote',
    paragraphs: draw.chance(0.5)
      ? [`${satz} ${was}${ende}`, details, frage]
      : [`${satz} ${was}${ende} ${details} ${frage}`],
  };
}

const produktFragen: readonly ((d: Draw) => string)[] = [
  (d: Draw) =>
    `Kann die ${d.pick(pressen)} auch PET-Flaschen mit Deckel pressen, oder brauchen wir einen Perforator davor?`,
  (d: Draw) =>
    `Wie hoch ist der Schalldruckpegel des ${d.pick(zerkleinerer)} in 1 m Abstand? Wir haben nachts 45 dB(A) an der Grundstücksgrenze einzuhalten.`,
  () => 'Braucht die X4 ein eigenes Fundament oder reicht ein normaler Industrieboden?',
  () => 'Geht bei der X4 sowohl Draht als auch PET-Band? Was kostet ein Ballen an Abbindematerial?',
  () => 'Lohnt sich das ORC-Modul bei nur 70 °C Vorlauf überhaupt?',
  () =>
    'Kommen Ihre Zerkleinerer mit nassem Altholz klar? Unser Material liegt draußen, teilweise 40 % Feuchte.',
  () => 'Haben Sie ein Datenblatt mit Ölvolumen und empfohlener Ölsorte für die X4?',
  () => 'Wie lange dauert ein Messerwechsel am VSR 2000, und dürfen das unsere eigenen Schlosser machen?',
  () =>
    'Braucht die Fernüberwachung Internet im Werk oder geht das auch über einen LTE-Router? Unsere IT lässt keine Maschinen ins Büronetz.',
  () => 'Welche Ballendichte erreichen Sie bei LDPE-Folie? Unser Abnehmer will mindestens 500 kg je Ballen.',
  () => 'Erkennt die EcoSort auch schwarze Kunststoffe?',
  () => 'Kann man eine alte VCB-3 mit dem drehzahlgeregelten Antrieb der X4 nachrüsten?',
  () => 'Welche Wärmeleistung wäre bei zwei 90-kW-Hydraulikaggregaten mit 6.000 Betriebsstunden realistisch?',
  () => 'Was ist die kleinste X4? Wir haben nur ca. 2.000 t Kartonagen im Jahr.',
  () =>
    'Entsprechen Ihre Pressen der EN 16500? Gibt es die Betriebsanleitung auch auf Polnisch für unsere Mitarbeiter?',
  () => 'Wie viel Druckluft braucht die Abbindeeinheit?',
  () =>
    'Kann der Zerkleinerer direkt in die Presse fördern, damit wir Ballen aus geschredderter Folie bekommen?',
];

function produktfrage(draw: Draw, person: Person): Letter {
  const fragen = draw.some(produktFragen, draw.int(1, 3)).map((frage) => frage(draw));
  const kontext = draw.pick([
    '',
    `wir betreiben bei ${person.company || 'uns'} ${draw.int(2, 9)} Pressen verschiedener Hersteller.`,
    'wir sind noch in der Planungsphase für eine neue Halle.',
    'ich bin Instandhaltungsleiter und sammle Informationen für unsere Investitionsrunde.',
    'kurze technische Frage, bevor wir ein Angebot anfragen:',
    'auf der Produktseite habe ich dazu nichts gefunden.',
  ]);
  return {
    topic: 'product',
    paragraphs: [
      kontext && kontext.charAt(0).toUpperCase() + kontext.slice(1),
      fragen.join(draw.chance(0.5) ? '\n' : ' '),
    ],
  };
}

/** Störungen nach Maschinenart; `any` kommt überall vor. */
const stoerungen: Record<'any' | 'baler' | 'shredder' | 'heat', readonly string[]> = {
  any: [
    'das Hydrauliköl wird nach zwei Stunden über 70 °C warm',
    'jeden Morgen beim Einschalten kommt Fehler {code}',
    'die Fernüberwachung sendet seit dem Routertausch keine Daten mehr',
    'das Touchpanel bleibt schwarz, die Maschine läuft aber',
    'der Hauptantrieb löst beim Anlaufen unter Last die Sicherung aus',
  ],
  baler: [
    'der Stempel bleibt auf halbem Weg stehen, im Display steht {code}',
    'am Hauptzylinder tritt Öl aus',
    'die Abbindung lässt bei jedem dritten Ballen einen Draht aus',
    'der Lichtvorhang am Trichter löst ohne Grund aus',
    'die Ballen sind viel leichter als sonst, ca. 300 statt 800 kg',
    'der Knoter ist gebrochen und wir haben keinen Ersatz mehr',
    'das Zuführband läuft einseitig ab',
  ],
  shredder: [
    'der Rotor reversiert ständig, auch leer',
    'aus dem Getriebe klopft es laut',
    'das Material kommt viel zu grob heraus, das Sieb scheint zu',
    'die Messer waren schon nach 300 Stunden stumpf',
    'der Fremdkörperschutz stoppt den Rotor alle paar Minuten',
  ],
  heat: [
    'die Wärmeleistung des Tauschers ist um ein Drittel gesunken',
    'die Umwälzpumpe ist sehr laut',
    'der Vorlauf kommt nicht mehr über 60 °C',
    'das ORC-Modul schaltet mit {code} ab',
  ],
};

function service(draw: Draw, person: Person): Letter {
  const modell = draw.pick([...pressen, ...zerkleinerer, ...waerme]);
  const familie = machineFamily(modell);
  // Presse und Anlage sind weiblich, der Zerkleinerer männlich.
  const istMaennlich = familie === 'shredder';
  const unsere = istMaennlich ? 'unseren' : 'unsere';
  const unserer = istMaennlich ? 'unserem' : 'unserer';
  const maschine = `${modell}${draw.chance(0.6) ? ` (Masch.-Nr. ${serialNumber(draw, modell)})` : ''}`;
  if (draw.chance(0.25)) {
    return {
      topic: 'service',
      paragraphs: [
        draw.pick([
          `Wir möchten die jährliche UVV-Prüfung für ${unsere} ${maschine} beauftragen.`,
          `Bei ${unserer} ${maschine} steht die ${draw.pick(['2.000', '4.000', '8.000'])}-Stunden-Wartung an.`,
          `Wir haben ${draw.int(3, 8)} neue Bediener und würden gern einen Schulungstag ${istMaennlich ? 'am' : 'an der'} ${maschine} buchen.`,
          `Können wir für ${unsere} ${maschine} (Baujahr ${draw.int(2010, 2023)}) einen Wartungsvertrag abschließen?`,
        ]),
        draw.pick([
          'Ein Termin in der zweiten Monatshälfte wäre ideal.',
          'Stillstand ginge bei uns nur samstags.',
          'Bitte Termine und Kosten mitteilen.',
          `Standort ist ${person.city}.`,
          '',
        ]),
      ],
    };
  }
  const eigene = familie === 'sorting' ? [] : stoerungen[familie];
  const stoerung = draw
    .pick(draw.chance(0.7) && eigene.length > 0 ? eigene : stoerungen.any)
    .replace('{code}', errorCode(draw));
  return {
    topic: 'service',
    paragraphs: [
      draw
        .pick([
          `an ${unserer} ${maschine}: ${stoerung}.`,
          `Störung an ${maschine} – ${stoerung}.`,
          `seit ${draw.pick(['Montag', 'letzter Woche', 'heute früh', 'dem Stromausfall am Freitag'])} haben wir ein Problem mit ${unserer} ${maschine}: ${stoerung}.`,
        ])
        .replace(/^./, (c) => c.toUpperCase()),
      draw.pick([
        familie === 'baler'
          ? 'Die Anlage steht, der Hof läuft voll. Bitte dringend zurückrufen!'
          : 'Die Anlage steht. Bitte dringend zurückrufen!',
        'Sie läuft noch, aber bitte bei der nächsten Wartung anschauen.',
        'Können Sie diese Woche jemanden schicken?',
        'Können wir das selbst beheben? Dann bitte eine Anleitung schicken.',
        `Bitte ${draw.pick(['mich', 'unseren Schichtleiter', 'den Betriebsleiter'])} unter ${phoneNumber(draw, person.country)} anrufen.`,
        'Die Hotline war am Wochenende nicht erreichbar.',
      ]),
    ],
  };
}

const teile = [
  'Hydraulikfilter-Einsätze',
  'Bindedraht-Coils 3,1 mm',
  'Hardox-Verschleißsegmente für den Presskanal',
  'Rotormesser',
  'Gegenmesser',
  'Näherungsschalter für die Stempelendlage',
  'Knoterbaugruppen',
  'Schermesser',
  'Abstreifer für das Förderband',
  'Dichtungssätze für den Hauptzylinder',
  'Siebe 60 mm',
  'Keilriemen',
  'Türsicherheitsschalter',
  'Drahtführungen',
  'Drucksensoren',
];

function ersatzteile(draw: Draw, person: Person): Letter {
  const modell = draw.pick([...pressen, ...zerkleinerer]);
  const zeilen = draw.some(teile, draw.int(1, 4)).map((teil) => {
    const menge = draw.pick([1, 2, 2, 4, 6, 10, 12, 20]);
    return draw.chance(0.5)
      ? `- ${menge} Stk. ${teil}, Art.-Nr. ${partNumber(draw)}`
      : `- ${menge} x ${teil}`;
  });
  return {
    topic: draw.chance(0.7) ? 'service' : 'quote',
    paragraphs: [
      draw
        .pick([
          `bitte bieten Sie uns folgende Ersatzteile für unsere ${modell}${draw.chance(0.5) ? `, Masch.-Nr. ${serialNumber(draw, modell)}` : ''} an:`,
          'wir benötigen folgende Teile, bitte mit Preis und Lieferzeit:',
          `können Sie die Verfügbarkeit für Maschine ${serialNumber(draw)} prüfen?`,
          'Ersatzteilanfrage:',
        ])
        .replace(/^./, (c) => c.toUpperCase()),
      zeilen.join('\n'),
      draw.pick([
        'Bitte per Express, die Maschine steht.',
        `Lieferanschrift: ${person.company || person.name}, ${person.city}.`,
        'Falls es ein Nachfolgeteil gibt, bitte mitteilen.',
        'Bestellung folgt nach Angebot.',
        '',
      ]),
    ],
  };
}

function bewerbung(draw: Draw, _person: Person): Letter {
  return {
    topic: 'careers',
    paragraphs: [
      draw
        .pick([
          'hiermit bewerbe ich mich als Servicetechniker für Ballenpressen und Zerkleinerer.',
          'ich interessiere mich für die Ausbildung zum Industriemechaniker ab 2028.',
          'ich möchte mich auf die Stelle als Technischer Redakteur in Teilzeit bewerben.',
          'ich suche ein Pflichtpraktikum im Bereich Konstruktion ab März.',
          'ich würde gern meine Bachelorarbeit zum Energieverbrauch von Hydraulikpressen bei Ihnen schreiben.',
          'haben Sie aktuell Stellen als Elektriker oder Mechatroniker in Bremen?',
        ])
        .replace(/^./, (c) => c.toUpperCase()),
      draw.pick([
        `Ich bin gelernter Mechatroniker mit ${draw.int(3, 15)} Jahren Erfahrung im Außendienst für ${draw.pick(['Verpackungsmaschinen', 'Gabelstapler', 'Landmaschinen', 'Hydraulikpressen'])}.`,
        'Ich mache nächsten Sommer meinen Realschulabschluss und schraube gern an Mopeds und Fahrrädern.',
        `Ich studiere Maschinenbau an der ${draw.pick(['Hochschule Bremen', 'TU Hamburg', 'Jade Hochschule', 'FH Münster'])} im ${draw.int(4, 7)}. Semester.`,
        'Ich war sechs Jahre Elektriker in einer Papierfabrik und kenne Ballenpressen aus Bedienersicht.',
      ]) +
        draw.pick([
          '',
          ' Meine Unterlagen habe ich angehängt.',
          ' Reisebereitschaft ist vorhanden, Führerschein Klasse B habe ich.',
          ' Ist die Stelle noch frei?',
        ]),
    ],
  };
}

function beschwerde(draw: Draw, person: Person): Letter {
  return {
    topic: draw.pick(['service', 'other']),
    paragraphs: [
      draw
        .pick([
          `am ${draw.int(2, 28)}.${draw.int(1, 12)}. haben wir ${draw.pick(teile)} für unsere ${draw.pick(pressen)} bestellt (AB ${draw.int(40000, 49999)}), bis heute ist nichts da. Zugesagt waren 48 Stunden.`,
          `Ihr Techniker war für ${draw.pick(['Dienstag', 'Mittwoch', 'letzten Donnerstag'])} angekündigt und ist nicht gekommen. Angerufen hat auch niemand, wir hatten die Linie den ganzen Tag abgestellt.`,
          `auf Rechnung ${draw.int(2025, 2026)}-${draw.int(10000, 99999)} sind ${draw.int(9, 16)} Stunden Fahrtzeit berechnet, der Techniker kam aber aus ${person.city}, eine halbe Stunde entfernt.`,
          'die gelieferten Messer passen zum VSR 1600, wir haben aber den 2000. Das ist schon das zweite Mal.',
          `seit dem letzten Serviceeinsatz verliert die Presse wieder Öl. Bezahlt haben wir dafür ${n(draw.int(1200, 6800))} Euro.`,
          'seit drei Wochen warten wir auf das angefragte Angebot. Liest hier überhaupt jemand mit?',
        ])
        .replace(/^./, (c) => c.toUpperCase()),
      draw.pick([
        'Ich erwarte heute noch einen Anruf von einem Verantwortlichen.',
        'Bitte klären Sie das, sonst müssen wir uns nach anderen Lieferanten umsehen.',
        'Bitte schreiben Sie uns die Rechnung gut und schicken Sie eine korrigierte.',
        'Wir sind seit zwölf Jahren Kunde, so kennen wir Sie nicht.',
      ]),
    ],
  };
}

function partner(draw: Draw, person: Person): Letter {
  return {
    topic: 'partnership',
    paragraphs: [
      draw
        .pick([
          `wir sind Servicepartner für Entsorgungstechnik in ${draw.pick(['Österreich', 'der Schweiz', 'Südtirol', 'Ostdeutschland', 'Slowenien'])} und betreuen über 300 Pressen verschiedener Hersteller.`,
          `ich leite den Vertrieb der ${person.company || 'unserer Firma'}; wir bauen Fördertechnik für Recyclinganlagen.`,
          'wir sind ein Lehrstuhl für Verfahrenstechnik und untersuchen den Energiebedarf von Sortieranlagen.',
          'wir betreiben eine große Sortieranlage und würden uns als Referenzanlage für Besucher zur Verfügung stellen.',
        ])
        .replace(/^./, (c) => c.toUpperCase()),
      draw.pick([
        'Hätten Sie Interesse an einer Zusammenarbeit bei Montage und Service in unserer Region?',
        'Wer wäre bei Ihnen der richtige Ansprechpartner?',
        'Wäre ein gemeinsames Messprojekt bei einem Ihrer Kunden denkbar?',
        'Können wir uns auf der nächsten Messe treffen?',
      ]),
    ],
  };
}

function presse(draw: Draw, _person: Person): Letter {
  return {
    topic: 'press',
    paragraphs: [
      draw
        .pick([
          `ich bin Redakteurin bei ${draw.pick(['EU-Recycling', 'RECYCLING magazin', 'Weser-Kurier', 'Umweltwirtschaft aktuell'])} und schreibe über ${draw.pick(['Energie in Recyclinganlagen', 'den Fachkräftemangel im Service', 'Kartonagen nach dem Onlinehandel-Boom', 'Abwärmenutzung'])}.`,
          'wir bereiten eine Messebeilage zur IFAT vor.',
          'ich bin Volontär beim Lokalradio und plane einen Beitrag über Ihr Bremer Werk.',
        ])
        .replace(/^./, (c) => c.toUpperCase()),
      draw.pick([
        'Wäre ein 20-minütiges Interview mit einem Ihrer Ingenieure möglich?',
        'Könnten Sie uns druckfähige Fotos der EcoBale X4 mit Bildnachweis schicken?',
        'Wer ist bei Ihnen für die Pressearbeit zuständig?',
        'Können Sie die Zahl von 6.500 Maschinen in 70 Ländern bestätigen?',
      ]),
    ],
  };
}

function besuch(draw: Draw, person: Person): Letter {
  return {
    topic: draw.pick(['other', 'product']),
    paragraphs: [
      draw
        .pick([
          `wir würden gern eine Probe ${draw.pick(zerkleinerungsgut)} in Ihr Technikum nach Brno schicken, ca. ${draw.int(1, 6)} t auf Paletten. Wie läuft das ab?`,
          `wäre eine Werksbesichtigung in Bremen für ${draw.int(6, 25)} ${draw.pick(['Auszubildende', 'Studierende', 'Mitglieder unseres Verbands', 'Kollegen der Stadtwerke'])} möglich?`,
          `sind Sie auf der ${draw.pick(['IFAT', 'K in Düsseldorf', 'RecyclingAKTIV', 'Pollutec'])}? Ich würde gern einen Termin mit dem Vertrieb vereinbaren.`,
          'gibt es einen Kunden in unserer Nähe, bei dem wir eine X4 im Betrieb sehen könnten?',
          'bitte löschen Sie meine Adresse aus Ihrem Verteiler und meine Daten (Art. 17 DSGVO).',
          'haben Sie die Betriebsanleitung der VCB-3 als PDF? Unsere ist verloren gegangen.',
          'wer ist bei Ihnen für Kunden in Österreich zuständig?',
        ])
        .replace(/^./, (c) => c.toUpperCase()),
      draw.pick(['', 'Danke!', `Erreichbar bin ich unter ${phoneNumber(draw, person.country)}.`]),
    ],
  };
}

function einzeiler(draw: Draw, person: Person): Letter {
  return {
    topic: draw.pick(['quote', 'product', 'service', 'other']),
    paragraphs: [
      draw.pick([
        'Bitte Prospekt EcoBale X4 zusenden.',
        'Was kostet eine X4 für 20 t/h Karton?',
        `Bitte um Rückruf: ${phoneNumber(draw, person.country)}`,
        'Verkaufen Sie auch gebrauchte Pressen?',
        'Brauchen dringend einen Techniker für unsere Presse!',
        'Lieferzeit VSR 2000?',
        'Bitte Datenblatt EcoHeat VHR schicken.',
        'Gibt es einen Servicepartner in Tirol?',
        'Ist der Ausbildungsplatz 2028 noch frei?',
        'Bitte Ersatzteilliste X4 zusenden.',
        'Vermieten Sie auch Maschinen?',
        'Wer ist Ihr Vertreter für Bayern?',
        'Wir brauchen 200 Coils Bindedraht 3,1 mm – Preis?',
        'Unsere X4 zeigt wieder E-217, wie letzten Monat. Bitte um Rückruf.',
        'Wie viel Strom braucht die X4 im Stand-by?',
        'Bitte einen kompletten Messersatz für VSR 2000 anbieten.',
        'Können wir nächsten Monat Ihr Technikum in Brno besuchen?',
        'Wie schwer ist die X4 für den Transport? Brauche das für den Kran.',
        'Bitte Maßzeichnung (DWG) der X4 schicken.',
        'Gibt es eine Finanzierung oder Mietkauf?',
        'Nehmen Sie unsere alte VCB-3 in Zahlung?',
        'Ist die Stelle als Technischer Redakteur noch offen?',
      ]),
    ],
  };
}

function zweiLinks(draw: Draw, person: Person): Letter {
  const site = companySite(person.email) ?? `https://www.linkedin.com/in/${slug(person.name)}`;
  return {
    topic: draw.pick(['quote', 'product']),
    paragraphs: [
      draw
        .pick([
          `wir sind die ${person.company || 'Firma'} (${site}) und planen eine neue Halle für ${draw.pick(materialien)}.`,
          `was wir machen, sehen Sie unter ${site}. Wir erweitern unseren Standort in ${person.city}.`,
        ])
        .replace(/^./, (c) => c.toUpperCase()),
      draw.pick([
        `Den Hallenplan finden Sie hier: ${shareLink(draw, person.company)} – die Presse käme in die Nordostecke, das Band müsste unter der Kranbahn durch.`,
        `Fotos der jetzigen Anlage und den Grundriss habe ich hochgeladen: ${shareLink(draw, person.company)}`,
        `Zeichnung und Materialanalyse: ${shareLink(draw, person.company)} (Link 7 Tage gültig).`,
      ]),
      draw.pick([
        'Passt da eine X4 hin, und was würde sie kosten?',
        'Welche Maschine würden Sie vorschlagen?',
        'Über einen Anruf zur Aufstellung würden wir uns freuen.',
      ]),
    ],
  };
}

export const germanHam: HamWriters = {
  letters: {
    quote: angebot,
    product_question: produktfrage,
    service,
    spare_parts: ersatzteile,
    careers: bewerbung,
    complaint: beschwerde,
    distributor: partner,
    press: presse,
    visit: besuch,
    one_liner: einzeiler,
    two_links: zweiLinks,
  },
  frame(draw, person, letter) {
    const isShort = letter.paragraphs.join(' ').length < 80;
    const anrede = !isShort && draw.chance(0.8) ? draw.pick(anreden) : undefined;
    const [first = '', ...rest] = letter.paragraphs.filter((paragraph) => paragraph !== '');
    const body = [anrede ? lowerGermanStart(first) : first, ...rest];
    const schluss = !isShort && draw.chance(0.45) ? draw.pick(schluesse) : undefined;
    const gruss = draw.pick(gruesse);
    const unterschrift = draw.weighted<string | undefined>([
      [undefined, isShort ? 6 : 2],
      [`${gruss === 'Schöne Grüße aus' ? `${gruss} ${person.city}` : gruss}\n${person.name}`, 4],
      [`${gruss === 'Schöne Grüße aus' ? 'Gruß' : gruss}\n${person.first}`, 1],
      [
        letter.topic === 'careers' || letter.topic === 'press'
          ? `Mit freundlichen Grüßen\n${person.name}`
          : `${gruss === 'Schöne Grüße aus' ? 'Mit freundlichen Grüßen' : gruss}\n\n${person.name}\n${draw.pick(['Einkauf', 'Betriebsleitung', 'Instandhaltung', 'Geschäftsführung', 'Technik'])}\n${person.company || person.city}\nTel. ${phoneNumber(draw, person.country)}`,
        2,
      ],
    ]);
    return joinParagraphs([anrede, ...body, schluss, unterschrift]);
  },
};

/** After a salutation ending in a comma a German letter goes on in lower case (`Guten Tag, wir planen …`); nouns keep their capital. */
function lowerGermanStart(text: string): string {
  const pronouns =
    /^(Wir|Ich|Unsere|Unser|Bitte|Können|Kann|Hiermit|Haben|Gibt|Seit|Wäre|Sind|Am|An|Auf|Im|Nach|Für|Kurze|Was|Ihr|Die|Der|Das|Den|Wer)\b/;
  return pronouns.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}
