/** Facts about Veltrum's machines that inquiries mention: serial numbers, parts, error codes, file shares. */
import type { Draw } from './random';

export type MachineFamily = 'baler' | 'shredder' | 'heat' | 'sorting';

/** Which kind of machine a model name in any of the four languages names. */
export function machineFamily(machine: string): MachineFamily {
  if (/VSR|Shred|shred|Zerkleiner|broyeur|تمزيق|ممزق/.test(machine)) return 'shredder';
  if (/VHR|Heat|heat|Wärme|chaleur|الحرارة/.test(machine)) return 'heat';
  if (/Sort|tri\b/.test(machine)) return 'sorting';
  return 'baler';
}

/** A serial number in the format of the machine's family (baler, shredder, heat recovery, sorting line). */
export function serialNumber(draw: Draw, machine = ''): string {
  const named = machineFamily(machine);
  const family =
    machine === ''
      ? draw.pick(['baler', 'baler', 'shredder', 'heat', 'sorting', 'old'])
      : named === 'baler'
        ? draw.pick(['baler', 'baler', 'baler', 'old'])
        : named;
  switch (family) {
    case 'shredder':
      return `VSR ${draw.pick(['1200', '1600', '2000', '2400', '3000'])}/${draw.pick(['S', 'T'])}-${draw.int(10000, 99999)}`;
    case 'heat':
      return `VHR-${draw.int(150, 2400)}-${draw.int(100, 999)}`;
    case 'sorting':
      return `ES-${draw.int(2015, 2024)}-${draw.int(10, 99)}`;
    case 'old':
      return `${draw.int(2004, 2015)}/${draw.int(1000, 9999)}`;
    default:
      return draw.chance(0.5)
        ? `VCB-4-${draw.int(2016, 2025)}-${String(draw.int(1, 999)).padStart(4, '0')}`
        : `X4-${draw.int(19, 25)}${String(draw.int(1, 480)).padStart(3, '0')}`;
  }
}

export function partNumber(draw: Draw): string {
  return draw.pick([
    () => `VT-${draw.int(10000, 99999)}`,
    () => `${draw.int(100, 999)}.${draw.int(100, 999)}.${draw.int(10, 99)}`,
    () => `HX500-SEG-${draw.int(1, 24)}`,
    () => `KN-${draw.pick(['1200', '1600', '2000', '2400'])}-${draw.pick(['A', 'B', 'R'])}`,
    () => `FLT-${draw.int(100, 400)}`,
    () => `E${draw.int(1000000, 9999999)}`,
  ])();
}

export function errorCode(draw: Draw): string {
  return draw.pick([
    'E-217',
    'E-104',
    'E-330',
    'F12',
    'F07',
    'A-45',
    'E-009',
    'W-311',
    'E-502',
    'F-88',
    'A-12',
    'E-260',
  ]);
}

export function shareLink(draw: Draw, company: string): string {
  const token = Array.from({ length: draw.int(10, 16) }, () =>
    draw.pick([...'abcdefghijkmnpqrstuvwxyz23456789']),
  ).join('');
  const host =
    company
      .toLowerCase()
      .replace(/[^a-z]+/g, '')
      .slice(0, 12) || 'files';
  return draw.pick([
    () => `https://we.tl/t-${token}`,
    () => `https://www.dropbox.com/scl/fi/${token}/layout_hall_${draw.int(2, 9)}.pdf?dl=0`,
    () => `https://drive.google.com/file/d/1${token}${token.slice(0, 8)}/view?usp=sharing`,
    () => `https://${host}.sharepoint.com/:b:/s/projects/E${token}`,
    () => `https://cloud.${host}.de/s/${token}`,
    () => `https://1drv.ms/b/s!A${token}`,
    () => `https://app.box.com/s/${token}`,
  ])();
}

export function companySite(email: string): string | undefined {
  const domain = email.split('@')[1] ?? '';
  const free =
    /^(gmail|gmx|web|t-online|outlook|hotmail|yahoo|orange|free|laposte|posteo|bluewin|skynet|videotron|btinternet|eircom|comcast|icloud|seznam|wp|libero|sapo|rediffmail)\./;
  return domain === '' || free.test(domain) ? undefined : `https://www.${domain}`;
}

export function phoneNumber(draw: Draw, country: string): string {
  const prefixes: Record<string, string> = {
    DE: '+49',
    AT: '+43',
    CH: '+41',
    FR: '+33',
    BE: '+32',
    GB: '+44',
    IE: '+353',
    US: '+1',
    CA: '+1',
    NL: '+31',
    SA: '+966',
    AE: '+971',
    EG: '+20',
    MA: '+212',
    PL: '+48',
    CZ: '+420',
    IN: '+91',
    IT: '+39',
    ES: '+34',
    LU: '+352',
    TN: '+216',
    SN: '+221',
    CI: '+225',
    QA: '+974',
    KW: '+965',
    OM: '+968',
    BH: '+973',
    JO: '+962',
    LB: '+961',
    IQ: '+964',
    DZ: '+213',
    DK: '+45',
    SE: '+46',
    NO: '+47',
    FI: '+358',
    PT: '+351',
    GR: '+30',
    RO: '+40',
    HU: '+36',
    SK: '+421',
    SI: '+386',
    EE: '+372',
    ZA: '+27',
    AU: '+61',
    NZ: '+64',
    SG: '+65',
    MY: '+60',
    BR: '+55',
    TR: '+90',
    MX: '+52',
    CL: '+56',
    CO: '+57',
    KE: '+254',
    NG: '+234',
    JP: '+81',
    KR: '+82',
    PK: '+92',
    VN: '+84',
    TH: '+66',
  };
  const prefix = prefixes[country] ?? '+49';
  return `${prefix} ${draw.int(20, 899)} ${draw.int(100, 9999)} ${draw.int(10, 9999)}`;
}
