/**
 * A download that happens once however many ask for it, at once or later: every call shares the
 * first call's promise. A failed download is forgotten, so the next call tries again (a phone
 * that lost its signal for a moment is not left without the module for the page's life).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
