/** True when `url` points away from this site (a relative path never does). */
export function isOtherOrigin(url: string, origin: string = window.location.origin): boolean {
  try {
    return new URL(url, origin).origin !== origin;
  } catch {
    return false;
  }
}
