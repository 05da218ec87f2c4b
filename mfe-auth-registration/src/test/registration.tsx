import { screen, within } from '@testing-library/react';
import { configureApi, useAuthStore } from 'shared-contracts/client';
import { type Locale, type User } from 'shared-contracts';
import { RegistrationPage } from '../features/registration/components/RegistrationPage';
import { stubApi, type ApiStub } from './api-stub';
import { registrationServer, USER_ID, type ServerOptions } from './registration-server';
import { renderRoute } from './render';

export const API_BASE = 'http://api.test/api';

/** Signs the student in (the store the shell fills after sign-in). */
export function signIn() {
  const user: User = {
    id: USER_ID,
    name: 'Ana Souza',
    fractal_id: '1001',
    email: 'ana@example.com',
    profiles: [],
  };
  useAuthStore.setState({ user, credentials: { accessToken: 't', uid: 'ana@example.com', client: 'c' } });
}

export interface RenderOptions extends ServerOptions {
  projectId?: number;
  /** Navigation state handed over by the previous screen. */
  state?: unknown;
  path?: string;
  locale?: Locale;
}

/** Renders the registration screen of edition 5 against a stubbed registration API. */
export function renderRegistration({ projectId, state, path, locale, ...server }: RenderOptions = {}) {
  configureApi({ baseUrl: API_BASE });
  signIn();
  const api: ApiStub = stubApi(registrationServer(server));
  const pathname = path ?? '/inscricoes/5/estudante';
  const utils = renderRoute(<RegistrationPage />, {
    path: pathname.endsWith('/estudante') ? '/inscricoes/:id/estudante' : '/inscricoes/:id',
    entry: { pathname, state },
    projectId,
    locale,
  });
  return { api, ...utils };
}

/** The field of a form path ("address.zipcode"). */
export const field = (path: string) => screen.getByTestId(`field-${path}`);
export const queryField = (path: string) => screen.queryByTestId(`field-${path}`);

/** The text input or select of a field. */
export function control(path: string): HTMLInputElement & HTMLSelectElement {
  const el = field(path).querySelector('input:not([type=checkbox]), select, textarea');
  if (!el) throw new Error(`no control in field ${path}`);
  return el as HTMLInputElement & HTMLSelectElement;
}

/** The error shown under a field, or null. */
export function errorOf(path: string): string | null {
  return field(path).querySelector('[data-part="error-text"]')?.textContent ?? null;
}

/** The options a select offers (without the placeholder). */
export const optionsOf = (path: string) =>
  within(field(path))
    .getAllByRole('option')
    .map((o) => (o as HTMLOptionElement).value)
    .filter((v) => v !== '');

/** Waits for the form, after the edition, the user and the inscription have loaded. */
export const findForm = () => screen.findByTestId('registration-form', {}, { timeout: 10_000 });
