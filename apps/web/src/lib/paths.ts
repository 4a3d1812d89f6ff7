/** The test detail page of a test: under its category when it has one (SPEC route /product/{categoryId}/test/{testId}). */
export function testPath(test: { id: string; category?: { id: string } | null }): string {
  return test.category ? `/product/${test.category.id}/test/${test.id}` : `/tests/${test.id}`;
}

/** The booking page of a test, optionally at a chosen lab. */
export function bookPath(testId: string, labId?: string | null): string {
  return labId ? `/book/${testId}?lab=${encodeURIComponent(labId)}` : `/book/${testId}`;
}
