// Getting a benchmark's game to a side's movement phase, shared by bench:ui and profile-click.
import type { Page } from 'playwright-core'

/** Ends phases until it is `side`'s movement phase (at most eight: a whole turn and more). */
export async function toMovementPhase(page: Page, side: string): Promise<void> {
  for (let i = 0; i < 8; i++) {
    const phase = await page.getAttribute('[data-phase]', 'data-phase')
    const s = await page.getAttribute('[data-side]', 'data-side')
    if (phase === 'movement' && s === side) return
    await page.click('[data-testid=end-phase]')
  }
}
