import { spawn } from 'node:child_process';
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

/** What a program may write (characters of stdout and stderr together) before it is stopped. */
const maxOutputLength = 64 * 1024 * 1024;

export interface RunResult {
  stdout: string;
  stderr: string;
}

/**
 * Runs one program without a shell (arguments are never parsed), with a timeout that kills it.
 * A missing program rejects with `missing`, a timeout with `timedOut`, any other failure with
 * `unreadable` carrying the program's own words (for the log and the job's last error); an
 * aborted `signal` kills it and rejects with the signal's reason.
 *
 * The program runs in a process group of its own, and a timeout or an abort kills the whole
 * group: `soffice` is a script that starts oosplash, which starts soffice.bin, so killing the
 * program alone left soffice.bin running (a timeout) or oosplash waiting on a dead soffice.bin
 * (an instance stopped with its process group while it rendered).
 */
export function runTool(
  command: string,
  args: readonly string[],
  options: { timeoutMs: number; missing: DocumentFailure; cwd?: string; signal?: AbortSignal },
): Promise<RunResult> {
  const { signal } = options;
  return new Promise((resolve, reject) => {
    // execFile passes no `detached` to spawn: the group is made here.
    const child = spawn(command, args, {
      cwd: options.cwd,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = { stdout: '', stderr: '', length: 0 };
    let timedOut = false;
    let tooLong = false;
    const killGroup = () => {
      if (child.pid === undefined) return;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // the group has already ended
      }
    };
    // Decoded as UTF-8 across chunks (pdftotext's words may be split between two).
    const collect = (stream: 'stdout' | 'stderr') => (chunk: string) => {
      output.length += chunk.length;
      if (output.length > maxOutputLength) {
        tooLong = true;
        killGroup();
        return;
      }
      output[stream] += chunk;
    };
    child.stdout.setEncoding('utf8').on('data', collect('stdout'));
    child.stderr.setEncoding('utf8').on('data', collect('stderr'));
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
    }, options.timeoutMs);
    const settle = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', killGroup);
    };
    if (signal?.aborted) killGroup();
    else signal?.addEventListener('abort', killGroup, { once: true });
    child.once('error', (error: NodeJS.ErrnoException) => {
      settle();
      if (signal?.aborted) return reject(signal.reason ?? error);
      if (error.code === 'ENOENT') return reject(new DocumentRenderError(options.missing, command));
      reject(new DocumentRenderError('unreadable', error.message));
    });
    child.once('close', (code, killedBy) => {
      settle();
      const { stdout, stderr } = output;
      if (code === 0) return resolve({ stdout, stderr });
      // Aborted: not the file's fault, so not a DocumentRenderError (the job is retried).
      if (signal?.aborted) return reject(signal.reason ?? new Error(`${command} was stopped`));
      if (timedOut) return reject(new DocumentRenderError('timedOut', command));
      const said = stderr.trim().slice(0, 300);
      if (/password/i.test(said)) return reject(new DocumentRenderError('encrypted', said));
      const ended = tooLong
        ? `${command} wrote more than ${maxOutputLength} characters`
        : `${command} ended with ${killedBy ?? `code ${code}`}`;
      reject(new DocumentRenderError('unreadable', said || ended));
    });
  });
}
