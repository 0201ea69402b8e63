import type { DemoEntry } from '../demo-entries';
import { demoNewsIds } from './ids';
import { bold, bullets, doc, h2, h3, italic, link, paragraph, quote } from './rich-text-builders';

/** Six news entries, two of each category, spread over 2025 and 2026; the people quoted are the content's. */
export const demoNews: DemoEntry<'news'>[] = [
  {
    id: demoNewsIds.ecociclo,
    collection: 'news',
    documents: {
      en: {
        title: 'Ecociclo, Lisbon: 98 % purity in the first month',
        slug: 'ecociclo-lisbon-98-percent-purity',
        date: '2025-06-17',
        category: 'case-studies',
        teaser:
          'A turnkey sorting line for lightweight packaging reached its guaranteed purity four weeks after start-up — with the help of a digital twin.',
        body: doc(
          paragraph(
            'Ecociclo processes the lightweight packaging of 1.2 million residents in the Lisbon area. In 2024 the company decided to replace its manual picking with a fully automatic line, planned and built by our sorting-systems team in Porto.',
          ),
          h2('The task'),
          paragraph(
            'Mixed packaging at ',
            italic('up to 18 t/h'),
            ' had to be separated into PET, PE, PP, beverage cartons, aluminium and ferrous metals — each fraction pure enough for recyclers to pay for it.',
          ),
          h2('The solution'),
          bullets(
            'A ballistic separator and a trommel screen split flat from rolling material',
            'Eight near-infrared sensors pick out polymers and beverage cartons',
            'An eddy-current separator recovers aluminium, an overhead magnet ferrous metals',
            'Two VCB channel balers press the sorted fractions into bales ready to ship',
          ),
          h3('Commissioning with a digital twin'),
          paragraph(
            'Before the first conveyor was installed, the line already ran as a simulation. Ecociclo’s operators trained on it, and our engineers tuned the sensors with material data from the old plant.',
          ),
          quote(
            '“The sorting line reached its guaranteed purity in the first month. The digital twin saved us weeks of commissioning.”',
            '— Miguel Fernandes, Operations director, Ecociclo',
          ),
          paragraph(
            bold('The result:'),
            ' 98 % purity in the PET and PE fractions, a third more material sold instead of incinerated, and the sorting staff moved from the picking cabins to quality control. ',
            link('More about our sorting lines', '/en/solutions/ecosort'),
          ),
        ),
        downloads: [],
      },
      de: {
        title: 'Ecociclo, Lissabon: 98 % Reinheit im ersten Monat',
        slug: 'ecociclo-lissabon-98-prozent-reinheit',
        date: '2025-06-17',
        category: 'case-studies',
        teaser:
          'Eine schlüsselfertige Sortieranlage für Leichtverpackungen erreichte vier Wochen nach dem Start die zugesagte Reinheit – dank eines digitalen Zwillings.',
        body: doc(
          paragraph(
            'Ecociclo verarbeitet die Leichtverpackungen von 1,2 Millionen Einwohnern im Großraum Lissabon. 2024 entschied sich das Unternehmen, die Handsortierung durch eine vollautomatische Anlage zu ersetzen – geplant und gebaut von unserem Team für Sortiertechnik in Porto.',
          ),
          h2('Die Aufgabe'),
          paragraph(
            'Gemischte Verpackungen mit ',
            italic('bis zu 18 t/h'),
            ' sollten in PET, PE, PP, Getränkekartons, Aluminium und Eisenmetalle getrennt werden – jede Fraktion so rein, dass Recycler dafür bezahlen.',
          ),
          h2('Die Lösung'),
          bullets(
            'Ein ballistischer Separator und eine Siebtrommel trennen flaches von rollendem Material',
            'Acht Nahinfrarot-Sensoren erkennen Kunststoffsorten und Getränkekartons',
            'Ein Wirbelstromscheider gewinnt Aluminium zurück, ein Überbandmagnet die Eisenmetalle',
            'Zwei VCB-Kanalballenpressen verdichten die sortierten Fraktionen zu versandfertigen Ballen',
          ),
          h3('Inbetriebnahme mit digitalem Zwilling'),
          paragraph(
            'Bevor das erste Förderband montiert war, lief die Anlage bereits als Simulation. Das Bedienpersonal von Ecociclo hat daran geübt, und unsere Ingenieure haben die Sensoren mit Materialdaten aus der alten Anlage eingestellt.',
          ),
          quote(
            '„Die Sortieranlage hat die zugesagte Reinheit schon im ersten Monat erreicht. Der digitale Zwilling hat uns Wochen bei der Inbetriebnahme erspart.“',
            '– Miguel Fernandes, Betriebsleiter, Ecociclo',
          ),
          paragraph(
            bold('Das Ergebnis:'),
            ' 98 % Reinheit bei PET und PE, ein Drittel mehr verkauftes statt verbranntes Material, und die Mitarbeitenden sind aus den Sortierkabinen in die Qualitätskontrolle gewechselt. ',
            link('Mehr über unsere Sortieranlagen', '/de/loesungen/ecosort'),
          ),
        ),
        downloads: [],
      },
    },
  },
  {
    id: demoNewsIds.k2025,
    collection: 'news',
    documents: {
      en: {
        title: 'K 2025 in Düsseldorf: shredders for plastics recycling',
        slug: 'k-2025-dusseldorf',
        date: '2025-09-23',
        category: 'trade-fairs',
        teaser:
          'From 8 to 15 October we show the EcoShred VSR 2200 twin-shaft shredder cutting film and mixed plastics in hall 9, stand B42.',
        body: doc(
          paragraph(
            'K is the world’s leading trade fair for plastics and rubber, and in 2025 recycling is one of its main themes. You will find us in ',
            bold('hall 9, stand B42'),
            ' from 8 to 15 October.',
          ),
          h2('On the stand'),
          bullets(
            'The EcoShred VSR 2200 twin-shaft shredder, with a 2,200 mm rotor and a 250 kW drive',
            'Cutting samples of post-consumer film, PET bottles, agricultural film and purge lumps',
            'Remote monitoring with live wear data from the shredders in our Brno test hall',
          ),
          h3('Bring your own material'),
          paragraph(
            'Send us a sample before the fair and we will shred it in our Brno test centre. At the stand you receive the results: particle size, throughput and ',
            italic('energy per tonne'),
            '.',
          ),
          quote(
            '“Film and mixed plastics are the hardest test for a shredder. That is exactly why we show ours on them.”',
            '— Tomáš Novák, Plant Director, Brno',
          ),
          paragraph(
            'Free trade-fair tickets are available on request: ',
            link('contact our sales team', '/en/contact'),
            '.',
          ),
        ),
        downloads: [],
      },
      de: {
        title: 'K 2025 in Düsseldorf: Zerkleinerer für das Kunststoffrecycling',
        slug: 'k-2025-duesseldorf',
        date: '2025-09-23',
        category: 'trade-fairs',
        teaser:
          'Vom 8. bis 15. Oktober zeigen wir in Halle 9, Stand B42, wie der Zweiwellen-Zerkleinerer EcoShred VSR 2200 Folien und Mischkunststoffe zerkleinert.',
        body: doc(
          paragraph(
            'Die K ist die weltweit führende Messe für Kunststoff und Kautschuk, und 2025 ist Recycling eines ihrer Leitthemen. Sie finden uns vom 8. bis 15. Oktober in ',
            bold('Halle 9, Stand B42'),
            '.',
          ),
          h2('Auf unserem Stand'),
          bullets(
            'Der Zweiwellen-Zerkleinerer EcoShred VSR 2200 mit 2.200 mm Rotorbreite und 250 kW Antrieb',
            'Zerkleinerungsproben aus Post-Consumer-Folie, PET-Flaschen, Agrarfolie und Anfahrklumpen',
            'Fernüberwachung mit Live-Verschleißdaten der Zerkleinerer aus unserer Versuchshalle in Brünn',
          ),
          h3('Bringen Sie Ihr eigenes Material mit'),
          paragraph(
            'Schicken Sie uns vor der Messe eine Probe, und wir zerkleinern sie in unserem Versuchszentrum in Brünn. Die Ergebnisse – Korngröße, Durchsatz und ',
            italic('Energie pro Tonne'),
            ' – erhalten Sie an unserem Stand.',
          ),
          quote(
            '„Folien und Mischkunststoffe sind die härteste Prüfung für einen Zerkleinerer. Genau deshalb zeigen wir unsere Maschine daran.“',
            '– Tomáš Novák, Werksleiter, Brünn',
          ),
          paragraph(
            'Kostenlose Messetickets erhalten Sie auf Anfrage: ',
            link('Schreiben Sie unserem Vertrieb', '/de/kontakt'),
            '.',
          ),
        ),
        downloads: [],
      },
    },
  },
  {
    id: demoNewsIds.carolina,
    collection: 'news',
    documents: {
      en: {
        title: 'Carolina Materials Recovery heats its hall with shredder heat',
        slug: 'carolina-materials-recovery-heat-recovery',
        date: '2025-11-20',
        category: 'case-studies',
        teaser:
          'An EcoHeat VHR unit recovers the heat of a shredder line’s hydraulics in Charlotte and cut the plant’s gas bill by a third in its first winter.',
        body: doc(
          paragraph(
            'Carolina Materials Recovery runs two shredder lines for commercial waste in Charlotte, North Carolina. Their hydraulics and gearboxes gave off around 600 kW of heat straight into the air, while gas burners heated the 9,000 m² hall.',
          ),
          h2('From waste heat to hall heating'),
          paragraph(
            'Our Greenville team installed an EcoHeat VHR unit that takes heat from the hydraulic oil circuits and feeds it into the hall’s heating network at 70 °C. Production never stopped: the unit was connected during ',
            italic('two regular maintenance weekends'),
            '.',
          ),
          h3('The figures after one year'),
          bullets(
            [bold('480 kW'), ' of heat recovered on average while the lines run'],
            'Gas used for heating down by 34 %',
            'Hydraulic oil running 8 °C cooler, which extends its service life',
            'Payback expected after 2.6 years',
          ),
          quote(
            '“Heat recovery on our shredder line now heats the whole hall. We cut our gas bill by a third in the first winter.”',
            '— Sarah Whitfield, Energy manager, Carolina Materials Recovery',
          ),
          paragraph(
            'How much heat is your plant giving away? ',
            link('See how we measure energy', '/en/sustainability'),
            ', or ask us for an assessment on your site.',
          ),
        ),
        downloads: [],
      },
      de: {
        title: 'Carolina Materials Recovery heizt seine Halle mit Abwärme der Zerkleinerer',
        slug: 'carolina-materials-recovery-abwaerme',
        date: '2025-11-20',
        category: 'case-studies',
        teaser:
          'Eine EcoHeat-VHR-Anlage nutzt in Charlotte die Abwärme der Hydraulik einer Zerkleinerungslinie und hat die Gasrechnung im ersten Winter um ein Drittel gesenkt.',
        body: doc(
          paragraph(
            'Carolina Materials Recovery betreibt in Charlotte, North Carolina, zwei Zerkleinerungslinien für Gewerbeabfall. Hydraulik und Getriebe gaben rund 600 kW Wärme ungenutzt an die Luft ab, während Gasbrenner die 9.000 m² große Halle beheizten.',
          ),
          h2('Von der Abwärme zur Hallenheizung'),
          paragraph(
            'Unser Team aus Greenville hat eine EcoHeat-VHR-Anlage installiert, die den Hydraulikölkreisläufen Wärme entzieht und sie mit 70 °C in das Heiznetz der Halle einspeist. Die Produktion lief ohne Unterbrechung weiter: Angeschlossen wurde die Anlage an ',
            italic('zwei regulären Wartungswochenenden'),
            '.',
          ),
          h3('Die Zahlen nach einem Jahr'),
          bullets(
            [bold('480 kW'), ' zurückgewonnene Wärme im Mittel während des Betriebs'],
            '34 % weniger Gas für die Heizung',
            'Das Hydrauliköl läuft 8 °C kühler und hält dadurch länger',
            'Amortisation voraussichtlich nach 2,6 Jahren',
          ),
          quote(
            '„Die Wärmerückgewinnung an unserer Zerkleinerungslinie heizt jetzt die ganze Halle. Im ersten Winter ist unsere Gasrechnung um ein Drittel gesunken.“',
            '– Sarah Whitfield, Energiemanagerin, Carolina Materials Recovery',
          ),
          paragraph(
            'Wie viel Wärme verschenkt Ihr Werk? ',
            link('So messen wir Energie', '/de/nachhaltigkeit'),
            ' – oder fragen Sie uns nach einer Analyse bei Ihnen vor Ort.',
          ),
        ),
        downloads: [],
      },
    },
  },
  {
    id: demoNewsIds.ecobaleLaunch,
    collection: 'news',
    documents: {
      en: {
        title: 'EcoBale X4: the fourth generation of our channel baler',
        slug: 'ecobale-x4-launch',
        date: '2026-03-10',
        category: 'press',
        teaser:
          'The new EcoBale X4 presses bales of up to 1,100 kg with up to 30 % less energy than its predecessor, and its press channel lasts 20 years and more.',
        body: doc(
          paragraph(
            'Bremen, 10 March 2026 — Veltrum Circular Systems presents the ',
            bold('EcoBale X4'),
            ', the fourth generation of its fully automatic VCB channel balers. Series production starts in Bremen in April; the first machines ship in June.',
          ),
          h2('What is new'),
          bullets(
            [
              'A variable-speed hydraulic drive with a smart idle mode: the X4 uses ',
              italic('up to 30 % less energy'),
              ' per tonne than the previous model',
            ],
            'A press channel lined with Hardox 500 wear plates that can be replaced segment by segment',
            'A faster four-side tying unit: one finished bale every 40 seconds',
            'Remote monitoring as standard, with wear alerts before a part fails',
          ),
          h2('Built for the whole material loop'),
          paragraph(
            'The X4 presses cardboard, paper, plastic film and PET at 12 to 60 t/h into bales of up to 1,100 kg that ship at full truck weight. Its controls and many parts are shared with our shredders and sorting lines, so one service team and one spare-parts stock look after the whole plant.',
          ),
          quote(
            '“A baler runs for twenty years or more. Every kilowatt-hour we save in the design is saved again on each of the hundreds of thousands of bales it presses.”',
            '— Dr. Katrin Albers, Chief Executive Officer',
          ),
          paragraph(
            'Technical data and variants are on the ',
            link('EcoBale X4 product page', '/en/solutions/ecobale-x4'),
            '.',
          ),
        ),
        downloads: [],
      },
      de: {
        title: 'EcoBale X4: die vierte Generation unserer Kanalballenpresse',
        slug: 'ecobale-x4-markteinfuehrung',
        date: '2026-03-10',
        category: 'press',
        teaser:
          'Die neue EcoBale X4 presst Ballen bis 1.100 kg mit bis zu 30 % weniger Energie als ihre Vorgängerin, und ihr Presskanal hält 20 Jahre und länger.',
        body: doc(
          paragraph(
            'Bremen, 10. März 2026 – Die Veltrum Circular Systems GmbH stellt die ',
            bold('EcoBale X4'),
            ' vor, die vierte Generation ihrer vollautomatischen VCB-Kanalballenpressen. Die Serienfertigung in Bremen beginnt im April, die ersten Maschinen werden im Juni ausgeliefert.',
          ),
          h2('Was neu ist'),
          bullets(
            [
              'Ein drehzahlgeregelter Hydraulikantrieb mit intelligentem Ruhemodus: Die X4 braucht ',
              italic('bis zu 30 % weniger Energie'),
              ' pro Tonne als das Vorgängermodell',
            ],
            'Ein Presskanal mit Verschleißblechen aus Hardox 500, die sich segmentweise tauschen lassen',
            'Eine schnellere Vierfach-Abbindung: alle 40 Sekunden ein fertiger Ballen',
            'Fernüberwachung serienmäßig, mit Verschleißwarnung, bevor ein Teil ausfällt',
          ),
          h2('Gebaut für den ganzen Materialkreislauf'),
          paragraph(
            'Die X4 verdichtet Kartonagen, Papier, Kunststofffolien und PET mit 12 bis 60 t/h zu Ballen bis 1.100 kg, die mit voller Nutzlast auf den Lkw gehen. Steuerung und viele Bauteile teilt sie mit unseren Zerkleinerern und Sortieranlagen – so betreuen ein Serviceteam und ein Ersatzteillager das ganze Werk.',
          ),
          quote(
            '„Eine Ballenpresse läuft zwanzig Jahre und länger. Jede Kilowattstunde, die wir in der Konstruktion einsparen, sparen wir bei jedem der Hunderttausenden Ballen, die sie presst, noch einmal.“',
            '– Dr. Katrin Albers, Vorsitzende der Geschäftsführung',
          ),
          paragraph(
            'Technische Daten und Varianten finden Sie auf der ',
            link('Produktseite der EcoBale X4', '/de/loesungen/ecobale-x4'),
            '.',
          ),
        ),
        downloads: [],
      },
    },
  },
  {
    id: demoNewsIds.ifat2026,
    collection: 'news',
    documents: {
      en: {
        title: 'Veltrum at IFAT 2026 in Munich',
        slug: 'ifat-2026-munich',
        date: '2026-04-21',
        category: 'trade-fairs',
        teaser: 'Meet us in hall A4, stand 215: the EcoBale X4 channel baler runs live on the stand.',
        body: doc(
          paragraph(
            'From 4 to 8 May the environmental technology industry meets in Munich, and so do we: in ',
            bold('hall A4, stand 215'),
            ' we show the whole material loop, from the baler to heat recovery.',
          ),
          h2('What you will see'),
          bullets(
            'The new EcoBale X4 channel baler running live, pressing cardboard into 1,100 kg bales',
            'An EcoShred VSR twin-shaft shredder with automatic foreign-object detection',
            'The digital twin of a packaging sorting line: try your own throughput targets',
            'Energy data from 240 monitored installations, live on the big screen',
          ),
          h3('Talks on the stand'),
          paragraph(
            'Every day at 11:00 and 15:00 our engineers explain how variable-speed drives and ',
            italic('smart idle modes'),
            ' cut energy per tonne by about a third.',
          ),
          quote(
            '“IFAT is where our customers compare machines side by side. We want them to see the X4 at work, not read about it.”',
            '— Dr. Katrin Albers, Chief Executive Officer',
          ),
          paragraph(
            'Would you like to meet an engineer at a fixed time? ',
            link('Write to us', '/en/contact'),
            ' and we will reserve a slot for you.',
          ),
        ),
        downloads: [],
      },
      de: {
        title: 'Veltrum auf der IFAT 2026 in München',
        slug: 'ifat-2026-muenchen',
        date: '2026-04-21',
        category: 'trade-fairs',
        teaser: 'Besuchen Sie uns in Halle A4, Stand 215: Die Kanalballenpresse EcoBale X4 läuft live.',
        body: doc(
          paragraph(
            'Vom 4. bis 8. Mai trifft sich die Umwelttechnikbranche in München, und wir sind dabei: In ',
            bold('Halle A4, Stand 215'),
            ' zeigen wir den ganzen Materialkreislauf – von der Ballenpresse bis zur Abwärmerückgewinnung.',
          ),
          h2('Was Sie erwartet'),
          bullets(
            'Die neue Kanalballenpresse EcoBale X4 im Live-Betrieb, die Kartonagen zu 1.100-kg-Ballen presst',
            'Ein Zweiwellen-Zerkleinerer EcoShred VSR mit automatischer Störstofferkennung',
            'Der digitale Zwilling einer Sortieranlage für Verpackungen: Testen Sie Ihre eigenen Durchsatzziele',
            'Energiedaten von 240 überwachten Anlagen, live auf der Großbildleinwand',
          ),
          h3('Vorträge am Stand'),
          paragraph(
            'Täglich um 11:00 und 15:00 Uhr erklären unsere Ingenieure, wie drehzahlgeregelte Antriebe und ',
            italic('intelligente Ruhemodi'),
            ' den Energiebedarf pro Tonne um rund ein Drittel senken.',
          ),
          quote(
            '„Auf der IFAT vergleichen unsere Kunden Maschinen direkt nebeneinander. Wir wollen, dass sie die X4 arbeiten sehen, statt nur über sie zu lesen.“',
            '– Dr. Katrin Albers, Vorsitzende der Geschäftsführung',
          ),
          paragraph(
            'Sie möchten einen festen Termin mit einem Ingenieur? ',
            link('Schreiben Sie uns', '/de/kontakt'),
            ', und wir reservieren Ihnen ein Zeitfenster.',
          ),
        ),
        downloads: [],
      },
    },
  },
  {
    id: demoNewsIds.greenvilleRenewable,
    collection: 'news',
    documents: {
      en: {
        title: 'Greenville plant now runs on 100 % renewable electricity',
        slug: 'greenville-renewable-electricity',
        date: '2026-09-15',
        category: 'press',
        teaser:
          'A 4.2 MW solar roof and a long-term wind power contract complete the switch: all four Veltrum plants now run on renewable electricity.',
        body: doc(
          paragraph(
            'Greenville, 15 September 2026 — As announced, our plant in Greenville, South Carolina, has switched to ',
            bold('100 % renewable electricity'),
            '. It joins Bremen, Brno and Porto: all four Veltrum plants now run on power from renewable sources.',
          ),
          h2('How Greenville got there'),
          bullets(
            'A 4.2 MW solar installation on the hall roofs and the car park covers about 40 % of the plant’s needs',
            'A 12-year power purchase agreement with a wind farm in North Carolina supplies the rest',
            'Heat recovered from the welding and test lines heats the offices in winter',
          ),
          h3('One step on a longer road'),
          paragraph(
            'Since 2015 we have cut our emissions by 41 %. Next come the paint shops: by 2028 we want to cure paint with heat pumps and recovered heat instead of natural gas, ',
            italic('in every plant'),
            '.',
          ),
          quote(
            '“Our customers buy our machines to save energy. They rightly expect the same of the plants that build them.”',
            '— Jennifer Cole, Plant Manager, Greenville',
          ),
          paragraph(
            'Our targets and figures: ',
            link('sustainability at Veltrum', '/en/sustainability'),
            '.',
          ),
        ),
        downloads: [],
      },
      de: {
        title: 'Werk Greenville arbeitet jetzt mit 100 % Ökostrom',
        slug: 'greenville-oekostrom',
        date: '2026-09-15',
        category: 'press',
        teaser:
          'Ein 4,2-MW-Solardach und ein langfristiger Windstromvertrag schließen die Umstellung ab: Alle vier Veltrum-Werke arbeiten jetzt mit Strom aus erneuerbaren Quellen.',
        body: doc(
          paragraph(
            'Greenville, 15. September 2026 – Wie angekündigt hat unser Werk in Greenville, South Carolina, auf ',
            bold('100 % Ökostrom'),
            ' umgestellt. Damit folgt es Bremen, Brünn und Porto: Alle vier Veltrum-Werke beziehen ihren Strom jetzt aus erneuerbaren Quellen.',
          ),
          h2('Wie Greenville das geschafft hat'),
          bullets(
            'Eine 4,2-MW-Photovoltaikanlage auf den Hallendächern und dem Parkplatz deckt rund 40 % des Bedarfs',
            'Ein Stromliefervertrag über 12 Jahre mit einem Windpark in North Carolina liefert den Rest',
            'Die Abwärme der Schweiß- und Prüflinien heizt im Winter die Büros',
          ),
          h3('Ein Schritt auf einem längeren Weg'),
          paragraph(
            'Seit 2015 haben wir unsere Emissionen um 41 % gesenkt. Als Nächstes sind die Lackierereien an der Reihe: Bis 2028 wollen wir Lack ',
            italic('in allen Werken'),
            ' mit Wärmepumpen und zurückgewonnener Wärme statt mit Erdgas trocknen.',
          ),
          quote(
            '„Unsere Kunden kaufen unsere Maschinen, um Energie zu sparen. Sie erwarten zu Recht dasselbe von den Werken, in denen sie gebaut werden.“',
            '– Jennifer Cole, Werksleiterin, Greenville',
          ),
          paragraph(
            'Unsere Ziele und Zahlen: ',
            link('Nachhaltigkeit bei Veltrum', '/de/nachhaltigkeit'),
            '.',
          ),
        ),
        downloads: [],
      },
    },
  },
];
