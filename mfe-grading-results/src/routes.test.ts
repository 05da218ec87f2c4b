import remoteModule, { messages, remote, routes } from './routes';

describe('mfe_grading_results remote module', () => {
  it('registers no screen yet, so the shell answers its routes with Not Found', () => {
    expect(remote).toBe('mfe_grading_results');
    expect(routes).toEqual({});
    expect(remoteModule).toEqual({ remote, routes, messages });
  });

  it('carries its messages in every supported locale', () => {
    expect(Object.keys(messages).sort()).toEqual(['es', 'pt-BR', 'pt-PT']);
  });
});
