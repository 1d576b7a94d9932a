import { styleTemplateMessages, type TStyleTemplate, type TUploadedFile } from '@deckhand/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { DetailedError, type HttpResponse } from 'tus-js-client';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, type TFakeApiCall } from '@/test/fake-api';
import { makeInit, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';

const pageLoad = { timeout: 15_000 };

/**
 * The upload transport: the server refuses a file named huge-*, as it refuses a cover over
 * 4096x2644 px (a 422 with its message), and takes any other.
 */
vi.mock('@/lib/uploads/tus-uploader', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/uploads/tus-uploader')>();
  let count = 0;
  const uploadWithTus: typeof original.uploadWithTus = (file) => {
    count += 1;
    const id = `10000000-0000-4000-8000-00000000000${count}`;
    const refusal = JSON.stringify({
      status: 'error',
      message: styleTemplateMessages.coverTooLarge,
    });
    const refused = new DetailedError('refused');
    refused.originalResponse = {
      getStatus: () => 422,
      getBody: () => refusal,
    } as unknown as HttpResponse;
    const result: Promise<TUploadedFile> = file.name.startsWith('huge-')
      ? Promise.reject(refused)
      : Promise.resolve({
          id,
          name: file.name,
          link: `/v1/uploads/${id}/content`,
          date: '2026-11-20T10:00:00.000000Z',
          status: 'complete',
          sizeBytes: file.size,
          tag: 'coverImage',
        });
    return { result, abort: () => undefined };
  };
  return { ...original, uploadWithTus };
});
const uuid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const noBrandSettings = { brandColours: [], rules: [] };
const template = (id: number, name: string, withCover = true): TStyleTemplate => ({
  id,
  name,
  position: id,
  templateFile: { id: uuid(id), name: `${name}.pptx`, url: `/v1/uploads/${uuid(id)}/content` },
  cover: withCover
    ? { id: uuid(id + 5), name: 'cover.png', url: `/v1/uploads/${uuid(id + 5)}/content` }
    : null,
  brandSettings: noBrandSettings,
  updatedAt: '2026-11-20T10:00:00.000Z',
});

function renderPage(templates: TStyleTemplate[], role: 'owner' | 'admin' = 'owner') {
  const init = makeInit({ user: makeUser({ customerRole: role }) });
  let current = templates;
  const api = fakeApi({
    'GET /init': { body: init },
    'GET /style-templates': () => ({ body: { templates: current } }),
    'PUT /style-templates/order': (call: TFakeApiCall) => {
      const ids = (call.body as { ids: number[] }).ids;
      current = ids.flatMap((id) => current.filter((item) => item.id === id));
      return { body: { templates: current } };
    },
    'PATCH /style-templates/:id': (call: TFakeApiCall) => {
      const body = call.body as { name: string };
      const edited = { ...(current[0] as TStyleTemplate), name: body.name };
      current = [edited, ...current.slice(1)];
      return { body: edited };
    },
    'POST /style-templates': (call: TFakeApiCall) => {
      const body = call.body as { name: string };
      const added = { ...template(3, body.name, false) };
      current = [...current, added];
      return { status: 201, body: added };
    },
    'DELETE /style-templates/:id': () => ({
      body: { type: 'success', message: styleTemplateMessages.deleted },
    }),
  });
  return { ...renderApp({ route: '/my-profile/style-templates', init }), api };
}

describe('the style templates page (§6, owners)', { timeout: 20000 }, () => {
  it('says what templates are for when the team has none', async () => {
    renderPage([]);
    expect(await screen.findByText('No style templates yet', {}, pageLoad)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a style template' })).toBeEnabled();
  });

  it('lists the templates with their covers and files, and moves one with Shift + Arrow', async () => {
    const { user, api } = renderPage([template(1, 'Brand'), template(2, 'Pitch', false)]);
    const list = await screen.findByRole('list', { name: /order the order form offers/ }, pageLoad);
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Brand, 1 of 2. Shift and arrow keys move it.',
      'Pitch, 2 of 2. Shift and arrow keys move it.',
    ]);
    expect(within(list).getByRole('link', { name: 'Brand.pptx' })).toHaveAttribute(
      'href',
      `/v1/uploads/${uuid(1)}/content`,
    );
    rows[1]?.focus();
    await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
    await waitFor(() =>
      expect(api.callsTo('PUT /style-templates/order')[0]?.body).toEqual({ ids: [2, 1] }),
    );
    // The new order shows at once.
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.getAttribute('aria-label')?.split(',')[0]),
    ).toEqual(['Pitch', 'Brand']);
  });

  it('keeps the last template: its remove button is disabled', async () => {
    renderPage([template(1, 'Brand')]);
    expect(
      await screen.findByRole('button', { name: 'Brand is the last one and stays' }, pageLoad),
    ).toBeDisabled();
  });

  it('removes a template after confirmation', async () => {
    const { user, api } = renderPage([template(1, 'Brand'), template(2, 'Pitch')]);
    await user.click(await screen.findByRole('button', { name: 'Remove Pitch' }, pageLoad));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Pitch?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.callsTo('DELETE /style-templates/:id')).toHaveLength(1));
    expect(api.callsTo('DELETE /style-templates/:id')[0]?.path).toMatch(/\/style-templates\/2$/);
  });

  it('renames a template and keeps its files', async () => {
    const { user, api } = renderPage([template(1, 'Brand')]);
    await user.click(await screen.findByRole('button', { name: 'Edit Brand' }, pageLoad));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Brand' });
    // The form (with the upload code) loads when the dialog opens.
    const name = await within(dialog).findByRole('textbox', { name: /Name/ }, pageLoad);
    await user.clear(name);
    await user.type(name, 'Brand 2027');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH /style-templates/:id')).toHaveLength(1));
    expect(api.callsTo('PATCH /style-templates/:id')[0]?.body).toEqual({
      name: 'Brand 2027',
      templateFileId: uuid(1),
      coverFileId: uuid(6),
      brandSettings: noBrandSettings,
    });
    expect(await screen.findByText(styleTemplateMessages.updated)).toBeInTheDocument();
  });

  it('sets the brand colours and rules the brand check uses', async () => {
    const brand: TStyleTemplate = {
      ...template(1, 'Brand'),
      brandSettings: { brandColours: ['#1F4E79'], rules: [{ kind: 'requireTitle' }] },
    };
    const { user, api } = renderPage([brand]);
    await user.click(await screen.findByRole('button', { name: 'Edit Brand' }, pageLoad));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Brand' });
    const section = await within(dialog).findByRole('group', { name: 'Brand colours' }, pageLoad);
    expect(within(section).getByRole('textbox', { name: 'Brand colour 1' })).toHaveValue('#1F4E79');
    expect(within(dialog).getByText(/Every delivered PowerPoint is checked/)).toBeInTheDocument();

    // A new colour row takes focus; what is typed is kept as #RRGGBB.
    await user.click(within(section).getByRole('button', { name: 'Add a colour' }));
    const second = within(section).getByRole('textbox', { name: 'Brand colour 2' });
    expect(second).toHaveFocus();
    await user.type(second, '#c00000');
    // Escape closes the colour's picker, not the dialog.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Edit Brand' })).toBeInTheDocument();
    await user.tab();
    expect(second).toHaveValue('#C00000');
    // An empty row is refused on Save, on the row, and nothing is sent.
    await user.click(within(section).getByRole('button', { name: 'Add a colour' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('Give a colour as #rrggbb.')).toBeInTheDocument();
    expect(api.callsTo('PATCH /style-templates/:id')).toHaveLength(0);
    await user.click(within(section).getByRole('button', { name: 'Remove brand colour 3' }));
    expect(within(section).getByRole('button', { name: 'Add a colour' })).toHaveFocus();

    // Rules: a switch each; the bullets start at 6 and the text size at 12.
    const rules = within(dialog).getByRole('group', { name: 'Rules' });
    within(rules)
      .getByRole('switch', { name: /Limit the bullets/ })
      .focus();
    await user.keyboard(' ');
    const bullets = within(rules).getByRole('textbox', { name: /Most bullets on a slide/ });
    expect(bullets).toHaveValue('6');
    await user.clear(bullets);
    await user.type(bullets, '8');
    await user.click(within(rules).getByRole('switch', { name: /Minimum text size/ }));
    expect(within(rules).getByRole('textbox', { name: /Smallest text/ })).toHaveValue('12');
    await user.click(within(rules).getByRole('switch', { name: /Every slide has a title/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsTo('PATCH /style-templates/:id')).toHaveLength(1));
    expect(api.callsTo('PATCH /style-templates/:id')[0]?.body).toEqual({
      name: 'Brand',
      templateFileId: uuid(1),
      coverFileId: uuid(6),
      brandSettings: {
        brandColours: ['#1F4E79', '#C00000'],
        rules: [
          { kind: 'maxBullets', limit: 8 },
          { kind: 'minTextPoints', limit: 12 },
        ],
      },
    });
  });

  it('is not shown to an admin', async () => {
    renderPage([template(1, 'Brand')], 'admin');
    expect(
      await screen.findByRole('heading', { name: 'You cannot open this page' }, pageLoad),
    ).toBeInTheDocument();
    expect(screen.getByText(/managed by the owners of your team/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a style template' })).toBeNull();
  });

  it('does not save while the chosen cover was refused (issue 30)', async () => {
    const { user, api } = renderPage([]);
    await user.click(await screen.findByRole('button', { name: 'Add a style template' }, pageLoad));
    const dialog = await screen.findByRole('dialog', { name: 'Add a style template' });
    await user.type(
      await within(dialog).findByRole('textbox', { name: /Name/ }, pageLoad),
      'Brand',
    );
    const inputs = dialog.querySelectorAll<HTMLInputElement>('input[type="file"]');
    const pptx = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
    await user.upload(
      inputs[0] as HTMLInputElement,
      new File(['pk'], 'brand.pptx', { type: pptx }),
    );
    await within(dialog).findByRole('link', { name: 'brand.pptx' });
    await user.upload(
      inputs[1] as HTMLInputElement,
      new File(['png'], 'huge-cover.png', { type: 'image/png' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The cover image must be at most 4096x2644 px.',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'This file was refused: remove it or choose another one before saving.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /style-templates')).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Add a style template' })).toBeInTheDocument();

    // Without the refused image, the template is saved without a cover, as the owner now chose.
    await user.click(within(dialog).getByRole('button', { name: 'Remove huge-cover.png' }));
    expect(within(dialog).queryByText(styleTemplateMessages.fileRefused)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST /style-templates')).toHaveLength(1));
    expect(api.callsTo('POST /style-templates')[0]?.body).toMatchObject({
      name: 'Brand',
      coverFileId: null,
    });
  });
});
