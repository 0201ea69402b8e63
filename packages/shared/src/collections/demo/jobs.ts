import type { DemoEntry } from '../demo-entries';
import { demoJobIds } from './ids';
import { bold, bullets, doc, h2, link, paragraph } from './rich-text-builders';

/**
 * Three open jobs, one of each type. Closing dates lie in 2027–2028 so the demo site (and the tests that
 * read it) keep showing them; `service-technician` is relied on by tests.
 */
export const demoJobs: DemoEntry<'jobs'>[] = [
  {
    id: demoJobIds.serviceTechnician,
    collection: 'jobs',
    documents: {
      en: {
        title: 'Service technician for balers and shredders',
        slug: 'service-technician',
        locationId: 'bremen',
        type: 'full-time',
        description: doc(
          paragraph(
            'Our balers and shredders run in recycling yards, paper mills and sorting plants across northern Germany. As a service technician you keep them running: you commission new machines, maintain them and find the fault when a customer calls.',
          ),
          h2('Your tasks'),
          bullets(
            'Commissioning, maintenance and repair of balers, shredders and sorting equipment on customer sites',
            'Fault-finding in hydraulics, electrics and PLC controls (Siemens S7)',
            'Retrofits of drives, controls and sensors',
            'Training customers’ operators on their machines',
            'On-call duty in rotation, about one week in six',
          ),
          h2('What you bring'),
          bullets(
            'Completed training as a mechatronics technician, industrial mechanic or electrician, or a comparable qualification',
            'Experience with hydraulics and electrical controls',
            'A driving licence and a willingness to travel, mostly on day trips',
            'Good German and basic English',
          ),
        ),
        offer: doc(
          bullets(
            [
              bold('A permanent full-time contract'),
              ' (37.5 hours a week), paid under the metal and electrical industry’s collective agreement',
            ],
            'A fully equipped service van that you may also use privately',
            'Four weeks of training in our Bremen training centre before your first job on your own',
            '30 days of holiday, with overtime credited to a working-time account',
            'A company pension and bicycle leasing',
          ),
          paragraph(
            'Questions before you apply? Call Jana Petersen on ',
            link('+49 421 555 0100', 'tel:+494215550100'),
            '.',
          ),
        ),
        closingDate: '2027-12-31',
        contactName: 'Jana Petersen',
        contactEmail: 'jana.petersen@veltrum.example',
      },
      de: {
        title: 'Servicetechniker (m/w/d) für Ballenpressen und Zerkleinerer',
        slug: 'servicetechniker',
        locationId: 'bremen',
        type: 'full-time',
        description: doc(
          paragraph(
            'Unsere Ballenpressen und Zerkleinerer arbeiten auf Recyclinghöfen, in Papierfabriken und Sortieranlagen in ganz Norddeutschland. Als Servicetechniker sorgen Sie dafür, dass das so bleibt: Sie nehmen neue Maschinen in Betrieb, warten sie und finden den Fehler, wenn ein Kunde anruft.',
          ),
          h2('Ihre Aufgaben'),
          bullets(
            'Inbetriebnahme, Wartung und Reparatur von Ballenpressen, Zerkleinerern und Sortiertechnik beim Kunden',
            'Fehlersuche in Hydraulik, Elektrik und SPS-Steuerungen (Siemens S7)',
            'Modernisierung von Antrieben, Steuerungen und Sensorik',
            'Einweisung des Bedienpersonals unserer Kunden',
            'Rufbereitschaft im Wechsel, etwa eine Woche von sechs',
          ),
          h2('Was Sie mitbringen'),
          bullets(
            'Eine abgeschlossene Ausbildung als Mechatroniker, Industriemechaniker oder Elektroniker (m/w/d) oder eine vergleichbare Qualifikation',
            'Erfahrung mit Hydraulik und elektrischen Steuerungen',
            'Führerschein Klasse B und Reisebereitschaft, meist Tagestouren',
            'Gute Deutsch- und Grundkenntnisse in Englisch',
          ),
        ),
        offer: doc(
          bullets(
            [
              bold('Eine unbefristete Vollzeitstelle'),
              ' (37,5 Stunden pro Woche) mit Vergütung nach dem Tarifvertrag der Metall- und Elektroindustrie',
            ],
            'Ein voll ausgestatteter Servicewagen, den Sie auch privat nutzen dürfen',
            'Vier Wochen Einarbeitung in unserem Bremer Schulungszentrum vor Ihrem ersten eigenen Einsatz',
            '30 Tage Urlaub, Überstunden auf einem Arbeitszeitkonto',
            'Betriebliche Altersvorsorge und Dienstradleasing',
          ),
          paragraph(
            'Fragen vor der Bewerbung? Rufen Sie Jana Petersen an: ',
            link('+49 421 555 0100', 'tel:+494215550100'),
            '.',
          ),
        ),
        closingDate: '2027-12-31',
        contactName: 'Jana Petersen',
        contactEmail: 'jana.petersen@veltrum.example',
      },
    },
  },
  {
    id: demoJobIds.technicalWriter,
    collection: 'jobs',
    documents: {
      en: {
        title: 'Technical writer for operating manuals (part-time)',
        slug: 'technical-writer-part-time',
        locationId: 'porto',
        type: 'part-time',
        description: doc(
          paragraph(
            'Every sorting line we build in Porto ships with operating and maintenance manuals in up to twelve languages. You write the English originals, together with the engineers who designed the line.',
          ),
          h2('Your tasks'),
          bullets(
            'Writing operating, maintenance and safety instructions from drawings, CAD models and conversations with engineers',
            'Structuring content in our component content management system so that it can be reused and translated',
            'Coordinating translations with our language service providers',
            'Checking manuals against the EU Machinery Regulation and EN IEC/IEEE 82079-1',
          ),
          h2('What you bring'),
          bullets(
            'A degree or training in technical writing, engineering or a related field',
            'Excellent written English; Portuguese or German is a plus',
            'Curiosity about how machines work: you ask until you understand',
          ),
        ),
        offer: doc(
          bullets(
            [bold('20 to 30 hours a week'), ', planned by you'],
            'Two days a week working from home',
            'A modern office next to our plant on the Douro',
            'Training towards a tekom certificate in technical communication',
            'A place in a small, international documentation team of five',
          ),
          paragraph('Tell us in your application how many hours a week suit you best.'),
        ),
        closingDate: '2027-10-31',
        contactName: 'Inês Carvalho',
        contactEmail: 'ines.carvalho@veltrum.example',
      },
      de: {
        title: 'Technischer Redakteur (m/w/d) für Betriebsanleitungen in Teilzeit',
        slug: 'technischer-redakteur-teilzeit',
        locationId: 'porto',
        type: 'part-time',
        description: doc(
          paragraph(
            'Jede Sortieranlage, die wir in Porto bauen, wird mit Betriebs- und Wartungsanleitungen in bis zu zwölf Sprachen ausgeliefert. Sie schreiben die englischen Originale – gemeinsam mit den Ingenieuren, die die Anlage konstruiert haben.',
          ),
          h2('Ihre Aufgaben'),
          bullets(
            'Betriebs-, Wartungs- und Sicherheitsanleitungen auf Grundlage von Zeichnungen, CAD-Modellen und Gesprächen mit Ingenieuren schreiben',
            'Inhalte in unserem Redaktionssystem modular strukturieren, damit sie wiederverwendet und übersetzt werden können',
            'Übersetzungen mit unseren Sprachdienstleistern abstimmen',
            'Anleitungen auf Konformität mit der EU-Maschinenverordnung und der EN IEC/IEEE 82079-1 prüfen',
          ),
          h2('Was Sie mitbringen'),
          bullets(
            'Ein Studium oder eine Weiterbildung in technischer Redaktion, im Ingenieurwesen oder einem verwandten Fach',
            'Sehr gutes schriftliches Englisch; Portugiesisch oder Deutsch sind ein Plus',
            'Neugier darauf, wie Maschinen funktionieren: Sie fragen nach, bis Sie es verstanden haben',
          ),
        ),
        offer: doc(
          bullets(
            [bold('20 bis 30 Wochenstunden'), ', die Sie selbst einteilen'],
            'Zwei Tage pro Woche mobiles Arbeiten von zu Hause',
            'Ein modernes Büro direkt neben unserem Werk am Douro',
            'Weiterbildung bis zum tekom-Zertifikat für technische Kommunikation',
            'Ein kleines, internationales Dokumentationsteam von fünf Personen',
          ),
          paragraph('Sagen Sie uns in Ihrer Bewerbung, wie viele Wochenstunden am besten zu Ihnen passen.'),
        ),
        closingDate: '2027-10-31',
        contactName: 'Inês Carvalho',
        contactEmail: 'ines.carvalho@veltrum.example',
      },
    },
  },
  {
    id: demoJobIds.apprenticeMechanic,
    collection: 'jobs',
    documents: {
      en: {
        title: 'Apprenticeship as an industrial mechanic, starting 2028',
        slug: 'apprenticeship-industrial-mechanic',
        locationId: 'bremen',
        type: 'apprenticeship',
        startDate: '2028-08-01',
        description: doc(
          paragraph(
            'In three and a half years you learn how our balers are built, from the first weld to the final test run. You spend most of your time in our Bremen training workshop and on the production line; theory is taught at the vocational school in Bremen.',
          ),
          h2('What you learn'),
          bullets(
            'Turning, milling and welding, by hand and on CNC machines',
            'Assembling hydraulic systems and putting them into operation',
            'Reading technical drawings and working to tight tolerances',
            'Maintaining and repairing machines, in our plant and with our service team on customer sites',
          ),
          h2('What you bring'),
          bullets(
            'A secondary school leaving certificate (German Mittlere Reife or equivalent)',
            'Enjoyment of technology and of working with your hands',
            'Good marks in maths and physics help, but your motivation counts more',
          ),
        ),
        offer: doc(
          bullets(
            [bold('Apprentice pay'), ' under the metal and electrical industry’s collective agreement'],
            'Your own mentor from the second week',
            'Several weeks at our plant in Brno or Porto during your apprenticeship',
            'Paid exam preparation courses',
            'Good prospects of a permanent job after you pass your final exam',
          ),
          paragraph('Please attach your CV and your last two school reports to your application.'),
        ),
        closingDate: '2028-04-30',
        contactName: 'Lars Hinrichs',
        contactEmail: 'lars.hinrichs@veltrum.example',
      },
      de: {
        title: 'Ausbildung zum Industriemechaniker (m/w/d) ab 2028',
        slug: 'ausbildung-industriemechaniker',
        locationId: 'bremen',
        type: 'apprenticeship',
        startDate: '2028-08-01',
        description: doc(
          paragraph(
            'In dreieinhalb Jahren lernen Sie, wie unsere Ballenpressen entstehen – von der ersten Schweißnaht bis zum abschließenden Probelauf. Die meiste Zeit verbringen Sie in unserer Bremer Ausbildungswerkstatt und in der Fertigung; die Theorie vermittelt die Berufsschule in Bremen.',
          ),
          h2('Was Sie lernen'),
          bullets(
            'Drehen, Fräsen und Schweißen – von Hand und an CNC-Maschinen',
            'Hydraulische Systeme montieren und in Betrieb nehmen',
            'Technische Zeichnungen lesen und mit engen Toleranzen arbeiten',
            'Maschinen warten und instand setzen, in unserem Werk und mit unserem Serviceteam beim Kunden',
          ),
          h2('Was Sie mitbringen'),
          bullets(
            'Einen mittleren Schulabschluss oder einen vergleichbaren Abschluss',
            'Freude an Technik und an handwerklicher Arbeit',
            'Gute Noten in Mathematik und Physik helfen, Ihre Motivation zählt aber mehr',
          ),
        ),
        offer: doc(
          bullets(
            [bold('Ausbildungsvergütung'), ' nach dem Tarifvertrag der Metall- und Elektroindustrie'],
            'Eine feste Ansprechperson als Pate ab der zweiten Woche',
            'Mehrere Wochen in unserem Werk in Brünn oder Porto während der Ausbildung',
            'Bezahlte Kurse zur Prüfungsvorbereitung',
            'Gute Aussichten auf eine Übernahme nach bestandener Abschlussprüfung',
          ),
          paragraph(
            'Bitte fügen Sie Ihrer Bewerbung Ihren Lebenslauf und Ihre letzten beiden Zeugnisse bei.',
          ),
        ),
        closingDate: '2028-04-30',
        contactName: 'Lars Hinrichs',
        contactEmail: 'lars.hinrichs@veltrum.example',
      },
    },
  },
];
