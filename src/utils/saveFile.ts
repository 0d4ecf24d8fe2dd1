/**
 * Hands a file the page has fetched (a PDF read with the shopper's session) to the browser as a
 * download: an object URL on a `download` link, clicked, then released.
 * @param doc the document to click the link in (a test's own)
 */
export function saveFile(file: Blob, fileName: string, doc: Document = document): void {
  const view = doc.defaultView ?? globalThis;
  const url = view.URL.createObjectURL(file);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  // Released after the click's task: the download has taken the file by then.
  view.setTimeout(() => view.URL.revokeObjectURL(url), 0);
}
