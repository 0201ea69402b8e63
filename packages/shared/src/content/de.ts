import { builtinImageIds } from '../builtin-media/ids';
import { companyFacts, defaultNavigation, downloadFacts, figureFacts, locationEntry } from './facts';
import type { SiteContent } from './schema';

export const deContent: SiteContent = {
  navigation: defaultNavigation,
  company: {
    ...companyFacts,
    tagline: 'Maschinen, die Material im Kreislauf halten.',
    logoAlt: 'Veltrum Circular Systems — Startseite',
  },
  meta: {
    home: {
      title: 'Veltrum Circular Systems — Ballenpressen, Zerkleinerer, Sortieranlagen',
      description:
        'Veltrum baut Ballenpressen, Zerkleinerer, Sortieranlagen und Abwärmerückgewinnung in Bremen, Brünn, Porto und Greenville. 6.500 Maschinen in 70 Ländern.',
    },
    solutions: {
      title: 'Lösungen — Pressen, Zerkleinerer, Sortierung, Abwärme | Veltrum',
      description:
        'Kanalballenpressen, Ein- und Zweiwellen-Zerkleinerer, schlüsselfertige Sortieranlagen und Abwärmerückgewinnung – mit Service in 70 Ländern.',
    },
    sustainability: {
      title: 'Nachhaltigkeit — ein Drittel weniger Energie pro Tonne | Veltrum',
      description:
        'Wie Veltrum-Maschinen rund ein Drittel weniger Energie verbrauchen als der Branchendurchschnitt und wie unsere Werke mit Ökostrom arbeiten.',
    },
    company: {
      title: 'Unternehmen — seit 1962 in Bremen | Veltrum',
      description:
        'Über Veltrum Circular Systems: unsere Geschichte seit 1962, Mission und Werte, das Team sowie unsere Werke und Büros auf vier Kontinenten.',
    },
    contact: {
      title: 'Kontakt — sprechen Sie mit einem Ingenieur | Veltrum',
      description:
        'Erreichen Sie Vertrieb und Service von Veltrum in Bremen, Brünn, Porto, Greenville, Singapur und São Paulo per Telefon oder E-Mail.',
    },
    imprint: {
      title: 'Impressum | Veltrum',
      description:
        'Impressum der Veltrum Circular Systems GmbH, eines fiktiven Demo-Unternehmens von Sitedesk.',
    },
    privacy: {
      title: 'Datenschutzerklärung | Veltrum',
      description:
        'Keine Cookies, keine Tracker, keine Anfragen an Dritte: So geht diese Website mit Ihren Daten um.',
    },
    notFound: {
      title: 'Seite nicht gefunden | Veltrum',
      description: 'Die gesuchte Seite gibt es nicht. Diese Links führen Sie zurück.',
    },
  },
  pageIntros: {
    solutions: {
      eyebrow: 'Lösungen',
      title: 'Maschinen für jeden Schritt im Materialkreislauf',
      lead: 'Vom ersten Ballen bis zur letzten Kilowattstunde zurückgewonnener Wärme: Wir entwickeln, bauen und warten die Anlagen, die aus Abfallströmen sortenreine, verkaufsfähige Rohstoffe machen.',
    },
    sustainability: {
      eyebrow: 'Nachhaltigkeit',
      title: 'Weniger Energie pro Tonne, mehr Material im Kreislauf',
      lead: 'Recycling nützt dem Klima nur, wenn die Maschinen dahinter effizient sind. Unsere verbrauchen rund ein Drittel weniger Energie als der Branchendurchschnitt – und wir messen das nach.',
    },
    company: {
      eyebrow: 'Unternehmen',
      title: 'Ingenieure aus Bremen, zu Hause auf vier Kontinenten',
      lead: 'Seit 1962 bauen wir Maschinen, die Jahrzehnte halten. Heute sorgen 1.400 Menschen in vier Werken und zwei Vertriebsbüros dafür, dass sie laufen.',
    },
    contact: {
      eyebrow: 'Kontakt',
      title: 'Sprechen Sie mit einem Ingenieur, nicht mit einem Callcenter',
      lead: 'Erzählen Sie uns von Ihrem Material, Ihren Mengen und Ihrem Standort. Wer Ihnen antwortet, kennt unsere Maschinen – meist innerhalb eines Werktags.',
    },
  },
  hero: {
    eyebrow: 'Kreislauftechnik seit 1962',
    title: 'Maschinen, die Material im Kreislauf halten',
    lead: 'Ballenpressen, Zerkleinerer, Sortieranlagen und Abwärmerückgewinnung aus Bremen – gebaut für Jahrzehnte im Einsatz und mit rund einem Drittel weniger Energiebedarf als der Branchendurchschnitt.',
    primaryCta: 'Mit einem Ingenieur sprechen',
    secondaryCta: 'Unsere Lösungen ansehen',
    image: { mediaId: builtinImageIds.hero },
  },
  figures: {
    eyebrow: 'Kennzahlen',
    title: 'Sechs Jahrzehnte Ingenieurskunst in Zahlen',
    intro:
      'Unsere Maschinen arbeiten auf Recyclinghöfen, in Papierfabriken und kommunalen Sortieranlagen weltweit.',
    items: [
      {
        id: 'machines',
        value: figureFacts.machinesInstalled,
        format: 'integer',
        label: 'installierte Maschinen',
      },
      { id: 'countries', value: figureFacts.countries, format: 'integer', label: 'Länder mit Kunden' },
      { id: 'employees', value: figureFacts.employees, format: 'integer', label: 'Mitarbeitende' },
      {
        id: 'energy',
        value: figureFacts.energySaving,
        format: 'percent',
        label: 'weniger Energie pro Tonne',
        note: 'im Vergleich zum Branchendurchschnitt',
      },
    ],
  },
  products: {
    eyebrow: 'Produkte und Service',
    title: 'Vier Maschinenfamilien, ein Anspruch',
    intro:
      'Jede Maschine wird in Bremen entwickelt, in unseren eigenen Werken gebaut und ein Maschinenleben lang vom selben Serviceteam betreut.',
    services: {
      title: 'Service für das ganze Maschinenleben',
      intro: 'Eine Maschine ist nur so gut wie die Hilfe, die Sie nachts um drei bekommen.',
      items: [
        {
          icon: 'settings',
          title: 'Service und Ersatzteile',
          text: 'Hotline rund um die Uhr, Techniker in 30 Ländern und Ersatzteile innerhalb von 48 Stunden in der gesamten EU.',
        },
        {
          icon: 'chartLine',
          title: 'Fernüberwachung',
          text: 'Energie-, Durchsatz- und Verschleißdaten jeder Maschine, mit Warnung, bevor ein Teil ausfällt.',
        },
        {
          icon: 'cog',
          title: 'Modernisierung',
          text: 'Neue Antriebe, Steuerungen und Sensoren für bestehende Maschinen – auch für die anderer Hersteller.',
        },
        {
          icon: 'users',
          title: 'Schulungen',
          text: 'Praxiskurse für Bedien- und Instandhaltungspersonal, bei Ihnen vor Ort oder in unserem Bremer Schulungszentrum.',
        },
      ],
    },
  },
  sustainability: {
    eyebrow: 'Nachhaltigkeit',
    title: 'Gebaut, um Energie zu sparen – nicht nur Material',
    intro:
      'Unsere Maschinen verbrauchen rund ein Drittel weniger Energie als der Branchendurchschnitt. Das ist kein Werbeversprechen, sondern ein Wert, den wir jedes Jahr an installierten Maschinen messen.',
    pillars: [
      {
        icon: 'leaf',
        title: 'Werke mit Ökostrom',
        text: 'Bremen, Brünn und Porto arbeiten mit 100 % Strom aus erneuerbaren Quellen; Greenville folgt 2026.',
      },
      {
        icon: 'recycle',
        title: 'Gebaut für ein zweites Leben',
        text: 'Modulare Rahmen und Normteile erlauben es, Maschinen aufzuarbeiten statt sie zu verschrotten.',
      },
      {
        icon: 'zap',
        title: 'Ein Drittel weniger Energie',
        text: 'Drehzahlgeregelte Antriebe, intelligenter Stand-by und Wärmerückgewinnung senken den Verbrauch pro Tonne.',
      },
    ],
    details: [
      {
        title: 'Wie wir messen',
        paragraphs: [
          'Jedes Jahr vergleichen wir den Energieverbrauch pro Tonne Durchsatz an 240 überwachten Anlagen mit veröffentlichten Branchenwerten für dieselben Maschinenklassen. Ergebnis: im Mittel rund 33 % weniger Energie.',
          'Methode und Zahlen stehen in unserem Energiebericht, den Sie unten herunterladen können.',
        ],
      },
      {
        title: 'Unser eigener Fußabdruck',
        paragraphs: [
          'Unsere Werke nutzen die Abwärme von Schweiß-, Lackier- und Prüfanlagen, und unsere Prüfstände speisen die Bremsenergie der Antriebe ins Netz zurück.',
          'Wir veröffentlichen unsere Emissionen jährlich und haben sie seit 2015 um 41 % gesenkt.',
        ],
      },
    ],
    loop: {
      title: 'Der Materialkreislauf',
      steps: [
        {
          title: 'Sammeln',
          text: 'Ballenpressen verdichten Material dort, wo es anfällt – weniger Lkw bewegen mehr Tonnen.',
        },
        {
          title: 'Zerkleinern',
          text: 'Zerkleinerer öffnen Ballen und bringen Mischabfall auf eine sortierfähige Größe.',
        },
        {
          title: 'Sortieren',
          text: 'Sortieranlagen trennen saubere Fraktionen, die Recycler als Rohstoff kaufen.',
        },
        {
          title: 'Rückgewinnen',
          text: 'Die Abwärmerückgewinnung macht aus der Energie des Prozesses Wärme oder Strom.',
        },
      ],
    },
  },
  quality: {
    eyebrow: 'Qualität und Zertifikate',
    title: 'Zertifiziert, wo es darauf ankommt',
    intro: 'Unabhängige Auditoren prüfen unsere Managementsysteme jedes Jahr, in jedem Werk.',
    certifications: [
      {
        code: 'ISO 9001',
        title: 'Qualitätsmanagement',
        text: 'Verlässliche Abläufe von der Konstruktion bis zum Service.',
      },
      {
        code: 'ISO 14001',
        title: 'Umweltmanagement',
        text: 'Gemessene und reduzierte Umweltwirkung in jedem Werk.',
      },
      { code: 'ISO 45001', title: 'Arbeitsschutz', text: 'Sicheres Arbeiten für unsere Leute und Ihre.' },
      {
        code: 'ISO 50001',
        title: 'Energiemanagement',
        text: 'Systematisch Energie sparen – in der Fertigung und im Produkt.',
      },
    ],
    downloadsTitle: 'Downloads',
    downloads: [
      { title: 'ISO-Zertifikate (englisch)', format: 'PDF', ...downloadFacts.certificates },
      { title: 'Produktübersicht (englisch)', format: 'PDF', ...downloadFacts.productOverview },
      { title: 'Energie- und Emissionsbericht (englisch)', format: 'PDF', ...downloadFacts.energyReport },
    ],
  },
  mission: {
    eyebrow: 'Mission und Werte',
    title: 'Unsere Mission',
    intro: 'Wofür wir arbeiten und wie wir arbeiten.',
    statement:
      'Wir bauen Maschinen, die Material mit so wenig Energie wie möglich in den Kreislauf zurückbringen – und wir stehen zu ihnen, solange sie laufen.',
    values: [
      {
        icon: 'target',
        title: 'Präzision',
        text: 'Wir messen, bevor wir etwas behaupten, und konstruieren für Jahrzehnte, nicht für die nächste Messe.',
      },
      {
        icon: 'handHeart',
        title: 'Partnerschaft',
        text: 'Unsere Kunden behalten unsere Telefonnummern. Viele arbeiten seit zwanzig Jahren mit demselben Ingenieur.',
      },
      {
        icon: 'recycle',
        title: 'Verantwortung',
        text: 'Für das Material, das durch unsere Maschinen geht, und für die Menschen, die sie bedienen.',
      },
    ],
  },
  about: {
    eyebrow: 'Über uns',
    title: 'Eine Familie von Ingenieuren seit 1962',
    intro:
      'Gegründet als Werkstatt für Hydraulikpressen im Bremer Hafen, ist Veltrum heute ein weltweiter Anbieter von Recyclingtechnik.',
    paragraphs: [
      'Heinrich Veltrum baute 1962 seine erste Ballenpresse für einen Papierhändler im Bremer Hafen. Die Presse lief 38 Jahre lang.',
      'Dieser Anspruch – Maschinen, die halten – leitet uns bis heute. Wir sind unabhängig und gehören einer Stiftung; so können wir in langfristige Entwicklung investieren statt in Quartalszahlen.',
    ],
    image: { mediaId: builtinImageIds.plant },
    milestones: [
      { year: 1962, text: 'Heinrich Veltrum eröffnet eine Pressenwerkstatt in Bremen.' },
      { year: 1978, text: 'Die erste vollautomatische Kanalballenpresse geht in Serie.' },
      { year: 1994, text: 'Das Werk in Brünn öffnet; Zerkleinerer kommen ins Programm.' },
      { year: 2006, text: 'Werk Porto und die erste schlüsselfertige Sortieranlage.' },
      { year: 2013, text: 'Greenville, South Carolina, betreut Kunden in ganz Amerika.' },
      { year: 2021, text: 'Die Abwärmerückgewinnung schließt den Materialkreislauf.' },
    ],
  },
  testimonials: {
    eyebrow: 'Kundenstimmen',
    title: 'Was unsere Kunden sagen',
    intro: 'Anlagenfahrer, Werksleiterinnen und Ingenieure über die Zusammenarbeit mit Veltrum.',
    items: [
      {
        quote:
          'Unsere VCB-Presse läuft seit elf Jahren im Zweischichtbetrieb. Als an einem Samstag eine Zylinderdichtung versagte, war noch am selben Nachmittag ein Techniker da.',
        name: 'Anja Kowalski',
        role: 'Werksleiterin',
        organization: 'Nordpapier Recycling, Hamburg',
        rating: 5,
      },
      {
        quote:
          'Die Sortieranlage hat die garantierte Reinheit schon im ersten Monat erreicht. Der digitale Zwilling hat uns Wochen bei der Inbetriebnahme erspart.',
        name: 'Miguel Fernandes',
        role: 'Betriebsleiter',
        organization: 'Ecociclo, Lissabon',
        rating: 5,
      },
      {
        quote:
          'Die Wärmerückgewinnung an unserer Zerkleinerungslinie heizt jetzt die ganze Halle. Unsere Gasrechnung ist im ersten Winter um ein Drittel gesunken.',
        name: 'Sarah Whitfield',
        role: 'Energiemanagerin',
        organization: 'Carolina Materials Recovery, Charlotte',
        rating: 4,
      },
    ],
  },
  team: {
    eyebrow: 'Team',
    title: 'Die Menschen, mit denen Sie sprechen',
    intro:
      'Rund 1.400 Kolleginnen und Kollegen arbeiten bei Veltrum. Hier sind einige von denen, die die Fragen unserer Kunden beantworten.',
    members: [
      {
        name: 'Dr. Katrin Albers',
        role: 'Geschäftsführerin',
        location: 'Bremen',
        bio: 'Maschinenbauingenieurin; kam 2004 als Konstrukteurin für Pressenhydraulik zu Veltrum.',
      },
      {
        name: 'Tomáš Novák',
        role: 'Werksleiter',
        location: 'Brünn',
        bio: 'Verantwortet die Zerkleinerer-Fertigung und 320 Kolleginnen und Kollegen in Brünn.',
      },
      {
        name: 'Inês Carvalho',
        role: 'Leiterin Sortiertechnik',
        location: 'Porto',
        bio: 'Hat mehr als 60 Sortieranlagen auf drei Kontinenten geplant.',
      },
      {
        name: 'Marcus Reed',
        role: 'Leiter Service Amerika',
        location: 'Greenville',
        bio: 'Führt unser Servicenetz von Kanada bis Chile.',
      },
    ],
  },
  locations: {
    eyebrow: 'Standorte',
    title: 'Nah an Ihrem Standort',
    intro: 'Vier Werke und zwei Vertriebsbüros betreuen Kunden in 70 Ländern.',
    mapAlt:
      'Weltkarte mit dem Veltrum-Hauptsitz in Bremen, den Werken in Brünn, Porto und Greenville sowie den Vertriebsbüros in Singapur und São Paulo.',
    items: [
      locationEntry('bremen', {
        name: 'Bremen',
        countryName: 'Deutschland',
        summary: 'Hauptsitz, Entwicklung und unser größtes Werk für Ballenpressen.',
      }),
      locationEntry('brno', {
        name: 'Brünn',
        countryName: 'Tschechien',
        summary: 'Fertigung der Zerkleinerer und europäisches Ersatzteilzentrum.',
      }),
      locationEntry('porto', {
        name: 'Porto',
        countryName: 'Portugal',
        summary: 'Engineering für Sortieranlagen und Stahlbau.',
      }),
      locationEntry('greenville', {
        name: 'Greenville',
        countryName: 'Vereinigte Staaten',
        summary: 'Fertigung und Service für Nord- und Südamerika.',
      }),
      locationEntry('singapore', {
        name: 'Singapur',
        countryName: 'Singapur',
        summary: 'Vertrieb und Service für Asien und Ozeanien.',
      }),
      locationEntry('saoPaulo', {
        name: 'São Paulo',
        countryName: 'Brasilien',
        summary: 'Vertrieb und Service für Lateinamerika.',
      }),
    ],
  },
  contact: {
    eyebrow: 'Kontakt',
    title: 'Sprechen wir über Ihr Material',
    intro:
      'Rufen Sie uns an oder schreiben Sie uns. Wir antworten auf Deutsch, Englisch, Tschechisch, Portugiesisch und Spanisch.',
    hours: 'Montag bis Freitag, 8:00–17:00 Uhr Ortszeit. Service-Hotline rund um die Uhr.',
  },
  imprint: {
    title: 'Impressum',
    notice:
      'Die Veltrum Circular Systems GmbH ist ein fiktives Demo-Unternehmen des Open-Source-Projekts Sitedesk. Name, Personen, Adressen, Telefonnummern und Zahlen sind frei erfunden; Ähnlichkeiten mit realen Unternehmen sind zufällig.',
    sections: [
      {
        title: 'Anbieter',
        paragraphs: [
          'Veltrum Circular Systems GmbH, Hafenkante 12, 28217 Bremen, Deutschland (fiktiv).',
          'Geschäftsführerin: Dr. Katrin Albers (fiktiv). Handelsregister: nur Demo, es besteht kein Eintrag.',
        ],
      },
      {
        title: 'Kontakt',
        paragraphs: ['Telefon: +49 421 555 0100. E-Mail: info@veltrum.example (keine erreichbare Adresse).'],
      },
      {
        title: 'Über diese Website',
        paragraphs: [
          'Diese Website zeigt, was Sitedesk kann: eine schnelle, barrierefreie, mehrsprachige Unternehmenswebsite mit eingebautem Anfrage-Desk. Sitedesk ist Open-Source-Software unter der MIT-Lizenz.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Datenschutzerklärung',
    lead: 'Diese Website ist so gebaut, dass sie so wenig wie möglich über Sie weiß.',
    sections: [
      {
        title: 'Keine Cookies, keine Tracker',
        paragraphs: [
          'Wir setzen für Besucherinnen und Besucher keine Cookies und verwenden keine Analyse-, Tracking- oder Werbewerkzeuge.',
          'Schriften, Bilder und Karten liefert diese Website selbst aus. Ihr Browser stellt keine Anfragen an Dritte.',
        ],
      },
      {
        title: 'Server-Protokolle und Ratenbegrenzung',
        paragraphs: [
          'Um das Anfrageformular vor Missbrauch zu schützen, speichern wir IP-Adressen nur als gesalzene Hashwerte, aus denen sich keine Adresse zurückgewinnen lässt, und nur so lange, wie eine Ratenbegrenzung sie braucht.',
        ],
      },
      {
        title: 'Anfragen',
        paragraphs: [
          'Wenn Sie uns eine Anfrage senden, verwenden wir Ihre Angaben ausschließlich, um sie zu beantworten. Anfragen werden nach der vom Betreiber festgelegten Aufbewahrungsfrist automatisch gelöscht.',
        ],
      },
      {
        title: 'Ihre Rechte',
        paragraphs: [
          'Sie können jederzeit Auskunft, Berichtigung oder Löschung Ihrer Daten verlangen; schreiben Sie dazu an info@veltrum.example.',
        ],
      },
    ],
  },
};
