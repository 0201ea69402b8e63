/**
 * The demo company's product and news pictures, drawn from a few shapes in the site's palette (petrol,
 * steel, signal orange). Drawn in code rather than shipped as files: the repository stays lean, and the
 * seed rasterises them through the media library's normal AVIF/WebP pipeline.
 */
const palette = {
  night: '#08282b',
  deep: '#0d383c',
  petrol: '#13494e',
  teal: '#1b5f66',
  steel: '#b0bcc2',
  light: '#d2d9dd',
  signal: '#ffab4c',
  green: '#6fbf8e',
  blue: '#5fa8d3',
};

export type DemoScene =
  | 'baler'
  | 'bales'
  | 'shredder'
  | 'rotors'
  | 'sortingLine'
  | 'magnet'
  | 'heatUnit'
  | 'heatedHall'
  | 'fairStand'
  | 'solarPlant';

const frame = (width: number, height: number, title: string, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" fill="none" stroke-linecap="round" stroke-linejoin="round"><title>${title}</title>
<rect width="${width}" height="${height}" fill="${palette.deep}"/>
<g stroke="${palette.petrol}" stroke-width="2">${grid(width, height)}</g>
<rect y="${height - 90}" width="${width}" height="90" fill="${palette.night}"/>
<rect y="${height - 94}" width="${width}" height="4" fill="${palette.signal}"/>
${body}</svg>`;

function grid(width: number, height: number): string {
  const lines: string[] = [];
  for (let x = 60; x < width; x += 60) lines.push(`M${x} 0V${height}`);
  for (let y = 60; y < height; y += 60) lines.push(`M0 ${y}H${width}`);
  return `<path d="${lines.join('')}"/>`;
}

const conveyor = (x: number, y: number, length: number): string =>
  `<rect x="${x}" y="${y}" width="${length}" height="22" rx="11" fill="${palette.petrol}" stroke="${palette.steel}" stroke-width="3"/>` +
  `<circle cx="${x + 11}" cy="${y + 11}" r="7" stroke="${palette.steel}" stroke-width="3"/>` +
  `<circle cx="${x + length - 11}" cy="${y + 11}" r="7" stroke="${palette.steel}" stroke-width="3"/>`;

const bale = (x: number, y: number, fill: string): string =>
  `<rect x="${x}" y="${y}" width="110" height="80" rx="6" fill="${fill}" stroke="${palette.night}" stroke-width="3"/>` +
  `<path d="M${x + 30} ${y}V${y + 80}M${x + 80} ${y}V${y + 80}" stroke="${palette.night}" stroke-width="3"/>`;

const rotor = (cx: number, cy: number, radius: number): string => {
  const teeth = Array.from({ length: 10 }, (_, index) => {
    const angle = (index * Math.PI) / 5;
    const x = (cx + Math.cos(angle) * radius).toFixed(1);
    const y = (cy + Math.sin(angle) * radius).toFixed(1);
    return `<circle cx="${x}" cy="${y}" r="${(radius / 6).toFixed(1)}" fill="${palette.signal}"/>`;
  }).join('');
  return `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${palette.teal}" stroke="${palette.light}" stroke-width="4"/>${teeth}<circle cx="${cx}" cy="${cy}" r="${radius / 4}" fill="${palette.night}"/>`;
};

const turbine = (x: number, ground: number, height: number): string =>
  `<path d="M${x} ${ground}V${ground - height}" stroke="${palette.light}" stroke-width="6"/>` +
  `<path d="M${x} ${ground - height}l0 -70M${x} ${ground - height}l60 35M${x} ${ground - height}l-60 35" stroke="${palette.light}" stroke-width="5"/>`;

const hall = (x: number, y: number, width: number, height: number): string => {
  const teeth = Array.from({ length: Math.floor(width / 80) }, (_, index) => {
    const left = x + index * 80;
    return `<path d="M${left} ${y}l80 -40v40" fill="${palette.teal}" stroke="${palette.light}" stroke-width="3"/>`;
  }).join('');
  return `${teeth}<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${palette.petrol}" stroke="${palette.light}" stroke-width="3"/>`;
};

function sceneBody(scene: DemoScene, width: number, height: number): string {
  const ground = height - 94;
  switch (scene) {
    case 'baler':
      return `${conveyor(60, ground - 200, 300)}
<path d="M360 ${ground - 260}h140l-20 70h-100z" fill="${palette.petrol}" stroke="${palette.light}" stroke-width="4"/>
<rect x="340" y="${ground - 190}" width="480" height="150" rx="8" fill="${palette.teal}" stroke="${palette.light}" stroke-width="4"/>
<rect x="380" y="${ground - 160}" width="140" height="90" fill="${palette.signal}"/>
<path d="M540 ${ground - 115}h240" stroke="${palette.signal}" stroke-width="6" stroke-dasharray="16 12"/>
<rect x="340" y="${ground - 40}" width="480" height="40" fill="${palette.petrol}"/>`;
    case 'bales':
      return [0, 1, 2, 3, 4, 5]
        .map((index) =>
          bale(
            120 + (index % 3) * 130,
            ground - 80 - Math.floor(index / 3) * 86,
            index % 2 ? palette.steel : palette.signal,
          ),
        )
        .concat([
          `<rect x="560" y="${ground - 170}" width="320" height="170" fill="${palette.teal}" stroke="${palette.light}" stroke-width="4"/>`,
          bale(620, ground - 80, palette.signal),
        ])
        .join('\n');
    case 'shredder':
      return `<path d="M300 ${ground - 420}h360l-60 120h-240z" fill="${palette.petrol}" stroke="${palette.light}" stroke-width="4"/>
<rect x="320" y="${ground - 300}" width="320" height="200" rx="10" fill="${palette.teal}" stroke="${palette.light}" stroke-width="4"/>
${rotor(420, ground - 200, 50)}${rotor(540, ground - 200, 50)}
${conveyor(380, ground - 70, 420)}
<rect x="700" y="${ground - 300}" width="120" height="160" rx="8" fill="${palette.petrol}" stroke="${palette.steel}" stroke-width="3"/>
<circle cx="760" cy="${ground - 250}" r="14" fill="${palette.signal}"/>`;
    case 'rotors':
      return `${rotor(width / 2 - 150, height / 2 - 40, 150)}${rotor(width / 2 + 150, height / 2 - 40, 150)}
<path d="M${width / 2} 40V${ground - 20}" stroke="${palette.signal}" stroke-width="4" stroke-dasharray="14 10"/>`;
    case 'sortingLine':
      return `${conveyor(40, ground - 140, 380)}${conveyor(520, ground - 220, 180)}${conveyor(520, ground - 90, 380)}
<rect x="420" y="${ground - 320}" width="100" height="260" rx="10" fill="${palette.teal}" stroke="${palette.light}" stroke-width="4"/>
<path d="M470 ${ground - 280}l-40 60h80z" fill="${palette.signal}"/>
${[0, 1, 2, 3, 4].map((index) => `<rect x="${80 + index * 64}" y="${ground - 164}" width="30" height="20" rx="4" fill="${[palette.signal, palette.blue, palette.green][index % 3]}"/>`).join('')}
${[0, 1].map((index) => `<rect x="${560 + index * 60}" y="${ground - 244}" width="30" height="20" rx="4" fill="${palette.blue}"/>`).join('')}
${[0, 1, 2, 3].map((index) => `<rect x="${560 + index * 80}" y="${ground - 114}" width="30" height="20" rx="4" fill="${palette.green}"/>`).join('')}`;
    case 'magnet':
      return `${conveyor(80, ground - 120, width - 160)}
<rect x="${width / 2 - 160}" y="${ground - 360}" width="320" height="110" rx="16" fill="${palette.teal}" stroke="${palette.light}" stroke-width="4"/>
<path d="M${width / 2 - 100} ${ground - 250}v-40a100 100 0 0 1 200 0v40" stroke="${palette.signal}" stroke-width="26"/>
${[0, 1, 2].map((index) => `<rect x="${width / 2 - 70 + index * 50}" y="${ground - 220 + index * 18}" width="34" height="16" rx="3" fill="${palette.steel}"/>`).join('')}
${[0, 1, 2, 3, 4, 5].map((index) => `<rect x="${120 + index * 120}" y="${ground - 140}" width="36" height="20" rx="4" fill="${index % 2 ? palette.green : palette.blue}"/>`).join('')}`;
    case 'heatUnit':
      return `<rect x="120" y="${ground - 260}" width="260" height="260" fill="${palette.petrol}" stroke="${palette.light}" stroke-width="4"/>
${rotor(250, ground - 140, 60)}
<rect x="480" y="${ground - 300}" width="200" height="300" rx="14" fill="${palette.teal}" stroke="${palette.light}" stroke-width="4"/>
<path d="M500 ${ground - 250}c40 -30 120 30 160 0M500 ${ground - 190}c40 -30 120 30 160 0M500 ${ground - 130}c40 -30 120 30 160 0" stroke="${palette.signal}" stroke-width="6"/>
<path d="M380 ${ground - 200}h100M680 ${ground - 220}h220M680 ${ground - 80}h220" stroke="${palette.signal}" stroke-width="14"/>
<path d="M380 ${ground - 60}h100" stroke="${palette.blue}" stroke-width="14"/>`;
    case 'heatedHall':
      return `${hall(120, ground - 320, 720, 320)}
${[0, 1, 2, 3].map((index) => `<rect x="${170 + index * 170}" y="${ground - 90}" width="100" height="60" rx="6" fill="${palette.signal}"/><path d="M${200 + index * 170} ${ground - 110}c-20 -40 20 -60 0 -100M${240 + index * 170} ${ground - 110}c-20 -40 20 -60 0 -100" stroke="${palette.signal}" stroke-width="5"/>`).join('')}`;
    case 'fairStand':
      return `<rect x="140" y="${ground - 380}" width="${width - 280}" height="80" fill="${palette.signal}"/>
<path d="M170 ${ground - 340}h160M${width - 330} ${ground - 340}h160" stroke="${palette.night}" stroke-width="10"/>
<rect x="140" y="${ground - 300}" width="${width - 280}" height="300" fill="${palette.petrol}" stroke="${palette.light}" stroke-width="4"/>
<rect x="200" y="${ground - 190}" width="260" height="150" rx="8" fill="${palette.teal}" stroke="${palette.light}" stroke-width="4"/>
${rotor(290, ground - 115, 36)}${rotor(370, ground - 115, 36)}
<rect x="${width - 400}" y="${ground - 110}" width="200" height="110" fill="${palette.teal}" stroke="${palette.light}" stroke-width="4"/>
${[0, 1, 2].map((index) => `<circle cx="${560 + index * 70}" cy="${ground - 150}" r="20" fill="${palette.light}"/><path d="M${560 + index * 70} ${ground - 128}v80" stroke="${palette.light}" stroke-width="18"/>`).join('')}`;
    case 'solarPlant':
      return `<circle cx="${width - 160}" cy="120" r="60" fill="${palette.signal}"/>
${turbine(120, ground, 300)}${turbine(260, ground, 240)}
${hall(360, ground - 220, 480, 220)}
${[0, 1, 2, 3, 4, 5].map((index) => `<path d="M${370 + index * 80} ${ground - 232}l64 -32" stroke="${palette.blue}" stroke-width="10"/>`).join('')}`;
  }
}

/** One demo picture as an SVG document of `width` × `height` pixels. */
export function demoSceneSvg(scene: DemoScene, width: number, height: number): string {
  return frame(width, height, scene, sceneBody(scene, width, height));
}
