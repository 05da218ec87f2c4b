import * as v from 'valibot';
import { REGISTRATION_MESSAGE_IDS as M } from './messages';
import { supportMessageSchema } from './support-schema';
import { fieldErrors } from './test-helpers';

describe('supportMessageSchema', () => {
  it('accepts a subject and a message, trimmed', () =>
    expect(v.parse(supportMessageSchema, { subject: ' Login ', message: 'Não consigo entrar.\n' })).toEqual({
      subject: 'Login',
      message: 'Não consigo entrar.',
    }));

  it('requires both, blank counting as empty', () => {
    expect(fieldErrors(supportMessageSchema, { subject: '  ', message: '\n\t' })).toEqual({
      subject: [M.required],
      message: [M.required],
    });
    expect(fieldErrors(supportMessageSchema, {})).toEqual({ subject: [M.required], message: [M.required] });
  });
});
