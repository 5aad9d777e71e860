/**
 * Fake data for the Debug Helper's "Random Data": the same record shapes as n8n's, from Weft's
 * own small word lists and a seedable generator (the same seed gives the same data in Weft;
 * the values are not n8n's, whose faker library Weft does not ship).
 */

/** A random source answering floats in [0, 1). */
export type Random = () => number;

/** A deterministic generator for a text seed (mulberry32 over a string hash); unseeded uses Math.random. */
export function seededRandom(seed: string): Random {
  if (seed === '') return Math.random;
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = [
  'Ava',
  'Ben',
  'Chloe',
  'Daniel',
  'Emma',
  'Felix',
  'Grace',
  'Hugo',
  'Isla',
  'Jack',
  'Kira',
  'Liam',
  'Maya',
  'Noah',
  'Olivia',
  'Paul',
  'Quinn',
  'Ruby',
  'Sam',
  'Tara',
];
const LAST = [
  'Adams',
  'Baker',
  'Clark',
  'Davis',
  'Evans',
  'Foster',
  'Garcia',
  'Hughes',
  'Irwin',
  'Jones',
  'King',
  'Lopez',
  'Miller',
  'Nolan',
  'Owens',
  'Parker',
  'Reed',
  'Smith',
  'Turner',
  'Walker',
];
const STREETS = [
  'Oak Street',
  'Maple Avenue',
  'Cedar Lane',
  'Pine Road',
  'Elm Court',
  'Birch Way',
  'Willow Drive',
  'Lake View',
];
const CITIES = ['Springfield', 'Riverton', 'Fairview', 'Greenville', 'Madison', 'Georgetown', 'Salem', 'Franklin'];
const STATES = ['California', 'Texas', 'Oregon', 'Ohio', 'Florida', 'Nevada', 'Maine', 'Utah', 'Iowa', 'Montana'];
const COUNTRIES = ['Canada', 'France', 'Japan', 'Brazil', 'Kenya', 'Norway', 'Chile', 'India', 'Spain', 'Peru'];
const DOMAINS = ['example.com', 'example.net', 'example.org', 'mail.test', 'inbox.test'];
const WORDS = ['alpha', 'nova', 'pixel', 'orbit', 'delta', 'river', 'ember', 'lumen'];
const TLDS = ['com', 'net', 'org', 'io', 'dev'];

/** The generators of one random source. */
export function generators(random: Random) {
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)]!;
  const hex = (n: number) => Array.from({ length: n }, () => int(0, 15).toString(16)).join('');
  const digits = (n: number) => Array.from({ length: n }, () => String(int(0, 9))).join('');
  const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
  const firstname = () => pick(FIRST);
  const lastname = () => pick(LAST);
  const email = () => `${firstname()}.${lastname()}${int(1, 99)}@${pick(DOMAINS)}`.toLowerCase();
  const password = () => Array.from({ length: 10 }, () => String.fromCharCode(int(33, 126))).join('');
  const luhn = (body: string) => {
    let sum = 0;
    for (let i = 0; i < body.length; i++) {
      let n = Number(body[body.length - 1 - i]);
      if (i % 2 === 0) n *= 2;
      sum += n > 9 ? n - 9 : n;
    }
    return body + String((10 - (sum % 10)) % 10);
  };
  return {
    user: () => ({ uid: uuid(), email: email(), firstname: firstname(), lastname: lastname(), password: password() }),
    email: () => ({ email: email(), confirmed: random() < 0.5 }),
    address: () => ({
      firstname: firstname(),
      lastname: lastname(),
      street: `${int(1, 999)} ${pick(STREETS)}`,
      city: pick(CITIES),
      zip: digits(5),
      state: pick(STATES),
      country: pick(COUNTRIES),
    }),
    creditCard: () => {
      const master = random() < 0.5;
      return {
        type: master ? 'MasterCard' : 'Visa',
        number: luhn(`${master ? '5' + int(1, 5) : '4'}${digits(master ? 13 : 14)}`),
        ccv: digits(3),
        exp: `${String(int(1, 12)).padStart(2, '0')}/${String(int(1, 40)).padStart(2, '0')}`,
        holder_name: `${firstname()} ${lastname()}`,
      };
    },
    uuid: () => ({ uuid: uuid() }),
    macAddress: () => ({ mac: Array.from({ length: 6 }, () => hex(2)).join('-') }),
    ipv4: () => ({ ip: Array.from({ length: 4 }, () => int(0, 255)).join('.') }),
    ipv6: () => ({ ipv6: Array.from({ length: 8 }, () => hex(4)).join(':') }),
    latLong: () => ({ location: `${(random() * 180 - 90).toFixed(6)}, ${(random() * 360 - 180).toFixed(6)}` }),
    semver: () => ({ version: `${int(0, 9)}.${int(0, 9)}.${int(0, 99)}` }),
    url: () => ({ url: `https://${pick(WORDS)}${pick(WORDS)}.${pick(TLDS)}` }),
    nanoid: (alphabet: string, length: number) => ({
      nanoId: Array.from({ length }, () => alphabet[int(0, alphabet.length - 1)]).join(''),
    }),
  };
}
