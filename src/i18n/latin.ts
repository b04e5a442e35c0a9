// How a counter's corps–division label reads in English. The data prints Russian labels
// (e.g. "2Кир", "VIII-2Гр"); English texts show a fixed Latin rendering (т = heavy → h, л = light → l).

// Whole abbreviations first (longest first), then single letters.
const WORDS: Array<[string, string]> = [
  ['Каз', 'Cos'],
  ['Кир', 'Cu'],
  ['СГр', 'CGr'],
  ['Гр', 'Gr'],
  ['Гв', 'Gd'],
  ['Мор', 'Mor'],
  ['Жер', 'Gér'],
  ['Ст', 'Old'],
  ['Мл', 'Yg'],
  ['Вс', 'Vis'],
  ['Ег', 'Jg'],
  ['ИГ', 'IG'],
  ['Оп', 'Mil'],
  ['КА', 'HA'],
  ['КК', 'CC'],
]
const LETTERS: Record<string, string> = {
  А: 'A',
  Б: 'B',
  В: 'V',
  Г: 'G',
  Д: 'D',
  Е: 'E',
  Ж: 'Zh',
  З: 'Z',
  И: 'I',
  Й: 'Y',
  К: 'C',
  Л: 'L',
  М: 'M',
  Н: 'N',
  О: 'O',
  П: 'P',
  Р: 'R',
  С: 'S',
  Т: 'T',
  У: 'U',
  Ф: 'F',
  Х: 'Kh',
  Ц: 'Ts',
  Ч: 'Ch',
  Ш: 'Sh',
  Щ: 'Shch',
  Ы: 'Y',
  Э: 'E',
  Ю: 'Yu',
  Я: 'Ya',
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 'h',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ы: 'y',
  э: 'e',
  ю: 'yu',
  я: 'ya',
}

const cache = new Map<string, string>()

/** The label in Latin letters: "2Кир" → "2Cu", "VIII-2Гр" → "VIII-2Gr", "I-А1" → "I-A1", "1К-1л" → "1C-1l". */
export function latinLabel(label: string): string {
  let out = cache.get(label)
  if (out !== undefined) return out
  out = label
  for (const [ru, en] of WORDS) out = out.split(ru).join(en)
  out = [...out].map((ch) => LETTERS[ch] ?? ch).join('')
  cache.set(label, out)
  return out
}
