/** /crash: throws during render on purpose, to show the error boundary (§2.2). */
export function CrashPage(): never {
  throw new Error('Deliberate crash: the /crash page always throws while rendering.');
}
