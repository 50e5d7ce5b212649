// The PDF media path (docs/decisions/0510): /media/pdf/{folder}/{name}.pdf. Like the images, a PDF
// is drawn from its path (a one-page document titled after its name), so the files need no
// storage and every path is stable. Only two folders are public: spec-sheets/ and samples/. The
// files bought with a downloadable product live under links/ and are served only through the
// download endpoint (modules/sales/download.routes.ts), never here.
import { createHash } from 'node:crypto';

export const PUBLIC_PDF_FOLDERS = ['samples', 'spec-sheets'] as const;
export const PRIVATE_PDF_FOLDER = 'links';

/** folder/name.pdf: lower-case words joined by single hyphens, at most 120 characters. */
const PDF_PATH = /^(samples|spec-sheets|links)\/([a-z0-9]+(?:-[a-z0-9]+)*)\.pdf$/;

export interface PdfRequest {
  folder: string;
  name: string;
}

/** The folder and name of a PDF path, or null when it is not one (traversal, case, characters). */
export function parsePdfPath(path: string): PdfRequest | null {
  if (path.length > 160) return null;
  const m = PDF_PATH.exec(path);
  if (!m || (m[2] as string).length > 120) return null;
  return { folder: m[1] as string, name: m[2] as string };
}

export const isPublicPdf = (r: PdfRequest): boolean =>
  (PUBLIC_PDF_FOLDERS as readonly string[]).includes(r.folder);

const titleOf = (name: string) =>
  name
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/** A one-page PDF 1.4 document naming the file (ASCII only: names are [a-z0-9-]). */
export function renderPdf(r: PdfRequest): Buffer {
  const heading =
    r.folder === 'samples' ? 'Sample' : r.folder === 'links' ? 'Download' : 'Spec sheet';
  const text = `BT /F1 24 Tf 72 720 Td (${titleOf(r.name)}) Tj ET\nBT /F1 12 Tf 72 690 Td (Charter Contract Furniture - ${heading}) Tj ET\n`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}endstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export const pdfEtag = (body: Buffer): string =>
  `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
