import { describe, expect, it } from 'vitest';
import { downloadEndpoint, parseDownloadUids } from './downloads';

describe('parseDownloadUids', () => {
  it('reads the order item and link ids from their uids', () => {
    expect(parseDownloadUids(btoa('7'), btoa('downloadable/3'))).toEqual({ item: 7, link: 3 });
  });

  it('refuses anything else', () => {
    for (const [item, link] of [
      [btoa('7'), btoa('3')],
      [btoa('0'), btoa('downloadable/3')],
      [btoa('x'), btoa('downloadable/3')],
      [btoa('7'), btoa('downloadable/../3')],
      [btoa('7'), btoa('downloadable/12345678901')],
      ['not base64!', btoa('downloadable/3')],
      [btoa('7'.repeat(60)), btoa('downloadable/3')],
    ])
      expect(parseDownloadUids(item!, link!), `${item} ${link}`).toBeNull();
  });

  it('asks the endpoint next to the GraphQL endpoint', () => {
    expect(downloadEndpoint({ item: 7, link: 3 }, 'http://api.example:4000/graphql')).toBe(
      'http://api.example:4000/downloadable/download/link/7/3',
    );
  });
});
