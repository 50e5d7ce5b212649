import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createLocalSource } from './local';
import { localDocuments } from './local-documents';
import { createContentProvider } from './provider';
import { toGallery, toSpecSheets, toWhereToBuy } from './resources';

const publicDir = new URL('../../public/', import.meta.url);

describe('where-to-buy documents', () => {
  it('groups dealers by region in document order and keeps only safe contact links', () => {
    const data = toWhereToBuy({
      title: 'Where to buy',
      dealers: [
        { region: 'West', name: 'A', address: 'Line 1\n\nLine 2', website: 'https://a.example' },
        { region: 'East', name: 'B', email: 'not an email', website: 'javascript:alert(1)' },
        { region: 'West', name: 'C', email: 'c@c.example', phone: '+1 555' },
        { region: 'West' },
        null,
      ],
    });
    expect(data?.regions.map((r) => [r.region, r.dealers.map((d) => d.name)])).toEqual([
      ['West', ['A', 'C']],
      ['East', ['B']],
    ]);
    const [a, c] = data!.regions[0]!.dealers;
    expect(a).toMatchObject({ address: ['Line 1', 'Line 2'], website: 'https://a.example' });
    expect(c).toMatchObject({ email: 'c@c.example', phone: '+1 555', website: null });
    expect(data!.regions[1]!.dealers[0]).toMatchObject({ email: null, website: null });
    expect(toWhereToBuy({ dealers: [] })).toBeNull();
  });
});

describe('gallery documents', () => {
  it('keeps images with dimensions and resolves their links', () => {
    const image = { url: '/content/a.svg', alt: 'A', dimensions: { width: 2, height: 1 } };
    const data = toGallery({
      title: 'Gallery',
      items: [
        {
          image,
          caption: 'Harbor',
          link: { link_type: 'Document', type: 'project_post', uid: 'h' },
        },
        { image: { url: '/content/b.svg' }, caption: 'No size' },
        { image, link: 'javascript:alert(1)' },
      ],
    });
    expect(data?.items).toEqual([
      { image, caption: 'Harbor', href: '/projects/h' },
      { image, caption: null, href: null },
    ]);
  });
});

describe('spec-sheet documents', () => {
  it('groups files by category with their format and size', () => {
    const data = toSpecSheets({
      title: 'Spec sheets',
      files: [
        { category: 'Seating', label: 'Chair', file: '/downloads/chair.pdf', size: '1 MB' },
        { category: 'Seating', label: 'CAD', file: 'https://cdn.example/c.dwg?x=1', format: 'dwg' },
        { label: 'Bad', file: 'javascript:alert(1)' },
        { label: 'No file' },
        { category: 'Care', label: 'Guide', file: { link_type: 'Media', url: '/downloads/g.pdf' } },
      ],
    });
    expect(data?.groups).toEqual([
      {
        heading: 'Seating',
        files: [
          { label: 'Chair', href: '/downloads/chair.pdf', format: 'PDF', size: '1 MB' },
          { label: 'CAD', href: 'https://cdn.example/c.dwg?x=1', format: 'DWG', size: null },
        ],
      },
      {
        heading: 'Care',
        files: [{ label: 'Guide', href: '/downloads/g.pdf', format: 'PDF', size: null }],
      },
    ]);
  });
});

describe('local resource documents', () => {
  const provider = createContentProvider(createLocalSource(localDocuments));

  it('every local spec sheet is a PDF shipped in public/downloads', async () => {
    const data = toSpecSheets((await provider.getSingle('download_scheme_specs'))?.data);
    const files = data!.groups.flatMap((g) => g.files);
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const f of files) {
      expect(f.href).toMatch(/^\/downloads\/[a-z0-9-]+\.pdf$/);
      expect(existsSync(new URL(`.${f.href}`, publicDir)), f.href).toBe(true);
    }
  });

  it('the demo dealers and gallery are complete', async () => {
    const dealers = toWhereToBuy((await provider.getSingle('where-to-buy'))?.data);
    expect(dealers?.regions.map((r) => r.region)).toEqual(['Northeast', 'Midwest', 'Southeast']);
    const gallery = toGallery((await provider.getSingle('gallery'))?.data);
    expect(gallery?.items[0]).toMatchObject({ href: '/projects/harbor-hotel-lobby' });
    expect(gallery?.items).toHaveLength(5);
  });
});
