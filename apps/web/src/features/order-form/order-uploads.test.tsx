import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  completeValues,
  makeOrderForm,
  orderCreated,
  pageLoad,
  priceOf,
  renderOrderFlow,
  wholeApp,
} from './order-form-fixtures';

const uploadedId = '7f1c2a4e-1b2c-4d3e-8f90-1234567890ab';
const earlierId = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

// The tus transport answers at once: this test is about what the form does with an upload.
vi.mock('@/lib/uploads/tus-uploader', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/uploads/tus-uploader')>();
  return {
    ...original,
    uploadWithTus: (
      file: File,
      { tag, onProgress }: { tag: string; onProgress(p: number): void },
    ) => {
      onProgress(50);
      return {
        abort: () => {},
        result: Promise.resolve({
          id: uploadedId,
          name: file.name,
          link: `/v1/uploads/${uploadedId}/content`,
          date: '2026-11-23T21:00:00.000000Z',
          status: 'complete',
          sizeBytes: file.size,
          tag,
        }),
      };
    },
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('order form uploads', wholeApp, () => {
  it('uploads the presentation on the files step, keeps a restored file until removed, and sends both refs', async () => {
    window.localStorage.setItem(
      'deckhand.order-form',
      JSON.stringify({
        'order-now': {
          ...completeValues,
          files: { ...completeValues.files, files: [{ uuid: earlierId, name: 'old-deck.pptx' }] },
        },
      }),
    );
    const { user, api } = renderOrderFlow('/order-now', {
      'GET /order-forms/:flowKey': { body: makeOrderForm({ stepped: false }) },
      'POST /order-forms/:flowKey/calculation': {
        body: { price: priceOf(30_000), components: [] },
      },
      'POST /orders': { status: 201, body: orderCreated() },
    });
    const files = await screen.findByRole('heading', { name: 'Your files', level: 2 }, pageLoad);
    const section = within(files.closest('section') as HTMLElement);
    expect(await section.findByText('old-deck.pptx', {}, pageLoad)).toBeInTheDocument();

    const input = files.closest('section')?.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['deck'], 'board-deck.pptx'));
    expect(await section.findByText('board-deck.pptx')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Pay with credits' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByTestId('order-number');
    expect(api.callsTo('POST /orders')[0]?.body).toMatchObject({
      values: {
        files: {
          files: [
            { uuid: earlierId, name: 'old-deck.pptx' },
            { uuid: uploadedId, name: 'board-deck.pptx' },
          ],
        },
      },
    });
  });

  it('removes a file of a restored draft from the values', async () => {
    window.localStorage.setItem(
      'deckhand.order-form',
      JSON.stringify({
        'order-now': {
          ...completeValues,
          brief: { text: '', referenceFiles: [{ uuid: earlierId, name: 'moodboard.pdf' }] },
        },
      }),
    );
    const { user, router } = renderOrderFlow('/order-now', {
      'GET /order-forms/:flowKey': { body: makeOrderForm({ stepped: false }) },
      'POST /order-forms/:flowKey/calculation': {
        body: { price: priceOf(30_000), components: [] },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove moodboard.pdf' }, pageLoad));
    expect(screen.queryByText('moodboard.pdf')).not.toBeInTheDocument();
    await router.navigate('/order-ads');
    await waitFor(() =>
      expect(
        JSON.parse(window.localStorage.getItem('deckhand.order-form') ?? '{}')['order-now'].brief,
      ).toEqual({ text: '', referenceFiles: [] }),
    );
  });
});
