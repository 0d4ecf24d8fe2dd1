/**
 * A product's name with its brand in front, once: `Clubmaster` of Ray-Ban becomes `Ray-Ban Clubmaster`,
 * while `Biofinity` of Biofinity and `Thea Thealoz Duo` of Thea stay as they are. Every view that
 * shows a brand and a name as one title goes through it, so no title says the brand twice.
 */
export function nameWithBrand(brand: string | null | undefined, name: string): string {
  const trimmedName = name.trim();
  const trimmedBrand = (brand ?? '').trim();
  if (trimmedBrand === '') return trimmedName;
  const lowerName = trimmedName.toLowerCase();
  const lowerBrand = trimmedBrand.toLowerCase();
  // The brand as the name's first word(s), not as the start of a longer word ("Glimt" in "Glimtrende").
  if (lowerName === lowerBrand || lowerName.startsWith(`${lowerBrand} `)) return trimmedName;
  return `${trimmedBrand} ${trimmedName}`;
}

/**
 * The brand to show apart from a product's name (a brand line over the name, a card's brand before
 * it), or `null` when the name already starts with it: `Biofinity` of Biofinity shows no brand line,
 * so the line does not read "Biofinity Biofinity". The same test as {@link nameWithBrand}.
 */
export function brandApart(brand: string | null | undefined, name: string): string | null {
  const trimmedBrand = (brand ?? '').trim();
  if (trimmedBrand === '') return null;
  return nameWithBrand(trimmedBrand, name) === name.trim() ? null : trimmedBrand;
}
