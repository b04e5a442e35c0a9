// The board as it stands, as one standalone SVG document for an after-action report: a title strip (the scenario,
// the turn and time, both sides' losses and the standing as the top bar's meter gives it, the arrows' legend) over
// the battlefield (the static map's own markup, inlined), the counters and the last side's turn as arrows. Pure: the
// app rasterises it for PNG (picturePng.ts); tools and tests can call it in Node. No external reference: the map is
// inlined, the text is set in system fonts, so the file opens the same anywhere.
import {
  firstTurnOf,
  hexId,
  isGameOver,
  lastTurnOf,
  turnTime,
  victoryStatus,
  type GameMap,
  type GameState,
} from '../../engine'
import { BAND_LABEL, type Lang } from '../../i18n'
import { PICTURE_STRINGS } from '../../i18n/picture'
import { scenarioEn } from '../../i18n/scenario.en'
import { scenarioRu } from '../../i18n/scenario.ru'
import { boardGeom, f1, R } from '../board/geom'
import { staticMapBox, type MapBox } from '../board/static/box'
import { MARK_COLOR } from '../review/stepMarks'
import { ARROW_DEFS, combatsSvg, pathsSvg } from './arrowsSvg'
import { FONT, PIECE_DEFS, piecesSvg, xmlText } from './piecesSvg'
import type { TurnArrows } from './turnArrows'

export interface PictureInput {
  map: GameMap
  /** The static map's SVG document (static/mapSvg.ts; in the app, the file the board shows). */
  mapSvg: string
  /** The hex numbers' SVG document drawn over it (static/mapSvg.ts): a picture is read at any size. */
  numbersSvg: string
  state: GameState
  lang: Lang
  scenarioName: string
  arrows: TurnArrows | null
}

export interface Picture {
  svg: string
  /** The picture's size in its own units (one board unit each: a counter is 58 wide). */
  width: number
  height: number
  /** The title strip's lines, as drawn. */
  lines: string[]
}

/** The narrowest picture: the title strip's longest line fits. */
const MIN_WIDTH = 1400
const STRIP = 190
const INK = '#f6efd9'

/** The part of the map the picture shows: every piece and arrow with a hex and a half around, inside the map. */
export function pictureFrame(map: GameMap, hexes: readonly string[]): MapBox {
  const box = staticMapBox(map)
  const g = boardGeom(map)
  const ids = hexes.map((c) => hexId(map, c)).filter((h) => h >= 0)
  if (!ids.length) return box
  const xs = ids.map((h) => g.x[h]!)
  const ys = ids.map((h) => g.y[h]!)
  const pad = R * 2.5
  const clamp = (lo: number, hi: number, min: number, b0: number, b1: number): [number, number] => {
    // Widened about its middle to `min` (at most the whole map), then slid back inside it.
    const want = Math.min(Math.max(hi - lo, min), b1 - b0)
    let a = (lo + hi) / 2 - want / 2
    a = Math.min(Math.max(a, b0), b1 - want)
    return [a, a + want]
  }
  const [x0, x1] = clamp(Math.min(...xs) - pad, Math.max(...xs) + pad, MIN_WIDTH, box.x, box.x + box.width)
  const [y0, y1] = clamp(Math.min(...ys) - pad, Math.max(...ys) + pad, 0, box.y, box.y + box.height)
  return { x: f1(x0), y: f1(y0), width: f1(x1 - x0), height: f1(y1 - y0) }
}

/** The title strip's lines: title, turn, losses, standing (the arrows' line is drawn with its legend). */
export function pictureLines(state: GameState, lang: Lang, scenarioName: string): string[] {
  const w = PICTURE_STRINGS[lang]
  const v = victoryStatus(state)
  const over = isGameOver(state)
  const turn = w.turn(state.turn, lastTurnOf(state), turnTime(state.turn), firstTurnOf(state))
  const when = `${turn} · ${over ? w.phase.over : `${w.side[state.side]}, ${w.phase[state.phase]}`}`
  const score = lang === 'ru' ? scenarioRu : scenarioEn
  const judge = v.rule === 'WIN.2' ? w.seedJudge(v.lossesPct) : `${score.title(v)} (${v.rule}): ${score.value(v)}`
  // A short scenario's objectives are its main fact: who holds each now (WIN.4).
  const rule = state.victory
  const held = (v.objectives ?? []).map((o) => {
    const name = (rule?.kind === 'objectives' && rule.objectives.find((x) => x.hex === o.hex)?.name[lang]) || o.hex
    return `${name} (${o.points}): ${score.heldBy[o.side]}`
  })
  return [
    w.title(scenarioName),
    when,
    v.rule === 'WIN.4'
      ? w.lossesPlain(v.losses, v.frLosses)
      : w.losses(v.losses, v.lossesPct, v.frLosses, v.frLossesPct),
    [w.standing(judge, BAND_LABEL[v.band][lang], v.final), ...held].join(' · '),
  ]
}

/** The arrows' line: whose turn they show, and a sample of each kind of mark with its name. */
function arrowsLine(input: PictureInput, y: number): string {
  const w = PICTURE_STRINGS[input.lang]
  const a = input.arrows
  if (!a) return `<text x="24" y="${y}" font-size="20" fill="${INK}">${xmlText(w.noArrows)}</text>`
  const head = w.arrows(a.side, a.turn, turnTime(a.turn))
  let out = `<text x="24" y="${y}" font-size="20" fill="${INK}" data-arrows-of="${a.side}">${xmlText(head)}</text>`
  // Widths are estimated (no text to measure in a string): a generous 0.56 em a character.
  let x = 24 + head.length * 20 * 0.56 + 24
  const item = (draw: string, label: string): void => {
    out += draw + `<text x="${f1(x + 58)}" y="${y}" font-size="18" fill="${INK}">${xmlText(label)}</text>`
    x += 58 + label.length * 18 * 0.56 + 28
  }
  const l = w.legend
  for (const kind of ['move', 'retreat', 'advance', 'combat'] as const)
    item(
      `<line x1="${f1(x)}" y1="${y - 6}" x2="${f1(x + 44)}" y2="${y - 6}" stroke="${MARK_COLOR[kind]}" stroke-width="6" ` +
        `marker-end="url(#pic-arrow-${kind})"/>`,
      kind === 'combat' ? l.attack : l[kind],
    )
  const k = 9
  item(
    `<g stroke="${MARK_COLOR.combat}" stroke-width="5" stroke-linecap="round"><line x1="${f1(x + 22 - k)}" y1="${y - 6 - k}" ` +
      `x2="${f1(x + 22 + k)}" y2="${y - 6 + k}"/><line x1="${f1(x + 22 + k)}" y1="${y - 6 - k}" x2="${f1(x + 22 - k)}" ` +
      `y2="${y - 6 + k}"/></g>`,
    l.destroyed,
  )
  return out
}

/** The static map's markup without its own <svg> element, to be placed in board units. */
function mapInner(doc: string): string {
  const open = doc.indexOf('<svg')
  const start = doc.indexOf('>', open) + 1
  const end = doc.lastIndexOf('</svg>')
  return open < 0 || end < start ? '' : doc.slice(start, end)
}

export function pictureSvg(input: PictureInput): Picture {
  const { map, state, lang } = input
  const pieces = piecesSvg(map, state, lang)
  const f = pictureFrame(map, [...pieces.hexes, ...(input.arrows?.marks.hexes ?? [])])
  const lines = pictureLines(state, lang, input.scenarioName)
  const codes = [...new Set(input.arrows?.marks.combats.map((c) => c.result) ?? [])].sort()
  const width = Math.ceil(f.width)
  // The strip grows with a wide picture, so that it still reads when a forum shows the picture smaller.
  const k = Math.max(1, f1(width / 1500))
  // The results' line, when there were combats, under the arrows' line.
  const strip = Math.ceil((STRIP + (codes.length ? 32 : 0)) * k)
  const height = Math.ceil(f.height) + strip
  const sizes = [30, 22, 22, 20]
  const text = lines
    .map(
      (t, i) =>
        `<text x="24" y="${40 + i * 34}" font-size="${sizes[i]}"${i < 2 ? ' font-weight="700"' : ''} fill="${INK}" ` +
        `data-line="${i}">${xmlText(t)}</text>`,
    )
    .join('')
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
    `font-family="${FONT}" data-turn="${state.turn}" data-side="${state.side}">` +
    `<defs>${PIECE_DEFS}${ARROW_DEFS}<clipPath id="pic-frame"><rect x="${f.x}" y="${f.y}" width="${f.width}" ` +
    `height="${f.height}"/></clipPath></defs>` +
    `<rect width="${width}" height="${height}" fill="#d9ceb4"/>` +
    `<g transform="translate(${f1(-f.x)} ${f1(strip - f.y)})" clip-path="url(#pic-frame)">` +
    `<g class="map">${mapInner(input.mapSvg)}${mapInner(input.numbersSvg)}</g>` +
    (input.arrows ? pathsSvg(map, input.arrows.marks) : '') +
    pieces.markup +
    (input.arrows ? combatsSvg(map, input.arrows.marks, lang) : '') +
    '</g>' +
    `<rect width="${width}" height="${strip}" fill="#3a2a1a"/><g transform="scale(${k})">` +
    `${text}${arrowsLine(input, STRIP - 18)}` +
    (codes.length
      ? `<text x="24" y="${STRIP + 14}" font-size="18" fill="${INK}" data-line="results">` +
        `${xmlText(PICTURE_STRINGS[lang].results(codes))}</text>`
      : '') +
    '</g>' +
    '</svg>'
  return { svg, width, height, lines }
}
