import type { Locale } from '../locales';
import type { BuiltinImageKey } from './ids';

/**
 * The built-in pictures: the home page's hero drawing, the company page's plant drawing and the demo
 * company's product and news pictures. Each is drawn as SVG (`artwork/`) and seeded as a raster image with
 * the library's usual AVIF and WebP variants, so an editor replaces or re-describes it like any upload.
 * `width`/`height` are the rasterised size; alt texts are the seeded item's, per language.
 */
export type BuiltinImage = {
  key: BuiltinImageKey;
  fileName: string;
  width: number;
  height: number;
  /** English's, and the languages with translated demo content; the others start without one. */
  alt: { en: string } & Partial<Record<Locale, string>>;
};

/** What the media library says of a built-in image, seeded or not (only its stored files differ). */
export function builtinImageFields(image: BuiltinImage) {
  return {
    kind: 'image' as const,
    fileName: image.fileName,
    contentType: 'image/png',
    width: image.width,
    height: image.height,
    alt: image.alt,
    title: image.fileName.replace(/\.png$/, '').replace(/-/g, ' '),
    language: null,
  };
}

const product = { width: 960, height: 640 } as const;
const cover = { width: 960, height: 540 } as const;

export const builtinImages: readonly BuiltinImage[] = [
  {
    key: 'hero',
    fileName: 'veltrum-baler-loop.png',
    width: 1200,
    height: 880,
    alt: {
      en: 'Drawing of a Veltrum channel baler pressing sorted material into bales, with arrows showing the material loop.',
      de: 'Zeichnung einer Veltrum-Kanalballenpresse, die sortiertes Material zu Ballen presst; Pfeile zeigen den Materialkreislauf.',
      fr: 'Dessin d’une presse à balles à canal Veltrum compactant des matériaux triés en balles, avec des flèches montrant la boucle des matériaux.',
      ar: 'رسم لمكبس بالات قناتي من Veltrum يضغط المواد المفروزة في بالات، مع أسهم تبيّن دورة المواد.',
      cs: 'Kresba kanálového lisu Veltrum, který lisuje vytříděný materiál do balíků; šipky znázorňují oběh materiálu.',
      es: 'Dibujo de una prensa embaladora de canal Veltrum que compacta material clasificado en balas, con flechas que muestran el ciclo del material.',
      pt: 'Desenho de uma prensa enfardadeira de canal Veltrum a compactar material triado em fardos, com setas que mostram o ciclo dos materiais.',
    },
  },
  {
    key: 'plant',
    fileName: 'veltrum-plant-bremen.png',
    width: 1200,
    height: 800,
    alt: {
      en: 'Drawing of the Bremen plant: a sawtooth-roofed hall with solar panels, wind turbines, a waste-heat recovery unit, bales and a truck.',
      de: 'Zeichnung des Bremer Werks: eine Halle mit Sheddach und Solarmodulen, Windräder, eine Abwärmerückgewinnung, Ballen und ein Lkw.',
      fr: 'Dessin de l’usine de Brême : une halle à toit en sheds couverte de panneaux solaires, des éoliennes, une unité de récupération de chaleur, des balles et un camion.',
      ar: 'رسم لمصنع بريمن: قاعة بسقف منشاري عليها ألواح شمسية، وتوربينات رياح، ووحدة لاسترداد الحرارة المهدرة، وبالات، وشاحنة.',
      cs: 'Kresba závodu v Brémách: hala s pilovou střechou a solárními panely, větrné turbíny, jednotka na využití odpadního tepla, balíky a kamion.',
      es: 'Dibujo de la planta de Bremen: una nave con cubierta en diente de sierra y paneles solares, aerogeneradores, una unidad de recuperación de calor residual, balas y un camión.',
      pt: 'Desenho da fábrica de Bremen: um pavilhão com cobertura em dente de serra e painéis solares, aerogeradores, uma unidade de recuperação de calor residual, fardos e um camião.',
    },
  },
  {
    key: 'balerFront',
    fileName: 'ecobale-x4-side-view.png',
    ...product,
    alt: {
      en: 'Side view of the EcoBale X4 channel baler: a conveyor feeds loose material into the hopper above the press channel.',
      de: 'Seitenansicht der Kanalballenpresse EcoBale X4: Ein Förderband bringt loses Material in den Trichter über dem Presskanal.',
      fr: 'Vue de côté de la presse à balles à canal EcoBale X4 : un convoyeur amène les matériaux en vrac dans la trémie au-dessus du canal de pressage.',
      ar: 'منظر جانبي لمكبس البالات القناتي EcoBale X4: سير ناقل يغذّي القادوس فوق قناة الضغط بالمواد السائبة.',
      cs: 'Boční pohled na kanálový lis EcoBale X4: dopravník přivádí volný materiál do násypky nad lisovacím kanálem.',
      es: 'Vista lateral de la prensa embaladora de canal EcoBale X4: una cinta transportadora lleva el material suelto a la tolva situada sobre el canal de prensado.',
      pt: 'Vista lateral da prensa enfardadeira de canal EcoBale X4: um transportador alimenta material solto na tremonha, por cima do canal de prensagem.',
    },
  },
  {
    key: 'balerBales',
    fileName: 'ecobale-x4-bales.png',
    ...product,
    alt: {
      en: 'Tied bales of cardboard stacked in rows beside the EcoBale X4, ready for the truck.',
      de: 'Abgebundene Kartonballen, in Reihen neben der EcoBale X4 gestapelt und bereit für den Lkw.',
      fr: 'Balles de carton ligaturées, empilées en rangées à côté de l’EcoBale X4 et prêtes pour le camion.',
      ar: 'بالات كرتون مربوطة ومكدّسة في صفوف بجانب EcoBale X4، جاهزة للتحميل على الشاحنة.',
      cs: 'Svázané balíky kartonu naskládané v řadách vedle lisu EcoBale X4, připravené k naložení na kamion.',
      es: 'Balas de cartón atadas y apiladas en hileras junto a la EcoBale X4, listas para cargar en el camión.',
      pt: 'Fardos de cartão atados, empilhados em filas ao lado da EcoBale X4, prontos para o camião.',
    },
  },
  {
    key: 'shredderFront',
    fileName: 'ecoshred-vsr-front.png',
    ...product,
    alt: {
      en: 'Front view of an EcoShred VSR shredder with its feed hopper and the discharge conveyor below.',
      de: 'Vorderansicht eines Zerkleinerers EcoShred VSR mit Aufgabetrichter und dem Austragsband darunter.',
      fr: 'Vue de face d’un broyeur EcoShred VSR avec sa trémie d’alimentation et le convoyeur d’évacuation en dessous.',
      ar: 'منظر أمامي لمقطّعة EcoShred VSR مع قادوس التغذية والسير الناقل للتفريغ أسفلها.',
      cs: 'Čelní pohled na drtič EcoShred VSR s plnicí násypkou a vynášecím dopravníkem pod ní.',
      es: 'Vista frontal de una trituradora EcoShred VSR con su tolva de alimentación y, debajo, la cinta de descarga.',
      pt: 'Vista frontal de um triturador EcoShred VSR, com a tremonha de alimentação e o transportador de descarga por baixo.',
    },
  },
  {
    key: 'shredderRotors',
    fileName: 'ecoshred-vsr-rotors.png',
    ...product,
    alt: {
      en: 'Close-up drawing of the shredder’s two counter-rotating rotors with their cutting teeth.',
      de: 'Detailzeichnung der beiden gegenläufigen Rotoren des Zerkleinerers mit ihren Schneidzähnen.',
      fr: 'Dessin en gros plan des deux rotors contrarotatifs du broyeur et de leurs dents de coupe.',
      ar: 'رسم مقرّب للدوّارين المتعاكسين في المقطّعة مع أسنان القطع.',
      cs: 'Detailní kresba dvou protiběžných rotorů drtiče s řeznými zuby.',
      es: 'Dibujo en primer plano de los dos rotores contrarrotativos de la trituradora con sus dientes de corte.',
      pt: 'Desenho em grande plano dos dois rotores contrarrotativos do triturador, com os respetivos dentes de corte.',
    },
  },
  {
    key: 'sortingLine',
    fileName: 'ecosort-line.png',
    ...product,
    alt: {
      en: 'An EcoSort sorting line: conveyors carry mixed material past an optical sorter that splits it into coloured fractions.',
      de: 'Eine EcoSort-Sortieranlage: Förderbänder tragen gemischtes Material an einem optischen Sortierer vorbei, der es in farbige Fraktionen trennt.',
      fr: 'Une ligne de tri EcoSort : des convoyeurs font passer des matériaux mélangés devant un trieur optique qui les sépare en fractions colorées.',
      ar: 'خط فرز EcoSort: سيور ناقلة تمرّ بالمواد المختلطة أمام فارز بصري يقسّمها إلى أجزاء ملوّنة.',
      cs: 'Třídicí linka EcoSort: dopravníky vezou směsný materiál kolem optického třídiče, který ho rozděluje na barevné frakce.',
      es: 'Una línea de clasificación EcoSort: cintas transportadoras llevan material mezclado ante un separador óptico que lo divide en fracciones de colores.',
      pt: 'Uma linha de triagem EcoSort: transportadores levam material misto até um separador ótico que o divide em frações coloridas.',
    },
  },
  {
    key: 'sortingMagnet',
    fileName: 'ecosort-magnet.png',
    ...product,
    alt: {
      en: 'An overhead magnet above a conveyor lifting ferrous scrap out of the material stream.',
      de: 'Ein Überbandmagnet über einem Förderband hebt Eisenschrott aus dem Materialstrom.',
      fr: 'Un overband au-dessus d’un convoyeur extrait les ferrailles du flux de matériaux.',
      ar: 'مغناطيس علوي فوق سير ناقل يلتقط الخردة الحديدية من تيار المواد.',
      cs: 'Závěsný magnet nad dopravníkem vytahuje z proudu materiálu železný šrot.',
      es: 'Un separador magnético suspendido sobre una cinta transportadora extrae la chatarra férrica del flujo de material.',
      pt: 'Um separador magnético suspenso por cima de um transportador retira a sucata ferrosa do fluxo de material.',
    },
  },
  {
    key: 'heatUnit',
    fileName: 'ecoheat-vhr-unit.png',
    ...product,
    alt: {
      en: 'The EcoHeat VHR unit: a heat exchanger beside a shredder line, with warm water pipes leading to the hall.',
      de: 'Die Anlage EcoHeat VHR: ein Wärmetauscher neben einer Zerkleinererlinie, von dem Warmwasserleitungen zur Halle führen.',
      fr: 'L’unité EcoHeat VHR : un échangeur de chaleur à côté d’une ligne de broyage, d’où partent des conduites d’eau chaude vers la halle.',
      ar: 'وحدة EcoHeat VHR: مبادل حراري بجانب خط تقطيع، تخرج منه أنابيب ماء دافئ إلى القاعة.',
      cs: 'Jednotka EcoHeat VHR: výměník tepla vedle drticí linky, z něhož vede do haly potrubí s teplou vodou.',
      es: 'El equipo EcoHeat VHR: un intercambiador de calor junto a una línea de trituración, del que salen tuberías de agua caliente hacia la nave.',
      pt: 'A unidade EcoHeat VHR: um permutador de calor ao lado de uma linha de trituração, com tubagens de água quente em direção ao pavilhão.',
    },
  },
  {
    key: 'heatHall',
    fileName: 'ecoheat-vhr-hall.png',
    ...product,
    alt: {
      en: 'A production hall heated by recovered machine heat: radiators along the wall and arrows showing the warm air.',
      de: 'Eine Produktionshalle, beheizt mit zurückgewonnener Maschinenwärme: Heizkörper an der Wand, Pfeile zeigen die warme Luft.',
      fr: 'Une halle de production chauffée par la chaleur récupérée des machines : des radiateurs le long du mur et des flèches montrant l’air chaud.',
      ar: 'قاعة إنتاج تُدفّأ بحرارة الآلات المستردّة: مشعّات على طول الجدار وأسهم تبيّن الهواء الدافئ.',
      cs: 'Výrobní hala vytápěná zpětně získaným teplem ze strojů: radiátory podél stěny a šipky znázorňující proudění teplého vzduchu.',
      es: 'Una nave de producción calentada con el calor recuperado de las máquinas: radiadores a lo largo de la pared y flechas que muestran el aire caliente.',
      pt: 'Um pavilhão de produção aquecido com o calor recuperado das máquinas: radiadores ao longo da parede e setas que mostram o ar quente.',
    },
  },
  {
    key: 'newsEcociclo',
    fileName: 'news-ecociclo-lisbon.png',
    ...cover,
    alt: {
      en: 'The new sorting line at Ecociclo in Lisbon, with bins of separated aluminium and steel in front.',
      de: 'Die neue Sortieranlage bei Ecociclo in Lissabon, davor Behälter mit getrenntem Aluminium und Stahl.',
      fr: 'La nouvelle ligne de tri d’Ecociclo à Lisbonne, avec devant des bacs d’aluminium et d’acier séparés.',
      ar: 'خط الفرز الجديد لدى Ecociclo في لشبونة، وأمامه حاويات ألمنيوم وفولاذ مفصولة.',
      cs: 'Nová třídicí linka ve společnosti Ecociclo v Lisabonu, před ní nádoby s vytříděným hliníkem a ocelí.',
      es: 'La nueva línea de clasificación de Ecociclo en Lisboa, con contenedores de aluminio y acero separados en primer plano.',
      pt: 'A nova linha de triagem da Ecociclo em Lisboa, com contentores de alumínio e aço separados em primeiro plano.',
    },
  },
  {
    key: 'newsK2025',
    fileName: 'news-k-2025.png',
    ...cover,
    alt: {
      en: 'Veltrum’s trade fair stand at K 2025 in Düsseldorf, with a shredder on display and visitors at the counter.',
      de: 'Der Messestand von Veltrum auf der K 2025 in Düsseldorf mit einem ausgestellten Zerkleinerer und Besuchern an der Theke.',
      fr: 'Le stand de Veltrum au salon K 2025 à Düsseldorf, avec un broyeur exposé et des visiteurs au comptoir.',
      ar: 'جناح Veltrum في معرض K 2025 في دوسلدورف، مع مقطّعة معروضة وزوّار عند المنضدة.',
      cs: 'Stánek společnosti Veltrum na veletrhu K 2025 v Düsseldorfu s vystaveným drtičem a návštěvníky u pultu.',
      es: 'El stand de Veltrum en la feria K 2025 de Düsseldorf, con una trituradora expuesta y visitantes en el mostrador.',
      pt: 'O stand da Veltrum na K 2025, em Düsseldorf, com um triturador em exposição e visitantes ao balcão.',
    },
  },
  {
    key: 'newsCarolina',
    fileName: 'news-carolina-heat.png',
    ...cover,
    alt: {
      en: 'The Carolina Materials Recovery hall in Charlotte, with heat pipes running from the shredder lines along the roof.',
      de: 'Die Halle von Carolina Materials Recovery in Charlotte; Wärmeleitungen laufen von den Zerkleinererlinien unter dem Dach entlang.',
      fr: 'La halle de Carolina Materials Recovery à Charlotte, avec des conduites de chaleur qui partent des lignes de broyage et longent le toit.',
      ar: 'قاعة Carolina Materials Recovery في شارلوت، وأنابيب الحرارة تمتد من خطوط التقطيع على طول السقف.',
      cs: 'Hala společnosti Carolina Materials Recovery v Charlotte; od drticích linek vede podél střechy teplovodní potrubí.',
      es: 'La nave de Carolina Materials Recovery en Charlotte, con tuberías de calor que salen de las líneas de trituración y recorren el techo.',
      pt: 'O pavilhão da Carolina Materials Recovery em Charlotte, com tubagens de calor que saem das linhas de trituração e percorrem a cobertura.',
    },
  },
  {
    key: 'newsEcobale',
    fileName: 'news-ecobale-x4-launch.png',
    ...cover,
    alt: {
      en: 'The fourth-generation EcoBale X4 channel baler at its launch, with a finished bale leaving the channel.',
      de: 'Die Kanalballenpresse EcoBale X4 der vierten Generation bei ihrer Vorstellung; ein fertiger Ballen verlässt den Kanal.',
      fr: 'La presse à balles à canal EcoBale X4 de quatrième génération lors de son lancement, une balle terminée sortant du canal.',
      ar: 'مكبس البالات القناتي EcoBale X4 من الجيل الرابع عند إطلاقه، وبالة جاهزة تخرج من القناة.',
      cs: 'Kanálový lis EcoBale X4 čtvrté generace při uvedení na trh; z kanálu právě vyjíždí hotový balík.',
      es: 'La prensa embaladora de canal EcoBale X4 de cuarta generación en su lanzamiento, con una bala terminada saliendo del canal.',
      pt: 'A prensa enfardadeira de canal EcoBale X4 de quarta geração no seu lançamento, com um fardo concluído a sair do canal.',
    },
  },
  {
    key: 'newsIfat',
    fileName: 'news-ifat-2026.png',
    ...cover,
    alt: {
      en: 'Drawing of Veltrum’s stand at IFAT 2026 in Munich, with a baler and a sorting module under the company banner.',
      de: 'Zeichnung des Veltrum-Stands auf der IFAT 2026 in München mit einer Ballenpresse und einem Sortiermodul unter dem Firmenbanner.',
      fr: 'Dessin du stand de Veltrum à l’IFAT 2026 à Munich, avec une presse à balles et un module de tri sous la bannière de l’entreprise.',
      ar: 'رسم لجناح Veltrum في معرض IFAT 2026 في ميونخ، مع مكبس بالات ووحدة فرز تحت لافتة الشركة.',
      cs: 'Kresba stánku společnosti Veltrum na veletrhu IFAT 2026 v Mnichově s balíkovacím lisem a třídicím modulem pod firemním bannerem.',
      es: 'Dibujo del stand de Veltrum en la IFAT 2026 de Múnich, con una prensa embaladora y un módulo de clasificación bajo la pancarta de la empresa.',
      pt: 'Desenho do stand da Veltrum na IFAT 2026, em Munique, com uma prensa enfardadeira e um módulo de triagem sob a faixa da empresa.',
    },
  },
  {
    key: 'newsGreenville',
    fileName: 'news-greenville-renewable.png',
    ...cover,
    alt: {
      en: 'The Greenville plant with solar panels on its roof and wind turbines on the horizon.',
      de: 'Das Werk Greenville mit Solarmodulen auf dem Dach und Windrädern am Horizont.',
      fr: 'L’usine de Greenville, avec des panneaux solaires sur le toit et des éoliennes à l’horizon.',
      ar: 'مصنع غرينفيل مع ألواح شمسية على سطحه وتوربينات رياح في الأفق.',
      cs: 'Závod v Greenvillu se solárními panely na střeše a větrnými turbínami na obzoru.',
      es: 'La planta de Greenville, con paneles solares en la cubierta y aerogeneradores en el horizonte.',
      pt: 'A fábrica de Greenville, com painéis solares na cobertura e aerogeradores no horizonte.',
    },
  },
];
