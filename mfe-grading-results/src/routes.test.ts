import remoteModule, { messages, remote, routes } from './routes';

describe('mfe_grading_results remote module', () => {
  it('registers a screen for each route id it owns', () => {
    expect(remote).toBe('mfe_grading_results');
    expect(Object.keys(routes).sort()).toEqual([
      'grading.generateResults',
      'grading.participants',
      'grading.reports',
    ]);
    expect(remoteModule).toEqual({ remote, routes, messages });
  });

  it('carries its messages in every supported locale', () => {
    expect(Object.keys(messages).sort()).toEqual(['es', 'pt-BR', 'pt-PT']);
  });
});
