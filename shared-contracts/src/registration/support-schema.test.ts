import * as v from 'valibot';
import { REGISTRATION_MESSAGE_IDS as M } from './messages';
import { supportMessageSchema } from './support-schema';
import { fieldErrors } from '../testing/schema-helpers';

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

  it('limits the subject to 200 and the message to 5000 characters', () => {
    expect(
      fieldErrors(supportMessageSchema, { subject: 'x'.repeat(201), message: 'y'.repeat(5001) }),
    ).toEqual({
      subject: [M.maxLength200],
      message: [M.maxLength5000],
    });
    expect(
      v.parse(supportMessageSchema, { subject: 'x'.repeat(200), message: 'y'.repeat(5000) }).message,
    ).toHaveLength(5000);
  });
});
