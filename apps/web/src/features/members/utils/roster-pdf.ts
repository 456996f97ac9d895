import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import robotoMedium from '../fonts/roboto-medium-subset.ttf?inline';
import robotoRegular from '../fonts/roboto-regular-subset.ttf?inline';
import {
  ROSTER_COLUMN_SHARES,
  ROSTER_LOGO_SIZE,
  ROSTER_PAGE_MARGIN,
  ROSTER_ROW_HEIGHT,
  type RosterDocument,
} from './roster-document';

// Decision 064: jsPDF with Roboto cut to Latin letters is a fifth of pdfmake with full Roboto, and lays 1,000 rows out
// in a fraction of the time. This module is still only loaded by a dynamic import when someone asks for the PDF
// roster (SPEC §1: produced on the client, with no call).

const FONT = 'Roboto';
// Roboto's ascent and line gap as shares of the font size (hhea: 1900 and 2400 units of 2048), to stack the heading.
const ROBOTO_ASCENT = 1900 / 2048;
const ROBOTO_LINE = 2400 / 2048;
const CELL_PADDING = { top: 3, right: 4, bottom: 2, left: 4 };
const RULE_WIDTH = 0.5;
const TEXT_COLOR = '#000000';
const MUTED_COLOR = '#495057';
const HEADER_FILL = '#e9ecef';
const STRIPE_FILL = '#f8f9fa';
const RULE_COLOR = '#ced4da';
const HEADING_GAP = 12;
const HEADING_BOTTOM = 8;
const SUMMARY_SIZE = 9;
const SUMMARY_PADDING = { vertical: 2, between: 8 };
const FOOTER_SIZE = 7;
const FOOTER_TOP = 5;

/** Roboto Regular as the normal weight and Roboto Medium as bold, the weights the roster has always printed in. */
function addRoboto(doc: jsPDF) {
  const fonts = [
    ['roboto-regular-subset.ttf', robotoRegular, 'normal'],
    ['roboto-medium-subset.ttf', robotoMedium, 'bold'],
  ] as const;
  for (const [file, dataUrl, style] of fonts) {
    doc.addFileToVFS(file, dataUrl.slice(dataUrl.indexOf(',') + 1));
    doc.addFont(file, FONT, style);
  }
}

type TextLine = { text: string; size: number; bold?: boolean; color?: string };

/** Writes lines one under another from `top`, and returns where the last one ends. */
function stackLines(doc: jsPDF, lines: TextLine[], x: number, top: number): number {
  let y = top;
  for (const { text, size, bold, color } of lines) {
    doc
      .setFont(FONT, bold ? 'bold' : 'normal')
      .setFontSize(size)
      .setTextColor(color ?? TEXT_COLOR);
    doc.text(text, x, y + size * ROBOTO_ASCENT);
    y += size * ROBOTO_LINE;
  }
  return y;
}

/** The summary's labels over their counts, at the right margin, with a rule between them; returns its bottom. */
function drawSummary(doc: jsPDF, summary: RosterDocument['summary'], top: number): number {
  doc.setFontSize(SUMMARY_SIZE);
  const widthOf = (text: string, style: 'normal' | 'bold') => doc.setFont(FONT, style).getTextWidth(text);
  const widths = summary.map(({ label, value }) => Math.max(widthOf(label, 'bold'), widthOf(String(value), 'normal')));
  const total = widths.reduce((sum, width) => sum + width, 0) + SUMMARY_PADDING.between * 2 * (widths.length - 1);
  const rowHeight = SUMMARY_SIZE * ROBOTO_LINE + SUMMARY_PADDING.vertical * 2;
  let x = doc.internal.pageSize.getWidth() - ROSTER_PAGE_MARGIN - total;
  const left = x;
  summary.forEach(({ label, value }, i) => {
    const centre = x + (widths[i] ?? 0) / 2;
    const baseline = (row: number) => top + row * rowHeight + SUMMARY_PADDING.vertical + SUMMARY_SIZE * ROBOTO_ASCENT;
    doc.setFont(FONT, 'bold').text(label, centre, baseline(0), { align: 'center' });
    doc.setFont(FONT, 'normal').text(String(value), centre, baseline(1), { align: 'center' });
    x += (widths[i] ?? 0) + SUMMARY_PADDING.between * 2;
  });
  doc
    .setDrawColor(TEXT_COLOR)
    .setLineWidth(1)
    .line(left, top + rowHeight, left + total, top + rowHeight);
  return top + rowHeight * 2;
}

/** The first page's heading: the logo, the club, the title, the date and any filter, and the summary; returns its bottom. */
function drawHeading(doc: jsPDF, roster: RosterDocument): number {
  const top = ROSTER_PAGE_MARGIN;
  let textLeft = ROSTER_PAGE_MARGIN;
  let logoBottom = top;
  if (roster.logo) {
    const { width, height } = doc.getImageProperties(roster.logo.dataUrl);
    const scale = ROSTER_LOGO_SIZE / Math.max(width, height);
    doc.addImage(roster.logo.dataUrl, roster.logo.format, textLeft, top, width * scale, height * scale);
    logoBottom = top + height * scale;
    textLeft += ROSTER_LOGO_SIZE + HEADING_GAP;
  }
  const textBottom = stackLines(
    doc,
    [
      { text: roster.clubName, size: 18, bold: true },
      { text: roster.subtitle, size: 12 },
      { text: roster.date, size: 10, color: MUTED_COLOR },
      ...(roster.filterLine ? [{ text: roster.filterLine, size: 10, bold: true }] : []),
    ],
    textLeft,
    top + 6,
  );
  const summaryBottom = drawSummary(doc, roster.summary, top + 10);
  return Math.max(logoBottom, textBottom, summaryBottom) + HEADING_BOTTOM;
}

/** Every page's footer, in the bottom margin, once the table has made all the pages and their number is known. */
function drawFooters(doc: jsPDF, roster: RosterDocument) {
  const pageCount = doc.getNumberOfPages();
  const width = doc.internal.pageSize.getWidth();
  const y = doc.internal.pageSize.getHeight() - ROSTER_PAGE_MARGIN + FOOTER_TOP + FOOTER_SIZE * ROBOTO_ASCENT;
  for (let page = 1; page <= pageCount; page += 1) {
    const [notice, club, pageNumber] = roster.footer(page, pageCount);
    doc.setPage(page).setFont(FONT, 'normal').setFontSize(FOOTER_SIZE).setTextColor(MUTED_COLOR);
    doc.text(notice, ROSTER_PAGE_MARGIN, y);
    doc.text(club, width / 2, y, { align: 'center' });
    doc.text(pageNumber, width - ROSTER_PAGE_MARGIN, y, { align: 'right' });
  }
}

/** The roster as a PDF (SPEC §9): landscape letter, the heading, the table with its heading row on every page, footers. */
export function renderPdf(roster: RosterDocument): ArrayBuffer {
  const doc = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'letter', compress: true });
  addRoboto(doc);
  // jspdf-autotable reads the font list for every cell it measures and draws, and jsPDF builds that list anew on each
  // call: a fifth of the time 1,000 rows take. No font is added after this, so the list is built once.
  const fonts = doc.getFontList();
  doc.getFontList = () => fonts;
  doc.setDocumentProperties({ title: roster.title });
  const tableWidth = doc.internal.pageSize.getWidth() - ROSTER_PAGE_MARGIN * 2;
  autoTable(doc, {
    startY: drawHeading(doc, roster),
    margin: ROSTER_PAGE_MARGIN,
    theme: 'plain',
    head: [roster.headings],
    body: roster.rows,
    showHead: 'everyPage',
    rowPageBreak: 'avoid',
    styles: {
      font: FONT,
      fontStyle: 'normal',
      fontSize: 9,
      textColor: TEXT_COLOR,
      cellPadding: CELL_PADDING,
      minCellHeight: ROSTER_ROW_HEIGHT,
      lineColor: RULE_COLOR,
      lineWidth: { bottom: RULE_WIDTH },
      overflow: 'linebreak',
      valign: 'top',
    },
    headStyles: { fontStyle: 'bold', fillColor: HEADER_FILL },
    columnStyles: Object.fromEntries(ROSTER_COLUMN_SHARES.map((share, i) => [i, { cellWidth: share * tableWidth }])),
    // The header and the second, fourth, … members' rows are shaded.
    didParseCell: ({ section, row, cell }) => {
      if (section === 'body' && row.index % 2 === 1) cell.styles.fillColor = STRIPE_FILL;
    },
  });
  drawFooters(doc, roster);
  return doc.output('arraybuffer');
}
