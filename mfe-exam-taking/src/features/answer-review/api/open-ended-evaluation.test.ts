import { apiRelativePath } from './open-ended-evaluation';

describe('apiRelativePath', () => {
  it('makes an API path relative to the API base, wherever the API is served', () => {
    expect(apiRelativePath('/api/open_ended_evaluations/9-4/score_details.pdf', '/api')).toBe(
      'open_ended_evaluations/9-4/score_details.pdf',
    );
    expect(apiRelativePath('/api/open_ended_evaluations/9-4/text_analysis.pdf', 'http://api.test/api')).toBe(
      'open_ended_evaluations/9-4/text_analysis.pdf',
    );
    expect(apiRelativePath('http://api.test/api/x.pdf?v=2', 'http://api.test/api/')).toBe('x.pdf?v=2');
  });

  it('gives null for a URL outside the API (never sent the auth headers)', () => {
    expect(apiRelativePath('https://storage.test/report.pdf', 'http://api.test/api')).toBeNull();
    expect(apiRelativePath('/outra/coisa.pdf', '/api')).toBeNull();
    expect(apiRelativePath('/apix/coisa.pdf', '/api')).toBeNull();
  });
});
