import pdfMake from 'pdfmake/build/pdfmake';
import vfs from 'pdfmake/build/vfs_fonts';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

// pdfmake and its embedded Roboto fonts weigh about 3 MB, so this module is only loaded by a dynamic import when
// someone asks for the PDF roster (SPEC §1: produced on the client, with no call).
pdfMake.addVirtualFileSystem(vfs);

export function renderPdf(definition: TDocumentDefinitions): Promise<Blob> {
  return pdfMake.createPdf(definition).getBlob();
}
