/** Whether a file-system call failed because the file (or folder) is not there (`ENOENT`). */
export const isFileMissing = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && error.code === 'ENOENT';
