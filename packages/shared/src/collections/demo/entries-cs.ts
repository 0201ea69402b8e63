import type { EntryDocument } from '../entries';
import { demoJobIds, demoNewsIds, demoProductIds } from './ids';
import { bold, bullets, doc, h2, h3, italic, link, paragraph, quote } from './rich-text-builders';

/**
 * The Czech documents of the demo entries, keyed by entry id; `demoEntries` takes them as `documents.cs`.
 * Slugs are ASCII Czech; product slugs are the brand names as in every language. Site links name the pages
 * by their Czech segments in `routes.ts` (`reseni`, `kontakt`, `udrzitelnost`).
 */

const news = {
  [demoNewsIds.ecociclo]: {
    title: 'Ecociclo, Lisabon: 98 % čistoty hned v prvním měsíci',
    slug: 'ecociclo-lisabon-98-procent-cistoty',
    date: '2025-06-17',
    category: 'case-studies',
    teaser:
      'Třídicí linka na klíč pro lehké obaly dosáhla garantované čistoty čtyři týdny po spuštění – i díky digitálnímu dvojčeti.',
    body: doc(
      paragraph(
        'Společnost Ecociclo zpracovává lehké obaly od 1,2 milionu obyvatel lisabonské aglomerace. V roce 2024 se rozhodla nahradit ruční dotřiďování plně automatickou linkou, kterou navrhl a postavil náš tým třídicích systémů v Portu.',
      ),
      h2('Zadání'),
      paragraph(
        'Směsné obaly v množství ',
        italic('až 18 t/h'),
        ' bylo třeba rozdělit na PET, PE, PP, nápojové kartony, hliník a železné kovy – každou frakci tak čistou, aby za ni recyklační firmy zaplatily.',
      ),
      h2('Řešení'),
      bullets(
        'Balistický separátor a bubnové síto oddělují ploché materiály od valivých',
        'Osm NIR senzorů rozpoznává polymery a nápojové kartony',
        'Separátor vířivých proudů vytřídí hliník, nadpásový magnet železné kovy',
        'Dva kanálové lisy VCB slisují vytříděné frakce do balíků připravených k expedici',
      ),
      h3('Uvádění do provozu s digitálním dvojčetem'),
      paragraph(
        'Ještě než byl namontován první dopravník, linka už běžela v simulaci. Obsluha společnosti Ecociclo se na ní zaškolila a naši inženýři seřídili senzory podle materiálových dat ze staré linky.',
      ),
      quote(
        '„Třídicí linka dosáhla garantované čistoty hned v prvním měsíci. Digitální dvojče nám ušetřilo týdny uvádění do provozu.“',
        '– Miguel Fernandes, provozní ředitel, Ecociclo',
      ),
      paragraph(
        bold('Výsledek:'),
        ' 98 % čistoty u PET a PE, o třetinu více materiálu prodaného místo spálení a pracovníci, kteří z třídicích kabin přešli ke kontrole kvality. ',
        link('Více o našich třídicích linkách', '/cs/reseni/ecosort'),
      ),
    ),
    downloads: [],
  },
  [demoNewsIds.k2025]: {
    title: 'K 2025 v Düsseldorfu: drtiče pro recyklaci plastů',
    slug: 'k-2025-dusseldorf',
    date: '2025-09-23',
    category: 'trade-fairs',
    teaser:
      'Od 8. do 15. října předvádíme v hale 9 na stánku B42 dvouhřídelový drtič EcoShred VSR 2200 při drcení fólií a směsných plastů.',
    body: doc(
      paragraph(
        'K je přední světový veletrh plastů a pryže a recyklace patří v roce 2025 k jeho hlavním tématům. Najdete nás ',
        bold('v hale 9 na stánku B42'),
        ' od 8. do 15. října.',
      ),
      h2('Na našem stánku'),
      bullets(
        'Dvouhřídelový drtič EcoShred VSR 2200 s rotorem 2 200 mm a pohonem 250 kW',
        'Zkoušky drcení postkonzumních fólií, PET lahví, zemědělských fólií a plastových hrud z proplachování strojů',
        'Vzdálený monitoring s živými daty o opotřebení drtičů z naší zkušební haly v Brně',
      ),
      h3('Přivezte si vlastní materiál'),
      paragraph(
        'Pošlete nám vzorek ještě před veletrhem a my ho podrtíme v našem zkušebním centru v Brně. Na stánku pak dostanete výsledky: velikost frakce, výkon a ',
        italic('spotřebu energie na tunu'),
        '.',
      ),
      quote(
        '„Fólie a směsné plasty jsou pro drtič tou nejtěžší zkouškou. Právě proto na nich ten náš předvádíme.“',
        '– Tomáš Novák, ředitel závodu, Brno',
      ),
      paragraph(
        'Volné vstupenky na veletrh vám rádi zašleme: ',
        link('napište našemu obchodnímu týmu', '/cs/kontakt'),
        '.',
      ),
    ),
    downloads: [],
  },
  [demoNewsIds.carolina]: {
    title: 'Carolina Materials Recovery vytápí halu odpadním teplem z drtičů',
    slug: 'carolina-materials-recovery-vyuziti-odpadniho-tepla',
    date: '2025-11-20',
    category: 'case-studies',
    teaser:
      'Jednotka EcoHeat VHR v Charlotte využívá teplo z hydrauliky drticí linky a hned první zimu snížila účet provozu za plyn o třetinu.',
    body: doc(
      paragraph(
        'Společnost Carolina Materials Recovery provozuje v Charlotte v Severní Karolíně dvě drticí linky na průmyslový a živnostenský odpad. Jejich hydraulika a převodovky vypouštěly zhruba 600 kW tepla rovnou do vzduchu, zatímco halu o ploše 9 000 m² vytápěly plynové hořáky.',
      ),
      h2('Od odpadního tepla k vytápění haly'),
      paragraph(
        'Náš tým z Greenvillu instaloval jednotku EcoHeat VHR, která odebírá teplo z okruhů hydraulického oleje a dodává ho o teplotě 70 °C do otopné soustavy haly. Výroba se přitom ani jednou nezastavila: jednotka byla připojena během ',
        italic('dvou běžných víkendových odstávek pro údržbu'),
        '.',
      ),
      h3('Čísla po prvním roce'),
      bullets(
        [bold('480 kW'), ' zpětně získaného tepla v průměru za chodu linek'],
        'Spotřeba plynu na vytápění nižší o 34 %',
        'Hydraulický olej chladnější o 8 °C, a proto s delší životností',
        'Očekávaná návratnost investice 2,6 roku',
      ),
      quote(
        '„Rekuperace tepla na naší drticí lince dnes vytápí celou halu. Účet za plyn jsme snížili o třetinu hned první zimu.“',
        '– Sarah Whitfield, energetická manažerka, Carolina Materials Recovery',
      ),
      paragraph(
        'Kolik tepla váš provoz zbytečně vypouští? ',
        link('Podívejte se, jak měříme spotřebu energie', '/cs/udrzitelnost'),
        ', nebo si u nás objednejte posouzení přímo ve vašem provozu.',
      ),
    ),
    downloads: [],
  },
  [demoNewsIds.ecobaleLaunch]: {
    title: 'EcoBale X4: čtvrtá generace našeho kanálového lisu',
    slug: 'uvedeni-ecobale-x4-na-trh',
    date: '2026-03-10',
    category: 'press',
    teaser:
      'Nový lis EcoBale X4 vyrábí balíky o hmotnosti až 1 100 kg, spotřebuje až o 30 % méně energie než jeho předchůdce a jeho lisovací kanál vydrží 20 let i déle.',
    body: doc(
      paragraph(
        'Brémy, 10. března 2026 – Veltrum Circular Systems představuje ',
        bold('EcoBale X4'),
        ', čtvrtou generaci svých plně automatických kanálových lisů VCB. Sériová výroba v Brémách začíná v dubnu, první stroje budou expedovány v červnu.',
      ),
      h2('Co je nového'),
      bullets(
        [
          'Hydraulický pohon s proměnnými otáčkami a inteligentním pohotovostním režimem: X4 spotřebuje na tunu ',
          italic('až o 30 % méně energie'),
          ' než předchozí model',
        ],
        'Lisovací kanál vyložený otěruvzdornými plechy Hardox 500, které lze vyměňovat po jednotlivých segmentech',
        'Rychlejší čtyřnásobné vázání: jeden hotový balík každých 40 sekund',
        'Vzdálený monitoring ve standardní výbavě s upozorněním na opotřebení dřív, než některý díl selže',
      ),
      h2('Navržen pro celý oběh materiálů'),
      paragraph(
        'X4 lisuje kartony, papír, plastové fólie a PET s výkonem 12 až 60 t/h do balíků až 1 100 kg, s nimiž se kamion vytíží do plné hmotnosti. Řídicí systém a řadu dílů sdílí s našimi drtiči a třídicími linkami, takže o celý provoz se stará jeden servisní tým a jeden sklad náhradních dílů.',
      ),
      quote(
        '„Balíkovací lis běží dvacet let i déle. Každá kilowatthodina, kterou ušetříme při konstrukci, se ušetří znovu u každého ze stovek tisíc balíků, které vylisuje.“',
        '– Dr. Katrin Albers, generální ředitelka',
      ),
      paragraph(
        'Technické údaje a varianty najdete na ',
        link('produktové stránce EcoBale X4', '/cs/reseni/ecobale-x4'),
        '.',
      ),
    ),
    downloads: [],
  },
  [demoNewsIds.ifat2026]: {
    title: 'Veltrum na veletrhu IFAT 2026 v Mnichově',
    slug: 'ifat-2026-mnichov',
    date: '2026-04-21',
    category: 'trade-fairs',
    teaser: 'Navštivte nás v hale A4 na stánku 215: kanálový lis EcoBale X4 tam uvidíte v provozu.',
    body: doc(
      paragraph(
        'Od 4. do 8. května se obor environmentálních technologií schází v Mnichově – a my u toho nebudeme chybět. ',
        bold('V hale A4 na stánku 215'),
        ' představíme celý oběh materiálů, od balíkovacího lisu až po rekuperaci tepla.',
      ),
      h2('Co u nás uvidíte'),
      bullets(
        'Nový kanálový lis EcoBale X4 v živém provozu, jak lisuje kartony do balíků o hmotnosti 1 100 kg',
        'Dvouhřídelový drtič EcoShred VSR s automatickou detekcí cizích předmětů',
        'Digitální dvojče třídicí linky na obaly: vyzkoušejte si vlastní cílové výkony',
        'Energetická data z 240 monitorovaných instalací živě na velké obrazovce',
      ),
      h3('Přednášky na stánku'),
      paragraph(
        'Každý den v 11:00 a v 15:00 vysvětlí naši inženýři, jak frekvenčně řízené pohony a ',
        italic('inteligentní pohotovostní režimy'),
        ' snižují spotřebu energie na tunu zhruba o třetinu.',
      ),
      quote(
        '„Na veletrhu IFAT porovnávají naši zákazníci stroje přímo vedle sebe. Chceme, aby X4 viděli pracovat, a ne o něm jen četli.“',
        '– Dr. Katrin Albers, generální ředitelka',
      ),
      paragraph(
        'Chcete se setkat s naším inženýrem v konkrétní čas? ',
        link('Napište nám', '/cs/kontakt'),
        ' a my vám termín rezervujeme.',
      ),
    ),
    downloads: [],
  },
  [demoNewsIds.greenvilleRenewable]: {
    title: 'Závod v Greenvillu nyní odebírá 100 % elektřiny z obnovitelných zdrojů',
    slug: 'greenville-elektrina-z-obnovitelnych-zdroju',
    date: '2026-09-15',
    category: 'press',
    teaser:
      'Fotovoltaika o výkonu 4,2 MW na střechách a dlouhodobá smlouva na dodávky větrné elektřiny dokončují přechod: všechny čtyři závody Veltrum nyní odebírají elektřinu z obnovitelných zdrojů.',
    body: doc(
      paragraph(
        'Greenville, 15. září 2026 – Jak jsme avizovali, náš závod v Greenvillu v Jižní Karolíně přešel na ',
        bold('100 % elektřiny z obnovitelných zdrojů'),
        '. Připojil se tak k závodům v Brémách, Brně a Portu: všechny čtyři závody Veltrum nyní jedou na energii z obnovitelných zdrojů.',
      ),
      h2('Jak se to v Greenvillu podařilo'),
      bullets(
        'Fotovoltaická elektrárna o výkonu 4,2 MW na střechách hal a nad parkovištěm pokrývá zhruba 40 % spotřeby závodu',
        'Zbytek dodává větrný park v Severní Karolíně na základě dvanáctileté smlouvy o nákupu elektřiny (PPA)',
        'Teplo zpětně získané ze svařovacích a zkušebních linek v zimě vytápí kanceláře',
      ),
      h3('Jeden krok na delší cestě'),
      paragraph(
        'Od roku 2015 jsme snížili své emise o 41 %. Na řadě jsou lakovny: do roku 2028 chceme vytvrzovat barvy pomocí tepelných čerpadel a rekuperovaného tepla místo zemního plynu, a to ',
        italic('ve všech našich závodech'),
        '.',
      ),
      quote(
        '„Naši zákazníci kupují naše stroje, aby ušetřili energii. Právem totéž očekávají od závodů, které je vyrábějí.“',
        '– Jennifer Cole, ředitelka závodu v Greenvillu',
      ),
      paragraph('Naše cíle a čísla: ', link('udržitelnost ve společnosti Veltrum', '/cs/udrzitelnost'), '.'),
    ),
    downloads: [],
  },
} satisfies Record<string, EntryDocument<'news'>>;

const products = {
  [demoProductIds.balers]: {
    name: 'Kanálový lis EcoBale X4',
    slug: 'ecobale-x4',
    icon: 'factory',
    summary:
      'Plně automatický kanálový lis na kartony, papír, fólie a PET: 12 až 60 t/h, balíky až 1 100 kg a až o 30 % nižší spotřeba energie než u předchůdce.',
    description: doc(
      paragraph(
        'EcoBale X4 je čtvrtá generace našich kanálových lisů VCB. Lisuje kartony, papír, plastové fólie a PET do hutných a stabilních balíků, s nimiž se kamion vytíží do plné hmotnosti – ve sběrných a recyklačních dvorech, papírnách, logistických centrech a třídírnách.',
      ),
      h2('Proč si ho provozovatelé vybírají'),
      bullets(
        [
          bold('Nižší spotřeba energie:'),
          ' hydraulický pohon s proměnnými otáčkami vytváří tlak jen tehdy, když ho lisovací píst potřebuje',
        ],
        [
          bold('Dlouhá životnost:'),
          ' lisovací kanál je vyložen plechy Hardox 500, které lze měnit po jednotlivých segmentech',
        ],
        [bold('Méně prostojů:'), ' čtyřnásobné vázání dokončí balík každých 40 sekund'],
        [
          bold('Žádná nepříjemná překvapení:'),
          ' vzdálený monitoring hlásí opotřebení dřív, než některý díl selže',
        ],
      ),
      h3('Servis v ceně'),
      paragraph(
        'Ke každému lisu X4 patří uvedení do provozu, zaškolení obsluhy v Brémách nebo přímo u vás a naše nonstop servisní linka. Náhradní díly dodáme kamkoli v EU ',
        italic('do 48 hodin'),
        '.',
      ),
    ),
    images: [],
    specs: [
      { label: 'Výkon', value: '12–60', unit: 't/h' },
      { label: 'Hmotnost balíku', value: 'až 1 100', unit: 'kg' },
      { label: 'Lisovací síla', value: '80–200', unit: 't' },
      { label: 'Průřez balíku', value: '1 100 × 750', unit: 'mm' },
      { label: 'Příkon pohonu', value: '37–110', unit: 'kW' },
      { label: 'Vázání', value: 'čtyřnásobné, automatické' },
      { label: 'Cyklus vázání', value: '40', unit: 's' },
      { label: 'Výstelka kanálu', value: 'Hardox 500' },
    ],
    dataSheets: [],
    related: [demoProductIds.sorting, demoProductIds.shredders],
    position: 1,
  },
  [demoProductIds.shredders]: {
    name: 'Drtiče EcoShred VSR',
    slug: 'ecoshred-vsr',
    icon: 'cog',
    summary:
      'Jednohřídelové a dvouhřídelové drtiče na plasty, dřevo, pneumatiky a průmyslový a živnostenský odpad, s pomaloběžnými rotory a automatickou ochranou proti cizím předmětům.',
    description: doc(
      paragraph(
        'Drtiče EcoShred VSR zmenšují objemný a směsný odpad na definovanou velikost frakce – pro třídění nebo pro výrobu tuhých alternativních paliv (TAP). Pomaloběžné rotory s vyměnitelnými noži omezují hluk, prašnost i opotřebení. Vyrábíme je v našem závodě v Brně.',
      ),
      h2('Jednohřídelový, nebo dvouhřídelový?'),
      bullets(
        [bold('Jednohřídelový'), ' se sítem: definovaná velikost frakce pro plasty, dřevo a výrobní odpad'],
        [bold('Dvouhřídelový'), ': vysoký krouticí moment pro objemný a směsný odpad, pneumatiky a balíky'],
      ),
      h3('Chráněný před tím, co do něj nepatří'),
      paragraph(
        'Cizí předměty drtič rozpozná automaticky: rotor změní směr otáčení dřív, než se cokoli poškodí, a displej obsluze ukáže, co se stalo a kde.',
      ),
      paragraph(
        'Jak se bude chovat váš materiál? V našem zkušebním centru v Brně váš vzorek podrtíme a změříme výkon, velikost frakce a spotřebu energie na tunu. ',
        link('Pošlete nám vzorek', '/cs/kontakt'),
      ),
    ),
    images: [],
    specs: [
      { label: 'Příkon pohonu', value: '45–400', unit: 'kW' },
      { label: 'Šířka rotoru', value: '1 200–3 000', unit: 'mm' },
      { label: 'Velikost výstupní frakce', value: '30–300', unit: 'mm' },
      { label: 'Výkon', value: '2–40', unit: 't/h' },
      { label: 'Otáčky rotoru', value: '20–80', unit: 'ot/min' },
      { label: 'Počet hřídelí', value: '1 nebo 2' },
      { label: 'Nože', value: 'vyměnitelné, se čtyřmi břity' },
    ],
    dataSheets: [],
    related: [demoProductIds.sorting, demoProductIds.heatRecovery],
    position: 2,
  },
  [demoProductIds.sorting]: {
    name: 'Třídicí linky EcoSort',
    slug: 'ecosort',
    icon: 'settings',
    summary:
      'Třídicí linky na klíč s NIR senzory, separátory vířivých proudů a balistickými separátory pro obalový, průmyslový a stavební odpad, s čistotou frakcí až 98 %.',
    description: doc(
      paragraph(
        'Navrhujeme kompletní třídicí linky od násypky až po poslední kabinu kontroly kvality a dodáváme je na klíč – včetně ocelových konstrukcí z našeho závodu v Portu.',
      ),
      h2('Technologie v lince'),
      bullets(
        'Trhače pytlů, bubnová síta a balistické separátory připraví materiál',
        'NIR senzory třídí podle polymeru, barvy a materiálu',
        'Separátory vířivých proudů a magnety zachytí neželezné a železné kovy',
        'Balíkovací lisy na konci linky, aby vytříděné frakce odcházely rovnou připravené k prodeji',
      ),
      h3('Vyzkoušeno dřív, než se postaví'),
      paragraph(
        'Díky digitálnímu dvojčeti běží linka nejdřív v simulaci. Nové cílové výkony nebo jiné složení materiálu si vyzkoušíte ',
        bold('dřív, než se přestaví jediný dopravník'),
        ', a vaše obsluha se na lince zaškolí ještě před spuštěním.',
      ),
    ),
    images: [],
    specs: [
      { label: 'Kapacita', value: '5–40', unit: 't/h' },
      { label: 'Čistota frakcí', value: 'až 98', unit: '%' },
      { label: 'Počet NIR senzorů na linku', value: '2–16' },
      { label: 'Separační technologie', value: 'NIR, vířivé proudy, balistická a magnetická separace' },
      { label: 'Obvyklá doba realizace', value: '9–14', unit: 'měsíců' },
      { label: 'Dodávka', value: 'na klíč, včetně ocelové konstrukce' },
    ],
    dataSheets: [],
    related: [demoProductIds.balers, demoProductIds.shredders],
    position: 3,
  },
  [demoProductIds.heatRecovery]: {
    name: 'Využití odpadního tepla EcoHeat VHR',
    slug: 'ecoheat-vhr',
    icon: 'zap',
    summary:
      'Jednotky, které z tepla hydrauliky, kompresorů a sušáren vyrábějí teplou vodu, páru nebo elektřinu. Většina se zaplatí za méně než čtyři roky.',
    description: doc(
      paragraph(
        'Jednotky EcoHeat VHR zachycují teplo z hydrauliky, kompresorů, sušáren a tepelných procesů a vracejí ho do otopných soustav nebo do technologické vody. Volitelný ORC modul z něj vyrábí elektřinu.',
      ),
      h2('Kam teplo putuje'),
      bullets(
        'Vytápění hal a kanceláří s výstupní teplotou až 95 °C',
        'Technologická voda pro prací linky a sušárny',
        'Nízkotlaká pára pro průmyslové procesy',
        'Elektřina z ORC modulu, pokud v blízkosti není žádný odběratel tepla',
      ),
      h3('Investice, která se vrátí'),
      paragraph(
        'Většina instalací má návratnost dva až čtyři roky. Nejdřív změříme vaše zdroje tepla, teprve potom navrhneme jednotku – ',
        italic('a ne naopak'),
        '. ',
        link(
          'Jak Carolina Materials Recovery vytápí svou halu',
          '/cs/aktuality/carolina-materials-recovery-vyuziti-odpadniho-tepla',
        ),
      ),
    ),
    images: [],
    specs: [
      { label: 'Tepelný výkon', value: '150–2 400', unit: 'kW' },
      { label: 'Výstupní teplota', value: 'až 95', unit: '°C' },
      { label: 'Elektrický výkon s ORC modulem', value: 'až 250', unit: 'kW' },
      { label: 'Zdroje tepla', value: 'hydraulika, kompresory, sušárny, tepelné procesy' },
      { label: 'Návratnost', value: 'obvykle 2–4', unit: 'roky' },
      { label: 'Volitelně', value: 'ORC modul pro výrobu elektřiny' },
    ],
    dataSheets: [],
    related: [demoProductIds.shredders, demoProductIds.balers],
    position: 4,
  },
} satisfies Record<string, EntryDocument<'products'>>;

const jobs = {
  [demoJobIds.serviceTechnician]: {
    title: 'Servisní technik (m/ž) pro balíkovací lisy a drtiče',
    slug: 'servisni-technik',
    locationId: 'bremen',
    type: 'full-time',
    description: doc(
      paragraph(
        'Naše balíkovací lisy a drtiče pracují ve sběrných a recyklačních dvorech, papírnách a třídírnách po celém severním Německu. Jako servisní technik se staráte o to, aby běžely: uvádíte nové stroje do provozu, provádíte jejich údržbu a hledáte závadu, když zákazník zavolá.',
      ),
      h2('Náplň práce'),
      bullets(
        'Uvádění do provozu, údržba a opravy balíkovacích lisů, drtičů a třídicích zařízení u zákazníků',
        'Diagnostika závad na hydraulice, elektroinstalaci a řídicích systémech PLC (Siemens S7)',
        'Modernizace pohonů, řídicích systémů a snímačů',
        'Zaškolování obsluhy zákazníků na jejich strojích',
        'Pohotovostní služba podle rozpisu, zhruba jeden týden z šesti',
      ),
      h2('Co od vás očekáváme'),
      bullets(
        'Vyučení nebo odborné vzdělání v oboru mechatronik, průmyslový mechanik či elektrikář, případně srovnatelnou kvalifikaci',
        'Zkušenosti s hydraulikou a elektrickými řídicími systémy',
        'Řidičský průkaz a ochotu cestovat, většinou s návratem týž den',
        'Dobrou znalost němčiny a základy angličtiny',
      ),
    ),
    offer: doc(
      bullets(
        [
          bold('Pracovní poměr na dobu neurčitou na plný úvazek'),
          ' (37,5 hodiny týdně), odměňování podle kolektivní smlouvy pro kovoprůmysl a elektroprůmysl',
        ],
        'Plně vybavený servisní vůz, který můžete používat i soukromě',
        'Čtyři týdny zaškolení v našem školicím středisku v Brémách, než vyrazíte k prvnímu samostatnému zásahu',
        '30 dní dovolené a přesčasy převáděné na konto pracovní doby',
        'Firemní penzijní připojištění a leasing jízdního kola',
      ),
      paragraph(
        'Máte otázky, než se přihlásíte? Zavolejte Janě Petersen na číslo ',
        link('+49 421 555 0100', 'tel:+494215550100'),
        '.',
      ),
    ),
    closingDate: '2027-12-31',
    contactName: 'Jana Petersen',
    contactEmail: 'jana.petersen@veltrum.example',
  },
  [demoJobIds.technicalWriter]: {
    title: 'Technický redaktor (m/ž) návodů k obsluze, částečný úvazek',
    slug: 'technicky-redaktor-castecny-uvazek',
    locationId: 'porto',
    type: 'part-time',
    description: doc(
      paragraph(
        'Ke každé třídicí lince, kterou postavíme v Portu, dodáváme návody k obsluze a údržbě až ve dvanácti jazycích. Originály v angličtině píšete vy – společně s inženýry, kteří linku navrhli.',
      ),
      h2('Náplň práce'),
      bullets(
        'Tvorba návodů k obsluze, údržbě a bezpečnostních pokynů na základě výkresů, CAD modelů a rozhovorů s inženýry',
        'Strukturování obsahu v našem systému pro správu modulárního obsahu (CCMS), aby se dal znovu použít a přeložit',
        'Koordinace překladů s našimi jazykovými dodavateli',
        'Kontrola návodů podle nařízení EU o strojních zařízeních a normy EN IEC/IEEE 82079-1',
      ),
      h2('Co od vás očekáváme'),
      bullets(
        'Vysokoškolské nebo odborné vzdělání v oblasti technické dokumentace, strojírenství či v příbuzném oboru',
        'Výbornou písemnou angličtinu; portugalština nebo němčina je výhodou',
        'Zvídavost, jak stroje fungují: ptáte se, dokud vše nepochopíte',
      ),
    ),
    offer: doc(
      bullets(
        [bold('20 až 30 hodin týdně'), ', které si rozvrhnete sami'],
        'Dva dny v týdnu práce z domova',
        'Moderní kancelář hned vedle našeho závodu na břehu Doura',
        'Přípravu k certifikaci tekom v oboru technické komunikace',
        'Místo v malém mezinárodním týmu technické dokumentace o pěti lidech',
      ),
      paragraph('V přihlášce nám prosím uveďte, kolik hodin týdně by vám nejlépe vyhovovalo.'),
    ),
    closingDate: '2027-10-31',
    contactName: 'Inês Carvalho',
    contactEmail: 'ines.carvalho@veltrum.example',
  },
  [demoJobIds.apprenticeMechanic]: {
    title: 'Učební obor průmyslový mechanik (m/ž), nástup v roce 2028',
    slug: 'ucebni-obor-prumyslovy-mechanik',
    locationId: 'bremen',
    type: 'apprenticeship',
    startDate: '2028-08-01',
    description: doc(
      paragraph(
        'Za tři a půl roku se naučíte, jak se staví naše balíkovací lisy – od prvního svaru až po závěrečnou zkoušku. Většinu času strávíte v naší výukové dílně v Brémách a ve výrobě; teoretická výuka probíhá v odborné škole v Brémách.',
      ),
      h2('Co se naučíte'),
      bullets(
        'Soustružení, frézování a svařování, ručně i na CNC strojích',
        'Montáž hydraulických systémů a jejich uvádění do provozu',
        'Čtení technických výkresů a práci s úzkými tolerancemi',
        'Údržbu a opravy strojů, v našem závodě i s naším servisním týmem u zákazníků',
      ),
      h2('Co od vás očekáváme'),
      bullets(
        'Ukončené středoškolské vzdělání (německá Mittlere Reife nebo srovnatelné)',
        'Zájem o techniku a chuť pracovat rukama',
        'Dobré známky z matematiky a fyziky pomohou, vaše motivace ale znamená víc',
      ),
    ),
    offer: doc(
      bullets(
        [bold('Odměnu pro učně'), ' podle kolektivní smlouvy pro kovoprůmysl a elektroprůmysl'],
        'Vlastního mentora od druhého týdne',
        'Několik týdnů v našem závodě v Brně nebo v Portu během učení',
        'Placené kurzy přípravy na zkoušky',
        'Dobrou vyhlídku na stálé zaměstnání po úspěšné závěrečné zkoušce',
      ),
      paragraph('K přihlášce prosím přiložte životopis a poslední dvě školní vysvědčení.'),
    ),
    closingDate: '2028-04-30',
    contactName: 'Lars Hinrichs',
    contactEmail: 'lars.hinrichs@veltrum.example',
  },
} satisfies Record<string, EntryDocument<'jobs'>>;

/** The Czech documents by collection, for `demoEntries`. */
export const csDocuments = { news, products, jobs };

/** Every demo entry's Czech document, by entry id. */
export const csEntries: Record<string, unknown> = { ...news, ...products, ...jobs };
