// Screenshots of the welcome screen and of the «Фаланга» lesson at four screen sizes, for judging them as a player:
// npx tsx scripts/smooth-shots.ts → docs/screens/welcome-<lang>-<w>x<h>.png, phalanx-lesson-ru-<w>x<h>.png
import { mkdirSync } from 'node:fs'
import { runMain, withBuiltApp } from './withBrowser'

const dir = 'docs/screens'
const SIZES = [
  { width: 1440, height: 900 },
  { width: 1280, height: 720 },
  { width: 820, height: 1180 },
  { width: 390, height: 844 },
]

runMain(() =>
  withBuiltApp(async (_page, base, app) => {
    mkdirSync(dir, { recursive: true })
    for (const viewport of SIZES) {
      const size = `${viewport.width}x${viewport.height}`
      for (const lang of ['ru', 'en'] as const) {
        const page = await app.newPage({
          viewport,
          locale: lang === 'ru' ? 'ru-RU' : 'en-GB',
          hasTouch: viewport.width < 900,
        })
        await page.goto(`${base}?lang=${lang}`)
        await page.getByTestId('welcome-dialog').waitFor()
        await page.screenshot({ path: `${dir}/welcome-${lang}-${size}.png` })
        if (lang === 'ru') {
          await page.getByTestId('welcome-phalanx-tutorial').click()
          await page.getByTestId('tutorial').waitFor()
          await page.waitForTimeout(300)
          await page.screenshot({ path: `${dir}/phalanx-lesson-ru-${size}.png` })
        }
        await page.context().close()
      }
    }
  }),
)
