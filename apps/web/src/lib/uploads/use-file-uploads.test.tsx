import { errorMessages, type TUploadedFile } from '@deckhand/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { FileUploadList } from './file-upload-list';
import type { TFileUploader } from './tus-uploader';
import { UploadAbortedError } from './tus-uploader';
import { useFileUploads } from './use-file-uploads';

type TDriven = {
  progress(percent: number): void;
  succeed(result: Partial<TUploadedFile>): void;
  fail(error: unknown): void;
  aborted: boolean;
};

/** A fake transport the test drives: progress, success, failure, abort. */
function createFakeUploader() {
  const started: TDriven[] = [];
  const uploader: TFileUploader = (file, { onProgress }) => {
    let resolve!: (value: TUploadedFile) => void;
    let reject!: (error: unknown) => void;
    const result = new Promise<TUploadedFile>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    const driven: TDriven = {
      aborted: false,
      progress: onProgress,
      succeed: (partial) =>
        resolve({
          id: crypto.randomUUID(),
          name: file.name,
          link: '/x',
          date: '2026-01-01T00:00:00Z',
          status: 'complete',
          sizeBytes: file.size,
          tag: 'orderFiles',
          ...partial,
        }),
      fail: reject,
    };
    started.push(driven);
    return {
      result,
      abort() {
        driven.aborted = true;
        reject(new UploadAbortedError());
      },
    };
  };
  return { uploader, started };
}

function Harness({
  uploader,
  remover,
}: {
  uploader: TFileUploader;
  remover(id: string): Promise<void>;
}) {
  const uploads = useFileUploads({ tag: 'orderFiles', uploader, remover });
  return (
    <>
      <FileUploadList
        tag="orderFiles"
        files={uploads.files}
        onUpload={uploads.upload}
        onAbort={uploads.abort}
        onRemove={(key) => void uploads.remove(key)}
      />
      <output>{uploads.uploadedIds.join(',')}</output>
    </>
  );
}

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

async function drop(files: File[]) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, files, { applyAccept: false });
}

describe('file uploads', () => {
  it('show progress, finish at 100 with the id, and drop errored entries on a success', async () => {
    const fake = createFakeUploader();
    renderWithProviders(<Harness uploader={fake.uploader} remover={vi.fn()} />);
    await drop([pdf('broken.pdf'), pdf('deck.pdf')]);
    await waitFor(() => expect(fake.started).toHaveLength(2));
    act(() => fake.started[0]?.fail(new Error('network')));
    expect(await screen.findByRole('alert')).toHaveTextContent(errorMessages.uploadFailed);
    act(() => fake.started[1]?.progress(40));
    expect(screen.getByRole('progressbar', { name: 'deck.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    act(() => fake.started[1]?.succeed({ id: '11111111-1111-4111-8111-111111111111' }));
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'deck.pdf' })).toHaveAttribute(
        'aria-valuenow',
        '100',
      ),
    );
    expect(screen.queryByText('broken.pdf')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('11111111-1111-4111-8111-111111111111');
  });

  it("abort shows 'Aborted'; remove deletes the server's upload; other types are dropped", async () => {
    const fake = createFakeUploader();
    const remover = vi.fn(async () => undefined);
    renderWithProviders(<Harness uploader={fake.uploader} remover={remover} />);
    await drop([new File(['MZ'], 'setup.exe'), pdf('a.pdf')]);
    await waitFor(() => expect(fake.started).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Abort a.pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(errorMessages.uploadAborted);
    expect(fake.started[0]?.aborted).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect(screen.queryByText('a.pdf')).toBeNull();

    await drop([pdf('b.pdf')]);
    await waitFor(() => expect(fake.started).toHaveLength(2));
    act(() => fake.started[1]?.succeed({ id: '22222222-2222-4222-8222-222222222222' }));
    const list = await screen.findByRole('list');
    await userEvent.click(within(list).getByRole('button', { name: 'Remove b.pdf' }));
    expect(remover).toHaveBeenCalledWith('22222222-2222-4222-8222-222222222222');
  });

  it('says an empty file is empty, without sending it (issue 30)', async () => {
    const fake = createFakeUploader();
    renderWithProviders(<Harness uploader={fake.uploader} remover={vi.fn()} />);
    await drop([new File([], 'empty.pdf', { type: 'application/pdf' })]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file is empty. Please upload a file with content.',
    );
    expect(fake.started).toHaveLength(0);
    // Removing it clears the entry; a file with content goes on as usual.
    await userEvent.click(screen.getByRole('button', { name: 'Remove empty.pdf' }));
    expect(screen.queryByText('empty.pdf')).toBeNull();
    await drop([pdf('deck.pdf')]);
    await waitFor(() => expect(fake.started).toHaveLength(1));
  });
});
