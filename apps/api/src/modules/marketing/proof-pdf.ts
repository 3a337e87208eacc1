import { createRequire } from 'node:module';
import type { MarketingData } from '@club/contract';
import PDFDocument from 'pdfkit';

// The certificates' font (modules/certificates): DejaVu Sans has every club language's letters.
const require = createRequire(import.meta.url);
const REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export interface ProofLogo {
  name: string;
  mimeType: string;
  /** JPEG or PNG bytes drawn on the proof; null for the other types (named as attached). */
  raster: Buffer | null;
}

export interface ProofDocument {
  brand: string;
  productName: string;
  variantTitle: string;
  data: MarketingData;
  /** Cover images to choose from (0 when none) and the chosen one's picture, when we have it. */
  coverImages: number;
  coverPicture: Buffer | null;
  logo: ProofLogo | null;
  /** PNG of the QR code of `data.link`, when there is a link. */
  qrCode: Buffer | null;
}

const INK = '#1b1f24';
const MUTED = '#4d5661';
const ACCENT = '#0b4f8a';

/**
 * The print proof of a marketing product, from its form: what the print shop will set, on one A4 page
 * (a second when the texts run long): the product, the cover choice (the chosen position marked among all),
 * the logo, the person and company, the contacts, the descriptions, the services and the link's QR code.
 */
export function renderProofPdf(doc: ProofDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const company = doc.data.companyName ?? '';
    const pdf = new PDFDocument({
      size: 'A4',
      margin: 48,
      info: {
        Title: `${doc.productName} — ${company}`.trim(),
        Author: `${doc.brand} Installer Club`,
        Subject: 'Print proof',
      },
    });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.registerFont('regular', REGULAR);
    pdf.registerFont('bold', BOLD);
    const left = pdf.page.margins.left;
    const width = pdf.page.width - left - pdf.page.margins.right;

    pdf.font('bold').fontSize(10).fillColor(ACCENT).text(`${doc.brand} Installer Club — print proof`);
    pdf.moveDown(0.3).font('bold').fontSize(20).fillColor(INK).text(doc.productName);
    if (doc.variantTitle) pdf.font('regular').fontSize(11).fillColor(MUTED).text(doc.variantTitle);
    pdf.moveDown(0.8);

    if (doc.coverImages > 0) drawCover(pdf, doc, left, width);

    const top = pdf.y;
    if (doc.qrCode) pdf.image(doc.qrCode, left + width - 110, top, { width: 110 });
    const textWidth = doc.qrCode ? width - 130 : width;
    if (doc.logo?.raster) {
      try {
        pdf.image(doc.logo.raster, left, top, { fit: [160, 80] });
        pdf.y = top + 90;
      } catch {
        // a picture pdfkit cannot draw (an unusual PNG) is named like a vector logo
        section(pdf, 'Logo', `${doc.logo.name} (attached)`, left, textWidth);
      }
    } else if (doc.logo) {
      section(pdf, 'Logo', `${doc.logo.name} — ${doc.logo.mimeType}, attached to the order`, left, textWidth);
    }
    if (doc.data.brandLogo !== undefined) {
      section(pdf, `${doc.brand} logo`, doc.data.brandLogo ? 'Printed' : 'Not printed', left, textWidth);
    }

    const person = [doc.data.name, doc.data.surname].filter(Boolean).join(' ');
    if (person) section(pdf, 'Name', person, left, textWidth);
    if (company) section(pdf, 'Company', company, left, textWidth);
    const address = [doc.data.address?.line1, doc.data.address?.line2, doc.data.address?.line3]
      .filter(Boolean)
      .join('\n');
    if (address) section(pdf, 'Address', address, left, textWidth);
    if (doc.data.phone) section(pdf, 'Phone', doc.data.phone, left, textWidth);
    if (doc.data.email) section(pdf, 'E-mail', doc.data.email, left, textWidth);
    if (doc.data.link) section(pdf, 'Link', doc.data.link, left, textWidth);
    if (doc.data.shortDescription) {
      section(pdf, 'Short description', doc.data.shortDescription, left, width);
    }
    if (doc.data.longDescription) section(pdf, 'Long description', doc.data.longDescription, left, width);
    if (doc.data.services?.length) {
      section(pdf, 'Services', doc.data.services.map((s) => `•  ${s.text}`).join('\n'), left, width);
    }
    pdf.end();
  });
}

function section(pdf: PDFKit.PDFDocument, label: string, value: string, x: number, width: number) {
  pdf.font('bold').fontSize(9).fillColor(MUTED).text(label.toUpperCase(), x, undefined, { width });
  pdf.font('regular').fontSize(12).fillColor(INK).text(value, x, undefined, { width });
  pdf.moveDown(0.6);
}

/** The cover positions as numbered boxes, the chosen one filled (with its picture when we have it). */
function drawCover(pdf: PDFKit.PDFDocument, doc: ProofDocument, x: number, width: number) {
  const chosen = doc.data.selectedImagePosition ?? 0;
  pdf.font('bold').fontSize(9).fillColor(MUTED).text('COVER IMAGE', x, undefined, { width });
  pdf.moveDown(0.3);
  const gap = 8;
  const box = Math.min(64, (width - gap * (doc.coverImages - 1)) / doc.coverImages);
  const top = pdf.y;
  for (let position = 1; position <= doc.coverImages; position += 1) {
    const left = x + (position - 1) * (box + gap);
    const isChosen = position === chosen;
    if (isChosen && doc.coverPicture) {
      try {
        pdf.image(doc.coverPicture, left, top, { fit: [box, box], align: 'center', valign: 'center' });
      } catch {
        pdf.rect(left, top, box, box).fill(ACCENT);
      }
    } else if (isChosen) {
      pdf.rect(left, top, box, box).fill(ACCENT);
    }
    pdf
      .lineWidth(isChosen ? 3 : 1)
      .strokeColor(isChosen ? ACCENT : MUTED)
      .rect(left, top, box, box)
      .stroke();
    pdf
      .font('bold')
      .fontSize(12)
      .fillColor(isChosen && !doc.coverPicture ? '#ffffff' : INK)
      .text(String(position), left, top + box / 2 - 7, { width: box, align: 'center' });
  }
  pdf.y = top + box + 6;
  pdf
    .font('regular')
    .fontSize(11)
    .fillColor(INK)
    .text(chosen ? `Chosen: ${chosen} of ${doc.coverImages}` : 'Not chosen', x, undefined, { width });
  pdf.moveDown(0.8);
}
