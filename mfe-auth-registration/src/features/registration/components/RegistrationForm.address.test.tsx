import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiStub } from '../../../test/api-stub';
import { control, field, findForm, renderRegistration, type RenderOptions } from '../../../test/registration';
import { clearToasts } from '../../../test/render';

jest.setTimeout(30_000);

let api: ApiStub | undefined;
afterEach(() => {
  api?.restore();
  clearToasts();
});

async function open(options: RenderOptions = {}) {
  const r = renderRegistration(options);
  api = r.api;
  await findForm();
  fireEvent.change(control('category'), { target: { value: 'regular' } });
  return r;
}

const type = (path: string, value: string) => fireEvent.change(control(path), { target: { value } });
const comboboxValue = (path: string) => (within(field(path)).getByRole('combobox') as HTMLInputElement).value;
const warning = () => screen.queryByTestId('cep-warning');

describe('RegistrationForm: address and CEP lookup', () => {
  it('looks an 8-digit CEP up and fills street, neighborhood, state and city, all still editable', async () => {
    await open();
    type('address.zipcode', '0131010');
    expect(control('address.zipcode')).toHaveValue('01310-10');
    expect(api!.calls.some((c) => c.path.startsWith('/postal_codes'))).toBe(false);

    type('address.zipcode', '01310100');
    expect(control('address.zipcode')).toHaveValue('01310-100');
    await waitFor(() => expect(control('address.street')).toHaveValue('Avenida Paulista'));
    expect(api!.calls.filter((c) => c.path === '/postal_codes/01310100')).toHaveLength(1);
    expect(control('address.neighborhood')).toHaveValue('Bela Vista');
    await waitFor(() => expect(comboboxValue('state_id')).toBe('São Paulo'));
    expect(comboboxValue('city_id')).toBe('São Paulo');
    expect(warning()).not.toBeInTheDocument();

    type('address.street', 'Alameda Santos');
    type('address.number', '45');
    type('address.complement', 'Apto 3');
    expect(control('address.street')).toHaveValue('Alameda Santos');
    expect(control('address.number')).toHaveValue('45');
    expect(control('address.complement')).toHaveValue('Apto 3');
  });

  it("warns 'CEP não encontrado' for an unknown CEP and leaves the fields to be filled by hand", async () => {
    await open();
    type('address.street', 'Rua A');
    type('address.zipcode', '99999999');
    await waitFor(() => expect(warning()).toHaveTextContent('CEP não encontrado'));
    expect(control('address.street')).toHaveValue('Rua A');
    type('address.neighborhood', 'Centro');
    expect(control('address.neighborhood')).toHaveValue('Centro');
    expect(control('address.street')).not.toBeDisabled();

    type('address.zipcode', '9999999');
    await waitFor(() => expect(warning()).not.toBeInTheDocument());
  });

  it('warns that the data must be filled by hand when the lookup fails', async () => {
    await open({
      postalCode: () => ({
        status: 502,
        body: { errors: [{ status: '502', code: 'registration.error.cepLookupFailed' }] },
      }),
    });
    type('address.zipcode', '01310100');
    await waitFor(
      () =>
        expect(warning()).toHaveTextContent('Erro ao carregar dados por CEP, favor preencher manualmente'),
      { timeout: 10_000 },
    );
    expect(control('address.street')).toHaveValue('');
  });
});
