/** Saves a blob through a temporary <a download>, the one way that works in every browser. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // revoked later, since some browsers read the URL after click() returns
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
