// Reading a turn file the player picked: its size checked before its text is read (a turn is a few KB).
import type { MailProblem } from '../../store/mail'

/** The file's text handed to `open`, or why it could not be read; `maxChars` is the game's turn file limit. */
export async function openPicked<R>(
  f: File,
  maxChars: number,
  open: (text: string) => Promise<Array<MailProblem<R>>>,
): Promise<Array<MailProblem<R>>> {
  // A character is at most 4 bytes: a larger file cannot be within the limit, and is not read at all.
  if (f.size > maxChars * 4) return [{ code: 'too-large', detail: `${Math.round(f.size / 1000)} KB` }]
  let text: string
  try {
    text = await f.text()
  } catch (e) {
    return [{ code: 'unreadable', detail: e instanceof Error ? e.message : String(e) }]
  }
  return open(text)
}
