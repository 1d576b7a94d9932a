import {
  accountMessages,
  screenTexts,
  type TCountry,
  validationMessages,
} from '@deckhand/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getInitQueryOptions } from '@/lib/init/get-init';
import { fakeApi, type TFakeRoutes } from '@/test/fake-api';
import { makeInit, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';

/** The first render loads the page's code and data: generous under a busy test run. */
const pageLoad = { timeout: 15_000 };
/** Each test renders the whole app and types into it: a busy machine needs more than 5 s. */
const wholeApp = { timeout: 20000 };

const countries: TCountry[] = [
  { id: 45, name: 'Denmark', code: 'DK', dialCode: 45, hasZip: true },
  { id: 353, name: 'Ireland', code: 'IE', dialCode: 353, hasZip: false },
  { id: 1, name: 'United States', code: 'US', dialCode: 1, hasZip: true },
];

const irishUser = () =>
  makeUser({ country: { id: 353, name: 'Ireland' }, city: 'Dublin', dialCode: null, phone: null });

const saveDetails = 'PUT /users/me/details';

function renderDetails(routes: TFakeRoutes = {}) {
  const api = fakeApi({ 'GET /countries/names': { body: countries }, ...routes });
  const view = renderApp({
    route: '/my-profile/user-details',
    init: makeInit({ user: irishUser() }),
  });
  return { ...view, api };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const countryField = () => screen.findByRole('textbox', { name: 'Country' }, pageLoad);
const save = () => screen.getByRole('button', { name: 'Save changes' });

async function chooseOption(
  user: ReturnType<typeof renderApp>['user'],
  input: HTMLElement,
  option: string,
) {
  await user.click(input);
  await user.click(await screen.findByRole('option', { name: option }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('user details page', wholeApp, () => {
  it('shows the zip only for a country that has one', async () => {
    const { user } = renderDetails();
    expect(await countryField()).toHaveValue('Ireland');
    expect(screen.queryByRole('textbox', { name: 'Zip code' })).not.toBeInTheDocument();
    await chooseOption(user, await countryField(), 'Denmark');
    expect(field('Zip code')).toBeInTheDocument();
  });

  it("says 'Nothing found' when the country search matches nothing", async () => {
    const { user } = renderDetails();
    const country = await countryField();
    await user.clear(country);
    await user.type(country, 'Atlantis');
    expect(await screen.findByText(screenTexts.nothingFound)).toBeInTheDocument();
  });

  it('saves digits-only phone and a numeric dial code, then updates the current user', async () => {
    const saved = irishUser();
    const { user, api, queryClient } = renderDetails({
      [saveDetails]: () => ({
        body: {
          user: {
            ...saved,
            city: 'Copenhagen',
            zip: '2100',
            country: { id: 45, name: 'Denmark' },
            phone: '55123456',
            dialCode: 45,
          },
        },
      }),
    });
    await chooseOption(user, await countryField(), 'Denmark');
    await user.clear(field('City'));
    await user.type(field('City'), 'Copenhagen');
    await user.type(field('Zip code'), '2100');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '55 12-34 56');
    await user.click(save());

    expect(await screen.findByText(accountMessages.userDetailsSaved)).toBeInTheDocument();
    expect(api.callsTo(saveDetails)[0]?.body).toEqual({
      name: 'Ada Customer',
      company: 'Acme',
      city: 'Copenhagen',
      countryId: 45,
      zip: '2100',
      dialCode: 45,
      phone: '55123456',
    });
    const cached = queryClient.getQueryData(getInitQueryOptions().queryKey)?.user;
    expect(cached?.city).toBe('Copenhagen');
    expect(cached?.zip).toBe('2100');
  });

  it('leaves the zip out for a country without one', async () => {
    const { user, api } = renderDetails({
      [saveDetails]: { body: { user: irishUser() } },
    });
    await chooseOption(user, await countryField(), 'Denmark');
    await user.type(field('Zip code'), '2100');
    await chooseOption(user, await countryField(), 'Ireland');
    await user.click(save());
    await waitFor(() => expect(api.callsTo(saveDetails)).toHaveLength(1));
    expect(api.callsTo(saveDetails)[0]?.body).not.toHaveProperty('zip');
  });

  it('checks the fields with the contract before sending', async () => {
    const { user, api } = renderDetails();
    await countryField();
    await user.clear(field('Full name'));
    await user.type(field('Full name'), 'R2-D2');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '12');
    await user.click(save());
    expect(await screen.findByText(validationMessages.latinName)).toBeInTheDocument();
    expect(screen.getByText(validationMessages.phoneTooShort)).toBeInTheDocument();
    expect(screen.getByText(validationMessages.required)).toBeInTheDocument();
    expect(field('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(saveDetails)).toHaveLength(0);
  });

  it('puts the server’s 422 messages on the fields', async () => {
    const { user } = renderDetails({
      [saveDetails]: {
        status: 422,
        body: { status: 'error', errors: { city: ['Please use latin letters'] } },
      },
    });
    await countryField();
    await user.click(save());
    expect(await screen.findByText('Please use latin letters')).toBeInTheDocument();
    expect(field('City')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a server message for no field of the form above it, saying nothing was saved', async () => {
    const { user } = renderDetails({
      [saveDetails]: {
        status: 422,
        body: { status: 'error', errors: { email: ['The email cannot be changed here.'] } },
      },
    });
    await countryField();
    await user.click(save());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your details were not saved');
    expect(alert).toHaveTextContent('The email cannot be changed here.');
  });
});
