import type { DemoEntry } from '../demo-entries';
import { demoProductIds } from './ids';
import { bold, bullets, doc, h2, h3, italic, link, paragraph } from './rich-text-builders';

/**
 * One product entry per product line of the content's `products.items` (same order, icons and figures).
 * Slugs are the brand names, the same in every language; the baler's `ecobale-x4` is relied on by tests.
 */
export const demoProducts: DemoEntry<'products'>[] = [
  {
    id: demoProductIds.balers,
    collection: 'products',
    documents: {
      en: {
        name: 'EcoBale X4 channel baler',
        slug: 'ecobale-x4',
        icon: 'factory',
        summary:
          'Fully automatic channel baler for cardboard, paper, film and PET: 12–60 t/h, bales of up to 1,100 kg and up to 30 % less energy than its predecessor.',
        description: doc(
          paragraph(
            'The EcoBale X4 is the fourth generation of our VCB channel balers. It compresses cardboard, paper, plastic film and PET into dense, stable bales that ship at full truck weight — in recycling yards, paper mills, distribution centres and sorting plants.',
          ),
          h2('Why operators choose it'),
          bullets(
            [
              bold('Less energy:'),
              ' a variable-speed hydraulic drive delivers pressure only when the ram needs it',
            ],
            [
              bold('A long life:'),
              ' the press channel is lined with Hardox 500, replaceable segment by segment',
            ],
            [bold('Fewer stops:'), ' the four-side tying unit finishes a bale every 40 seconds'],
            [bold('No surprises:'), ' remote monitoring reports wear before a part fails'],
          ),
          h3('Service included'),
          paragraph(
            'Every X4 comes with commissioning, operator training in Bremen or on your site and our 24/7 hotline. Spare parts reach any site in the EU ',
            italic('within 48 hours'),
            '.',
          ),
        ),
        images: [],
        specs: [
          { label: 'Throughput', value: '12–60', unit: 't/h' },
          { label: 'Bale weight', value: 'up to 1,100', unit: 'kg' },
          { label: 'Press force', value: '80–200', unit: 't' },
          { label: 'Bale cross-section', value: '1,100 × 750', unit: 'mm' },
          { label: 'Drive power', value: '37–110', unit: 'kW' },
          { label: 'Tying', value: 'four-side, automatic' },
          { label: 'Tying cycle', value: '40', unit: 's' },
          { label: 'Channel lining', value: 'Hardox 500' },
        ],
        dataSheets: [],
        related: [demoProductIds.sorting, demoProductIds.shredders],
        position: 1,
      },
      de: {
        name: 'Kanalballenpresse EcoBale X4',
        slug: 'ecobale-x4',
        icon: 'factory',
        summary:
          'Vollautomatische Kanalballenpresse für Kartonagen, Papier, Folie und PET: 12–60 t/h, Ballen bis 1.100 kg und bis zu 30 % weniger Energie als die Vorgängerin.',
        description: doc(
          paragraph(
            'Die EcoBale X4 ist die vierte Generation unserer VCB-Kanalballenpressen. Sie verdichtet Kartonagen, Papier, Kunststofffolien und PET zu dichten, formstabilen Ballen, die mit voller Nutzlast auf den Lkw gehen – auf Recyclinghöfen, in Papierfabriken, Logistikzentren und Sortieranlagen.',
          ),
          h2('Warum Betreiber sich für sie entscheiden'),
          bullets(
            [
              bold('Weniger Energie:'),
              ' Der drehzahlgeregelte Hydraulikantrieb liefert Druck nur, wenn der Stempel ihn braucht',
            ],
            [
              bold('Lange Lebensdauer:'),
              ' Der Presskanal ist mit Hardox 500 ausgekleidet und segmentweise tauschbar',
            ],
            [
              bold('Weniger Stillstand:'),
              ' Die Vierfach-Abbindung schließt alle 40 Sekunden einen Ballen ab',
            ],
            [
              bold('Keine Überraschungen:'),
              ' Die Fernüberwachung meldet Verschleiß, bevor ein Teil ausfällt',
            ],
          ),
          h3('Service inklusive'),
          paragraph(
            'Zu jeder X4 gehören Inbetriebnahme, Bedienerschulung in Bremen oder bei Ihnen vor Ort und unsere Hotline rund um die Uhr. Ersatzteile sind überall in der EU ',
            italic('innerhalb von 48 Stunden'),
            ' bei Ihnen.',
          ),
        ),
        images: [],
        specs: [
          { label: 'Durchsatz', value: '12–60', unit: 't/h' },
          { label: 'Ballengewicht', value: 'bis 1.100', unit: 'kg' },
          { label: 'Presskraft', value: '80–200', unit: 't' },
          { label: 'Ballenquerschnitt', value: '1.100 × 750', unit: 'mm' },
          { label: 'Antriebsleistung', value: '37–110', unit: 'kW' },
          { label: 'Abbindung', value: 'vierfach, automatisch' },
          { label: 'Abbindezyklus', value: '40', unit: 's' },
          { label: 'Kanalauskleidung', value: 'Hardox 500' },
        ],
        dataSheets: [],
        related: [demoProductIds.sorting, demoProductIds.shredders],
        position: 1,
      },
    },
  },
  {
    id: demoProductIds.shredders,
    collection: 'products',
    documents: {
      en: {
        name: 'EcoShred VSR shredders',
        slug: 'ecoshred-vsr',
        icon: 'cog',
        summary:
          'Single- and twin-shaft shredders for plastics, wood, tyres and commercial waste, with slow-running rotors and automatic protection against foreign objects.',
        description: doc(
          paragraph(
            'EcoShred VSR shredders reduce bulky and mixed waste to a defined particle size for sorting or refuse-derived fuel. Slow-running rotors with exchangeable knives keep noise, dust and wear low. We build them in our plant in Brno.',
          ),
          h2('Single or twin shaft?'),
          bullets(
            [
              bold('Single-shaft'),
              ' with a screen: a defined output size for plastics, wood and production waste',
            ],
            [bold('Twin-shaft'), ': high torque for bulky and mixed commercial waste, tyres and bales'],
          ),
          h3('Protected against what does not belong'),
          paragraph(
            'Foreign objects are detected automatically: the rotor reverses before anything breaks, and the display shows the operator what happened and where.',
          ),
          paragraph(
            'How does your material behave? Our Brno test centre shreds your sample and measures throughput, particle size and energy per tonne. ',
            link('Send us a sample', '/en/contact'),
          ),
        ),
        images: [],
        specs: [
          { label: 'Drive power', value: '45–400', unit: 'kW' },
          { label: 'Rotor width', value: '1,200–3,000', unit: 'mm' },
          { label: 'Output size', value: '30–300', unit: 'mm' },
          { label: 'Throughput', value: '2–40', unit: 't/h' },
          { label: 'Rotor speed', value: '20–80', unit: 'rpm' },
          { label: 'Shafts', value: '1 or 2' },
          { label: 'Knives', value: 'exchangeable, four cutting edges' },
        ],
        dataSheets: [],
        related: [demoProductIds.sorting, demoProductIds.heatRecovery],
        position: 2,
      },
      de: {
        name: 'Zerkleinerer EcoShred VSR',
        slug: 'ecoshred-vsr',
        icon: 'cog',
        summary:
          'Ein- und Zweiwellen-Zerkleinerer für Kunststoffe, Holz, Altreifen und Gewerbeabfall, mit langsam laufenden Rotoren und automatischem Schutz vor Störstoffen.',
        description: doc(
          paragraph(
            'EcoShred-VSR-Zerkleinerer bringen sperrige und gemischte Abfälle auf eine definierte Korngröße für die Sortierung oder als Ersatzbrennstoff. Langsam laufende Rotoren mit wechselbaren Messern halten Lärm, Staub und Verschleiß gering. Gebaut werden sie in unserem Werk in Brünn.',
          ),
          h2('Ein- oder Zweiwellen?'),
          bullets(
            [
              bold('Einwellen-Zerkleinerer'),
              ' mit Sieb: definierte Korngröße für Kunststoffe, Holz und Produktionsabfälle',
            ],
            [
              bold('Zweiwellen-Zerkleinerer'),
              ': hohes Drehmoment für sperrigen und gemischten Gewerbeabfall, Altreifen und Ballen',
            ],
          ),
          h3('Geschützt vor dem, was nicht hineingehört'),
          paragraph(
            'Störstoffe werden automatisch erkannt: Der Rotor reversiert, bevor etwas bricht, und das Display zeigt dem Bediener, was passiert ist und wo.',
          ),
          paragraph(
            'Wie verhält sich Ihr Material? Unser Versuchszentrum in Brünn zerkleinert Ihre Probe und misst Durchsatz, Korngröße und Energie pro Tonne. ',
            link('Schicken Sie uns eine Probe', '/de/kontakt'),
          ),
        ),
        images: [],
        specs: [
          { label: 'Antriebsleistung', value: '45–400', unit: 'kW' },
          { label: 'Rotorbreite', value: '1.200–3.000', unit: 'mm' },
          { label: 'Ausgangskorngröße', value: '30–300', unit: 'mm' },
          { label: 'Durchsatz', value: '2–40', unit: 't/h' },
          { label: 'Rotordrehzahl', value: '20–80', unit: '1/min' },
          { label: 'Wellen', value: '1 oder 2' },
          { label: 'Messer', value: 'wechselbar, vierfach wendbar' },
        ],
        dataSheets: [],
        related: [demoProductIds.sorting, demoProductIds.heatRecovery],
        position: 2,
      },
    },
  },
  {
    id: demoProductIds.sorting,
    collection: 'products',
    documents: {
      en: {
        name: 'EcoSort sorting lines',
        slug: 'ecosort',
        icon: 'settings',
        summary:
          'Turnkey sorting lines with NIR, eddy-current and ballistic separation for packaging, commercial and construction waste, with fractions up to 98 % pure.',
        description: doc(
          paragraph(
            'We plan complete sorting lines, from the feed bunker to the last quality control cabin, and deliver them turnkey — including the steel structure from our Porto plant.',
          ),
          h2('The technology in the line'),
          bullets(
            'Bag openers, trommel screens and ballistic separators prepare the material',
            'Near-infrared sensors sort by polymer, colour and material',
            'Eddy-current separators and magnets recover non-ferrous and ferrous metals',
            'Balers at the end of the line, so sorted fractions leave ready to sell',
          ),
          h3('Tested before it is built'),
          paragraph(
            'A digital twin lets the line run as a simulation first. You try new throughput targets or a new material mix ',
            bold('before changing a single conveyor'),
            ', and your operators train on it before the start-up.',
          ),
        ),
        images: [],
        specs: [
          { label: 'Capacity', value: '5–40', unit: 't/h' },
          { label: 'Fraction purity', value: 'up to 98', unit: '%' },
          { label: 'NIR sensors per line', value: '2–16' },
          { label: 'Separation', value: 'NIR, eddy current, ballistic, magnetic' },
          { label: 'Typical project time', value: '9–14', unit: 'months' },
          { label: 'Delivery', value: 'turnkey, incl. steel structure' },
        ],
        dataSheets: [],
        related: [demoProductIds.balers, demoProductIds.shredders],
        position: 3,
      },
      de: {
        name: 'Sortieranlagen EcoSort',
        slug: 'ecosort',
        icon: 'settings',
        summary:
          'Schlüsselfertige Sortieranlagen mit NIR-, Wirbelstrom- und ballistischer Trennung für Verpackungs-, Gewerbe- und Bauabfälle, mit Fraktionen bis 98 % Reinheit.',
        description: doc(
          paragraph(
            'Wir planen komplette Sortieranlagen vom Aufgabebunker bis zur letzten Qualitätskontrolle und liefern sie schlüsselfertig – einschließlich des Stahlbaus aus unserem Werk in Porto.',
          ),
          h2('Die Technik in der Anlage'),
          bullets(
            'Sackaufreißer, Siebtrommeln und ballistische Separatoren bereiten das Material auf',
            'Nahinfrarot-Sensoren sortieren nach Kunststoffsorte, Farbe und Material',
            'Wirbelstromscheider und Magnete gewinnen Nichteisen- und Eisenmetalle zurück',
            'Ballenpressen am Ende der Linie, damit die Fraktionen verkaufsfertig das Werk verlassen',
          ),
          h3('Getestet, bevor sie gebaut wird'),
          paragraph(
            'Mit einem digitalen Zwilling läuft die Anlage zuerst als Simulation. Sie testen neue Durchsatzziele oder einen neuen Materialmix, ',
            bold('bevor Sie ein einziges Förderband umbauen'),
            ', und Ihr Bedienpersonal übt daran schon vor dem Start.',
          ),
        ),
        images: [],
        specs: [
          { label: 'Kapazität', value: '5–40', unit: 't/h' },
          { label: 'Sortenreinheit', value: 'bis 98', unit: '%' },
          { label: 'NIR-Sensoren pro Anlage', value: '2–16' },
          { label: 'Trenntechnik', value: 'NIR, Wirbelstrom, ballistisch, magnetisch' },
          { label: 'Typische Projektdauer', value: '9–14', unit: 'Monate' },
          { label: 'Lieferumfang', value: 'schlüsselfertig inkl. Stahlbau' },
        ],
        dataSheets: [],
        related: [demoProductIds.balers, demoProductIds.shredders],
        position: 3,
      },
    },
  },
  {
    id: demoProductIds.heatRecovery,
    collection: 'products',
    documents: {
      en: {
        name: 'EcoHeat VHR waste-heat recovery',
        slug: 'ecoheat-vhr',
        icon: 'zap',
        summary:
          'Units that turn the heat of hydraulics, compressors and dryers into hot water, steam or electricity. Most pay for themselves in under four years.',
        description: doc(
          paragraph(
            'EcoHeat VHR units capture heat from hydraulics, compressors, dryers and thermal processes and feed it back into heating networks or process water. An optional ORC module turns it into electricity.',
          ),
          h2('Where the heat goes'),
          bullets(
            'Hall and office heating, at flow temperatures of up to 95 °C',
            'Process water for washing lines and dryers',
            'Low-pressure steam for industrial processes',
            'Electricity from an ORC module where there is no heat consumer nearby',
          ),
          h3('It pays for itself'),
          paragraph(
            'Most installations pay for themselves in two to four years. We measure your heat sources first and then size the unit, ',
            italic('not the other way round'),
            '. ',
            link(
              'How Carolina Materials Recovery heats its hall',
              '/en/news/carolina-materials-recovery-heat-recovery',
            ),
          ),
        ),
        images: [],
        specs: [
          { label: 'Thermal output', value: '150–2,400', unit: 'kW' },
          { label: 'Flow temperature', value: 'up to 95', unit: '°C' },
          { label: 'Electrical output with ORC module', value: 'up to 250', unit: 'kW' },
          { label: 'Heat sources', value: 'hydraulics, compressors, dryers, thermal processes' },
          { label: 'Payback', value: 'typically 2–4', unit: 'years' },
          { label: 'Option', value: 'ORC power module' },
        ],
        dataSheets: [],
        related: [demoProductIds.shredders, demoProductIds.balers],
        position: 4,
      },
      de: {
        name: 'Abwärmerückgewinnung EcoHeat VHR',
        slug: 'ecoheat-vhr',
        icon: 'zap',
        summary:
          'Anlagen, die die Wärme von Hydraulik, Kompressoren und Trocknern in Warmwasser, Dampf oder Strom verwandeln. Die meisten amortisieren sich in weniger als vier Jahren.',
        description: doc(
          paragraph(
            'EcoHeat-VHR-Anlagen nutzen die Wärme aus Hydraulik, Kompressoren, Trocknern und thermischen Prozessen und speisen sie in Heiznetze oder Prozesswasser zurück. Ein optionales ORC-Modul erzeugt daraus Strom.',
          ),
          h2('Wohin die Wärme geht'),
          bullets(
            'Hallen- und Büroheizung, mit Vorlauftemperaturen bis 95 °C',
            'Prozesswasser für Waschanlagen und Trockner',
            'Niederdruckdampf für industrielle Prozesse',
            'Strom aus einem ORC-Modul, wo kein Wärmeabnehmer in der Nähe ist',
          ),
          h3('Sie rechnet sich'),
          paragraph(
            'Die meisten Anlagen amortisieren sich in zwei bis vier Jahren. Wir messen zuerst Ihre Wärmequellen und legen dann die Anlage aus, ',
            italic('nicht umgekehrt'),
            '. ',
            link(
              'Wie Carolina Materials Recovery seine Halle heizt',
              '/de/aktuelles/carolina-materials-recovery-abwaerme',
            ),
          ),
        ),
        images: [],
        specs: [
          { label: 'Thermische Leistung', value: '150–2.400', unit: 'kW' },
          { label: 'Vorlauftemperatur', value: 'bis 95', unit: '°C' },
          { label: 'Elektrische Leistung mit ORC-Modul', value: 'bis 250', unit: 'kW' },
          { label: 'Wärmequellen', value: 'Hydraulik, Kompressoren, Trockner, thermische Prozesse' },
          { label: 'Amortisation', value: 'meist 2–4', unit: 'Jahre' },
          { label: 'Option', value: 'ORC-Strommodul' },
        ],
        dataSheets: [],
        related: [demoProductIds.shredders, demoProductIds.balers],
        position: 4,
      },
    },
  },
];
