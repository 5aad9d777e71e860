import { isDeepEqual } from '../shared/transform-values.js';

function isEmptyLike(value: unknown): boolean {
  return value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

function parsedEquals(text: string, value: unknown): boolean {
  try {
    return isDeepEqual(JSON.parse(text), value);
  } catch {
    return false;
  }
}

function boolMatches(bool: boolean, other: unknown): boolean {
  if (typeof other === 'string') {
    const lower = other.toLocaleLowerCase();
    return bool ? lower === 'true' || other === '1' : lower === 'false' || other === '0';
  }
  if (typeof other === 'number') return bool ? other === 1 : other === 0;
  return false;
}

/**
 * The value comparison of Compare Datasets: deep equality, or with `fuzzy` n8n's tolerant rules
 * (numbers equal their text, objects their JSON text, booleans 'true' / '1' …, empty values each
 * other or a missing field; from version 2 also null equals 0 and '0').
 */
export function valueComparer(fuzzy: boolean, version: number): (a: unknown, b: unknown) => boolean {
  if (!fuzzy) return isDeepEqual;
  return (a, b) => {
    if (a !== null && b !== null && typeof a === typeof b) return isDeepEqual(a, b);
    if (version >= 2) {
      if (a === null && (b === null || b === 0 || b === '0')) return true;
      if (b === null && (a === 0 || a === '0')) return true;
    }
    if (isEmptyLike(a) && isEmptyLike(b)) return true;
    if ((isEmptyLike(a) && b === undefined) || (a === undefined && isEmptyLike(b))) return true;
    if (typeof a === 'number' && typeof b === 'string') return a.toString() === b;
    if (typeof a === 'string' && typeof b === 'number') return a === b.toString();
    if (a !== null && typeof a === 'object' && typeof b === 'string') return parsedEquals(b, a);
    if (b !== null && typeof a === 'string' && typeof b === 'object') return parsedEquals(a, b);
    if (typeof a === 'boolean' && boolMatches(a, b)) return true;
    if (typeof b === 'boolean' && boolMatches(b, a)) return true;
    return isDeepEqual(a, b);
  };
}
