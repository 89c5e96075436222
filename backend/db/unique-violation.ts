// PostgreSQL's unique_violation (23505): a concurrent request inserted the same key between our check and our insert.
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}
