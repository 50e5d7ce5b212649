import { describe, expect, it } from 'vitest';
import type { ProductDetailFragment } from '@/lib/commerce/generated/graphql';
import { toDownloads } from './download-adapter';

const product = (extra: Record<string, unknown>) =>
  ({ __typename: 'DownloadableProduct', ...extra }) as unknown as ProductDetailFragment;

describe('toDownloads', () => {
  it('lists links and samples by sort order, keeping only http(s) sample URLs', () => {
    expect(
      toDownloads(
        product({
          downloadable_product_links: [
            { uid: 'b', title: 'CAD blocks', sort_order: 2, sample_url: null },
            {
              uid: 'a',
              title: 'Revit families',
              sort_order: 1,
              sample_url: 'https://api.example/media/pdf/samples/revit.pdf',
            },
            { uid: 'c', title: 'Odd', sort_order: 3, sample_url: 'javascript:alert(1)' },
            null,
          ],
          downloadable_product_samples: [
            {
              title: 'Finish book',
              sort_order: 1,
              sample_url: 'https://api.example/media/pdf/samples/book.pdf',
            },
            { title: 'Bad', sort_order: 2, sample_url: 'data:application/pdf;base64,AAAA' },
          ],
        }),
      ),
    ).toEqual({
      links: [
        { title: 'Revit families', sampleUrl: 'https://api.example/media/pdf/samples/revit.pdf' },
        { title: 'CAD blocks', sampleUrl: null },
        { title: 'Odd', sampleUrl: null },
      ],
      samples: [{ title: 'Finish book', url: 'https://api.example/media/pdf/samples/book.pdf' }],
    });
  });

  it('is null for other product types', () => {
    expect(toDownloads({ __typename: 'SimpleProduct' } as ProductDetailFragment)).toBeNull();
  });
});
