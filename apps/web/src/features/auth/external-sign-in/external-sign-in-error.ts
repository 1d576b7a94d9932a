/** The external sign-in did not finish; its message is shown as an error toast. */
export class ExternalSignInError extends Error {
  override readonly name = 'ExternalSignInError';
}
