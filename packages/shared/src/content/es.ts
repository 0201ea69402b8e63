import { builtinImageIds } from '../builtin-media/ids';
import { companyFacts, defaultNavigation, downloadFacts, figureFacts, locationEntry } from './facts';
import type { SiteContent } from './schema';

export const esContent: SiteContent = {
  navigation: defaultNavigation,
  company: {
    ...companyFacts,
    tagline: 'Máquinas que mantienen los materiales en el ciclo.',
    logoAlt: 'Veltrum Circular Systems — inicio',
  },
  meta: {
    home: {
      title: 'Veltrum Circular Systems — prensas embaladoras, trituradoras y líneas de clasificación',
      description:
        'Veltrum fabrica prensas embaladoras, trituradoras, líneas de clasificación y recuperadores de calor en Bremen, Brno, Oporto y Greenville. 6500 máquinas en 70 países.',
    },
    solutions: {
      title: 'Soluciones — prensas, trituradoras, líneas de clasificación y recuperación de calor | Veltrum',
      description:
        'Prensas embaladoras de canal, trituradoras de uno y dos ejes, líneas de clasificación llave en mano y recuperación de calor residual, con servicio técnico en 70 países.',
    },
    sustainability: {
      title: 'Sostenibilidad — un tercio menos de energía por tonelada | Veltrum',
      description:
        'Cómo las máquinas Veltrum consumen aproximadamente un tercio menos de energía que la media del sector y cómo nuestras fábricas funcionan con electricidad renovable.',
    },
    company: {
      title: 'Empresa — en Bremen desde 1962 | Veltrum',
      description:
        'Veltrum Circular Systems: nuestra historia desde 1962, nuestra misión y nuestros valores, el equipo y nuestras fábricas y oficinas en cuatro continentes.',
    },
    contact: {
      title: 'Contacto — hable con un ingeniero | Veltrum',
      description:
        'Contacte por teléfono o correo electrónico con el equipo comercial y el servicio técnico de Veltrum en Bremen, Brno, Oporto, Greenville, Singapur y São Paulo.',
    },
    imprint: {
      title: 'Aviso legal | Veltrum',
      description:
        'Aviso legal de Veltrum Circular Systems GmbH, empresa de demostración ficticia de Sitedesk.',
    },
    privacy: {
      title: 'Política de privacidad | Veltrum',
      description:
        'Sin cookies, sin rastreadores y sin solicitudes a terceros: así trata este sitio web sus datos.',
    },
    notFound: {
      title: 'Página no encontrada | Veltrum',
      description: 'La página que busca no existe. Estos enlaces le llevan de vuelta al sitio.',
    },
  },
  pageIntros: {
    solutions: {
      eyebrow: 'Soluciones',
      title: 'Máquinas para cada etapa del ciclo de los materiales',
      lead: 'De la primera bala al último kilovatio de calor recuperado: diseñamos, fabricamos y mantenemos los equipos que convierten los flujos de residuos en materias primas clasificadas y comercializables.',
    },
    sustainability: {
      eyebrow: 'Sostenibilidad',
      title: 'Menos energía por tonelada, más material de vuelta al uso',
      lead: 'El reciclaje solo beneficia al clima si las máquinas que lo hacen posible son eficientes. Las nuestras consumen aproximadamente un tercio menos de energía que la media del sector. Y lo medimos.',
    },
    company: {
      eyebrow: 'Empresa',
      title: 'Ingenieros de Bremen, presentes en cuatro continentes',
      lead: 'Desde 1962 fabricamos máquinas pensadas para durar décadas. Hoy, 1400 personas en cuatro fábricas y dos oficinas comerciales se ocupan de que sigan funcionando.',
    },
    contact: {
      eyebrow: 'Contacto',
      title: 'Hable con un ingeniero, no con un centro de llamadas',
      lead: 'Cuéntenos qué material trata, con qué volúmenes y en qué instalación. Quien le responda conoce nuestras máquinas, y normalmente lo hará en un día laborable.',
    },
  },
  hero: {
    eyebrow: 'Sistemas circulares desde 1962',
    title: 'Máquinas que mantienen los materiales en el ciclo',
    lead: 'Prensas embaladoras, trituradoras, líneas de clasificación y recuperación de calor residual desarrolladas en Bremen para funcionar durante décadas y consumir aproximadamente un tercio menos de energía que la media del sector.',
    primaryCta: 'Hable con un ingeniero',
    secondaryCta: 'Descubra nuestras soluciones',
    image: { mediaId: builtinImageIds.hero },
  },
  figures: {
    eyebrow: 'Cifras clave',
    title: 'Seis décadas de ingeniería, en cifras',
    intro:
      'Nuestras máquinas trabajan en centros de reciclaje, fábricas de papel y plantas municipales de clasificación de todo el mundo.',
    items: [
      {
        id: 'machines',
        value: figureFacts.machinesInstalled,
        format: 'integer',
        label: 'máquinas instaladas',
      },
      { id: 'countries', value: figureFacts.countries, format: 'integer', label: 'países atendidos' },
      { id: 'employees', value: figureFacts.employees, format: 'integer', label: 'empleados' },
      {
        id: 'energy',
        value: figureFacts.energySaving,
        format: 'percent',
        label: 'menos energía por tonelada',
        note: 'respecto a la media del sector',
      },
    ],
  },
  products: {
    eyebrow: 'Productos y servicios',
    title: 'Cuatro familias de máquinas, un mismo nivel de exigencia',
    intro:
      'Cada máquina se diseña en Bremen, se fabrica en nuestras propias plantas y la atiende el mismo equipo de servicio técnico durante toda su vida útil.',
    services: {
      title: 'Servicio durante toda la vida útil de la máquina',
      intro: 'Una máquina vale tanto como la ayuda que usted recibe a las tres de la madrugada.',
      items: [
        {
          icon: 'settings',
          title: 'Servicio técnico y repuestos',
          text: 'Línea de asistencia 24/7, técnicos en 30 países y repuestos entregados en 48 horas en toda la UE.',
        },
        {
          icon: 'chartLine',
          title: 'Monitorización remota',
          text: 'Datos de consumo energético, capacidad y desgaste de cada máquina, con avisos antes de que falle una pieza.',
        },
        {
          icon: 'cog',
          title: 'Modernizaciones',
          text: 'Nuevos accionamientos, controles y sensores para máquinas existentes, incluidas las de otros fabricantes.',
        },
        {
          icon: 'users',
          title: 'Formación',
          text: 'Cursos prácticos para operarios y personal de mantenimiento, en sus instalaciones o en nuestro centro de formación de Bremen.',
        },
      ],
    },
  },
  sustainability: {
    eyebrow: 'Sostenibilidad',
    title: 'Diseñadas para ahorrar energía, no solo material',
    intro:
      'Nuestras máquinas consumen aproximadamente un tercio menos de energía que la media del sector. No es un argumento de marketing, sino una cifra que medimos cada año en las máquinas instaladas.',
    pillars: [
      {
        icon: 'leaf',
        title: 'Fábricas con energía renovable',
        text: 'Bremen, Brno y Oporto funcionan con electricidad 100 % renovable; Greenville se sumará en 2026.',
      },
      {
        icon: 'recycle',
        title: 'Pensadas para una segunda vida',
        text: 'Los bastidores modulares y las piezas estándar nos permiten reacondicionar las máquinas en lugar de desguazarlas.',
      },
      {
        icon: 'zap',
        title: 'Un tercio menos de energía',
        text: 'Los accionamientos de velocidad variable, los modos de espera inteligentes y la recuperación de calor reducen el consumo por tonelada.',
      },
    ],
    details: [
      {
        title: 'Cómo lo medimos',
        paragraphs: [
          'Cada año comparamos la energía consumida por tonelada procesada en 240 instalaciones monitorizadas con las referencias sectoriales publicadas para las mismas clases de máquina. El resultado: de media, alrededor de un 33 % menos de energía.',
          'El método y las cifras se recogen en nuestro informe energético, que puede descargar más abajo.',
        ],
      },
      {
        title: 'Nuestra propia huella',
        paragraphs: [
          'Nuestras fábricas recuperan el calor de las líneas de soldadura, pintura y pruebas, y nuestros bancos de ensayo devuelven a la red la energía de frenado de los accionamientos.',
          'Publicamos nuestras emisiones cada año y las hemos reducido un 41 % desde 2015.',
        ],
      },
    ],
    loop: {
      title: 'El ciclo de los materiales',
      steps: [
        {
          title: 'Recoger',
          text: 'Las prensas compactan el material allí donde se genera, de modo que menos camiones transportan más toneladas.',
        },
        {
          title: 'Triturar',
          text: 'Las trituradoras abren las balas y reducen los residuos mezclados a un tamaño apto para la clasificación.',
        },
        {
          title: 'Clasificar',
          text: 'Las líneas de clasificación separan fracciones limpias que los recicladores compran como materia prima.',
        },
        {
          title: 'Recuperar',
          text: 'La recuperación de calor convierte la energía que libera el proceso en calor o electricidad.',
        },
      ],
    },
  },
  quality: {
    eyebrow: 'Calidad y certificaciones',
    title: 'Certificados donde importa',
    intro:
      'Cada año, auditores independientes revisan nuestros sistemas de gestión en todas nuestras fábricas.',
    certifications: [
      {
        code: 'ISO 9001',
        title: 'Gestión de la calidad',
        text: 'Procesos coherentes, del diseño al servicio técnico.',
      },
      {
        code: 'ISO 14001',
        title: 'Gestión ambiental',
        text: 'Impacto medido y reducido en cada fábrica.',
      },
      {
        code: 'ISO 45001',
        title: 'Seguridad y salud en el trabajo',
        text: 'Trabajo seguro para nuestro personal y para el suyo.',
      },
      {
        code: 'ISO 50001',
        title: 'Gestión energética',
        text: 'Ahorro energético sistemático, en la producción y en el producto.',
      },
    ],
    downloadsTitle: 'Descargas',
    downloads: [
      { title: 'Certificados ISO', format: 'PDF', ...downloadFacts.certificates },
      { title: 'Gama de productos', format: 'PDF', ...downloadFacts.productOverview },
      { title: 'Informe de energía y emisiones', format: 'PDF', ...downloadFacts.energyReport },
    ],
  },
  mission: {
    eyebrow: 'Misión y valores',
    title: 'Nuestra misión',
    intro: 'Para qué trabajamos y cómo lo hacemos.',
    statement:
      'Fabricamos máquinas que devuelven los materiales al uso con la menor energía posible, y respondemos por ellas mientras sigan funcionando.',
    values: [
      {
        icon: 'target',
        title: 'Rigor de ingeniería',
        text: 'Medimos antes de afirmar y diseñamos para décadas, no para la próxima feria.',
      },
      {
        icon: 'handHeart',
        title: 'Colaboración',
        text: 'Nuestros clientes conservan nuestros números de teléfono. Muchos trabajan con el mismo ingeniero desde hace veinte años.',
      },
      {
        icon: 'recycle',
        title: 'Responsabilidad',
        text: 'Con el material que pasa por nuestras máquinas y con las personas que las manejan.',
      },
    ],
  },
  about: {
    eyebrow: 'Quiénes somos',
    title: 'Una familia de ingenieros desde 1962',
    intro:
      'Fundada como taller de prensas hidráulicas en el puerto de Bremen, Veltrum es hoy un proveedor mundial de tecnología de reciclaje.',
    paragraphs: [
      'Heinrich Veltrum construyó su primera prensa embaladora en 1962 para un comerciante de papel del puerto de Bremen. Aquella prensa funcionó durante 38 años.',
      'Esa exigencia —máquinas que duran— nos sigue guiando. Seguimos siendo independientes y propiedad de una fundación, lo que nos permite invertir en ingeniería a largo plazo en lugar de en resultados trimestrales.',
    ],
    image: { mediaId: builtinImageIds.plant },
    milestones: [
      { year: 1962, text: 'Heinrich Veltrum abre un taller de prensas en Bremen.' },
      {
        year: 1978,
        text: 'La primera prensa de canal totalmente automática entra en producción en serie.',
      },
      { year: 1994, text: 'Abre la fábrica de Brno; las trituradoras se incorporan a la gama.' },
      { year: 2006, text: 'Fábrica de Oporto y primera línea de clasificación llave en mano.' },
      {
        year: 2013,
        text: 'Greenville, en Carolina del Sur, atiende a clientes de todo el continente americano.',
      },
      {
        year: 2021,
        text: 'Los equipos de recuperación de calor residual cierran el ciclo de los materiales.',
      },
    ],
  },
  testimonials: {
    eyebrow: 'Testimonios',
    title: 'Lo que dicen nuestros clientes',
    intro: 'Operarios, directores de planta e ingenieros cuentan cómo es trabajar con Veltrum.',
    items: [
      {
        quote:
          'Nuestra prensa VCB funciona a dos turnos diarios desde hace once años. Cuando falló una junta de cilindro un sábado, un técnico estaba en planta esa misma tarde.',
        name: 'Anja Kowalski',
        role: 'Directora de planta',
        organization: 'Nordpapier Recycling, Hamburgo',
        rating: 5,
      },
      {
        quote:
          'La línea de clasificación alcanzó la pureza garantizada ya en el primer mes. El gemelo digital nos ahorró semanas de puesta en marcha.',
        name: 'Miguel Fernandes',
        role: 'Director de operaciones',
        organization: 'Ecociclo, Lisboa',
        rating: 5,
      },
      {
        quote:
          'La recuperación de calor de nuestra línea de trituración calienta ahora toda la nave. Ya el primer invierno redujimos la factura de gas en un tercio.',
        name: 'Sarah Whitfield',
        role: 'Responsable de energía',
        organization: 'Carolina Materials Recovery, Charlotte',
        rating: 4,
      },
    ],
  },
  team: {
    eyebrow: 'Equipo',
    title: 'Las personas con las que hablará',
    intro:
      'En Veltrum trabajan unas 1400 personas. Estas son algunas de las que responden a las preguntas de nuestros clientes.',
    members: [
      {
        name: 'Dra. Katrin Albers',
        role: 'Consejera delegada',
        location: 'Bremen',
        bio: 'Ingeniera mecánica; se incorporó a Veltrum en 2004 como diseñadora de sistemas hidráulicos para prensas embaladoras.',
      },
      {
        name: 'Tomáš Novák',
        role: 'Director de planta',
        location: 'Brno',
        bio: 'Dirige nuestra producción de trituradoras y a los 320 compañeros de Brno.',
      },
      {
        name: 'Inês Carvalho',
        role: 'Directora de Sistemas de Clasificación',
        location: 'Oporto',
        bio: 'Ha proyectado más de 60 líneas de clasificación en tres continentes.',
      },
      {
        name: 'Marcus Reed',
        role: 'Director de Servicio Técnico, América',
        location: 'Greenville',
        bio: 'Dirige nuestra red de servicio técnico desde Canadá hasta Chile.',
      },
    ],
  },
  locations: {
    eyebrow: 'Ubicaciones',
    title: 'Cerca de sus instalaciones',
    intro: 'Cuatro fábricas y dos oficinas comerciales atienden a clientes en 70 países.',
    mapAlt:
      'Mapa del mundo con la sede central de Veltrum en Bremen, las fábricas de Brno, Oporto y Greenville y las oficinas comerciales de Singapur y São Paulo.',
    items: [
      locationEntry('bremen', {
        name: 'Bremen',
        countryName: 'Alemania',
        summary: 'Sede central, desarrollo y nuestra mayor fábrica de prensas embaladoras.',
      }),
      locationEntry('brno', {
        name: 'Brno',
        countryName: 'Chequia',
        summary: 'Producción de trituradoras y centro europeo de repuestos.',
      }),
      locationEntry('porto', {
        name: 'Oporto',
        countryName: 'Portugal',
        summary: 'Ingeniería de líneas de clasificación y estructuras metálicas.',
      }),
      locationEntry('greenville', {
        name: 'Greenville',
        countryName: 'Estados Unidos',
        summary: 'Producción y servicio técnico para Norteamérica y Sudamérica.',
      }),
      locationEntry('singapore', {
        name: 'Singapur',
        countryName: 'Singapur',
        summary: 'Ventas y servicio técnico para Asia y Oceanía.',
      }),
      locationEntry('saoPaulo', {
        name: 'São Paulo',
        countryName: 'Brasil',
        summary: 'Ventas y servicio técnico para América Latina.',
      }),
    ],
  },
  contact: {
    eyebrow: 'Contacto',
    title: 'Hablemos de su material',
    intro: 'Llámenos o escríbanos. Le atendemos en español, inglés, alemán, checo y portugués.',
    hours: 'De lunes a viernes, de 8:00 a 17:00 (hora local). Asistencia técnica las 24 horas.',
  },
  imprint: {
    title: 'Aviso legal',
    notice:
      'Veltrum Circular Systems GmbH es una empresa de demostración ficticia del proyecto de código abierto Sitedesk. Su nombre, su personal, sus direcciones, sus números de teléfono y sus cifras son inventados; cualquier parecido con empresas reales es pura coincidencia.',
    sections: [
      {
        title: 'Titular del sitio web',
        paragraphs: [
          'Veltrum Circular Systems GmbH, Hafenkante 12, 28217 Bremen, Alemania (ficticia).',
          'Directora general: Dra. Katrin Albers (ficticia). Registro mercantil: solo a efectos de demostración; no existe ninguna inscripción.',
        ],
      },
      {
        title: 'Contacto',
        paragraphs: [
          'Teléfono: +49 421 555 0100. Correo electrónico: info@veltrum.example (dirección no operativa).',
        ],
      },
      {
        title: 'Acerca de este sitio web',
        paragraphs: [
          'Este sitio web muestra lo que Sitedesk es capaz de hacer: una web corporativa rápida, accesible y multilingüe con un gestor de consultas integrado. Sitedesk es software de código abierto con licencia MIT.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Política de privacidad',
    lead: 'Este sitio web está diseñado para saber de usted lo menos posible.',
    sections: [
      {
        title: 'Sin cookies ni rastreadores',
        paragraphs: [
          'No instalamos cookies en los equipos de los visitantes ni utilizamos herramientas de analítica, píxeles de seguimiento o herramientas publicitarias.',
          'Las fuentes, las imágenes y los mapas se sirven desde este mismo sitio web. Su navegador no realiza ninguna solicitud a terceros.',
        ],
      },
      {
        title: 'Registros del servidor y limitación de solicitudes',
        paragraphs: [
          'Para proteger el formulario de consulta frente a abusos, conservamos las direcciones IP únicamente como hashes con sal, que no permiten reconstruir la dirección, y solo durante el tiempo que lo exija la limitación de solicitudes.',
        ],
      },
      {
        title: 'Consultas',
        paragraphs: [
          'Cuando nos envía una consulta, utilizamos los datos que introduce únicamente para responderle. Las consultas se eliminan automáticamente al finalizar el plazo de conservación fijado por el operador del sitio.',
        ],
      },
      {
        title: 'Sus derechos',
        paragraphs: [
          'Puede solicitar en cualquier momento el acceso a sus datos, su rectificación o su supresión escribiendo a info@veltrum.example.',
        ],
      },
    ],
  },
};
