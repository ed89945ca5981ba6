import { sniffImageType } from './image-type';

const pad = (head: number[] | string) => Buffer.concat([typeof head === 'string' ? Buffer.from(head, 'latin1') : Buffer.from(head), Buffer.alloc(32)]);
const ftyp = (major: string, compatible: string[]) => {
  const body = Buffer.from(`ftyp${major}\0\0\0\0${compatible.join('')}`, 'latin1');
  const size = Buffer.alloc(4);
  size.writeUInt32BE(body.length + 4);
  return Buffer.concat([size, body, Buffer.alloc(16)]);
};

describe('sniffImageType', () => {
  it.each([
    ['jpeg', pad([0xff, 0xd8, 0xff, 0xe0])],
    ['png', pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['gif', pad('GIF89a')],
    ['gif', pad('GIF87a')],
    ['webp', pad('RIFF\x10\x00\x00\x00WEBPVP8 ')],
    ['avif', ftyp('avif', ['mif1', 'miaf'])],
    ['avif', ftyp('mif1', ['miaf', 'avif'])],
  ])('recognises %s', (type, bytes) => {
    expect(sniffImageType(bytes)).toBe(type);
  });

  it.each([
    ['SVG', pad('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['HEIC (not AVIF)', ftyp('heic', ['mif1', 'heic'])],
    ['RIFF audio', pad('RIFF\x10\x00\x00\x00WAVEfmt ')],
    ['PDF', pad('%PDF-1.7')],
    ['too short', Buffer.from([0xff, 0xd8, 0xff])],
    ['empty', Buffer.alloc(0)],
  ])('rejects %s', (_name, bytes) => {
    expect(sniffImageType(bytes)).toBeNull();
  });
});
