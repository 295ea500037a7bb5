/** Saves a Blob as a file through a temporary download link. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has started reading the blob by now; free it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 30000)
}
