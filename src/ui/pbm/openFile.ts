// Reading a turn file the player picked: its size checked before its text is read (a turn is a few KB).
import { MAX_TURN_CHARS, mail, type TurnProblem } from '../../store/pbm'

export async function openTurnFile(f: File, opts?: { join?: boolean }): Promise<TurnProblem[]> {
  // A character is at most 4 bytes: a larger file cannot be within the limit, and is not read at all.
  if (f.size > MAX_TURN_CHARS * 4) return [{ code: 'too-large', detail: `${Math.round(f.size / 1000)} KB` }]
  let text: string
  try {
    text = await f.text()
  } catch (e) {
    return [{ code: 'unreadable', detail: e instanceof Error ? e.message : String(e) }]
  }
  return mail().open(text, opts)
}
