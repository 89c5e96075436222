// The avatar initials rule of PRODUCT.md §2.

const LATIN_WORDS = /^[A-Za-z\u00C0-\u024F'-]+(\s+[A-Za-z\u00C0-\u024F'-]+)+$/;

/**
 * A Latin-only first name of several words gives the first letter of each word ("Mary Ann Lee" → "MAL");
 * anything else gives its first character ("王小明" → "王", "amy" → "A").
 */
export function initialsOf(firstName: string): string {
  const name = firstName.trim();
  if (name === '') return '';
  if (LATIN_WORDS.test(name)) {
    return name
      .split(/\s+/)
      .map((word) => word.charAt(0).toUpperCase())
      .join('');
  }
  // Array.from keeps a character outside the BMP (e.g. 𠀋) whole.
  return Array.from(name)[0].toUpperCase();
}
