import type { EntryDocument } from '../entries';
import { demoJobIds, demoNewsIds, demoProductIds } from './ids';
import { bold, bullets, doc, h2, h3, italic, link, paragraph, quote } from './rich-text-builders';

/**
 * The Spanish documents of the demo entries, keyed by entry id; `demoEntries` takes them as `documents.es`.
 * Slugs are ASCII Spanish; product slugs are the brand names as in every language. Site links name the
 * pages and collections by their Spanish segments in `routes.ts` (`soluciones`, `contacto`,
 * `sostenibilidad`, `noticias`).
 */

const news = {
  [demoNewsIds.ecociclo]: {
    title: 'Ecociclo, Lisboa: 98 % de pureza desde el primer mes',
    slug: 'ecociclo-lisboa-98-por-ciento-de-pureza',
    date: '2025-06-17',
    category: 'case-studies',
    teaser:
      'Una línea de clasificación llave en mano para envases ligeros alcanzó la pureza garantizada cuatro semanas después de su arranque, gracias a un gemelo digital.',
    body: doc(
      paragraph(
        'Ecociclo trata los envases ligeros de 1,2 millones de habitantes del área de Lisboa. En 2024, la empresa decidió sustituir el triaje manual por una línea totalmente automática, proyectada y construida por nuestro equipo de sistemas de clasificación en Oporto.',
      ),
      h2('El reto'),
      paragraph(
        'Había que separar envases mezclados, a razón de ',
        italic('hasta 18 t/h'),
        ', en PET, PE, PP, brik, aluminio y metales férricos, y cada fracción debía ser lo bastante pura como para que los recicladores pagaran por ella.',
      ),
      h2('La solución'),
      bullets(
        'Un separador balístico y un trómel separan los materiales planos de los rodantes',
        'Ocho sensores de infrarrojo cercano (NIR) identifican los polímeros y los briks',
        'Un separador de corrientes de Foucault recupera el aluminio, y un overband, los metales férricos',
        'Dos prensas embaladoras de canal VCB compactan las fracciones clasificadas en balas listas para expedir',
      ),
      h3('Puesta en marcha con gemelo digital'),
      paragraph(
        'Antes de que se montara la primera cinta transportadora, la línea ya funcionaba en simulación. Los operarios de Ecociclo se formaron con ella y nuestros ingenieros ajustaron los sensores con datos de material de la antigua planta.',
      ),
      quote(
        '«La línea de clasificación alcanzó la pureza garantizada ya en el primer mes. El gemelo digital nos ahorró semanas de puesta en marcha».',
        '—Miguel Fernandes, director de operaciones, Ecociclo',
      ),
      paragraph(
        bold('El resultado:'),
        ' un 98 % de pureza en las fracciones de PET y PE, un tercio más de material vendido en lugar de incinerado y un equipo que ha pasado de las cabinas de triaje al control de calidad. ',
        link('Más información sobre nuestras líneas de clasificación', '/es/soluciones/ecosort'),
      ),
    ),
    downloads: [],
  },
  [demoNewsIds.k2025]: {
    title: 'K 2025 en Düsseldorf: trituradoras para el reciclaje de plásticos',
    slug: 'k-2025-dusseldorf',
    date: '2025-09-23',
    category: 'trade-fairs',
    teaser:
      'Del 8 al 15 de octubre, en el pabellón 9, stand B42, mostramos la trituradora de doble eje EcoShred VSR 2200 procesando film y plásticos mezclados.',
    body: doc(
      paragraph(
        'La K es la feria líder mundial del plástico y el caucho, y en 2025 el reciclaje es uno de sus grandes temas. Nos encontrará en el ',
        bold('pabellón 9, stand B42'),
        ', del 8 al 15 de octubre.',
      ),
      h2('En nuestro stand'),
      bullets(
        'La trituradora de doble eje EcoShred VSR 2200, con un rotor de 2200 mm y un accionamiento de 250 kW',
        'Pruebas de trituración con film posconsumo, botellas de PET, film agrícola y purgas',
        'Monitorización remota con datos de desgaste en tiempo real de las trituradoras de nuestra nave de ensayos de Brno',
      ),
      h3('Traiga su propio material'),
      paragraph(
        'Envíenos una muestra antes de la feria y la trituraremos en nuestro centro de ensayos de Brno. En el stand le entregaremos los resultados: granulometría, capacidad y ',
        italic('energía por tonelada'),
        '.',
      ),
      quote(
        '«El film y los plásticos mezclados son la prueba más dura para una trituradora. Precisamente por eso mostramos la nuestra con ellos».',
        '—Tomáš Novák, director de planta, Brno',
      ),
      paragraph(
        'Disponemos de entradas gratuitas para la feria: ',
        link('póngase en contacto con nuestro equipo comercial', '/es/contacto'),
        '.',
      ),
    ),
    downloads: [],
  },
  [demoNewsIds.carolina]: {
    title: 'Carolina Materials Recovery calienta su nave con el calor de sus trituradoras',
    slug: 'carolina-materials-recovery-recuperacion-de-calor',
    date: '2025-11-20',
    category: 'case-studies',
    teaser:
      'En Charlotte, un equipo EcoHeat VHR recupera el calor del sistema hidráulico de una línea de trituración y redujo en un tercio la factura de gas de la planta ya en su primer invierno.',
    body: doc(
      paragraph(
        'Carolina Materials Recovery opera en Charlotte (Carolina del Norte) dos líneas de trituración para residuos comerciales. Sus sistemas hidráulicos y reductores liberaban unos 600 kW de calor directamente al aire, mientras unos quemadores de gas calentaban la nave de 9000 m².',
      ),
      h2('Del calor residual a la calefacción de la nave'),
      paragraph(
        'Nuestro equipo de Greenville instaló un equipo EcoHeat VHR que toma el calor de los circuitos de aceite hidráulico y lo cede a 70 °C a la red de calefacción de la nave. La producción no se detuvo en ningún momento: el equipo se conectó durante ',
        italic('dos fines de semana de mantenimiento ordinario'),
        '.',
      ),
      h3('Las cifras después de un año'),
      bullets(
        [bold('480 kW'), ' de calor recuperado de media mientras las líneas están en marcha'],
        'Un 34 % menos de gas para calefacción',
        'Aceite hidráulico 8 °C más frío, lo que prolonga su vida útil',
        'Amortización prevista en 2,6 años',
      ),
      quote(
        '«La recuperación de calor de nuestra línea de trituración calienta ahora toda la nave. Ya el primer invierno redujimos la factura de gas en un tercio».',
        '—Sarah Whitfield, responsable de energía, Carolina Materials Recovery',
      ),
      paragraph(
        '¿Cuánto calor está desperdiciando su planta? ',
        link('Vea cómo medimos la energía', '/es/sostenibilidad'),
        ' o solicítenos una evaluación en sus instalaciones.',
      ),
    ),
    downloads: [],
  },
  [demoNewsIds.ecobaleLaunch]: {
    title: 'EcoBale X4: la cuarta generación de nuestra prensa embaladora de canal',
    slug: 'lanzamiento-ecobale-x4',
    date: '2026-03-10',
    category: 'press',
    teaser:
      'La nueva EcoBale X4 produce balas de hasta 1100 kg con hasta un 30 % menos de energía que su predecesora, y su canal de prensado dura 20 años o más.',
    body: doc(
      paragraph(
        'Bremen, 10 de marzo de 2026. Veltrum Circular Systems presenta la ',
        bold('EcoBale X4'),
        ', cuarta generación de sus prensas embaladoras de canal totalmente automáticas VCB. La producción en serie arranca en Bremen en abril; las primeras máquinas se entregarán en junio.',
      ),
      h2('Novedades'),
      bullets(
        [
          'Accionamiento hidráulico de velocidad variable con modo de espera inteligente: la X4 consume ',
          italic('hasta un 30 % menos de energía'),
          ' por tonelada que el modelo anterior',
        ],
        'Canal de prensado revestido con placas de desgaste Hardox 500, sustituibles por segmentos',
        'Atadora de cuatro hilos más rápida: una bala terminada cada 40 segundos',
        'Monitorización remota de serie, con avisos de desgaste antes de que falle una pieza',
      ),
      h2('Diseñada para todo el ciclo de los materiales'),
      paragraph(
        'La X4 prensa cartón, papel, film plástico y PET a razón de 12 a 60 t/h en balas de hasta 1100 kg, que viajan con el camión a plena carga. Su control y muchos de sus componentes son comunes a nuestras trituradoras y líneas de clasificación, de modo que un solo equipo de servicio técnico y un único almacén de repuestos atienden toda la planta.',
      ),
      quote(
        '«Una prensa embaladora funciona veinte años o más. Cada kilovatio hora que ahorramos en el diseño se vuelve a ahorrar en cada una de las balas que producirá, y serán cientos de miles».',
        '—Dra. Katrin Albers, consejera delegada',
      ),
      paragraph(
        'Encontrará los datos técnicos y las variantes en la ',
        link('página de producto de la EcoBale X4', '/es/soluciones/ecobale-x4'),
        '.',
      ),
    ),
    downloads: [],
  },
  [demoNewsIds.ifat2026]: {
    title: 'Veltrum en IFAT 2026 en Múnich',
    slug: 'ifat-2026-munich',
    date: '2026-04-21',
    category: 'trade-fairs',
    teaser:
      'Visítenos en el pabellón A4, stand 215: la prensa embaladora de canal EcoBale X4 funciona en directo en el stand.',
    body: doc(
      paragraph(
        'Del 4 al 8 de mayo, el sector de las tecnologías medioambientales se da cita en Múnich, y nosotros también: en el ',
        bold('pabellón A4, stand 215'),
        ', mostramos todo el ciclo de los materiales, de la prensa embaladora a la recuperación de calor.',
      ),
      h2('Qué podrá ver'),
      bullets(
        'La nueva prensa embaladora de canal EcoBale X4 en funcionamiento, compactando cartón en balas de 1100 kg',
        'Una trituradora de doble eje EcoShred VSR con detección automática de cuerpos extraños',
        'El gemelo digital de una línea de clasificación de envases: pruebe sus propios objetivos de capacidad',
        'Datos energéticos de 240 instalaciones monitorizadas, en directo en pantalla gigante',
      ),
      h3('Charlas en el stand'),
      paragraph(
        'Todos los días a las 11:00 y a las 15:00, nuestros ingenieros explican cómo los accionamientos de velocidad variable y los ',
        italic('modos de espera inteligentes'),
        ' reducen aproximadamente en un tercio la energía consumida por tonelada.',
      ),
      quote(
        '«En IFAT nuestros clientes comparan las máquinas una junto a otra. Queremos que vean la X4 trabajando, no que lean sobre ella».',
        '—Dra. Katrin Albers, consejera delegada',
      ),
      paragraph(
        '¿Le gustaría reunirse con un ingeniero a una hora concreta? ',
        link('Escríbanos', '/es/contacto'),
        ' y le reservaremos una cita.',
      ),
    ),
    downloads: [],
  },
  [demoNewsIds.greenvilleRenewable]: {
    title: 'La fábrica de Greenville ya funciona con electricidad 100 % renovable',
    slug: 'greenville-electricidad-renovable',
    date: '2026-09-15',
    category: 'press',
    teaser:
      'Una cubierta solar de 4,2 MW y un contrato de suministro eólico a largo plazo completan la transición: las cuatro fábricas de Veltrum funcionan ya con electricidad renovable.',
    body: doc(
      paragraph(
        'Greenville, 15 de septiembre de 2026. Tal como anunciamos, nuestra fábrica de Greenville (Carolina del Sur) ha pasado a funcionar con ',
        bold('electricidad 100 % renovable'),
        '. Se suma así a Bremen, Brno y Oporto: las cuatro fábricas de Veltrum se abastecen ya de fuentes renovables.',
      ),
      h2('Cómo lo ha conseguido Greenville'),
      bullets(
        'Una instalación fotovoltaica de 4,2 MW en las cubiertas de las naves y en el aparcamiento cubre alrededor del 40 % de la demanda de la planta',
        'Un contrato de compraventa de energía (PPA) a 12 años con un parque eólico de Carolina del Norte aporta el resto',
        'El calor recuperado de las líneas de soldadura y de pruebas calienta las oficinas en invierno',
      ),
      h3('Un paso en un camino más largo'),
      paragraph(
        'Desde 2015 hemos reducido nuestras emisiones un 41 %. Ahora les toca a las instalaciones de pintura: para 2028 queremos secar la pintura con bombas de calor y calor recuperado en lugar de gas natural, ',
        italic('en todas nuestras fábricas'),
        '.',
      ),
      quote(
        '«Nuestros clientes compran nuestras máquinas para ahorrar energía. Con razón esperan lo mismo de las fábricas que las construyen».',
        '—Jennifer Cole, directora de planta, Greenville',
      ),
      paragraph(
        'Nuestros objetivos y cifras: ',
        link('sostenibilidad en Veltrum', '/es/sostenibilidad'),
        '.',
      ),
    ),
    downloads: [],
  },
} satisfies Record<string, EntryDocument<'news'>>;

const products = {
  [demoProductIds.balers]: {
    name: 'Prensa embaladora de canal EcoBale X4',
    slug: 'ecobale-x4',
    icon: 'factory',
    summary:
      'Prensa embaladora de canal totalmente automática para cartón, papel, film y PET: de 12 a 60 t/h, balas de hasta 1100 kg y hasta un 30 % menos de energía que su predecesora.',
    description: doc(
      paragraph(
        'La EcoBale X4 es la cuarta generación de nuestras prensas embaladoras de canal VCB. Compacta cartón, papel, film plástico y PET en balas densas y estables que viajan con el camión a plena carga, en centros de reciclaje, fábricas de papel, centros logísticos y plantas de clasificación.',
      ),
      h2('Por qué la eligen los operadores'),
      bullets(
        [
          bold('Menos energía:'),
          ' el accionamiento hidráulico de velocidad variable solo genera presión cuando el pistón la necesita',
        ],
        [
          bold('Larga vida útil:'),
          ' el canal de prensado está revestido de Hardox 500, sustituible por segmentos',
        ],
        [bold('Menos paradas:'), ' la atadora de cuatro hilos termina una bala cada 40 segundos'],
        [bold('Sin sorpresas:'), ' la monitorización remota avisa del desgaste antes de que falle una pieza'],
      ),
      h3('Servicio incluido'),
      paragraph(
        'Cada X4 se entrega con puesta en marcha, formación de operarios en Bremen o en sus instalaciones y nuestra línea de asistencia 24/7. Los repuestos llegan a cualquier punto de la UE ',
        italic('en 48 horas'),
        '.',
      ),
    ),
    images: [],
    specs: [
      { label: 'Capacidad', value: '12–60', unit: 't/h' },
      { label: 'Peso de bala', value: 'hasta 1100', unit: 'kg' },
      { label: 'Fuerza de prensado', value: '80–200', unit: 't' },
      { label: 'Sección de bala', value: '1100 × 750', unit: 'mm' },
      { label: 'Potencia de accionamiento', value: '37–110', unit: 'kW' },
      { label: 'Atado', value: 'cuatro hilos, automático' },
      { label: 'Ciclo de atado', value: '40', unit: 's' },
      { label: 'Revestimiento del canal', value: 'Hardox 500' },
    ],
    dataSheets: [],
    related: [demoProductIds.sorting, demoProductIds.shredders],
    position: 1,
  },
  [demoProductIds.shredders]: {
    name: 'Trituradoras EcoShred VSR',
    slug: 'ecoshred-vsr',
    icon: 'cog',
    summary:
      'Trituradoras de uno y dos ejes para plásticos, madera, neumáticos y residuos comerciales, con rotores lentos y protección automática contra cuerpos extraños.',
    description: doc(
      paragraph(
        'Las trituradoras EcoShred VSR reducen los residuos voluminosos y mezclados a una granulometría definida, para su clasificación o para la producción de combustible derivado de residuos (CDR). Sus rotores lentos con cuchillas intercambiables mantienen bajos el ruido, el polvo y el desgaste. Las fabricamos en nuestra planta de Brno.',
      ),
      h2('¿Monoeje o de doble eje?'),
      bullets(
        [
          bold('Monoeje'),
          ' con criba: tamaño de salida definido para plásticos, madera y residuos de producción',
        ],
        [
          bold('Doble eje'),
          ': par elevado para residuos voluminosos y comerciales mezclados, neumáticos y balas',
        ],
      ),
      h3('Protegida frente a lo que no debe entrar'),
      paragraph(
        'Los cuerpos extraños se detectan automáticamente: el rotor invierte el giro antes de que se rompa nada, y la pantalla indica al operario qué ha ocurrido y dónde.',
      ),
      paragraph(
        '¿Cómo se comporta su material? Nuestro centro de ensayos de Brno tritura su muestra y mide la capacidad, la granulometría y la energía por tonelada. ',
        link('Envíenos una muestra', '/es/contacto'),
      ),
    ),
    images: [],
    specs: [
      { label: 'Potencia de accionamiento', value: '45–400', unit: 'kW' },
      { label: 'Anchura del rotor', value: '1200–3000', unit: 'mm' },
      { label: 'Tamaño de salida', value: '30–300', unit: 'mm' },
      { label: 'Capacidad', value: '2–40', unit: 't/h' },
      { label: 'Velocidad del rotor', value: '20–80', unit: 'rpm' },
      { label: 'Ejes', value: '1 o 2' },
      { label: 'Cuchillas', value: 'intercambiables, cuatro filos de corte' },
    ],
    dataSheets: [],
    related: [demoProductIds.sorting, demoProductIds.heatRecovery],
    position: 2,
  },
  [demoProductIds.sorting]: {
    name: 'Líneas de clasificación EcoSort',
    slug: 'ecosort',
    icon: 'settings',
    summary:
      'Líneas de clasificación llave en mano con separación NIR, por corrientes de Foucault y balística para residuos de envases, comerciales y de construcción, con fracciones de hasta un 98 % de pureza.',
    description: doc(
      paragraph(
        'Proyectamos líneas de clasificación completas, desde la tolva de alimentación hasta la última cabina de control de calidad, y las entregamos llave en mano, incluida la estructura metálica fabricada en nuestra planta de Oporto.',
      ),
      h2('La tecnología de la línea'),
      bullets(
        'Abrebolsas, trómeles y separadores balísticos preparan el material',
        'Sensores de infrarrojo cercano (NIR) clasifican por polímero, color y material',
        'Separadores de corrientes de Foucault e imanes recuperan los metales no férricos y férricos',
        'Prensas embaladoras al final de la línea, para que las fracciones clasificadas salgan listas para la venta',
      ),
      h3('Probada antes de construirse'),
      paragraph(
        'Con un gemelo digital, la línea funciona primero en simulación. Puede probar nuevos objetivos de capacidad o una nueva composición de material ',
        bold('antes de modificar una sola cinta transportadora'),
        ', y sus operarios se forman con ella antes del arranque.',
      ),
    ),
    images: [],
    specs: [
      { label: 'Capacidad', value: '5–40', unit: 't/h' },
      { label: 'Pureza de las fracciones', value: 'hasta 98', unit: '%' },
      { label: 'Sensores NIR por línea', value: '2–16' },
      { label: 'Separación', value: 'NIR, corrientes de Foucault, balística, magnética' },
      { label: 'Duración típica del proyecto', value: '9–14', unit: 'meses' },
      { label: 'Suministro', value: 'llave en mano, incl. estructura metálica' },
    ],
    dataSheets: [],
    related: [demoProductIds.balers, demoProductIds.shredders],
    position: 3,
  },
  [demoProductIds.heatRecovery]: {
    name: 'Recuperación de calor residual EcoHeat VHR',
    slug: 'ecoheat-vhr',
    icon: 'zap',
    summary:
      'Equipos que convierten el calor de sistemas hidráulicos, compresores y secaderos en agua caliente, vapor o electricidad. La mayoría se amortizan en menos de cuatro años.',
    description: doc(
      paragraph(
        'Los equipos EcoHeat VHR captan el calor de sistemas hidráulicos, compresores, secaderos y procesos térmicos y lo devuelven a redes de calefacción o al agua de proceso. Un módulo ORC opcional lo convierte en electricidad.',
      ),
      h2('A dónde va el calor'),
      bullets(
        'Calefacción de naves y oficinas, con temperaturas de impulsión de hasta 95 °C',
        'Agua de proceso para líneas de lavado y secaderos',
        'Vapor a baja presión para procesos industriales',
        'Electricidad generada con un módulo ORC cuando no hay ningún consumidor de calor cerca',
      ),
      h3('Una inversión que se amortiza'),
      paragraph(
        'La mayoría de las instalaciones se amortizan en un plazo de dos a cuatro años. Primero medimos sus fuentes de calor y después dimensionamos el equipo, ',
        italic('no al revés'),
        '. ',
        link(
          'Cómo calienta su nave Carolina Materials Recovery',
          '/es/noticias/carolina-materials-recovery-recuperacion-de-calor',
        ),
      ),
    ),
    images: [],
    specs: [
      { label: 'Potencia térmica', value: '150–2400', unit: 'kW' },
      { label: 'Temperatura de impulsión', value: 'hasta 95', unit: '°C' },
      { label: 'Potencia eléctrica con módulo ORC', value: 'hasta 250', unit: 'kW' },
      {
        label: 'Fuentes de calor',
        value: 'sistemas hidráulicos, compresores, secaderos, procesos térmicos',
      },
      { label: 'Amortización', value: 'normalmente 2–4', unit: 'años' },
      { label: 'Opción', value: 'módulo de generación eléctrica ORC' },
    ],
    dataSheets: [],
    related: [demoProductIds.shredders, demoProductIds.balers],
    position: 4,
  },
} satisfies Record<string, EntryDocument<'products'>>;

const jobs = {
  [demoJobIds.serviceTechnician]: {
    title: 'Técnico/a de servicio para prensas embaladoras y trituradoras',
    slug: 'tecnico-de-servicio',
    locationId: 'bremen',
    type: 'full-time',
    description: doc(
      paragraph(
        'Nuestras prensas embaladoras y trituradoras trabajan en centros de reciclaje, fábricas de papel y plantas de clasificación de todo el norte de Alemania. Como técnico/a de servicio, se ocupará de que sigan funcionando: pondrá en marcha máquinas nuevas, realizará su mantenimiento y localizará la avería cuando llame un cliente.',
      ),
      h2('Sus funciones'),
      bullets(
        'Puesta en marcha, mantenimiento y reparación de prensas embaladoras, trituradoras y equipos de clasificación en las instalaciones de los clientes',
        'Diagnóstico de averías en sistemas hidráulicos, eléctricos y autómatas programables (Siemens S7)',
        'Modernización de accionamientos, controles y sensores',
        'Formación de los operarios de nuestros clientes en sus máquinas',
        'Guardias por turnos rotativos, aproximadamente una semana de cada seis',
      ),
      h2('Qué buscamos'),
      bullets(
        'Formación profesional finalizada como técnico/a en mecatrónica, mecánico/a industrial o electricista, o una cualificación equivalente',
        'Experiencia con sistemas hidráulicos y controles eléctricos',
        'Carné de conducir y disponibilidad para viajar, sobre todo en desplazamientos de un día',
        'Buen nivel de alemán y conocimientos básicos de inglés',
      ),
    ),
    offer: doc(
      bullets(
        [
          bold('Contrato indefinido a jornada completa'),
          ' (37,5 horas semanales), con retribución según el convenio colectivo de la industria del metal y la electrotecnia',
        ],
        'Furgoneta de servicio totalmente equipada, que también puede utilizar para uso privado',
        'Cuatro semanas de formación en nuestro centro de Bremen antes de su primera intervención en solitario',
        '30 días de vacaciones y horas extra acumuladas en una bolsa de horas',
        'Plan de pensiones de empresa y renting de bicicleta',
      ),
      paragraph(
        '¿Tiene preguntas antes de presentar su candidatura? Llame a Jana Petersen al ',
        link('+49 421 555 0100', 'tel:+494215550100'),
        '.',
      ),
    ),
    closingDate: '2027-12-31',
    contactName: 'Jana Petersen',
    contactEmail: 'jana.petersen@veltrum.example',
  },
  [demoJobIds.technicalWriter]: {
    title: 'Redactor/a técnico/a de manuales de uso (media jornada)',
    slug: 'redactor-tecnico-media-jornada',
    locationId: 'porto',
    type: 'part-time',
    description: doc(
      paragraph(
        'Cada línea de clasificación que construimos en Oporto se entrega con manuales de uso y mantenimiento en hasta doce idiomas. Usted redactará los originales en inglés junto con los ingenieros que han diseñado la línea.',
      ),
      h2('Sus funciones'),
      bullets(
        'Redactar instrucciones de uso, mantenimiento y seguridad a partir de planos, modelos CAD y conversaciones con los ingenieros',
        'Estructurar los contenidos en nuestro sistema de gestión de contenidos por componentes (CCMS) para que puedan reutilizarse y traducirse',
        'Coordinar las traducciones con nuestros proveedores de servicios lingüísticos',
        'Verificar que los manuales cumplen el Reglamento europeo de máquinas y la norma EN IEC/IEEE 82079-1',
      ),
      h2('Qué buscamos'),
      bullets(
        'Titulación o formación en redacción técnica, ingeniería o un ámbito afín',
        'Excelente inglés escrito; se valorará el portugués o el alemán',
        'Curiosidad por el funcionamiento de las máquinas: no deja de preguntar hasta entenderlo',
      ),
    ),
    offer: doc(
      bullets(
        [bold('De 20 a 30 horas semanales'), ', con el horario que usted organice'],
        'Dos días de teletrabajo a la semana',
        'Una oficina moderna junto a nuestra fábrica, a orillas del Duero',
        'Formación para obtener el certificado tekom en comunicación técnica',
        'Un puesto en un equipo de documentación pequeño e internacional de cinco personas',
      ),
      paragraph('Indíquenos en su candidatura cuántas horas semanales le convienen más.'),
    ),
    closingDate: '2027-10-31',
    contactName: 'Inês Carvalho',
    contactEmail: 'ines.carvalho@veltrum.example',
  },
  [demoJobIds.apprenticeMechanic]: {
    title: 'Formación dual como mecánico/a industrial, a partir de 2028',
    slug: 'formacion-dual-mecanico-industrial',
    locationId: 'bremen',
    type: 'apprenticeship',
    startDate: '2028-08-01',
    description: doc(
      paragraph(
        'En tres años y medio aprenderá cómo se fabrican nuestras prensas embaladoras, desde la primera soldadura hasta la prueba final. Pasará la mayor parte del tiempo en nuestro taller de formación de Bremen y en la línea de producción; la parte teórica se imparte en la escuela de formación profesional de Bremen.',
      ),
      h2('Qué aprenderá'),
      bullets(
        'Torneado, fresado y soldadura, a mano y en máquinas CNC',
        'Montaje y puesta en marcha de sistemas hidráulicos',
        'Lectura de planos técnicos y trabajo con tolerancias estrechas',
        'Mantenimiento y reparación de máquinas, en nuestra fábrica y con nuestro equipo de servicio técnico en las instalaciones de los clientes',
      ),
      h2('Qué buscamos'),
      bullets(
        'Título de educación secundaria (Mittlere Reife alemana o equivalente)',
        'Interés por la tecnología y gusto por el trabajo manual',
        'Las buenas notas en matemáticas y física ayudan, pero su motivación cuenta más',
      ),
    ),
    offer: doc(
      bullets(
        [
          bold('Retribución de aprendiz'),
          ' según el convenio colectivo de la industria del metal y la electrotecnia',
        ],
        'Un tutor o tutora asignado desde la segunda semana',
        'Varias semanas en nuestra fábrica de Brno o de Oporto durante la formación',
        'Cursos de preparación de exámenes pagados por la empresa',
        'Buenas perspectivas de un puesto fijo tras aprobar el examen final',
      ),
      paragraph('Adjunte a su candidatura su currículum y sus dos últimos boletines de notas.'),
    ),
    closingDate: '2028-04-30',
    contactName: 'Lars Hinrichs',
    contactEmail: 'lars.hinrichs@veltrum.example',
  },
} satisfies Record<string, EntryDocument<'jobs'>>;

/** The Spanish documents by collection, for `demoEntries`. */
export const esDocuments = { news, products, jobs };

/** Every demo entry's Spanish document, by entry id. */
export const esEntries: Record<string, unknown> = { ...news, ...products, ...jobs };
