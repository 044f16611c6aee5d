import { requestLogLevel } from './request-log';

describe('requestLogLevel', () => {
  it('writes API calls at info, whatever their answer below 500', () => {
    expect(requestLogLevel('/api/articles?page=2', 200)).toBe('info');
    expect(requestLogLevel('/api/auth/login', 401)).toBe('info');
    expect(requestLogLevel('/api', 404)).toBe('info');
  });

  it('keeps the site’s pages, files and health checks for debug', () => {
    for (const url of ['/assets/index-3f2a.js', '/favicon.svg', '/articles/17', '/', '/health', '/apis-of-the-world'])
      expect(requestLogLevel(url, 200)).toBe('debug');
  });

  it('makes every server failure an error, a page’s as much as an API call’s', () => {
    expect(requestLogLevel('/api/articles', 503)).toBe('error');
    expect(requestLogLevel('/articles/17', 500)).toBe('error');
    expect(requestLogLevel('/api/articles', 200, new Error('socket hang up'))).toBe('error');
  });
});
