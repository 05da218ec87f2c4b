import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { toJsonApiErrors } from '../src/jsonapi/error-handler.js';
import { DatabaseUnreachable, isDatabaseUnreachable } from '../src/db/unreachable.js';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('which errors mean the database cannot be reached (503, not 500)', () => {
  it('connection refused or lost, the server shutting down or starting, any connection exception', () => {
    for (const error of [
      withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      withCode('ECONNRESET'),
      withCode('ETIMEDOUT'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P02', 'terminating connection because of crash of another server process'),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006', 'connection failure'),
      withCode('08001'),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('Client has encountered a connection error and is not queryable'),
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'all refused'),
      new DatabaseUnreachable('readiness check failed'),
    ])
      assert.equal(isDatabaseUnreachable(error), true, `${(error as Error).message}`);
  });

  it('not a bad statement, a constraint, bad text or a plain error', () => {
    for (const error of [
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('22021', 'invalid byte sequence'),
      withCode('42P01', 'relation does not exist'),
      withCode('40P01', 'deadlock detected'),
      new Error('something else'),
      new AggregateError([withCode('ECONNREFUSED'), new Error('other')], 'mixed'),
      undefined,
      'ECONNREFUSED',
    ])
      assert.equal(isDatabaseUnreachable(error), false, String(error));
  });

  it('maps to 503 with Retry-After and the message in the language asked for', () => {
    const { status, errors, headers } = toJsonApiErrors(withCode('57P03'), 'pt-PT');
    assert.equal(status, 503);
    assert.equal(Number(headers?.['retry-after']) > 0, true);
    assert.deepEqual(errors, [
      {
        status: '503',
        title: 'Service Unavailable',
        code: 'database.error.unavailable',
        detail:
          'O serviço está temporariamente sem acesso à base de dados. Tente novamente dentro de alguns segundos.',
      },
    ]);
  });
});
