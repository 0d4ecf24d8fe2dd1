/**
 * The name an account file (an invoice's PDF, a return label) is saved under: `{prefix}-{id}.pdf`,
 * keeping only the letters, digits and dashes of the id (at most 40), so an id from an answer never
 * names a path; `{prefix}.pdf` when nothing of it is left.
 */
export function accountFileName(prefix: string, id: string): string {
  const safeId = id.replace(/[^A-Za-z0-9-]+/g, '').slice(0, 40);
  return safeId ? `${prefix}-${safeId}.pdf` : `${prefix}.pdf`;
}
