// Issue 33: a whole game by mail to its end, opened by the side that moves second (the invitation, file -3), and the
// last file ending the game on both screens.
import { describe, expect, it } from 'vitest'
import { isGameOver } from '../../src/engine'
import { seededRand } from '../../src/core'
import { stateDigest } from '../../src/store/saves'
import { pbmStatus } from '../../src/store/pbm'
import { fileOf, mailPlayer, step } from './mailPlayers'

describe('a whole play-by-mail game', { timeout: 120_000 }, () => {
  it('opened by the Russians (who move second) and played to its end', async () => {
    const ru = mailPlayer('ru', 51)
    const fr = mailPlayer('fr', 52)
    await ru.mail.start('ru')
    const invitation = JSON.parse(await fileOf(ru)) as { file: number; commit?: string; clear?: string }
    // The side that does not move first opens with an invitation: no secret of his yet.
    expect(invitation.file).toBe(-3)
    expect(invitation.commit ?? invitation.clear).toBeUndefined()
    expect(await fr.mail.open(JSON.stringify(invitation), { join: true })).toEqual([])
    // The French commit (file -2), the Russians answer (file -1), then the French play.
    expect(pbmStatus(fr.store.getState()).kind).toBe('send')
    expect(await ru.mail.open(await fileOf(fr))).toEqual([])
    expect(await fr.mail.open(await fileOf(ru))).toEqual([])
    expect(pbmStatus(fr.store.getState()).kind).toBe('play')
    const rand = seededRand(1)
    let files = 4
    while (!isGameOver(fr.store.getState().state) || !isGameOver(ru.store.getState().state)) {
      if ((await step(fr, ru, rand)) === null) break
      files++
    }
    expect(files).toBeGreaterThan(60)
    const a = fr.store.getState()
    const b = ru.store.getState()
    expect(isGameOver(a.state) && isGameOver(b.state)).toBe(true)
    expect(pbmStatus(a).kind).toBe('over')
    expect(pbmStatus(b).kind).toBe('over')
    expect(a.commands).toEqual(b.commands)
    expect(stateDigest(a.state)).toBe(stateDigest(b.state))
  })
})
