// A turn file picked from the device: a hidden input its button clicks. It is emptied after each pick, so the same
// file can be picked again (after a refusal, say).
import type { Ref } from 'react'

export function TurnFileInput({
  ref,
  extension,
  testId,
  onFile,
}: {
  ref: Ref<HTMLInputElement>
  extension: string
  testId: string
  onFile: (f: File) => void
}) {
  return (
    <input
      ref={ref}
      type="file"
      accept={`${extension},application/json`}
      data-testid={testId}
      hidden
      onChange={(e) => {
        const f = e.target.files?.[0]
        e.target.value = ''
        if (f) onFile(f)
      }}
    />
  )
}
