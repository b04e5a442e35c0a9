// Giving the player his turn file: the system's share sheet where the browser can share files (phones), else a
// download he attaches to a letter himself.
import { downloadText } from '../saves/downloadText'

/** Shares or downloads `text` as `name`; says which. A share the player cancels is not retried as a download. */
export async function sendFile(
  name: string,
  text: string,
  title: string,
): Promise<'shared' | 'downloaded' | 'cancelled'> {
  const file = new File([text], name, { type: 'application/json' })
  // Desktop browsers without a share sheet (and tests) download the file.
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title })
      return 'shared'
    } catch (e) {
      if (e instanceof DOMException && e.name === 'AbortError') return 'cancelled'
      // The share sheet refused (no user gesture left, a policy): the download still gives the player his file.
    }
  }
  downloadText(name, text)
  return 'downloaded'
}
