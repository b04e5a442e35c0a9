// The board picture: PNG and SVG downloaded from the menu in both languages, and the PNG embedded in the end screen's
// record. The PNG is checked by its signature and its header's size, the SVG by the browser's own XML parser.
import { expect, test, type Download, type Page } from '@playwright/test'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { finishedGame, finishedSaveText } from '../fixtures/finishedGame'
import { finishRally, gameState, hook, shot, startGame } from './helpers'

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** A PNG's size from its IHDR chunk (right after the signature), after checking the signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE)
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR')
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) }
}

const read = async (d: Download): Promise<Buffer> => readFileSync(await d.path())

/** Keeps a downloaded picture where the screenshots go, to be looked at. */
function keep(name: string, data: Buffer): void {
  mkdirSync('test-results/screenshots', { recursive: true })
  writeFileSync(`test-results/screenshots/${name}`, data)
}

/** The SVG as the browser's XML parser reads it: its root, its counters and its text. */
const parseSvg = (page: Page, svg: string) =>
  page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml')
    return {
      error: doc.getElementsByTagName('parsererror').length > 0,
      root: doc.documentElement.localName,
      units: [...doc.querySelectorAll('[data-unit]')].map((g) => g.getAttribute('data-unit')),
      paths: [...doc.querySelectorAll('[data-path]')].map(
        (g) => `${g.getAttribute('data-from')}>${g.getAttribute('data-to')}`,
      ),
      combats: doc.querySelectorAll('[data-combat]').length,
      text: doc.documentElement.textContent ?? '',
    }
  }, svg)

/** Opens the menu's picture dialog and downloads both files. */
async function downloadBoth(
  page: Page,
  name: string,
): Promise<{ png: Buffer; svg: string; width: number; height: number }> {
  await page.getByTestId('export-picture').click()
  const preview = page.getByTestId('picture-preview')
  await expect(preview).toBeVisible()
  const width = Number(await preview.getAttribute('data-width'))
  const height = Number(await preview.getAttribute('data-height'))
  await shot(page, `picture-dialog-${name}`)
  const [png] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-picture-png').click()])
  expect(png.suggestedFilename()).toMatch(/\.png$/)
  const [svg] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-picture-svg').click()])
  expect(svg.suggestedFilename()).toMatch(/\.svg$/)
  const out = { png: await read(png), svg: (await read(svg)).toString('utf8'), width, height }
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('picture-dialog')).toHaveCount(0)
  return out
}

test('a game in progress: the picture shows the move just made, as PNG and SVG', async ({ page }) => {
  await startGame(page, 'historical', 11)
  await finishRally(page)
  const s = await gameState(page)
  const u = Object.values(s.units).find((x) => x.side === 'fr' && x.hex && x.type === 'infantry')!
  const to = (await hook(page, (h, id: string) => h.reach(id), u.id)).find((x) => x !== u.hex)!
  await page.locator(`[data-unit="${u.id}"]`).click()
  await page.locator(`[data-hex="${to}"]`).click()
  await expect(page.locator(`[data-unit="${u.id}"]`)).toHaveAttribute('data-at', to)
  await page.keyboard.press('Escape')

  const files = await downloadBoth(page, 'move-ru')
  expect(pngSize(files.png)).toEqual({ width: files.width, height: files.height })
  keep('picture-move-ru.png', files.png)
  const svg = await parseSvg(page, files.svg)
  expect(svg.error).toBe(false)
  expect(svg.root).toBe('svg')
  expect(svg.paths).toContain(`${u.hex}>${to}`)
  expect(svg.text).toContain('Ход 1 из 20 · 06:00')
  expect(svg.text).toContain('Потери: русские 0/314')
  // The hex numbers, which the board shows as an image of their own only when zoomed in, are in the picture.
  for (let i = 0; i < 8 && (await page.getByTestId('map-numbers').count()) === 0; i++)
    await page.getByTestId('zoom-in').click()
  const numbersFile = (await page.getByTestId('map-numbers').getAttribute('href'))!
  const numbers = await page.evaluate(async (href) => (await fetch(href)).text(), numbersFile)
  const firstDigits = /<path d="([^"]{60})/.exec(numbers)![1]!
  expect(files.svg).toContain(firstDigits)
})

test('the end of a battle: pictures in both languages, and the record embeds the PNG', async ({ page }) => {
  const game = finishedGame()
  await startGame(page, 'historical', 1)
  await page.getByTestId('menu-saves').click()
  await page
    .getByTestId('import-file')
    .setInputFiles({ name: 'finished.json', mimeType: 'application/json', buffer: Buffer.from(finishedSaveText(game)) })
  await expect(page.getByTestId('end-screen')).toBeVisible()

  // The record: the move list, then the board picture as a PNG data URL.
  const [record] = await Promise.all([page.waitForEvent('download'), page.getByTestId('end-export').click()])
  const md = (await read(record)).toString('utf8')
  expect(md).toContain('## Ход 20 · 15:30')
  const embedded = /\n## Снимок поля\n\n!\[([^\]]*)\]\(data:image\/png;base64,([A-Za-z0-9+/=]+)\)\n$/.exec(md)
  expect(embedded, 'the picture at the end of the record').not.toBeNull()
  expect(embedded![1]).toContain('Ход 20 из 20')
  const inRecord = Buffer.from(embedded![2]!, 'base64')
  const recordSize = pngSize(inRecord)
  keep('picture-record-ru.png', inRecord)
  await page.getByTestId('end-board').click()

  const onMap = Object.values(game.state.units)
    .filter((u) => u.status === 'active' && u.hex)
    .map((u) => u.id)
  const ru = await downloadBoth(page, 'end-ru')
  expect(pngSize(ru.png)).toEqual({ width: ru.width, height: ru.height })
  // The record embeds the same picture at half size (a megabyte less of text).
  expect(recordSize).toEqual({ width: Math.round(ru.width / 2), height: Math.round(ru.height / 2) })
  keep('picture-end-ru.png', ru.png)
  const ruSvg = await parseSvg(page, ru.svg)
  expect(ruSvg.error).toBe(false)
  expect(ruSvg.units.sort()).toEqual([...onMap].sort())
  expect(ruSvg.text).toContain('Ход 20 из 20 · 15:30')
  expect(ruSvg.text).toContain(`Потери: русские ${game.state.losses.ru}/314`)
  expect(ruSvg.paths.length + ruSvg.combats).toBeGreaterThan(0)

  await page.getByTestId('menu-lang').click()
  const en = await downloadBoth(page, 'end-en')
  expect(pngSize(en.png)).toEqual({ width: en.width, height: en.height })
  keep('picture-end-en.png', en.png)
  const enSvg = await parseSvg(page, en.svg)
  expect(enSvg.error).toBe(false)
  expect(enSvg.text).toContain('Turn 20 of 20 · 15:30')
  expect(enSvg.text).toContain(`Losses: Russians ${game.state.losses.ru}/314`)
  expect(enSvg.text).not.toMatch(/[А-Яа-яЁё]/)
})
