import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

// DejaVu Sans covers the Latin, Cyrillic and Turkish letters of every club language; the font file comes
// with the npm package, so a clean machine renders the same PDF.
const require = createRequire(import.meta.url);
const REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export interface CertificateDocument {
  brand: string;
  company: string;
  city: string;
  certificate: string;
  description: string;
  awardedOn: string;
  expiresOn: string;
  /** Printed under the title; the award's id, so a copy can be checked with the club. */
  reference: string;
}

const day = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/** An A4 landscape certificate: the brand, the company, the certificate and its validity. */
export function renderCertificatePdf(doc: CertificateDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({
      size: 'A4',
      layout: 'landscape',
      margin: 56,
      info: {
        Title: `${doc.certificate} — ${doc.company}`,
        Author: `${doc.brand} Installer Club`,
        Subject: doc.certificate,
      },
    });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.registerFont('regular', REGULAR);
    pdf.registerFont('bold', BOLD);

    const { width, height } = pdf.page;
    pdf
      .lineWidth(3)
      .strokeColor('#0b4f8a')
      .rect(28, 28, width - 56, height - 56)
      .stroke();
    pdf
      .lineWidth(1)
      .rect(36, 36, width - 72, height - 72)
      .stroke();

    pdf
      .font('bold')
      .fontSize(14)
      .fillColor('#0b4f8a')
      .text(`${doc.brand} Installer Club`, 56, 80, { align: 'center' });
    pdf
      .moveDown(1.2)
      .font('regular')
      .fontSize(16)
      .fillColor('#4d5661')
      .text('Certificate', { align: 'center' });
    pdf
      .moveDown(0.4)
      .font('bold')
      .fontSize(34)
      .fillColor('#1b1f24')
      .text(doc.certificate, { align: 'center' });
    pdf.moveDown(1).font('regular').fontSize(14).fillColor('#4d5661').text('awarded to', { align: 'center' });
    pdf.moveDown(0.4).font('bold').fontSize(26).fillColor('#1b1f24').text(doc.company, { align: 'center' });
    if (doc.city) pdf.font('regular').fontSize(13).fillColor('#4d5661').text(doc.city, { align: 'center' });
    pdf
      .moveDown(1)
      .font('regular')
      .fontSize(13)
      .fillColor('#1b1f24')
      .text(doc.description, 120, undefined, {
        align: 'center',
        width: width - 240,
      });
    pdf
      .moveDown(1.5)
      .font('bold')
      .fontSize(13)
      .text(`Valid from ${day(doc.awardedOn)} until ${day(doc.expiresOn)}`, 56, undefined, {
        align: 'center',
        width: width - 112,
      });
    pdf
      .font('regular')
      .fontSize(9)
      .fillColor('#4d5661')
      .text(`Reference ${doc.reference}`, 56, height - 80, {
        align: 'center',
        width: width - 112,
      });
    pdf.end();
  });
}
