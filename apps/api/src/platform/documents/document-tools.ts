import { execFile } from 'node:child_process';
import { join } from 'node:path';

/**
 * The programs that turn documents into slide images, from Debian's packages: LibreOffice
 * (`libreoffice-impress`: a presentation to PDF) and poppler (`poppler-utils`: a PDF's page
 * count, pages as JPEG, text). Each is a command name found on PATH, or a path.
 */
export interface DocumentTools {
  soffice: string;
  pdfinfo: string;
  pdftoppm: string;
  pdftotext: string;
  /** Longest a single program may run before it is killed. */
  timeoutMs: number;
  /**
   * Kills the programs of one render when it aborts (the instance is shutting down): the render
   * job goes back to the queue for the next instance instead of holding the shutdown up.
   */
  signal?: AbortSignal;
}

export const defaultDocumentTools: DocumentTools = {
  soffice: 'soffice',
  pdfinfo: 'pdfinfo',
  pdftoppm: 'pdftoppm',
  pdftotext: 'pdftotext',
  timeoutMs: 120_000,
};

/** The tools as configured: soffice (a command or a path), poppler's folder (unset: on PATH). */
export function toDocumentTools(
  soffice: string | undefined,
  popplerDir: string | undefined,
  timeoutMs: number,
): DocumentTools {
  const poppler = (name: string) => (popplerDir ? join(popplerDir, name) : name);
  return {
    soffice: soffice ?? defaultDocumentTools.soffice,
    pdfinfo: poppler('pdfinfo'),
    pdftoppm: poppler('pdftoppm'),
    pdftotext: poppler('pdftotext'),
    timeoutMs,
  };
}

/** Why a document has no preview: each maps to a message of the contract. */
export type DocumentFailure =
  | 'converterMissing'
  | 'rendererMissing'
  | 'unreadable'
  | 'encrypted'
  | 'empty'
  | 'tooManyPages'
  | 'timedOut';

/** A document that cannot be rendered, with the reason a person is told. */
export class DocumentRenderError extends Error {
  override name = 'DocumentRenderError';
  constructor(
    readonly failure: DocumentFailure,
    detail?: string,
  ) {
    super(detail ? `${failure}: ${detail}` : failure);
  }
}

export interface RunResult {
  stdout: string;
  stderr: string;
}

/**
 * Runs one program without a shell (arguments are never parsed), with a timeout that kills it.
 * A missing program rejects with `missing`, a timeout with `timedOut`, any other failure with
 * `unreadable` carrying the program's own words (for the log and the job's last error); an
 * aborted `signal` kills it and rejects with the signal's reason.
 */
export function runTool(
  command: string,
  args: readonly string[],
  options: { timeoutMs: number; missing: DocumentFailure; cwd?: string; signal?: AbortSignal },
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      {
        timeout: options.timeoutMs,
        killSignal: 'SIGKILL',
        maxBuffer: 64 * 1024 * 1024,
        cwd: options.cwd,
        encoding: 'utf8',
        ...(options.signal ? { signal: options.signal } : {}),
      },
      (error, stdout, stderr) => {
        if (!error) return resolve({ stdout, stderr });
        // Aborted: not the file's fault, so not a DocumentRenderError (the job is retried).
        if (options.signal?.aborted) return reject(options.signal.reason ?? error);
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT') return reject(new DocumentRenderError(options.missing, command));
        if (error.killed) return reject(new DocumentRenderError('timedOut', command));
        const said = `${stderr}`.trim().slice(0, 300);
        if (/password/i.test(said)) return reject(new DocumentRenderError('encrypted', said));
        reject(new DocumentRenderError('unreadable', said || error.message));
      },
    );
  });
}
