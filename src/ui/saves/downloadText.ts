// Saving any text or data as a file the player keeps; works even when the browser's storage is full.

export function downloadBlob(name: string, blob: Blob): void {
  const a = document.createElement('a')
  a.href = URL.createObjectURL(blob)
  a.download = name
  document.body.appendChild(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(a.href), 1000)
}

export function downloadText(name: string, text: string): void {
  downloadBlob(name, new Blob([text], { type: 'application/json' }))
}
