// Generated product, category and swatch images (SVG), served under /media/.
export { mediaRoutes } from './routes.js';
export {
  PLACEHOLDER_IMAGE_PATH,
  PRODUCT_SHAPES,
  VIEWS,
  categoryImagePath,
  isShape,
  parseMediaPath,
  productImagePath,
  swatchImagePath,
  type MediaRequest,
  type ProductShape,
  type View,
} from './paths.js';
export { escapeXml, renderMedia } from './svg.js';
export {
  PRIVATE_PDF_FOLDER,
  isPublicPdf,
  parsePdfPath,
  pdfEtag,
  renderPdf,
  type PdfRequest,
} from './pdf.js';
