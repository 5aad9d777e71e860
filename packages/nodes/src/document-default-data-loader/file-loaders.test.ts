/**
 * The PDF, Word and EPUB loaders on files built here. Their outputs through the nodes are checked
 * against n8n's recordings in `test/ai-cases/document*`; these cover what those cannot: an EPUB
 * (n8n names its temporary file as the source, so no two runs agree), a PDF with XMP metadata,
 * the temporary file being removed, and files that are not what their MIME type says.
 */
import { existsSync } from 'node:fs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { docxLoader, epubLoader, pdfLoader } from './file-loaders.js';

/** A one-page PDF with an XMP metadata stream. */
function pdfWithXmp(): Blob {
  const xmp =
    '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title><rdf:Alt><rdf:li xml:lang="x-default">Warp and weft</rdf:li></rdf:Alt></dc:title></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>';
  const text = 'BT /F1 12 Tf 40 100 Td (Shed, pick, beat.) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R /Metadata 5 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 6 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    `<< /Type /Metadata /Subtype /XML /Length ${xmp.length} >>\nstream\n${xmp}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Blob([new Uint8Array(Buffer.from(out, 'latin1'))], { type: 'application/pdf' });
}

/** An EPUB of two chapters (and a cover page the spine lists without a title). */
async function epub(): Promise<Blob> {
  const zip = new JSZip();
  zip.file('mimetype', 'application/epub+zip', { compression: 'STORE' });
  zip.file(
    'META-INF/container.xml',
    '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>',
  );
  zip.file(
    'OEBPS/content.opf',
    '<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="2.0" unique-identifier="id"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Looms</dc:title><dc:identifier id="id">weft-test</dc:identifier></metadata>' +
      '<manifest><item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/><item id="c1" href="c1.xhtml" media-type="application/xhtml+xml"/><item id="c2" href="c2.xhtml" media-type="application/xhtml+xml"/></manifest>' +
      '<spine toc="ncx"><itemref idref="c1"/><itemref idref="c2"/></spine></package>',
  );
  zip.file(
    'OEBPS/toc.ncx',
    '<?xml version="1.0"?><ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1"><head/><docTitle><text>Looms</text></docTitle><navMap>' +
      '<navPoint id="p1" playOrder="1"><navLabel><text>The warp</text></navLabel><content src="c1.xhtml"/></navPoint>' +
      '<navPoint id="p2" playOrder="2"><navLabel><text>The weft</text></navLabel><content src="c2.xhtml"/></navPoint></navMap></ncx>',
  );
  const page = (title: string, body: string) =>
    `<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>${title}</title></head><body><h1>${title}</h1><p>${body}</p></body></html>`;
  zip.file('OEBPS/c1.xhtml', page('The warp', 'Threads held <b>lengthwise</b>.'));
  zip.file('OEBPS/c2.xhtml', page('The weft', 'Threads that cross.'));
  return new Blob([new Uint8Array(await zip.generateAsync({ type: 'uint8array' }))], { type: 'application/epub+zip' });
}

describe('document file loaders', () => {
  it('reads an EPUB chapter by chapter as text, and removes its temporary file', async () => {
    const docs = await epubLoader(await epub()).load();
    expect(docs.map((d) => d.pageContent)).toEqual([
      'THE WARP\n\nThreads held lengthwise.',
      'THE WEFT\n\nThreads that cross.',
    ]);
    expect(docs.map((d) => d.metadata.chapter)).toEqual(['The warp', 'The weft']);
    const source = docs[0]!.metadata.source as string;
    expect(source).toMatch(/epub-loader-/);
    expect(existsSync(source)).toBe(false);
  });

  it("keeps a PDF's XMP metadata as plain data, as n8n's run data shows it", async () => {
    const [doc] = await pdfLoader(pdfWithXmp(), true).load();
    expect(doc!.pageContent).toBe('Shed, pick, beat.');
    const pdf = doc!.metadata.pdf as { metadata: { _metadata: Record<string, string> }; totalPages: number };
    expect(pdf.totalPages).toBe(1);
    expect(pdf.metadata._metadata['dc:title']).toBe('Warp and weft');
    expect(JSON.parse(JSON.stringify(doc!.metadata))).toEqual(doc!.metadata);
  });

  it('fails with a reason on a file that is not what its MIME type says', async () => {
    const notPdf = new Blob([Buffer.from('hello')], { type: 'application/pdf' });
    await expect(pdfLoader(notPdf, false).load()).rejects.toThrow(/PDF/i);
    const notDocx = new Blob([Buffer.from('hello')], { type: 'application/msword' });
    await expect(docxLoader(notDocx).load()).rejects.toThrow();
    const notEpub = new Blob([Buffer.from('hello')], { type: 'application/epub+zip' });
    await expect(epubLoader(notEpub).load()).rejects.toThrow();
  });

  it('gives no document for an empty Word file', async () => {
    const zip = new JSZip();
    zip.file(
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/></Types>',
    );
    zip.file(
      '_rels/.rels',
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="r1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    );
    zip.file(
      'word/document.xml',
      '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
    );
    const blob = new Blob([new Uint8Array(await zip.generateAsync({ type: 'uint8array' }))], {
      type: 'application/msword',
    });
    expect(await docxLoader(blob).load()).toEqual([]);
  });
});
