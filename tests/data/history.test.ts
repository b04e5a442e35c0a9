// Historical points of the map, the orders of battle and the 6:00 setup that earlier versions got wrong.
import { describe, expect, it } from 'vitest'
import { distance } from '../../src/core/geometry'
import { hexId, loadMap, SIDE_RIVER } from '../../src/engine/map/map'
import { checkRoadsAvoidRedoubtFronts } from '../../tools/data/checks'
import { allUnits, commanders, historicalScenario } from '../../src/data/bundled'
import type { OobSources } from '../../tools/data/oobSources'
import { hexAtLatLon, makeFrame } from '../../tools/data/projection'
import { geography, map, mapDataCopy, named, readJson } from './fixtures'

const g = map.geo
const at = (unit: string): number => hexId(map, historicalScenario.placements.find((p) => p.unit === unit)!.hex!)
const commanderAt = (id: string): number =>
  hexId(map, historicalScenario.commanderPlacements.find((p) => p.commander === id)!.hex!)

/** Every hex reached from `from` without crossing a river hexside. */
function bankOf(from: number): Uint8Array {
  const seen = new Uint8Array(g.n)
  const queue = [from]
  seen[from] = 1
  while (queue.length) {
    const v = queue.shift()!
    for (let d = 0; d < 6; d++) {
      const nb = g.neighbor[v * 6 + d]!
      if (nb < 0 || seen[nb] || map.side[v * 6 + d]! & SIDE_RIVER) continue
      seen[nb] = 1
      queue.push(nb)
    }
  }
  return seen
}
/** The Kolocha's east / south-east bank: the side of the Raevsky battery. */
const eastBank = bankOf(named('Raevsky battery'))

describe('the 6:00 setup', () => {
  it('the Guard infantry, grenadiers and artillery stand within 2 hexes of Knyazkovo, the 1st Cuirassiers beside them', () => {
    const knyazkovo = named('Knyazkovo')
    for (const u of ['ru-V-1', 'ru-V-2', 'ru-V-cg', 'ru-V-art', 'ru-cav-1cu'])
      expect(distance(g, at(u), knyazkovo), u).toBeLessThanOrEqual(2)
    expect(distance(g, at('ru-cav-1cu'), at('ru-V-1'))).toBeLessThanOrEqual(2)
    expect(distance(g, commanderAt('lavrov'), knyazkovo)).toBeLessThanOrEqual(2)
  })

  it('the Life-Guard Jaegers stay in Borodino', () => {
    expect(at('ru-V-jaeg')).toBe(named('Borodino'))
  })

  it("Morand's and Gérard's divisions start south-east of the Kolocha, Morand near the Semenovsky brook", () => {
    for (const u of ['fr-I-1', 'fr-I-3', 'fr-IV-art-2']) expect(eastBank[at(u)], u).toBe(1)
    expect(['1515', '1516']).toContain(g.codes[at('fr-I-1')])
    // Eugène's own divisions stay on the north bank, facing Borodino.
    for (const u of ['fr-IV-13', 'fr-IV-14', 'fr-IV-ig']) expect(eastBank[at(u)], u).toBe(0)
  })

  it("Davout's assault divisions start about 1–1.2 km from the flèches: Compans 1520, Dessaix 1420", () => {
    expect(g.codes[at('fr-I-5')]).toBe('1520')
    expect(g.codes[at('fr-I-4')]).toBe('1420')
    const fleches = map.data.redoubts.filter((r) => r.name?.en === 'Bagration flèches').map((r) => hexId(map, r.hex))
    for (const u of ['fr-I-5', 'fr-I-4']) {
      expect(Math.min(...fleches.map((f) => distance(g, at(u), f))), u).toBeLessThanOrEqual(5)
      for (const p of historicalScenario.placements) {
        const other = allUnits.find((x) => x.id === p.unit)!
        if (other.side === 'ru' && p.hex)
          expect(distance(g, at(u), hexId(map, p.hex)), `${u} next to ${p.unit}`).toBeGreaterThan(1)
      }
    }
  })

  it('Kreutz commands the III Cavalry Corps and starts with it', () => {
    const kreutz = commanders.find((c) => c.id === 'kreutz')
    expect(kreutz?.side).toBe('ru')
    expect(kreutz?.commands).toEqual({ side: 'ru', corps: 'cav-III' })
    expect(kreutz?.rating).toBeGreaterThanOrEqual(1)
    expect(kreutz?.rating).toBeLessThanOrEqual(2)
    expect(commanderAt('kreutz')).toBe(at('ru-cav-III'))
  })
})

describe('the orders of battle', () => {
  const sources = readJson<OobSources>('data/oob-sources.json')
  const guns = (side: string): number =>
    sources.units.filter((u) => u.side === side).reduce((a, u) => a + (u.men.guns ?? 0), 0)
  const gunsOf = (id: string): number | undefined => sources.units.find((u) => u.id === id)?.men.guns

  it('the French have the usual ≈587 guns, the Russians 624', () => {
    expect(guns('fr')).toBeGreaterThanOrEqual(586)
    expect(guns('fr')).toBeLessThanOrEqual(587)
    expect(guns('ru')).toBe(624)
  })

  it("IV corps artillery includes the corps' own 20 guns; Ney's light cavalry guns are with III corps", () => {
    expect(gunsOf('fr-IV-art')).toBe(22 + 22 + 18 + 20)
    expect(gunsOf('fr-III-art')).toBe(14 + 14 + 16 + 24 + 6)
    expect(gunsOf('fr-cav-art-1')).toBe(6 + 7 + 12 + 29)
  })

  it('every French corps counter prints the corps that commands it', () => {
    for (const u of allUnits.filter((x) => x.side === 'fr' && ['I', 'III', 'IV', 'V', 'VIII'].includes(x.corps))) {
      expect(u.label.startsWith(`${u.corps}-`), `${u.id} ${u.label} in corps ${u.corps}`).toBe(true)
    }
    const byId = new Map(allUnits.map((u) => [u.id, u]))
    expect(byId.get('fr-I-1')?.name.en).toMatch(/1st Division of I Corps \(Morand\)/)
    expect(byId.get('fr-I-3')?.name.en).toMatch(/3rd Division of I Corps \(Gérard\)/)
  })
})

describe('the map', () => {
  it('the Old Smolensk road runs through Yelnya', () => {
    const road = map.data.roads.find((r) => r.id === 'old-smolensk')!
    expect(road.hexes).toContain(g.codes[named('Yelnya')])
  })

  it('every road runs through the hex of each of its points on the map', () => {
    const f = makeFrame(geography.projection, geography.grid)
    for (const r of geography.roads) {
      const hexes = map.data.roads.find((x) => x.id === r.id)!.hexes
      for (const p of r.points) {
        const h = hexAtLatLon(f, g, p)
        if (h >= 0) expect(hexes, `${r.id} at ${p.join(',')}`).toContain(g.codes[h])
      }
    }
  })

  it("below the Borodino bridge the Kolocha's east bank is higher than its west bank", () => {
    const kolocha = map.data.rivers.find((r) => r.id === 'kolocha')!.sides
    const [ba, bb] = map.data.bridges.find(([a, b]) => [a, b].sort().join() === ['1811', '1911'].join())!
    const from = kolocha.findIndex(([a, b]) => (a === ba && b === bb) || (a === bb && b === ba))
    expect(from).toBeGreaterThan(0)
    const below = kolocha.slice(from)
    expect(below.length).toBeGreaterThan(10)
    for (const [a, b] of below) {
      const [east, west] = eastBank[hexId(map, a)] ? [hexId(map, a), hexId(map, b)] : [hexId(map, b), hexId(map, a)]
      expect(eastBank[east] && !eastBank[west], `${a}–${b} divides the banks`).toBeTruthy()
      expect(map.level[east], `${g.codes[east]} above ${g.codes[west]}`).toBeGreaterThan(map.level[west]!)
      expect(map.level[west], g.codes[west]).toBe(1)
    }
    // The Voyna valley stays low.
    for (const [a, b] of map.data.rivers.find((r) => r.id === 'voyna')!.sides) {
      for (const c of [a, b]) if (!['1710', '1711'].includes(c)) expect(map.level[hexId(map, c)], c).toBe(1)
    }
  })

  it('the Gorki plateau has no holes', () => {
    const gorki = named('Gorki')
    const plateau = [...Array(g.n).keys()].filter((id) => map.level[id] === 3 && distance(g, id, gorki) <= 2)
    expect(plateau.length).toBeGreaterThanOrEqual(10)
    for (let id = 0; id < g.n; id++) {
      if (map.level[id] === 3 || distance(g, id, gorki) > 3) continue
      for (let d = 0; d < 3; d++) {
        const a = g.neighbor[id * 6 + d]!
        const b = g.neighbor[id * 6 + d + 3]!
        expect(
          a >= 0 && b >= 0 && map.level[a] === 3 && map.level[b] === 3,
          `${g.codes[id]} is a hole in the plateau`,
        ).toBe(false)
      }
    }
    for (const c of ['2210', '2310', '2410', '2510']) expect(map.level[hexId(map, c)], c).toBe(3)
  })

  it('no road crosses a redoubt front; one that does is reported', () => {
    expect(checkRoadsAvoidRedoubtFronts(map)).toEqual([])
    const d = mapDataCopy()
    d.roads.push({ id: 'through-the-fleche', hexes: ['1819', '1919'] })
    expect(checkRoadsAvoidRedoubtFronts(loadMap(d)).join('\n')).toMatch(
      /through-the-fleche crosses a redoubt front at 1819–1919/,
    )
  })
})
